import { START } from '@outreach/backend/platform/event-store/event-store.port';
import { clubsListProjector } from '../clubs-list/clubs-list.projector';
import { ProjectionRunner } from './projection-runner';
import { readState } from './projection-schema';
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
  silentLogger,
  sleep,
  type ProjectionsTestDatabase,
} from './testing/projections-test-database';
import { startRunnerChild, type RunnerChild } from './testing/runner-child';

jest.setTimeout(60_000);

let tdb: ProjectionsTestDatabase;
const children: RunnerChild[] = [];

async function checkpointReaches(position: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (((await readState(tdb.db, 'clubs-list'))?.checkpoint ?? '') < position) {
    if (Date.now() > deadline) throw new Error(`clubs-list did not reach ${position}`);
    await sleep(25);
  }
}

beforeEach(async () => {
  tdb = await createProjectionsTestDatabase();
  await rebuildProjection(tdb.ctx, clubsListProjector);
});

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.kill('SIGKILL')));
  await tdb.close();
});

describe('projection runner processes', () => {
  it('leaves exactly the rows of a clean run after being killed in the middle of a batch and restarted', async () => {
    const head = await appendClubHistory(tdb.eventStore, { clubs: 100, signups: 4 });
    await logReaches(tdb.eventStore, head);
    const log = await tdb.eventStore.readAll({ after: START, maxCount: 100_000 });
    expect(log.length).toBeGreaterThan(600);

    const crashing = startRunnerChild({
      RUNNER_DATABASE_URL: tdb.url,
      RUNNER_BATCH_SIZE: '150',
      RUNNER_HANG_AT_APPLY: '3',
    });
    children.push(crashing);
    await crashing.line(/^HUNG_MID_BATCH/);
    await crashing.kill('SIGKILL');

    // Two batches committed; the half-written third died with its transaction.
    expect((await readState(tdb.db, 'clubs-list'))?.checkpoint).toBe(log[299].position);

    const restarted = startRunnerChild({ RUNNER_DATABASE_URL: tdb.url, RUNNER_BATCH_SIZE: '150' });
    children.push(restarted);
    await checkpointReaches(head);
    await restarted.kill('SIGTERM');

    await replayProjection(tdb.ctx, clubsListProjector, { from: START, to: head, into: 'replay_clean_run' });
    const clean = await clubsListRows(tdb.db, 'replay_clean_run');
    expect(clean.length).toBeGreaterThan(80);
    expect(await clubsListRows(tdb.db)).toEqual(clean);
    const signups = log.filter((event) => event.type === 'ClubSignupRecorded').length;
    expect(signups).toBeGreaterThan(0);
  });

  it('lets a standby take over when the owning process dies', async () => {
    const owner = startRunnerChild({ RUNNER_DATABASE_URL: tdb.url });
    children.push(owner);
    await owner.line(/^OWNER clubs-list/);

    const standby = new ProjectionRunner({
      pool: tdb.pool,
      eventStore: tdb.eventStore,
      projectors: [clubsListProjector],
      pollIntervalMs: 50,
      standbyRetryMs: 100,
      logger: silentLogger,
    });
    await standby.start();
    try {
      const before = await appendToClub(tdb.eventStore, 'owned', [clubCreated({ clubCode: 'owned' })]);
      await standby.waitFor('clubs-list', before);
      expect(standby.runState()[0]).toMatchObject({ owner: false, phase: 'standby' });

      await owner.kill('SIGKILL');
      const after = await appendToClub(tdb.eventStore, 'owned', [clubSignupRecorded('owned')]);
      await standby.waitFor('clubs-list', after);
      expect(standby.runState()[0]).toMatchObject({ owner: true, phase: 'live', checkpoint: after });
      expect(await clubsListRows(tdb.db)).toEqual([
        expect.objectContaining({ club_code: 'owned', current_signups: 1 }),
      ]);
    } finally {
      await standby.stop();
    }
  });
});
