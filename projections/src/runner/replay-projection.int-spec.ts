import { START } from '@outreach/backend/platform/event-store/event-store.port';
import { clubsListProjector } from '../clubs-list/clubs-list.projector';
import { ReplayTargetInvalid } from './projection-errors';
import { readState } from './projection-schema';
import { rebuildProjection } from './rebuild-projection';
import { replayProjection } from './replay-projection';
import { appendToClub, clubCreated, clubSignupRecorded, clubUpdated } from './testing/club-events.factory';
import {
  clubsListRows,
  createProjectionsTestDatabase,
  logReaches,
  type ProjectionsTestDatabase,
} from './testing/projections-test-database';

jest.setTimeout(30_000);

let tdb: ProjectionsTestDatabase;
let firstHalf: string;
let head: string;

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
  await appendToClub(tdb.eventStore, 'alpha', [
    clubCreated({ clubCode: 'alpha' }),
    clubSignupRecorded('alpha'),
  ]);
  firstHalf = await appendToClub(tdb.eventStore, 'beta', [clubCreated({ clubCode: 'beta' })]);
  await appendToClub(tdb.eventStore, 'gamma', [clubCreated({ clubCode: 'gamma' })]);
  await appendToClub(tdb.eventStore, 'alpha', [
    clubUpdated({ clubCode: 'alpha', clubName: 'Alpha Renamed' }),
  ]);
  head = await appendToClub(tdb.eventStore, 'delta', [clubCreated({ clubCode: 'delta' })]);
  await logReaches(tdb.eventStore, head);
  await rebuildProjection(tdb.ctx, clubsListProjector);
});

afterAll(async () => {
  await tdb.close();
});

describe('replaying a range of the log', () => {
  it('builds the rows of the range only, up to and including its end', async () => {
    const result = await replayProjection(tdb.ctx, clubsListProjector, {
      from: START,
      to: firstHalf,
      into: 'replay_first',
    });
    expect(result).toMatchObject({ schema: 'replay_first', events: 3, handled: 3, to: firstHalf });
    expect(await clubsListRows(tdb.db, 'replay_first')).toEqual([
      expect.objectContaining({ club_code: 'alpha', club_name: 'Club alpha', current_signups: 1 }),
      expect.objectContaining({ club_code: 'beta' }),
    ]);
  });

  it('starts after --from and runs to the head of the log for "head"', async () => {
    const result = await replayProjection(tdb.ctx, clubsListProjector, {
      from: firstHalf,
      to: 'head',
      into: 'replay_rest',
    });
    expect(result).toMatchObject({ events: 3, to: head });
    expect((await clubsListRows(tdb.db, 'replay_rest')).map((row) => row.club_code)).toEqual([
      'delta',
      'gamma',
    ]);
  });

  it('leaves the live projection and its checkpoint untouched', async () => {
    const before = await readState(tdb.db, 'clubs-list');
    const rows = await clubsListRows(tdb.db);
    await replayProjection(tdb.ctx, clubsListProjector, {
      from: START,
      to: 'head',
      into: 'replay_untouched',
    });
    expect(await readState(tdb.db, 'clubs-list')).toEqual(before);
    expect(await clubsListRows(tdb.db)).toEqual(rows);
  });

  it('refuses a schema that exists, is reserved or is not a plain identifier', async () => {
    await replayProjection(tdb.ctx, clubsListProjector, { from: START, to: 'head', into: 'replay_taken' });
    for (const into of ['replay_taken', 'public', 'proj_clubs_list_g1', 'Robert"); DROP TABLE x; --']) {
      await expect(
        replayProjection(tdb.ctx, clubsListProjector, { from: START, to: 'head', into }),
      ).rejects.toThrow();
    }
    await expect(
      replayProjection(tdb.ctx, clubsListProjector, { from: START, to: 'head', into: 'replay_taken' }),
    ).rejects.toThrow(ReplayTargetInvalid);
  });
});
