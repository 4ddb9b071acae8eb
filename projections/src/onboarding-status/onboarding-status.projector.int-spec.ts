import { projectorTestbed } from '../runner/testing/projector-testbed';
import { onboardingStatusProjector, onboardingStatusTable } from './onboarding-status.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  onboardingStatusProjector,
  onboardingStatusTable,
  { category: 'onboarding', key: 'userId', year: 2025, schemaVersion: 1 },
);

const completed = (userId: string, step: string, next: string, choice?: string) =>
  recorded('TourStepCompleted', { userId, step, next, ...(choice ? { choice } : {}) });
const skipped = (userId: string, atStep: string) => recorded('TourSkipped', { userId, atStep });
const restarted = (userId: string) => recorded('TourRestarted', { userId });
const minimized = (userId: string, atStep: string) => recorded('TourMinimized', { userId, atStep });
const shown = (userId: string) => recorded('TourShown', { userId });

describe('onboarding status projector', () => {
  it('keeps one row per user with the current step and the chosen path', async () => {
    const schema = await freshSchema();
    const history = [
      completed('ada', 'START', 'AWAITING_RESUME'),
      completed('ada', 'AWAITING_RESUME', 'AWAITING_LINKEDIN'),
      completed('ada', 'AWAITING_LINKEDIN', 'CHOOSE_PATH'),
    ];
    const choice = completed('ada', 'CHOOSE_PATH', 'JOBS_START', 'CHOOSE_PATH_JOBS');
    const { keys } = await apply(schema, [...history, choice]);

    expect(keys).toEqual(['ada']);
    expect(await rows(schema)).toEqual([
      {
        user_id: 'ada',
        step: 'JOBS_START',
        path: 'jobs',
        skipped: false,
        minimized: false,
        completed: false,
        updated_at: choice.metadata.recordedAt,
        position: choice.position,
      },
    ]);
  });

  it('marks the tour completed at DONE and keeps the path', async () => {
    const schema = await freshSchema();
    await apply(schema, [completed('bob', 'CHOOSE_PATH', 'CONTACTS_START', 'CHOOSE_PATH_CONTACTS')]);
    await apply(schema, [completed('bob', 'DASHBOARD_EXPLAINED', 'DONE')]);
    expect((await rows(schema))[0]).toMatchObject({ step: 'DONE', path: 'contacts', completed: true });
  });

  it('marks a skip at the current step, and a restart starts over at START without a path', async () => {
    const schema = await freshSchema();
    await apply(schema, [
      completed('cy', 'CHOOSE_PATH', 'JOBS_START', 'CHOOSE_PATH_JOBS'),
      skipped('cy', 'JOBS_START'),
    ]);
    expect((await rows(schema))[0]).toMatchObject({ step: 'JOBS_START', path: 'jobs', skipped: true });

    const restart = restarted('cy');
    await apply(schema, [restart]);
    expect((await rows(schema))[0]).toEqual({
      user_id: 'cy',
      step: 'START',
      path: null,
      skipped: false,
      minimized: false,
      completed: false,
      updated_at: restart.metadata.recordedAt,
      position: restart.position,
    });
  });

  it('keeps a minimized card minimized through later steps until shown, and a restart opens it', async () => {
    const schema = await freshSchema();
    await apply(schema, [minimized('ida', 'START'), completed('ida', 'START', 'AWAITING_RESUME')]);
    expect((await rows(schema))[0]).toMatchObject({ step: 'AWAITING_RESUME', minimized: true });

    await apply(schema, [shown('ida')]);
    expect((await rows(schema))[0]).toMatchObject({ step: 'AWAITING_RESUME', minimized: false });

    await apply(schema, [minimized('ida', 'AWAITING_RESUME'), restarted('ida')]);
    expect((await rows(schema))[0]).toMatchObject({ step: 'START', minimized: false });
  });

  it('keeps users apart and reports every user a batch touched', async () => {
    const schema = await freshSchema();
    const { keys } = await apply(schema, [
      completed('dee', 'START', 'AWAITING_RESUME'),
      skipped('eve', 'START'),
      completed('dee', 'AWAITING_RESUME', 'AWAITING_LINKEDIN'),
    ]);
    expect(keys?.sort()).toEqual(['dee', 'eve']);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({ user_id: 'dee', step: 'AWAITING_LINKEDIN', skipped: false }),
      expect.objectContaining({ user_id: 'eve', step: 'START', skipped: true }),
    ]);
  });

  it('ignores events it has already applied, so re-applying a batch changes nothing', async () => {
    const history = [
      completed('fay', 'START', 'AWAITING_RESUME'),
      skipped('fay', 'AWAITING_RESUME'),
      restarted('fay'),
      completed('fay', 'START', 'AWAITING_RESUME'),
    ];
    const { once, again, after } = await reapplied(history, history.slice(0, 2));
    expect(again.keys).toEqual([]);
    expect(after).toEqual(once);
    expect(once[0]).toMatchObject({ step: 'AWAITING_RESUME', skipped: false });
  });

  it('leaves the same rows whether events arrive in one batch or one at a time', async () => {
    const history = [
      completed('gus', 'START', 'AWAITING_RESUME'),
      completed('hal', 'CHOOSE_PATH', 'CONTACTS_START', 'CHOOSE_PATH_CONTACTS'),
      skipped('gus', 'AWAITING_RESUME'),
      minimized('hal', 'CONTACTS_START'),
      completed('hal', 'CONTACTS_START', 'CONTACTS_GENERATE_COMPANIES'),
      restarted('gus'),
      completed('hal', 'DASHBOARD_EXPLAINED', 'DONE'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
  });
});
