import { projectorTestbed } from '../runner/testing/projector-testbed';
import { clubsListProjector, clubsListTable } from './clubs-list.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  clubsListProjector,
  clubsListTable,
  { category: 'club', key: 'clubCode', actorUserId: 'admin-1', year: 2025, schemaVersion: 1 },
);

const created = (clubCode: string, extra: Record<string, unknown> = {}) =>
  recorded('ClubCreated', {
    clubCode,
    clubName: `Club ${clubCode}`,
    maxFreeSignups: 3,
    isActive: true,
    ...extra,
  });
const updated = (clubCode: string, fields: Record<string, unknown>) =>
  recorded('ClubUpdated', { clubCode, ...fields });
const deleted = (clubCode: string) => recorded('ClubDeleted', { clubCode });
const signup = (clubCode: string) => recorded('ClubSignupRecorded', { clubCode, userId: `user-${clubCode}` });

describe('clubs list projector', () => {
  it('lists a created club with all its free sign-ups remaining and the time it was recorded', async () => {
    const schema = await freshSchema();
    const event = created('acm', { clubName: 'ACM Student Chapter', maxFreeSignups: 20, isActive: true });
    const { keys } = await apply(schema, [event]);

    expect(keys).toEqual(['acm']);
    expect(await rows(schema)).toEqual([
      {
        club_code: 'acm',
        club_name: 'ACM Student Chapter',
        max_free_signups: 20,
        current_signups: 0,
        remaining_signups: 20,
        is_active: true,
        created_at: event.metadata.recordedAt,
        updated_at: event.metadata.recordedAt,
        position: event.position,
      },
    ]);
  });

  it('changes only the fields an update carries and keeps remaining sign-ups consistent', async () => {
    const schema = await freshSchema();
    const create = created('ieee', { maxFreeSignups: 5 });
    await apply(schema, [create, signup('ieee'), signup('ieee')]);
    const rename = updated('ieee', { clubName: 'IEEE Branch' });
    const deactivate = updated('ieee', { isActive: false });
    await apply(schema, [rename, deactivate]);

    const [row] = await rows(schema);
    expect(row).toMatchObject({
      club_name: 'IEEE Branch',
      max_free_signups: 5,
      current_signups: 2,
      remaining_signups: 3,
      is_active: false,
      created_at: create.metadata.recordedAt,
      updated_at: deactivate.metadata.recordedAt,
      position: deactivate.position,
    });
  });

  it('counts sign-ups and never shows fewer than zero remaining', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      created('chess', { maxFreeSignups: 2 }),
      signup('chess'),
      signup('chess'),
      signup('chess'),
    ]);
    expect((await rows(schema))[0]).toMatchObject({
      current_signups: 3,
      remaining_signups: 0,
    });

    await apply(schema, [updated('chess', { maxFreeSignups: 10 })]);
    expect((await rows(schema))[0]).toMatchObject({
      max_free_signups: 10,
      remaining_signups: 7,
    });
  });

  it('removes a deleted club and lists it afresh when the code is created again', async () => {
    const schema = await freshSchema();
    await apply(schema, [created('robotics'), signup('robotics'), created('drama')]);
    const { keys } = await apply(schema, [deleted('robotics')]);
    expect(keys).toEqual(['robotics']);
    expect((await rows(schema)).map((row) => row.club_code)).toEqual(['drama']);

    const again = created('robotics', { clubName: 'Robotics Reborn' });
    await apply(schema, [again]);
    expect((await rows(schema)).find((row) => row.club_code === 'robotics')).toMatchObject({
      club_name: 'Robotics Reborn',
      current_signups: 0,
      created_at: again.metadata.recordedAt,
    });
  });

  it('handles a delete and re-create of the same club inside one batch', async () => {
    const schema = await freshSchema();
    await apply(schema, [created('film'), signup('film')]);
    await apply(schema, [deleted('film'), created('film', { clubName: 'Film Society' }), signup('film')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ club_code: 'film', club_name: 'Film Society', current_signups: 1 }),
    ]);
  });

  it('ignores events it has already applied, so re-applying a batch changes nothing', async () => {
    const history = [
      created('a'),
      signup('a'),
      created('b'),
      updated('a', { clubName: 'Alpha' }),
      signup('b'),
      deleted('b'),
      signup('a'),
    ];
    const { once, after } = await reapplied(history, history.slice(1, 4));
    expect(after).toEqual(once);
    expect(once).toEqual([
      expect.objectContaining({ club_code: 'a', club_name: 'Alpha', current_signups: 2 }),
    ]);
  });

  it('leaves the same rows whether events arrive in one batch or one at a time', async () => {
    const history = [
      created('x', { maxFreeSignups: 4 }),
      created('y'),
      signup('x'),
      updated('y', { maxFreeSignups: 1 }),
      signup('y'),
      signup('y'),
      deleted('x'),
      created('x', { clubName: 'X again' }),
      signup('x'),
      updated('x', { isActive: false }),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });

  it('skips event types it does not handle', async () => {
    const schema = await freshSchema();
    const result = await apply(schema, [recorded('UserSignedUp', { clubCode: 'nope' })]);
    expect(result).toEqual({ handled: 0, keys: [] });
    expect(await rows(schema)).toEqual([]);
  });
});
