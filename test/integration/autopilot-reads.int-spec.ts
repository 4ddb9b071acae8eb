import { randomUUID } from 'node:crypto';
import { autopilotTaskStreamId } from '@outreach/backend/autopilot/autopilot-task.events';
import {
  autopilotTaskRun,
  completeCompany,
  type AutopilotTaskRun,
} from '@outreach/backend/autopilot/testing/autopilot-task-run';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { toNewEvent } from '@outreach/backend/platform/commands/execute-command';
import { appWithUsers } from './testing/app-with-users';

jest.setTimeout(60_000);

describe('autopilot reads (GET /autopilot/sessions, /autopilot/{id}, /autopilot/scheduled-retries)', () => {
  const t = appWithUsers(['ada', 'bob']);
  const appended = new Map<AutopilotTaskRun, number>();

  /** Appends the run's new events to its stream, as the process will, and waits for the read model. */
  async function record(run: AutopilotTaskRun, userId: string): Promise<void> {
    const from = appended.get(run) ?? 0;
    const streamId = autopilotTaskStreamId(run.taskId);
    const meta = commandMetadata(userId);
    const events = run.events
      .slice(from)
      .map((event, index) => toNewEvent(event, meta, undefined, streamId, index));
    const { lastPosition } = await t.app().store.append(streamId, events, { expected: from - 1 });
    appended.set(run, run.events.length);
    await t.app().projected('autopilot-tasks', lastPosition);
  }

  const adaTasks = {} as Record<'completed' | 'retry' | 'deleted', AutopilotTaskRun>;
  let bobTask: AutopilotTaskRun;

  beforeAll(async () => {
    const completed = autopilotTaskRun(randomUUID(), t.ids.ada, '2026-11-28T09:00:00.000Z');
    completed.start(['Acme', 'Beta']);
    completeCompany(completed, 'Acme', ['c1', 'c2']);
    completed.send('BeginCompany', { company: 'Beta' });
    completed.send('FailCompany', {
      company: 'Beta',
      step: 'contacts',
      reason: 'The people directory timed out.',
    });
    completed.send('ScheduleManualRetry', { retryId: 'r1', strategy: '1day' });
    await record(completed, t.ids.ada);

    const retry = autopilotTaskRun(randomUUID(), t.ids.ada, '2026-11-28T10:00:00.000Z');
    retry.start(['Beta'], {
      retryOf: { taskId: completed.taskId, retryId: 'r1', priorAttempts: { Beta: 1 }, priorManualRetries: 1 },
    });
    retry.send('BeginCompany', { company: 'Beta' });
    await record(retry, t.ids.ada);

    const deleted = autopilotTaskRun(randomUUID(), t.ids.ada, '2026-11-28T11:00:00.000Z');
    deleted.start(['Core']);
    deleted.send('DeleteTask', {});
    await record(deleted, t.ids.ada);

    bobTask = autopilotTaskRun(randomUUID(), t.ids.bob, '2026-11-28T12:00:00.000Z');
    bobTask.start(['Bobco']);
    bobTask.send('BeginCompany', { company: 'Bobco' });
    bobTask.send('FailCompany', { company: 'Bobco', step: 'search', reason: 'No board answered.' });
    await record(bobTask, t.ids.bob);

    Object.assign(adaTasks, { completed, retry, deleted });
  });

  describe('GET /autopilot/sessions', () => {
    it("lists the caller's tasks newest first, with status and retry marks, without deleted ones", async () => {
      const response = await t.as('ada', t.api().get('/autopilot/sessions')).expect(200);
      expect(response.body.has_more).toBe(false);
      expect(response.body.sessions.map((session: { _id: string }) => session._id)).toEqual([
        adaTasks.retry.taskId,
        adaTasks.completed.taskId,
      ]);
      const [retry, completed] = response.body.sessions;
      expect(retry).toMatchObject({
        status: 'running',
        is_retry: true,
        retry_company: 'Beta',
        retry_of: { task_id: adaTasks.completed.taskId, retry_id: 'r1' },
        company_statuses: { Beta: expect.objectContaining({ status: 'searching', attempt: 2 }) },
      });
      expect(completed).toMatchObject({
        status: 'completed',
        progress: 100,
        is_retry: false,
        retry_count: 1,
        draft_count: 2,
        search_params: { company_names: ['Acme', 'Beta'], job_titles: ['Data Engineer'] },
        total_drafts: 2,
      });
      // The list leaves out what explains each company; the detail has it.
      expect(completed.company_statuses.Acme).not.toHaveProperty('jobs_data');
      expect(completed).not.toHaveProperty('draft_details');
    });

    it('pages with limit and offset', async () => {
      const first = await t.as('ada', t.api().get('/autopilot/sessions?limit=1')).expect(200);
      expect(first.body).toMatchObject({ has_more: true, sessions: [{ _id: adaTasks.retry.taskId }] });
      const second = await t.as('ada', t.api().get('/autopilot/sessions?limit=1&offset=1')).expect(200);
      expect(second.body).toMatchObject({ has_more: false, sessions: [{ _id: adaTasks.completed.taskId }] });
    });

    it('refuses a limit or an offset out of range, naming it', async () => {
      const limit = await t.as('ada', t.api().get('/autopilot/sessions?limit=0')).expect(400);
      expect(limit.body.detail).toEqual([{ loc: ['limit'], msg: 'limit must be at least 1' }]);
      const offset = await t.as('ada', t.api().get('/autopilot/sessions?offset=-1')).expect(400);
      expect(offset.body.detail).toEqual([{ loc: ['offset'], msg: 'offset must be at least 0' }]);
    });

    it('answers another user only their own tasks, and nobody signed out', async () => {
      const response = await t.as('bob', t.api().get('/autopilot/sessions')).expect(200);
      expect(response.body.sessions).toEqual([
        expect.objectContaining({ _id: bobTask.taskId, status: 'failed', error: 'Every company failed.' }),
      ]);
      await t.api().get('/autopilot/sessions').expect(401);
    });
  });

  describe('GET /autopilot/{id}', () => {
    it('answers the task with why each company ended as it did', async () => {
      const response = await t.as('ada', t.api().get(`/autopilot/${adaTasks.completed.taskId}`)).expect(200);
      const task = response.body;
      expect(task).toMatchObject({
        _id: adaTasks.completed.taskId,
        status: 'completed',
        user_settings: { job_score_threshold: 8 },
        total_companies: 2,
        total_jobs: 2,
        total_contacts: 2,
        // A minute per step: Acme took 5, Beta 1, the task 8.
        performance_metrics: { total_duration_seconds: 480, avg_time_per_company: 180 },
      });
      expect(task.company_statuses.Acme).toMatchObject({
        status: 'completed',
        job_score_threshold: 8,
        selected_job_ids: ['Acme-1'],
        jobs_data: [
          expect.objectContaining({ id: 'Acme-1', score: 9, matches: ['sql', 'python'] }),
          expect.objectContaining({ id: 'Acme-2', score: 5 }),
        ],
        contacts: [
          expect.objectContaining({ contact_id: 'c1', score: 0.8, matches: ['data'] }),
          expect.objectContaining({ contact_id: 'c2' }),
        ],
      });
      expect(task.company_statuses.Beta).toMatchObject({
        status: 'failed',
        current_step: 'contacts',
        failure_reason: 'The people directory timed out.',
        permanently_failed: false,
        retry_scheduled: true,
      });
      expect(task.draft_details.map((draft: { draft_id: string }) => draft.draft_id)).toEqual([
        'draft-Acme-c1',
        'draft-Acme-c2',
      ]);
      expect(task.scheduled_retries.map((retry: { retry_id: string }) => retry.retry_id).sort()).toEqual([
        'auto:Beta:1',
        'r1',
      ]);
    });

    it("answers 404 'Task not found' for another user's task, a deleted one and an unknown one", async () => {
      for (const id of [bobTask.taskId, adaTasks.deleted.taskId, randomUUID()]) {
        const response = await t.as('ada', t.api().get(`/autopilot/${id}`)).expect(404);
        expect(response.body).toMatchObject({ code: 'AUTOPILOT.TASK_NOT_FOUND', detail: 'Task not found' });
      }
      await t.as('bob', t.api().get(`/autopilot/${bobTask.taskId}`)).expect(200);
    });

    it('refuses an id that is not a task id, naming it', async () => {
      const response = await t.as('ada', t.api().get('/autopilot/temp_123')).expect(400);
      expect(response.body.detail).toEqual([{ loc: ['id'], msg: 'id must be a task id' }]);
    });
  });

  describe('GET /autopilot/scheduled-retries', () => {
    it("lists the caller's retries of tasks not deleted, leaving out one the manual retry took over", async () => {
      const response = await t.as('ada', t.api().get('/autopilot/scheduled-retries')).expect(200);
      const completedId = adaTasks.completed.taskId;
      expect(response.body.scheduled_retries).toEqual([
        expect.objectContaining({
          id: `${completedId}/r1`,
          task_id: completedId,
          company: 'Beta',
          status: 'scheduled',
          retry_count: 1,
          retry_strategy: '1day',
          retry_reason: 'manual_1day_retry',
          new_session_id: null,
        }),
      ]);
      const [manual] = response.body.scheduled_retries;
      expect(Date.parse(manual.scheduled_for) - Date.parse(manual.updated_at)).toBe(24 * 3_600_000);
    });

    it("never shows another user's retries", async () => {
      const response = await t.as('bob', t.api().get('/autopilot/scheduled-retries')).expect(200);
      expect(response.body.scheduled_retries.map((retry: { task_id: string }) => retry.task_id)).toEqual([
        bobTask.taskId,
      ]);
    });
  });
});
