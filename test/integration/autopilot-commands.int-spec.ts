import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { retrySessionId } from '@outreach/backend/autopilot/process/retry-session-id';
import { appWithUsers } from './testing/app-with-users';
import { completeCompanyStep, emptyCompanyStep, step } from './testing/autopilot-steps';

jest.setTimeout(60_000);

describe('autopilot commands (POST /autopilot/start, /autopilot/{id}/…, DELETE /autopilot/{id})', () => {
  const t = appWithUsers(['ada', 'bob']);

  /** Waits for the read model to show what the answer recorded, as the browser does. */
  async function settled(response: Response): Promise<Response> {
    await t.app().projected('autopilot-tasks', response.body.checkpoint);
    return response;
  }

  async function start(companies: string[], name = 'ada', titles = ['Data Engineer']): Promise<string> {
    const response = await t
      .as(name, t.api().post('/autopilot/start'))
      .send({ search_params: { company_names: companies, job_titles: titles } })
      .expect(201);
    await settled(response);
    return response.body.session_id;
  }

  const task = async (id: string, name = 'ada') =>
    (await t.as(name, t.api().get(`/autopilot/${id}`)).expect(200)).body;

  /** Acme found no jobs, Beta completed: a completed task whose Acme a manual retry takes. */
  async function completedTask(): Promise<string> {
    const id = await start(['Acme', 'Beta']);
    await emptyCompanyStep(t.app(), id, 'Acme');
    await completeCompanyStep(t.app(), id, 'Beta');
    return id;
  }

  /** Acme's every job scored below the threshold: it waits for the user's review. */
  async function inReview(): Promise<string> {
    const id = await start(['Acme']);
    await step(t.app(), id, 'BeginCompany', { company: 'Acme' });
    await step(t.app(), id, 'RecordScoredJobs', {
      company: 'Acme',
      jobs: [
        { id: 'low-1', title: 'Data Analyst', location: 'Remote', score: 5, matches: ['sql'] },
        { id: 'low-2', title: 'BI Engineer', location: 'Berlin', score: 4, matches: [] },
      ],
    });
    return id;
  }

  describe('POST /autopilot/start', () => {
    it("starts a queued task with the user's job_score_threshold, answering its session_id", async () => {
      await t.as('ada', t.api().put('/settings/autopilot')).send({ job_score_threshold: 6 }).expect(200);
      const response = await t
        .as('ada', t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: [' Acme ', 'acme', 'Beta'], job_titles: ['Data Engineer'] } })
        .expect(201);
      expect(response.body).toEqual({
        message: 'Autopilot task started',
        session_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'queued',
        checkpoint: expect.any(String),
      });
      await settled(response);
      expect(await task(response.body.session_id)).toMatchObject({
        status: 'queued',
        progress: 0,
        search_params: { company_names: ['Acme', 'Beta'], job_titles: ['Data Engineer'] },
        user_settings: { job_score_threshold: 6 },
      });
      await t.as('ada', t.api().put('/settings/autopilot')).send({ job_score_threshold: 8 }).expect(200);
    });

    it('starts one task for a request repeated under its Idempotency-Key', async () => {
      const send = () =>
        t
          .as('ada', t.api().post('/autopilot/start'))
          .set('Idempotency-Key', 'start-once')
          .send({ search_params: { company_names: ['Initech'], job_titles: ['Analyst'] } })
          .expect(201);
      const first = await send();
      const again = await send();
      expect(again.body).toEqual(first.body);
    });

    it("refuses more companies than the plan's company-selection limit, naming the field", async () => {
      const many = Array.from({ length: 26 }, (_, index) => `Company ${index}`);
      const response = await t
        .as('ada', t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: many, job_titles: ['Analyst'] } })
        .expect(422);
      expect(response.body).toMatchObject({
        code: 'AUTOPILOT.TOO_MANY_COMPANIES',
        detail: 'Your Starter plan allows up to 25 companies per task.',
        field: 'company_names',
      });
    });

    it('refuses a body without companies or job titles, naming the field', async () => {
      const noCompanies = await t
        .as('ada', t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: ['  '], job_titles: ['Analyst'] } })
        .expect(400);
      expect(noCompanies.body).toMatchObject({
        detail: 'Please select at least one company to continue',
        field: 'company_names',
      });
      const noTitles = await t
        .as('ada', t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: ['Acme'], job_titles: [] } })
        .expect(400);
      expect(noTitles.body).toMatchObject({ field: 'job_titles' });
      const missing = await t.as('ada', t.api().post('/autopilot/start')).send({}).expect(400);
      expect(missing.body.detail).toEqual([
        { loc: ['search_params'], msg: 'search_params must be an object' },
      ]);
      const wrongType = await t
        .as('ada', t.api().post('/autopilot/start'))
        .send({ search_params: { company_names: 'Acme', job_titles: ['Analyst'] } })
        .expect(400);
      expect(wrongType.body.detail).toEqual([
        {
          loc: ['search_params', 'company_names'],
          msg: 'search_params.company_names must be a list of names',
        },
      ]);
    });
  });

  describe('manual retries (POST /autopilot/{id}/manual-retry and /retry-with-strategy)', () => {
    it('retries now, in a day or after a delay, 3 times at most, each answering the session it will start', async () => {
      const id = await completedTask();

      const now = await settled(await t.as('ada', t.api().post(`/autopilot/${id}/manual-retry`)).expect(200));
      expect(now.body).toEqual({
        message: 'Manual retry #1 started successfully',
        session_id: id,
        retry_id: expect.any(String),
        retry_count: 1,
        scheduled_for: expect.any(String),
        new_session_id: retrySessionId(id, now.body.retry_id),
        checkpoint: expect.any(String),
      });

      const delayed = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/retry-with-strategy`))
          .send({ strategy: 'delayed', delay_hours: 72 })
          .expect(200),
      );
      expect(delayed.body).toMatchObject({
        message: 'Manual retry scheduled for failed companies',
        retry_count: 2,
        new_session_id: retrySessionId(id, delayed.body.retry_id),
      });
      const { scheduled_retries } = (
        await t.as('ada', t.api().get('/autopilot/scheduled-retries')).expect(200)
      ).body;
      const listed = scheduled_retries.find(
        (retry: { retry_id: string }) => retry.retry_id === delayed.body.retry_id,
      );
      expect(listed).toMatchObject({ company: 'Acme', retry_strategy: 'delayed', retry_count: 2 });
      expect(Date.parse(listed.scheduled_for) - Date.parse(listed.updated_at)).toBe(72 * 3_600_000);

      const inADay = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/retry-with-strategy`))
          .send({ strategy: '1day' })
          .expect(200),
      );
      expect(inADay.body).toMatchObject({
        message: 'Manual retry scheduled for failed companies',
        retry_count: 3,
      });
      expect((await task(id)).retry_count).toBe(3);

      const fourth = await t.as('ada', t.api().post(`/autopilot/${id}/manual-retry`)).expect(422);
      expect(fourth.body).toMatchObject({ detail: 'Maximum retry limit (3) reached for this task' });
    });

    it('refuses a task with nothing to retry, a strategy it does not know and a delay out of range', async () => {
      const id = await start(['Acme']);
      await completeCompanyStep(t.app(), id, 'Acme');
      const nothing = await t.as('ada', t.api().post(`/autopilot/${id}/manual-retry`)).expect(422);
      expect(nothing.body).toMatchObject({ detail: 'No failed companies found to retry' });

      const strategy = await t
        .as('ada', t.api().post(`/autopilot/${id}/retry-with-strategy`))
        .send({ strategy: 'weekly' })
        .expect(400);
      expect(strategy.body.detail).toEqual([
        { loc: ['strategy'], msg: "strategy must be '1day' or 'delayed'" },
      ]);

      const retryable = await completedTask();
      const delay = await t
        .as('ada', t.api().post(`/autopilot/${retryable}/retry-with-strategy`))
        .send({ strategy: 'delayed', delay_hours: 30 })
        .expect(400);
      expect(delay.body).toMatchObject({ code: 'AUTOPILOT.INVALID_RETRY_DELAY', field: 'delay_hours' });
    });

    it("counts a retry session's manual retries on from its task's", async () => {
      const id = await completedTask();
      await t.as('ada', t.api().post(`/autopilot/${id}/manual-retry`)).expect(200);
      const second = await t.as('ada', t.api().post(`/autopilot/${id}/manual-retry`)).expect(200);
      const { retry_id, new_session_id } = second.body;
      // The process starts the retry's session; here the test does, with the decider, as the process will.
      await step(t.app(), new_session_id, 'StartTask', {
        userId: t.ids.ada,
        companyNames: ['Acme'],
        jobTitles: ['Data Engineer'],
        jobScoreThreshold: 8,
        companyLimit: 25,
        planName: 'Starter',
        retryOf: { taskId: id, retryId: retry_id, priorAttempts: { Acme: 1 }, priorManualRetries: 2 },
      });
      await emptyCompanyStep(t.app(), new_session_id, 'Acme');
      expect(await task(new_session_id)).toMatchObject({
        status: 'completed',
        is_retry: true,
        retry_count: 2,
      });

      const third = await t.as('ada', t.api().post(`/autopilot/${new_session_id}/manual-retry`)).expect(200);
      expect(third.body).toMatchObject({ message: 'Manual retry #3 started successfully', retry_count: 3 });
    });
  });

  describe('stopping, restarting and rerunning', () => {
    it('stops and completes a running task; a company under way ends with what it had', async () => {
      const id = await start(['Acme', 'Beta']);
      await completeCompanyStep(t.app(), id, 'Acme');
      await step(t.app(), id, 'BeginCompany', { company: 'Beta' });
      const response = await settled(
        await t.as('ada', t.api().post(`/autopilot/${id}/force-complete`)).expect(200),
      );
      expect(response.body).toEqual({
        message: 'Task stopped and completed',
        session_id: id,
        checkpoint: expect.any(String),
      });
      const stopped = await task(id);
      expect(stopped).toMatchObject({ status: 'completed', progress: 100, total_drafts: 1 });
      expect(stopped.company_statuses.Beta).toMatchObject({ status: 'completed', stopped_at_step: 'search' });
      // Stopping again changes nothing.
      await t.as('ada', t.api().post(`/autopilot/${id}/force-complete`)).expect(200);
    });

    it('restarts a failed task, and only a failed one', async () => {
      const id = await start(['Acme']);
      await step(t.app(), id, 'BeginCompany', { company: 'Acme' });
      await step(t.app(), id, 'FailCompany', {
        company: 'Acme',
        step: 'search',
        reason: 'No board answered.',
      });
      const response = await settled(await t.as('ada', t.api().post(`/autopilot/${id}/restart`)).expect(200));
      expect(response.body).toMatchObject({ message: 'Task restarted', session_id: id });
      expect(await task(id)).toMatchObject({ status: 'queued', restart_count: 1 });

      const again = await t.as('ada', t.api().post(`/autopilot/${id}/restart`)).expect(409);
      expect(again.body).toMatchObject({ detail: 'Only a failed task can be restarted.', field: 'status' });
    });

    it('reruns the companies checked, and needs one', async () => {
      const id = await completedTask();
      const response = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/rerun-selected`))
          .send({ companies: ['beta'] })
          .expect(200),
      );
      expect(response.body).toMatchObject({ message: 'Rerun started for the selected companies' });
      expect(await task(id)).toMatchObject({ status: 'queued', is_rerun: true, rerun_companies: ['Beta'] });

      const none = await t
        .as('ada', t.api().post(`/autopilot/${id}/rerun-selected`))
        .send({ companies: [] })
        .expect(409);
      expect(none.body).toMatchObject({ field: 'status' });
      const done = await completedTask();
      const empty = await t
        .as('ada', t.api().post(`/autopilot/${done}/rerun-selected`))
        .send({ companies: [] })
        .expect(400);
      expect(empty.body).toMatchObject({
        detail: 'Please select at least one company to rerun',
        field: 'companies',
      });
      const wrongType = await t
        .as('ada', t.api().post(`/autopilot/${done}/rerun-selected`))
        .send({ companies: 'Acme' })
        .expect(400);
      expect(wrongType.body.detail).toEqual([
        { loc: ['companies'], msg: 'companies must be a list of names' },
      ]);
    });
  });

  describe('the review of jobs below the threshold', () => {
    it('continues with the jobs selected', async () => {
      const id = await inReview();
      const response = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/continue-with-selected-jobs`))
          .send({
            selected_jobs: ['low-2'],
            selected_companies: ['Acme'],
            company_specific: true,
            target_company: 'Acme',
          })
          .expect(200),
      );
      expect(response.body).toEqual({
        success: true,
        message: 'Continuing with the selected jobs',
        session_id: id,
        checkpoint: expect.any(String),
      });
      expect((await task(id)).company_statuses.Acme).toMatchObject({
        current_step: 'contacts',
        selected_job_ids: ['low-2'],
        review_choice: { mode: 'selected_jobs', job_ids: ['low-2'] },
      });
    });

    it('refuses a selection without a company or with a job the company does not have, naming the field', async () => {
      const id = await inReview();
      const missing = await t
        .as('ada', t.api().post(`/autopilot/${id}/continue-with-selected-jobs`))
        .send({ selected_jobs: ['low-1'] })
        .expect(400);
      expect(missing.body.detail).toEqual([{ loc: ['target_company'], msg: 'target_company is required' }]);
      const unknown = await t
        .as('ada', t.api().post(`/autopilot/${id}/continue-with-selected-jobs`))
        .send({ selected_jobs: ['elsewhere'], target_company: 'Acme' })
        .expect(422);
      expect(unknown.body).toMatchObject({ field: 'selected_jobs' });
      const none = await t
        .as('ada', t.api().post(`/autopilot/${id}/continue-with-selected-jobs`))
        .send({ selected_jobs: [], target_company: 'Acme' })
        .expect(400);
      expect(none.body).toMatchObject({ field: 'selected_jobs' });
    });

    it('continues without jobs with 5 contacts unless told, and 1 to 20', async () => {
      const id = await inReview();
      const tooMany = await t
        .as('ada', t.api().post(`/autopilot/${id}/continue-without-jobs`))
        .send({ company: 'Acme', contact_count: 21, company_specific: true })
        .expect(400);
      expect(tooMany.body).toMatchObject({
        detail: 'Please enter a valid number of contacts',
        field: 'contact_count',
      });
      const noCompany = await t
        .as('ada', t.api().post(`/autopilot/${id}/continue-without-jobs`))
        .send({ contact_count: 5 })
        .expect(400);
      expect(noCompany.body.detail).toEqual([{ loc: ['company'], msg: 'company is required' }]);

      const response = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/continue-without-jobs`))
          .send({ company: 'Acme', company_specific: true })
          .expect(200),
      );
      expect(response.body).toMatchObject({ success: true, message: 'Continuing without jobs' });
      expect((await task(id)).company_statuses.Acme.review_choice).toEqual({
        mode: 'without_jobs',
        contact_count: 5,
      });
    });
  });

  describe('POST /autopilot/{taskId}/retry-with-new-settings', () => {
    it("starts a new task for the same companies and titles with the user's threshold now", async () => {
      const id = await start(['Acme', 'Beta'], 'ada', ['Data Engineer', 'Analyst']);
      await t.as('ada', t.api().put('/settings/autopilot')).send({ job_score_threshold: 5 }).expect(200);
      const response = await settled(
        await t
          .as('ada', t.api().post(`/autopilot/${id}/retry-with-new-settings`))
          .send({})
          .expect(201),
      );
      expect(response.body).toMatchObject({
        message: 'Task re-run with your new settings',
        status: 'queued',
      });
      expect(response.body.session_id).not.toBe(id);
      expect(await task(response.body.session_id)).toMatchObject({
        status: 'queued',
        search_params: { company_names: ['Acme', 'Beta'], job_titles: ['Data Engineer', 'Analyst'] },
        user_settings: { job_score_threshold: 5 },
      });
      // The task it came from is left as it was.
      expect(await task(id)).toMatchObject({ status: 'queued', user_settings: { job_score_threshold: 8 } });
      await t.as('ada', t.api().put('/settings/autopilot')).send({ job_score_threshold: 8 }).expect(200);

      // The spec shows no body: a request without one is the same call.
      const bodiless = await t
        .as('ada', t.api().post(`/autopilot/${id}/retry-with-new-settings`))
        .expect(201);
      expect(bodiless.body.session_id).not.toBe(response.body.session_id);

      const unknownField = await t
        .as('ada', t.api().post(`/autopilot/${id}/retry-with-new-settings`))
        .send({ threshold: 3 })
        .expect(400);
      expect(unknownField.body.detail).toEqual([{ loc: [], msg: 'The body has unknown fields: threshold' }]);
    });
  });

  describe('DELETE /autopilot/{id}', () => {
    it('deletes the task, which is then not found', async () => {
      const id = await start(['Acme']);
      const response = await settled(await t.as('ada', t.api().delete(`/autopilot/${id}`)).expect(200));
      expect(response.body).toEqual({
        message: 'Task deleted',
        session_id: id,
        checkpoint: expect.any(String),
      });
      await t.as('ada', t.api().get(`/autopilot/${id}`)).expect(404);
      const again = await t.as('ada', t.api().delete(`/autopilot/${id}`)).expect(404);
      expect(again.body).toMatchObject({ detail: 'Task not found' });
    });
  });

  describe("another user's task, an unknown one and an id that is not one", () => {
    const calls: [string, string, object | undefined][] = [
      ['post', 'restart', undefined],
      ['post', 'manual-retry', undefined],
      ['post', 'retry-with-strategy', { strategy: '1day' }],
      ['post', 'rerun-selected', { companies: ['Acme'] }],
      ['post', 'force-complete', undefined],
      ['post', 'continue-with-selected-jobs', { selected_jobs: ['low-1'], target_company: 'Acme' }],
      ['post', 'continue-without-jobs', { company: 'Acme', contact_count: 5 }],
      ['post', 'retry-with-new-settings', {}],
      ['delete', '', undefined],
    ];
    const request = (method: string, path: string, body: object | undefined) => {
      const test = method === 'post' ? t.as('bob', t.api().post(path)) : t.as('bob', t.api().delete(path));
      return body ? test.send(body) : test;
    };

    it("answers 404 'Task not found' to every command on another user's task or an unknown one", async () => {
      const adas = await inReview();
      for (const id of [adas, randomUUID()]) {
        for (const [method, action, body] of calls) {
          const path = action ? `/autopilot/${id}/${action}` : `/autopilot/${id}`;
          const response = await request(method, path, body);
          expect([path, response.status, response.body.detail]).toEqual([path, 404, 'Task not found']);
        }
      }
      // Still Ada's, untouched.
      expect(await task(adas)).toMatchObject({ status: 'running', retry_count: 0 });
    });

    it('refuses an id that is not a task id, naming it', async () => {
      for (const [method, action, body] of calls) {
        const path = action ? `/autopilot/temp_1/${action}` : '/autopilot/temp_1';
        const response = await request(method, path, body);
        expect([path, response.status, response.body.detail]).toEqual([
          path,
          400,
          [{ loc: ['id'], msg: 'id must be a task id' }],
        ]);
      }
    });
  });
});
