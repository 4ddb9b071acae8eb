import { sql } from 'kysely';
import { Pool } from 'pg';
import { upcaster } from '@outreach/backend/platform/event-store/event-upcasters';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { allProjectors } from '../projectors';
import { clubsListProjector } from '../clubs-list/clubs-list.projector';
import { listenProjectionBatches } from './projection-batch-listener';
import type { ProjectionBatch } from './projection-batch';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import { projectionStatus } from './projection-status';
import { readState } from './projection-schema';
import type { Projector } from './projector';
import { rebuildProjection } from './rebuild-projection';
import {
  appendClubHistory,
  appendToClub,
  clubCreated,
  clubDeleted,
  clubSignupRecorded,
  clubUpdated,
} from './testing/club-events.factory';
import {
  clubsListRows,
  createProjectionsTestDatabase,
  logReaches,
  resetProjections,
  silentLogger,
  sleep,
  type ProjectionsTestDatabase,
} from './testing/projections-test-database';

jest.setTimeout(30_000);

let tdb: ProjectionsTestDatabase;
const runners: ProjectionRunner[] = [];

function runner(options: Partial<ProjectionRunnerOptions> = {}): ProjectionRunner {
  const created = new ProjectionRunner({
    pool: tdb.pool,
    eventStore: tdb.eventStore,
    projectors: [clubsListProjector],
    pollIntervalMs: 50,
    standbyRetryMs: 50,
    logger: process.env.DEBUG_RUNNER
      ? { info: console.log, warn: console.log, error: console.log }
      : silentLogger,
    ...options,
  });
  runners.push(created);
  return created;
}

async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met within ${timeoutMs} ms; last value ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
});

beforeEach(async () => {
  await resetProjections(tdb.db);
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

afterAll(async () => {
  await tdb.close();
});

describe('projection runner', () => {
  it('builds every projector on first start even when the pool is smaller than two connections per projector', async () => {
    const small = new Pool({ connectionString: tdb.url, max: 5 });
    small.on('error', () => undefined);
    const store = new PostgresEventStore(small, { upcaster });
    try {
      const head = await appendToClub(tdb.eventStore, 'small-pool', [
        clubCreated({ clubCode: 'small-pool' }),
      ]);
      const live = runner({ pool: small, eventStore: store, projectors: allProjectors });
      await live.start();
      for (const projector of allProjectors) await live.waitFor(projector.name, head, 20_000);
      await live.stop();
    } finally {
      await store.close();
      await small.end();
    }
  });

  it('builds the projection on first start and then follows new events', async () => {
    const early = await appendToClub(tdb.eventStore, 'early', [clubCreated({ clubCode: 'early' })]);
    const live = runner();
    await live.start();
    await live.waitFor('clubs-list', early);
    expect((await clubsListRows(tdb.db)).map((row) => row.club_code)).toEqual(['early']);

    const later = await appendToClub(tdb.eventStore, 'later', [clubCreated({ clubCode: 'later' })]);
    await live.waitFor('clubs-list', later);
    expect((await clubsListRows(tdb.db)).map((row) => row.club_code)).toEqual(['early', 'later']);
    expect(await readState(tdb.db, 'clubs-list')).toMatchObject({
      version: 1,
      active_generation: 1,
      checkpoint: later,
    });
  });

  it('publishes once per committed batch with the batch checkpoint and the keys it touched', async () => {
    await rebuildProjection(tdb.ctx, clubsListProjector);
    const positions: string[] = [];
    for (const [code, event] of [
      ['a', clubCreated({ clubCode: 'a' })],
      ['b', clubCreated({ clubCode: 'b' })],
      ['c', clubCreated({ clubCode: 'c' })],
      ['a', clubSignupRecorded('a')],
      ['b', clubUpdated({ clubCode: 'b', clubName: 'Bee' })],
      ['d', clubCreated({ clubCode: 'd' })],
      ['c', clubDeleted('c')],
    ] as const) {
      positions.push(await appendToClub(tdb.eventStore, code, [event]));
    }
    const batches: ProjectionBatch[] = [];
    const live = runner({ batchSize: 3, publish: (batch) => batches.push(batch) });
    await live.start();
    await live.waitFor('clubs-list', positions[6]);

    expect(batches.map((batch) => ({ ...batch, keys: [...(batch.keys ?? [])].sort() }))).toEqual([
      { projection: 'clubs-list', checkpoint: positions[2], keys: ['a', 'b', 'c'] },
      { projection: 'clubs-list', checkpoint: positions[5], keys: ['a', 'b', 'd'] },
      { projection: 'clubs-list', checkpoint: positions[6], keys: ['c'] },
    ]);
  });

  it('advances the checkpoint over events it does not handle without pushing', async () => {
    await rebuildProjection(tdb.ctx, clubsListProjector);
    const other = await tdb.eventStore.append('user-1', [{ type: 'UserSignedUp', data: { userId: '1' } }], {
      expected: 'any',
    });
    const batches: ProjectionBatch[] = [];
    const live = runner({ publish: (batch) => batches.push(batch) });
    await live.start();
    await live.waitFor('clubs-list', other.lastPosition);
    expect(batches).toEqual([]);
  });

  it('NOTIFYs each committed batch on projection_batches when notify is on', async () => {
    await rebuildProjection(tdb.ctx, clubsListProjector);
    const received: ProjectionBatch[] = [];
    const listener = await listenProjectionBatches({
      connection: { connectionString: tdb.url },
      onBatch: (batch) => received.push(batch),
      logger: silentLogger,
    });
    try {
      const live = runner({ notify: true });
      await live.start();
      const position = await appendToClub(tdb.eventStore, 'chess', [clubCreated({ clubCode: 'chess' })]);
      live.wake();
      await live.waitFor('clubs-list', position);
      const batch = await eventually(
        async () => received.find((candidate) => candidate.checkpoint === position),
        (found) => found !== undefined,
      );
      expect(batch).toEqual({ projection: 'clubs-list', checkpoint: position, keys: ['chess'] });
    } finally {
      await listener.stop();
    }
  });

  it('reads at once on wake() instead of waiting for the fallback poll', async () => {
    await rebuildProjection(tdb.ctx, clubsListProjector);
    const live = runner({ pollIntervalMs: 60_000 });
    await live.start();
    await eventually(
      async () => live.runState()[0].phase,
      (phase) => phase === 'live',
    );
    await sleep(50);
    const position = await appendToClub(tdb.eventStore, 'fast', [clubCreated({ clubCode: 'fast' })]);
    await logReaches(tdb.eventStore, position);
    live.wake();
    await live.waitFor('clubs-list', position, 3_000);
  });

  it('keeps neither the rows nor the checkpoint of a batch that fails, and records the error', async () => {
    await rebuildProjection(tdb.ctx, clubsListProjector);
    const failing: Projector = {
      ...clubsListProjector,
      async apply(trx, events) {
        const keys = await clubsListProjector.apply(trx, events);
        if (events.some((event) => (event.data as { clubCode: string }).clubCode === 'poison'))
          throw new Error('boom');
        return keys;
      },
    };
    const good = await appendToClub(tdb.eventStore, 'good', [clubCreated({ clubCode: 'good' })]);
    await appendToClub(tdb.eventStore, 'poison', [clubCreated({ clubCode: 'poison' })]);
    const live = runner({ projectors: [failing], batchSize: 1 });
    await live.start();

    const state = await eventually(
      () => readState(tdb.db, 'clubs-list'),
      (row) => row?.last_error !== null && row?.last_error !== undefined,
    );
    expect(state).toMatchObject({ checkpoint: good, last_error: 'boom' });
    expect((await clubsListRows(tdb.db)).map((row) => row.club_code)).toEqual(['good']);
  });

  it('builds a new generation when the projector version goes up, and drops the old one', async () => {
    const head = await appendClubHistory(tdb.eventStore, { clubs: 20, signups: 3 });
    const v1 = runner();
    await v1.start();
    await v1.waitFor('clubs-list', head);
    const before = await clubsListRows(tdb.db);
    await v1.stop();

    const v2 = runner({ projectors: [{ ...clubsListProjector, version: 2 }] });
    await v2.start();
    await eventually(
      () => readState(tdb.db, 'clubs-list'),
      (row) => row?.version === 2,
    );
    expect(await readState(tdb.db, 'clubs-list')).toMatchObject({
      version: 2,
      active_generation: 2,
      checkpoint: head,
    });
    expect(await clubsListRows(tdb.db)).toEqual(before);
    const schemas = async () =>
      (
        await sql<{ nspname: string }>`
          SELECT nspname FROM pg_namespace WHERE nspname LIKE 'proj_clubs_list_g%' ORDER BY nspname
        `.execute(tdb.db)
      ).rows.map((row) => row.nspname);
    await eventually(schemas, (names) => names.length === 1);
    expect(await schemas()).toEqual(['proj_clubs_list_g2']);
  });

  it('hands ownership to exactly one runner when the owner loses its lock connection, and keeps going', async () => {
    const first = runner();
    await first.start();
    await first.waitFor('clubs-list', '');
    const second = runner();
    await second.start();
    await sleep(150);
    expect([first, second].map((r) => r.runState()[0].owner)).toEqual([true, false]);

    const [status] = await projectionStatus(tdb.ctx, [clubsListProjector]);
    expect(status.owner?.application).toMatch(/^projection-runner:/);
    await sql`SELECT pg_terminate_backend(${status.owner!.pid})`.execute(tdb.db);
    await eventually(
      async () => (await projectionStatus(tdb.ctx, [clubsListProjector]))[0].owner?.pid,
      (pid) => pid !== undefined && pid !== status.owner!.pid,
    );
    await sleep(150);
    expect([first, second].filter((r) => r.runState()[0].owner)).toHaveLength(1);

    const position = await appendToClub(tdb.eventStore, 'after', [clubCreated({ clubCode: 'after' })]);
    first.wake();
    second.wake();
    await first.waitFor('clubs-list', position);
    expect((await clubsListRows(tdb.db)).map((row) => row.club_code)).toEqual(['after']);
  });
});
