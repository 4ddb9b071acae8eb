import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { Pool } from 'pg';
import { monthOf } from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { ALL_TIME_PERIOD_KEY } from '@outreach/backend/leaderboard/queries/leaderboard.rows';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import { startInProcessApp, type InProcessApp } from '../integration/testing/in-process-app';
import { positiveWhole } from './bench-options';
import { log } from './bench-server';
import { round } from './latency-stats';
import {
  figuresOf,
  loadLine,
  ms,
  parseReadBenchOptions,
  timeInRounds,
  type ReadBenchOptions,
  type TimedScenario,
} from './read-bench';

/*
 * GET /api/leaderboard/ for a caller ranked near the bottom among many users (issue 18). The whole product starts in
 * this process on a fresh database; two users register through the real command (a caller at the top and one near
 * the bottom), and the leaderboard read model gets `--users` other users seeded straight into its tables (through
 * the runner's views), as the contacts bench seeds contacts_list: every one of them with sends all time and this
 * month, one in fifty hidden. The tables are analyzed (as autovacuum does soon after a load), then each request is
 * timed from sending to the last byte of the answer (authentication and validation included). The baseline is the
 * same call by the top caller, so the row of the low-ranked caller shows what ranking them costs. It prints figures
 * and never asserts.
 */

type Options = ReadBenchOptions & { users: number };

const USAGE =
  'npm run bench:leaderboard -- [--users 10000] [--reads 200] [--warmup 20] [--database-url URL] [--keep]\n' +
  '  --users         users on the board besides the two timed callers\n' +
  '  --database-url  admin URL of the server (default: as the integration tests)\n' +
  '  --keep          keep the database (its name is printed)\n';

function parseOptions(argv: string[]): Options {
  const options: Options = { databaseUrl: '', reads: 200, warmup: 20, keep: false, users: 10_000 };
  return parseReadBenchOptions(argv, options, USAGE, (flag, value) => {
    if (flag !== '--users') return false;
    options.users = positiveWhole(value(), flag);
    return true;
  });
}

/** Goal for the board's call, as the dashboard's. */
const GOAL_P95_MS = 50;

/**
 * Other user i: 2 to 5,001 messages all time and 2 to 41 this month (so the low-ranked caller, with 1 of each, sits
 * below all of them), last sends spread over the month; one in fifty hidden.
 */
const SEED_USERS = `
  INSERT INTO leaderboard_users (user_id, first_name, last_name, hidden, position)
  SELECT 'bench-user-' || i, 'User' || i, 'Bench', i % 50 = 0, '0'
  FROM generate_series(1, $1::int) AS i`;
const SEED_COUNTS = `
  INSERT INTO leaderboard_counts (period_user, period, user_id, messages_sent, last_sent_at, position)
  SELECT p.period || '|bench-user-' || i, p.period, 'bench-user-' || i,
         CASE WHEN p.period = $2 THEN 2 + (i * 7919) % 5000 ELSE 2 + i % 40 END,
         now() - ((i % 600) || ' minutes')::interval, '0'
  FROM generate_series(1, $1::int) AS i, (VALUES ($2::text), ($3::text)) AS p(period)`;
const SET_COUNT = `
  INSERT INTO leaderboard_counts (period_user, period, user_id, messages_sent, last_sent_at, position)
  VALUES ($1 || '|' || $2, $1, $2, $3, now(), '0')`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  if (options.databaseUrl) process.env.TEST_DATABASE_URL = options.databaseUrl;
  await globalSetup();
  let t: InProcessApp | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    t = await startInProcessApp({ DATABASE_POOL_SIZE: '30' });
    const low = await t.register('bench-leaderboard-low@example.com', 'Lena');
    const top = await t.register('bench-leaderboard-top@example.com', 'Tariq');
    await t.projected('leaderboard', await t.newestPosition());
    const pool = t.app.get<Pool>(PG_POOL);
    const month = monthOf(new Date());
    const seedStart = Date.now();
    await pool.query(SEED_USERS, [options.users]);
    await pool.query(SEED_COUNTS, [options.users, ALL_TIME_PERIOD_KEY, month]);
    for (const period of [ALL_TIME_PERIOD_KEY, month]) {
      await pool.query(SET_COUNT, [period, low.userId, 1]);
      await pool.query(SET_COUNT, [period, top.userId, 100_000]);
    }
    await pool.query('ANALYZE');
    log(
      `# seeded ${options.users.toLocaleString('en-US')} users on the board (all time and this month) in ` +
        `${round((Date.now() - seedStart) / 1000, 1)} s`,
    );

    const app = t;
    const call = async (token: string, path: string) => {
      const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const text = await response.text();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return text;
    };
    const answer = JSON.parse(await call(low.token, '/api/leaderboard/')) as { rank: number }[];
    log(`# the low-ranked caller's answer: ${answer.length} entries, own rank ${answer.at(-1)?.rank}`);

    const scenario = (label: string, token: string, path: string): TimedScenario => ({
      label,
      run: () => call(token, path),
      timings: [],
    });
    const scenarios = [
      scenario('baseline: GET /api/leaderboard/ by the top caller', top.token, '/api/leaderboard/'),
      scenario('GET /api/leaderboard/ by the low-ranked caller', low.token, '/api/leaderboard/'),
      scenario(
        'GET /api/leaderboard/?period=month by the low-ranked caller',
        low.token,
        '/api/leaderboard/?period=month',
      ),
    ];
    await timeInRounds(scenarios, options);

    const figures = figuresOf(scenarios);
    const baseline = figures[0];
    log(`\n${options.reads} requests each after ${options.warmup} warm-up rounds (ms)`);
    log(`${'scenario'.padEnd(62)}  median     p95     p99  p95/base  goal`);
    for (const [index, figure] of figures.entries()) {
      const goal = index > 0 ? `p95 < ${GOAL_P95_MS} ms: ${figure.p95 < GOAL_P95_MS ? 'pass' : 'FAIL'}` : '';
      const ratio = `${round(figure.p95 / baseline.p95, 2).toFixed(2)}x`.padStart(8);
      log(
        `${figure.label.padEnd(62)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.p99)} ${ratio}  ${goal}`,
      );
    }
    log(
      `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
    );
    log(`total ${round((Date.now() - started) / 1000, 1)} s`);
  } finally {
    if (t && options.keep) {
      await t.runner.stop();
      await t.app.close();
      await rm(t.storageDir, { recursive: true, force: true });
      log(`kept database ${new URL(t.config.DATABASE_URL).pathname.slice(1)}`);
    } else await t?.close();
    await globalTeardown();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
