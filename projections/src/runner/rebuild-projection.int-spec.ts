import { sql } from 'kysely';
import { START } from '@outreach/backend/platform/event-store/event-store.port';
import { clubsListProjector } from '../clubs-list/clubs-list.projector';
import type { ProjectionBatch } from './projection-batch';
import { RebuildInProgress } from './projection-errors';
import { ProjectionRunner } from './projection-runner';
import { readState } from './projection-schema';
import type { Projector } from './projector';
import { rebuildProjection } from './rebuild-projection';
import { replayProjection } from './replay-projection';
import {
  appendClubHistory,
  appendToClub,
  clubCreated,
  clubSignupRecorded,
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
let live: ProjectionRunner;

/** Reads the public view in a loop until stopped; every failure is kept. */
function keepReading(): { stop(): Promise<{ reads: number; errors: unknown[] }> } {
  let running = true;
  let reads = 0;
  const errors: unknown[] = [];
  const loop = (async () => {
    while (running) {
      try {
        await tdb.pool.query('SELECT count(*) FROM public.clubs_list');
        reads += 1;
      } catch (error) {
        errors.push(error);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { reads, errors };
    },
  };
}

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
});

beforeEach(async () => {
  await resetProjections(tdb.db);
  live = new ProjectionRunner({
    pool: tdb.pool,
    eventStore: tdb.eventStore,
    projectors: [clubsListProjector],
    pollIntervalMs: 30,
    logger: silentLogger,
  });
  await live.start();
  await live.waitFor('clubs-list', START);
});

afterEach(async () => {
  await live.stop();
});

afterAll(async () => {
  await tdb.close();
});

describe('rebuilding a projection', () => {
  it('leaves the same rows as the live projection while reads of the view keep working', async () => {
    const head = await appendClubHistory(tdb.eventStore, { clubs: 60, signups: 3 });
    await live.waitFor('clubs-list', head);
    const liveRows = await clubsListRows(tdb.db);

    const reader = keepReading();
    const pushes: ProjectionBatch[] = [];
    const result = await rebuildProjection(tdb.ctx, clubsListProjector, {
      batchSize: 40,
      publish: (batch) => pushes.push(batch),
      onProgress: () => sleep(5),
    });
    const { reads, errors } = await reader.stop();

    expect(errors).toEqual([]);
    expect(reads).toBeGreaterThan(10);
    expect(result).toMatchObject({ generation: 2, previousGeneration: 1, checkpoint: head });
    expect(await clubsListRows(tdb.db)).toEqual(liveRows);
    expect(await readState(tdb.db, 'clubs-list')).toMatchObject({ active_generation: 2, checkpoint: head });
    expect(pushes).toEqual([{ projection: 'clubs-list', checkpoint: head, keys: null }]);
    const { rows } = await sql<{ nspname: string }>`
      SELECT nspname FROM pg_namespace WHERE nspname LIKE 'proj_clubs_list_g%'
    `.execute(tdb.db);
    expect(rows).toEqual([{ nspname: 'proj_clubs_list_g2' }]);
  });

  it('lets the live runner continue from the new generation when events arrive during the rebuild', async () => {
    const before = await appendClubHistory(tdb.eventStore, { clubs: 30, signups: 2 });
    await live.waitFor('clubs-list', before);

    let appendedDuring = false;
    await rebuildProjection(tdb.ctx, clubsListProjector, {
      batchSize: 25,
      onProgress: async () => {
        if (appendedDuring) return;
        appendedDuring = true;
        await appendToClub(tdb.eventStore, 'during', [clubCreated({ clubCode: 'during' })]);
        live.wake();
        await sleep(100);
      },
    });
    const after = await appendToClub(tdb.eventStore, 'during', [clubSignupRecorded('during')]);
    live.wake();
    await live.waitFor('clubs-list', after);

    await replayProjection(tdb.ctx, clubsListProjector, {
      from: START,
      to: after,
      into: 'replay_everything',
    });
    const rows = await clubsListRows(tdb.db);
    expect(rows).toEqual(await clubsListRows(tdb.db, 'replay_everything'));
    expect(rows.find((row) => row.club_code === 'during')).toMatchObject({ current_signups: 1 });
    expect(live.runState()[0]).toMatchObject({ generation: 2, checkpoint: after });
  });

  it('refuses a second rebuild of the same projector while one is running', async () => {
    await logReaches(tdb.eventStore, await appendClubHistory(tdb.eventStore, { clubs: 5, signups: 1 }));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = rebuildProjection(tdb.ctx, clubsListProjector, {
      batchSize: 2,
      onProgress: async () => {
        started();
        await gate;
      },
    });
    await running;
    await expect(rebuildProjection(tdb.ctx, clubsListProjector)).rejects.toThrow(RebuildInProgress);
    release();
    await expect(first).resolves.toMatchObject({ generation: 2 });
  });

  it('re-creates the view when the new generation has different columns', async () => {
    const position = await appendToClub(tdb.eventStore, 'wide', [clubCreated({ clubCode: 'wide' })]);
    await live.waitFor('clubs-list', position);
    const wider: Projector = {
      ...clubsListProjector,
      async migrate(trx) {
        await clubsListProjector.migrate(trx);
        await sql`ALTER TABLE clubs_list ADD COLUMN region text NOT NULL DEFAULT 'emea'`.execute(trx);
      },
    };
    await rebuildProjection(tdb.ctx, wider);
    const { rows } = await sql<{ club_code: string; region: string }>`
      SELECT club_code, region FROM public.clubs_list
    `.execute(tdb.db);
    expect(rows).toEqual([{ club_code: 'wide', region: 'emea' }]);
  });
});
