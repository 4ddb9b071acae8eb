import type { AutopilotTaskEvent } from '@outreach/backend/autopilot/autopilot-task.events';
import {
  autopilotTaskRun,
  completeCompany,
  scoredJob,
  chosenContact,
  type AutopilotTaskRun,
} from '@outreach/backend/autopilot/testing/autopilot-task-run';
import { projectorTestbed } from '../runner/testing/projector-testbed';
import {
  autopilotRetriesTable,
  autopilotTasksProjector,
  autopilotTasksTable,
} from './autopilot-tasks.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, rowsOf, batchedAndSingly, reapplied } = projectorTestbed(
  autopilotTasksProjector,
  autopilotTasksTable,
  { category: 'autopilot-task', key: 'taskId', actorUserId: 'ada', year: 2026, schemaVersion: 1 },
);

const recordAll = (events: AutopilotTaskEvent[]) => events.map((event) => recorded(event.type, event.data));

/** Lands the run's events not landed yet, in one batch. */
function lander(schema: string) {
  const landed = new Map<AutopilotTaskRun, number>();
  return async (run: AutopilotTaskRun) => {
    const from = landed.get(run) ?? 0;
    landed.set(run, run.events.length);
    return apply(schema, recordAll(run.events.slice(from)));
  };
}

const taskRow = async (schema: string, taskId: string) => {
  const row = (await rows(schema)).find((candidate) => candidate.task_id === taskId);
  if (!row) throw new Error(`no row for ${taskId}`);
  return row;
};

describe('autopilot tasks projector', () => {
  it('keeps a queued task with its search and settings, pushed to its owner', async () => {
    const schema = await freshSchema();
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta'], { jobTitles: ['Data Engineer', 'Analyst'], jobScoreThreshold: 7 });
    const { keys } = await lander(schema)(run);

    expect(keys).toEqual(['ada']);
    expect(await taskRow(schema, 't1')).toMatchObject({
      user_id: 'ada',
      status: 'queued',
      progress: 0,
      search_params: { company_names: ['Acme', 'Beta'], job_titles: ['Data Engineer', 'Analyst'] },
      user_settings: { job_score_threshold: 7 },
      company_statuses: {},
      draft_count: 0,
      retry_of: null,
      completed_at: null,
    });
  });

  it('follows each company through its steps, with the progress of the whole task', async () => {
    const schema = await freshSchema();
    const land = lander(schema);
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    run.send('BeginCompany', { company: 'Acme' });
    await land(run);
    let row = await taskRow(schema, 't1');
    expect(row.status).toBe('running');
    expect(row.company_statuses.Acme).toMatchObject({
      status: 'searching',
      current_step: 'search',
      attempt: 1,
    });
    expect(row.progress).toBe(15);

    run.send('RecordScoredJobs', {
      company: 'Acme',
      jobs: [scoredJob('j1', 9, ['sql']), scoredJob('j2', 4)],
    });
    run.send('BeginCompany', { company: 'Beta' });
    run.send('RecordScoredJobs', { company: 'Beta', jobs: [scoredJob('j3', 3)] });
    await land(run);
    row = await taskRow(schema, 't1');
    // Every job below the threshold: the company waits for the user's review, at the step 'review'.
    expect(row.company_statuses.Beta).toMatchObject({ status: 'processing', current_step: 'review' });
    expect(row.company_statuses.Acme).toMatchObject({
      status: 'processing',
      current_step: 'contacts',
      jobs_found: 2,
      job_score_threshold: 8,
      selected_job_ids: ['j1'],
      jobs_data: [
        {
          id: 'j1',
          title: 'Data Engineer j1',
          company: 'Acme',
          location: 'Remote',
          score: 9,
          matches: ['sql'],
        },
        expect.objectContaining({ id: 'j2', score: 4 }),
      ],
    });
    expect(row.progress).toBe(Math.floor((75 + 70) / 2));

    run.send('RecordContacts', {
      company: 'Acme',
      contacts: [chosenContact('c1', 0.9), chosenContact('c2')],
    });
    run.send('RecordDraft', { company: 'Acme', contactId: 'c1', draftId: 'd1' });
    await land(run);
    row = await taskRow(schema, 't1');
    expect(row.company_statuses.Acme).toMatchObject({
      current_step: 'drafting',
      contacts_found: 2,
      drafts_generated: 1,
      contacts: [
        { contact_id: 'c1', name: 'Contact c1', title: 'Head of Data', score: 0.9, matches: ['data'] },
        expect.objectContaining({ contact_id: 'c2' }),
      ],
    });
    expect(row.draft_count).toBe(1);
    expect(row.draft_details).toEqual([
      { draft_id: 'd1', company: 'Acme', contact_id: 'c1', created_at: expect.any(String) },
    ]);
  });

  it('completes a task with the totals, and keeps how a review was resolved', async () => {
    const schema = await freshSchema();
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    completeCompany(run, 'Acme', ['c1', 'c2']);
    run.send('BeginCompany', { company: 'Beta' });
    run.send('RecordScoredJobs', { company: 'Beta', jobs: [scoredJob('j3', 3)] });
    run.send('ContinueWithoutJobs', { company: 'Beta', contactCount: 1 });
    run.send('RecordContacts', { company: 'Beta', contacts: [chosenContact('c3')] });
    run.send('RecordDraft', { company: 'Beta', contactId: 'c3', draftId: 'd3' });
    const ended = run.send('CompleteCompany', { company: 'Beta' });
    await lander(schema)(run);

    const completedAt = (ended.find((event) => event.type === 'TaskCompleted')?.data as { at: string }).at;
    const row = await taskRow(schema, 't1');
    expect(row).toMatchObject({
      status: 'completed',
      progress: 100,
      draft_count: 3,
      totals: { total_companies: 2, total_jobs: 3, total_contacts: 3, total_drafts: 3 },
      // A minute per step: Acme and Beta took 5 minutes each, the task 12.
      performance_metrics: { total_duration_seconds: 720, avg_time_per_company: 300 },
    });
    expect(row.company_statuses.Acme.duration).toBe(300);
    expect(new Date(row.completed_at ?? '').toISOString()).toBe(completedAt);
    expect(row.company_statuses.Beta).toMatchObject({
      status: 'completed',
      current_step: 'done',
      review_choice: { mode: 'without_jobs', contact_count: 1 },
      selected_job_ids: [],
      drafts_generated: 1,
    });
  });

  it('keeps the step and reason a company failed at, and schedules its automatic retry', async () => {
    const schema = await freshSchema();
    const land = lander(schema);
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta', 'Core']);
    completeCompany(run, 'Core', ['c9']);
    run.send('BeginCompany', { company: 'Acme' });
    run.send('FailCompany', { company: 'Acme', step: 'contacts', reason: 'The people directory timed out.' });
    run.send('BeginCompany', { company: 'Beta' });
    run.send('RecordScoredJobs', { company: 'Beta', jobs: [] });
    await land(run);

    const row = await taskRow(schema, 't1');
    expect(row.status).toBe('completed');
    expect(row.company_statuses.Acme).toMatchObject({
      status: 'failed',
      current_step: 'contacts',
      failure_reason: 'The people directory timed out.',
      permanently_failed: false,
      retry_scheduled: true,
      retry_scheduled_for: '2026-11-29T10:07:00.000Z',
    });
    expect(row.company_statuses.Beta).toMatchObject({
      status: 'completed',
      jobs_found: 0,
      retry_scheduled: true,
    });
    const retries = await rowsOf(schema, autopilotRetriesTable);
    expect(retries.map((retry) => [retry.id, retry.status, retry.retry_strategy, retry.retry_count])).toEqual(
      [
        ['t1/auto:Acme:1', 'scheduled', 'automatic', 1],
        ['t1/auto:Beta:1', 'scheduled', 'automatic', 1],
      ],
    );
    expect(retries[0]).toMatchObject({ user_id: 'ada', task_id: 't1', company: 'Acme', companies: ['Acme'] });

    run.waitHours(24);
    run.send('ProcessRetry', { retryId: 'auto:Acme:1', newTaskId: 't2' });
    await land(run);
    const processed = await rowsOf(schema, autopilotRetriesTable);
    expect(processed.find((retry) => retry.retry_id === 'auto:Acme:1')).toMatchObject({
      status: 'processed',
      new_session_id: 't2',
    });
    expect((await taskRow(schema, 't1')).company_statuses.Acme.retry_scheduled).toBe(false);
  });

  it('counts manual retries and names their strategy; a retry session is marked as one', async () => {
    const schema = await freshSchema();
    const land = lander(schema);
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    completeCompany(run, 'Acme', ['c1']);
    run.send('BeginCompany', { company: 'Beta' });
    run.send('RecordScoredJobs', { company: 'Beta', jobs: [] });
    run.send('ScheduleManualRetry', { retryId: 'r1', strategy: '1day' });
    run.send('ScheduleManualRetry', { retryId: 'r2', strategy: 'delayed', delayHours: 72 });
    await land(run);

    expect((await taskRow(schema, 't1')).retry_count).toBe(2);
    const manual = (await rowsOf(schema, autopilotRetriesTable)).filter(
      (retry) => retry.retry_reason !== 'automatic',
    );
    expect(
      manual.map((retry) => [retry.retry_id, retry.retry_strategy, retry.retry_reason, retry.retry_count]),
    ).toEqual([
      ['r1', '1day', 'manual_1day_retry', 1],
      ['r2', 'delayed', 'manual_delayed_retry', 2],
    ]);

    const retrySession = autopilotTaskRun('t2', 'ada');
    retrySession.start(['Beta'], {
      retryOf: { taskId: 't1', retryId: 'r1', priorAttempts: { Beta: 1 }, priorManualRetries: 1 },
    });
    retrySession.send('BeginCompany', { company: 'Beta' });
    await land(retrySession);
    expect(await taskRow(schema, 't2')).toMatchObject({
      retry_of: { task_id: 't1', retry_id: 'r1' },
      // The session counts on from its task's manual retries.
      retry_count: 1,
      company_statuses: { Beta: expect.objectContaining({ attempt: 2 }) },
    });
  });

  it('sets a restarted task back to queued without the companies it reruns', async () => {
    const schema = await freshSchema();
    const land = lander(schema);
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme']);
    run.send('BeginCompany', { company: 'Acme' });
    run.send('FailCompany', { company: 'Acme', step: 'search', reason: 'The job board answered 500.' });
    await land(run);
    expect(await taskRow(schema, 't1')).toMatchObject({ status: 'failed', error: 'Every company failed.' });

    run.send('RestartTask', {});
    await land(run);
    expect(await taskRow(schema, 't1')).toMatchObject({
      status: 'queued',
      restart_count: 1,
      error: null,
      performance_metrics: null,
      company_statuses: {},
      progress: 0,
    });
    // The restart took Acme over from its automatic retry: that retry shows as cancelled, with no company left.
    const retries = await rowsOf(schema, autopilotRetriesTable);
    expect(retries.map((retry) => [retry.retry_id, retry.status, retry.companies])).toEqual([
      ['auto:Acme:1', 'cancelled', []],
    ]);
  });

  it('marks a rerun, and a stopped task completes where it stood', async () => {
    const schema = await freshSchema();
    const land = lander(schema);
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    completeCompany(run, 'Acme', ['c1']);
    completeCompany(run, 'Beta', ['c2']);
    run.send('RerunCompanies', { companies: ['beta'] });
    await land(run);
    const rerun = await taskRow(schema, 't1');
    expect(rerun).toMatchObject({
      status: 'queued',
      is_rerun: true,
      rerun_companies: ['Beta'],
      totals: null,
    });
    expect(Object.keys(rerun.company_statuses)).toEqual(['Acme']);
    // The drafts of the first run stay the user's.
    expect(rerun.draft_count).toBe(2);

    run.send('BeginCompany', { company: 'Beta' });
    run.send('ForceComplete', {});
    await land(run);
    const stopped = await taskRow(schema, 't1');
    expect(stopped).toMatchObject({
      status: 'completed',
      progress: 100,
      totals: { total_companies: 2, total_jobs: 2, total_contacts: 1, total_drafts: 1 },
    });
    // Beta was searching: it ends completed with what it had (no jobs yet), saying where it was stopped.
    expect(stopped.company_statuses.Beta).toMatchObject({
      status: 'completed',
      current_step: 'done',
      stopped_at_step: 'search',
      jobs_found: 0,
      duration: 60,
    });
    expect(stopped.company_statuses.Acme).not.toHaveProperty('stopped_at_step');
  });

  it('reads a task started before sessions carried their manual retries as having none', async () => {
    const schema = await freshSchema();
    const run = autopilotTaskRun('t1', 'ada');
    const [first] = run.start(['Acme']);
    const { priorManualRetries: _, ...recordedBefore } = first.data as { priorManualRetries?: number };
    await apply(schema, [recorded('TaskStarted', recordedBefore)]);
    expect(await taskRow(schema, 't1')).toMatchObject({ status: 'queued', retry_count: 0 });
  });

  it('removes a deleted task and its retries, and older events applied again do not bring them back', async () => {
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme']);
    run.send('BeginCompany', { company: 'Acme' });
    run.send('RecordScoredJobs', { company: 'Acme', jobs: [] });
    const kept = autopilotTaskRun('t2', 'ada');
    kept.start(['Beta']);
    const history = recordAll(run.events);
    const others = recordAll(kept.events);
    const deleted = recorded('TaskDeleted', { taskId: 't1', userId: 'ada', at: '2026-11-28T11:00:00.000Z' });
    const all = [...history, ...others, deleted];

    const { once, after } = await reapplied(all, history);
    expect(once.map((row) => row.task_id)).toEqual(['t2']);
    expect(after).toEqual(once);

    const schema = await freshSchema();
    await apply(schema, history);
    expect(await rowsOf(schema, autopilotRetriesTable)).toHaveLength(1);
    await apply(schema, [deleted]);
    await apply(schema, history);
    expect(await rows(schema)).toEqual([]);
    expect(await rowsOf(schema, autopilotRetriesTable)).toEqual([]);
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const run = autopilotTaskRun('t1', 'ada');
    run.start(['Acme', 'Beta']);
    completeCompany(run, 'Acme', ['c1', 'c2']);
    run.send('BeginCompany', { company: 'Beta' });
    run.send('FailCompany', { company: 'Beta', step: 'drafting', reason: 'The language model refused.' });
    run.send('ScheduleManualRetry', { retryId: 'r1', strategy: 'now' });
    const other = autopilotTaskRun('t2', 'bob');
    other.start(['Core']);
    const { batched, single } = await batchedAndSingly(recordAll([...run.events, ...other.events]));
    expect(batched).toEqual(single);
    expect(batched.map((row) => [row.task_id, row.user_id, row.status])).toEqual([
      ['t1', 'ada', 'completed'],
      ['t2', 'bob', 'queued'],
    ]);
  });
});
