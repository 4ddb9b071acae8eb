import { cpus } from 'node:os';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type QueryConfig } from 'pg';
import '@outreach/backend/contexts';
import { clubEventSummaries } from '@outreach/backend/clubs/club-event-summaries';
import type { ClubEvent } from '@outreach/backend/clubs/club.events';
import { registerEventSummaries } from '@outreach/backend/platform/audit/event-summaries';
import { migrateToLatest } from '@outreach/backend/platform/database/migrate';
import { writeSideMigrations } from '@outreach/backend/platform/database/migrations';
import { upcaster } from '@outreach/backend/platform/event-store/event-upcasters';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { UserHistoryQuery, userOwnStreamIds } from '@outreach/backend/users/queries/user-history.query';
import { userEventSummaries } from '@outreach/backend/users/user-event-summaries';
import type { UserEvent } from '@outreach/backend/users/user.events';
import { userHistoryQuery } from '@outreach/backend/users/users.contract';
import { projectionContext } from '@outreach/projections/runner/projection-context';
import {
  projectionsMigrations,
  PROJECTIONS_HISTORY_TABLE,
} from '@outreach/projections/runner/projections.migrations';
import { rebuildProjection } from '@outreach/projections/runner/rebuild-projection';
import { usersListProjector } from '@outreach/projections/users-list/users-list.projector';
import { positiveWhole } from './bench-options';
import { admin, benchServer, log, stampOf, withDatabase } from './bench-server';
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
 * Audit history reads (issue 3: p95 under 20 ms for a user with 1,000 events). One fresh database holds
 * one user's 1,000 events (700 on their own stream, 300 they caused on club streams) spread through
 * 200,000 events of 2,000 other users, each of whom is also an actor. Every scenario is timed in the same
 * rounds, so the ratio to the baseline (the cheapest indexed read there is) shares the machine's noise.
 * It prints figures and never asserts.
 */

interface Options extends ReadBenchOptions {
  otherUsers: number;
  eventsPerOtherUser: number;
}

const TARGET_EVENTS = 1000;
const TARGET_OWN_PER_TEN = 7;
const CLUBS = 50;

function parseOptions(argv: string[]): Options {
  const options: Options = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    reads: 500,
    warmup: 50,
    otherUsers: 2000,
    eventsPerOtherUser: 100,
    keep: false,
  };
  return parseReadBenchOptions(
    argv,
    options,
    'npm run bench:audit -- [--database-url URL] [--reads 500] [--warmup 50] [--other-users 2000]\n' +
      '  [--events-per-other-user 100] [--keep]\n',
    (flag, value) => {
      if (flag === '--other-users') options.otherUsers = positiveWhole(value(), flag);
      else if (flag === '--events-per-other-user') options.eventsPerOtherUser = positiveWhole(value(), flag);
      else return false;
      return true;
    },
  );
}

const TARGET_ID = `md5('bench-target')::uuid::text`;
const OTHER_ID = `md5('bench-user-' || s.owner)::uuid::text`;
const AT = `timestamptz '2026-01-01T00:00:00Z' + s.i * interval '1 second'`;

/**
 * Event i of the log: every step-th of the first 1,000 steps belongs to the target (7 in 10 on their
 * stream, the rest on club streams they administer); the others go round the other users, so every
 * user's events are spread over the whole log.
 */
const SEED = `
  WITH slots AS (
    SELECT i, i % $3 = $3 - 1 AND i < $3 * ${TARGET_EVENTS} AS target, i / $3 AS t,
      i - least(i / $3, ${TARGET_EVENTS}) AS j
    FROM generate_series(0, $1::bigint - 1) AS i
  ),
  s AS (
    SELECT i,
      CASE WHEN target THEN -1 ELSE j % $2 END AS owner,
      CASE
        WHEN NOT target THEN 'user-' || md5('bench-user-' || (j % $2))::uuid::text
        WHEN t % 10 < ${TARGET_OWN_PER_TEN} THEN 'user-' || ${TARGET_ID}
        ELSE 'club-bench-' || (((t / 10) * ${10 - TARGET_OWN_PER_TEN} + t % 10 - ${TARGET_OWN_PER_TEN}) % ${CLUBS})
      END AS stream_id,
      CASE
        WHEN NOT target THEN j / $2
        WHEN t % 10 < ${TARGET_OWN_PER_TEN} THEN (t / 10) * ${TARGET_OWN_PER_TEN} + t % 10
        ELSE ((t / 10) * ${10 - TARGET_OWN_PER_TEN} + t % 10 - ${TARGET_OWN_PER_TEN}) / ${CLUBS}
      END AS version,
      target AND t % 10 >= ${TARGET_OWN_PER_TEN} AS club
    FROM slots
  ),
  typed AS (
    SELECT s.*,
      CASE WHEN s.owner = -1 THEN ${TARGET_ID} ELSE ${OTHER_ID} END AS actor,
      CASE
        WHEN s.club AND s.version = 0 THEN 'ClubCreated'
        WHEN s.club THEN 'ClubUpdated'
        WHEN s.version = 0 THEN 'UserRegistered'
        WHEN s.version % 3 = 0 THEN 'UserSignedOut'
        WHEN s.version % 3 = 1 THEN 'UserSignedIn'
        ELSE 'UserActivityRecorded'
      END AS type,
      ${AT} AS at
    FROM s
  )
  INSERT INTO es_events (stream_id, stream_version, event_id, event_type, data, metadata, recorded_at)
  SELECT stream_id, version, md5('bench-event-' || i)::uuid::text, type,
    CASE type
      WHEN 'ClubCreated' THEN jsonb_build_object('clubCode', substr(stream_id, 6), 'clubName', 'Bench ' || stream_id,
        'maxFreeSignups', 20, 'isActive', true)
      WHEN 'ClubUpdated' THEN jsonb_build_object('clubCode', substr(stream_id, 6), 'maxFreeSignups', 20 + version)
      WHEN 'UserRegistered' THEN jsonb_build_object('userId', actor, 'email',
        CASE WHEN owner = -1 THEN 'target@bench.test' ELSE 'user' || owner || '@bench.test' END,
        'firstName', 'Bench', 'lastName', 'User ' || owner, 'provider', 'google',
        'signup', jsonb_build_object('flow', 'signup', 'plan', 'Free', 'cycle', null), 'utm', '{}'::jsonb)
      WHEN 'UserSignedIn' THEN jsonb_build_object('userId', actor, 'provider', 'google')
      WHEN 'UserActivityRecorded' THEN jsonb_build_object('userId', actor, 'day', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD'))
      ELSE jsonb_build_object('userId', actor)
    END,
    jsonb_build_object('eventId', md5('bench-event-' || i)::uuid::text, 'actorUserId', actor,
      'correlationId', md5('bench-event-' || i)::uuid::text, 'causationId', null,
      'recordedAt', to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'schemaVersion', CASE type WHEN 'UserRegistered' THEN 2 ELSE 1 END),
    at
  FROM typed ORDER BY i`;

/** Index names anywhere in an EXPLAIN (FORMAT JSON) plan. */
function indexesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => indexesIn(child, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Index Name' && typeof value === 'string') found.add(value);
      else indexesIn(value, found);
    }
  }
  return found;
}

type PlanRoot = { Plan: unknown; 'Execution Time': number };

/** Replays the recorded statements on one connection, the parameterised one under EXPLAIN ANALYZE. */
async function explainAsRun(pool: Pool, statements: QueryConfig[]): Promise<PlanRoot> {
  const client = await pool.connect();
  try {
    let root: PlanRoot | undefined;
    for (const { text, values } of statements) {
      if (!values) {
        await client.query(text);
        continue;
      }
      const plan = await client.query<{ 'QUERY PLAN': PlanRoot[] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`,
        values,
      );
      root = plan.rows[0]['QUERY PLAN'][0];
    }
    if (!root) throw new Error('readHistory sent no parameterised statement');
    return root;
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  const { adminUrl, embedded } = await benchServer(options.databaseUrl);
  const name = `bench_audit_${stampOf(new Date())}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(adminUrl, name);
  const pool = new Pool({ connectionString: url, max: 4 });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const captured: QueryConfig[] = [];
  // Records the adapter's statements on its connection so the history read can be EXPLAINed as it runs.
  const recordingPool = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'connect') return Reflect.get(target, property, receiver);
      return async () => {
        const client = await target.connect();
        return new Proxy(client, {
          get(inner, key, innerReceiver) {
            if (key !== 'query') return Reflect.get(inner, key, innerReceiver);
            return (text: string, values?: unknown[]) => {
              captured.push({ text, values });
              return inner.query(text, values);
            };
          },
        });
      };
    },
  });
  const store = new PostgresEventStore(pool, { upcaster });
  const explained = new PostgresEventStore(recordingPool, { upcaster });

  try {
    await migrateToLatest(db, writeSideMigrations());
    await migrateToLatest(db, projectionsMigrations, PROJECTIONS_HISTORY_TABLE);
    const others = options.otherUsers * options.eventsPerOtherUser;
    const total = others + TARGET_EVENTS;
    const seedStarted = Date.now();
    await pool.query(SEED, [total, options.otherUsers, Math.floor(total / TARGET_EVENTS)]);
    await pool.query(
      `INSERT INTO es_streams (stream_id, version) SELECT stream_id, max(stream_version) FROM es_events GROUP BY stream_id`,
    );
    await pool.query('VACUUM ANALYZE es_events');
    await pool.query('VACUUM ANALYZE es_streams');
    const [{ target }] = (await pool.query<{ target: string }>(`SELECT ${TARGET_ID} AS target`)).rows;
    const counts = (
      await pool.query<{ events: string; target_events: string; actors: string }>(
        `SELECT count(*) AS events,
           count(*) FILTER (WHERE stream_id = $1 OR metadata ->> 'actorUserId' = $2) AS target_events,
           count(DISTINCT metadata ->> 'actorUserId') AS actors
         FROM es_events`,
        [`user-${target}`, target],
      )
    ).rows[0];
    const rebuilt = await rebuildProjection(projectionContext(pool, store), usersListProjector);
    log(`# load average over 1 min before the reads: ${loadLine()} (${cpus().length} CPUs)`);
    log(
      `# audit history bench: ${Number(counts.events).toLocaleString('en-US')} events, ${counts.actors} actors; ` +
        `the user has ${counts.target_events} (7 in 10 on user-${target.slice(0, 8)}…, the rest on club streams); ` +
        `seeded in ${round((Date.now() - seedStarted) / 1000, 1)} s, users_list ${rebuilt.events} events rebuilt`,
    );

    registerEventSummaries<UserEvent>(userEventSummaries);
    registerEventSummaries<ClubEvent>(clubEventSummaries);
    const query = new UserHistoryQuery(store, db);
    const firstPage = userHistoryQuery.parse({});
    const filtered = userHistoryQuery.parse({
      types: 'UserSignedIn,ClubUpdated',
      from: '2026-01-01T12:00:00Z',
      to: '2026-01-02',
      page: '2',
    });
    const page = await query.execute(target, firstPage);
    const narrowed = await query.execute(target, filtered);
    log(
      `# page 1: ${page.items.length} of ${page.total} (types ${page.event_types.join(', ')}); ` +
        `filtered page 2: ${narrowed.items.length} of ${narrowed.total}`,
    );

    await explained.readHistory({
      streamIds: userOwnStreamIds(target),
      actorUserId: target,
      order: 'desc',
      limit: 20,
      offset: 0,
    });
    const root = await explainAsRun(pool, captured);
    log(
      `# EXPLAIN of readHistory (page 1): indexes ${[...indexesIn(root.Plan)].sort().join(', ')}; ` +
        `parallel workers ${JSON.stringify(root.Plan).includes('"Gather') ? 'yes' : 'none'}; ` +
        `execution ${round(root['Execution Time'], 2)} ms`,
    );

    const scenarios: TimedScenario[] = [
      {
        label: 'baseline: readStream(user, backwards, maxCount 20)',
        run: () => store.readStream(`user-${target}`, { direction: 'backwards', maxCount: 20 }),
        timings: [],
      },
      {
        label: 'store.readHistory(stream ∪ actor, desc, limit 20)',
        run: () =>
          store.readHistory({
            streamIds: userOwnStreamIds(target),
            actorUserId: target,
            order: 'desc',
            limit: 20,
            offset: 0,
          }),
        timings: [],
      },
      {
        label: 'UserHistoryQuery page 1, limit 20',
        run: () => query.execute(target, firstPage),
        timings: [],
      },
      {
        label: 'UserHistoryQuery filtered: 2 types, date range, page 2',
        run: () => query.execute(target, filtered),
        timings: [],
      },
    ];
    await timeInRounds(scenarios, options);

    const figures = figuresOf(scenarios);
    const [baseline] = figures;
    log(
      `\n${options.reads} reads each after ${options.warmup} warm-up rounds (ms; ratio = p50 and p95 over the baseline's)`,
    );
    log(`${'scenario'.padEnd(56)}     p50     p95     p99   ×p50   ×p95`);
    for (const figure of figures) {
      log(
        `${figure.label.padEnd(56)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.p99)} ` +
          `${(figure.p50 / baseline.p50).toFixed(1).padStart(6)} ${(figure.p95 / baseline.p95).toFixed(1).padStart(6)}`,
      );
    }
    log(
      `load average over 1 min: ${loadLine()} now (${cpus().length} CPUs); other work on the machine inflates every row`,
    );
    const goal = figures[2].p95;
    log(`\ngoal p95 < 20 ms for a page of history: ${round(goal, 2)} ms, ${goal < 20 ? 'met' : 'NOT met'}`);
    log(`total ${round((Date.now() - started) / 1000, 1)} s`);
  } finally {
    await store.close();
    await explained.close();
    await db.destroy();
    if (options.keep) log(`kept database ${name}`);
    else await admin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
