import { AUTOPILOT_PROCESS_REACTOR } from '@outreach/backend/autopilot/process/autopilot-process.reactor';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import { AutopilotClock } from '@outreach/backend/autopilot/process/autopilot-clock';
import { AutopilotCompanyRun } from '@outreach/backend/autopilot/process/autopilot-company.run';
import { retrySessionId } from '@outreach/backend/autopilot/process/retry-session-id';
import { UNEXPECTED_FAILURE } from '@outreach/backend/autopilot/process/step-failures';
import { FetchJobsQuery } from '@outreach/backend/job-search/queries/fetch-jobs.query';
import { NO_RESUME_DETAIL } from '@outreach/backend/drafting/drafting.errors';
import { DATABASE } from '@outreach/backend/platform/database/database';
import {
  DirectoryUnavailable,
  PEOPLE_DIRECTORY,
  type PeopleDirectory,
} from '@outreach/backend/platform/directory/directory.port';
import { JOBS } from '@outreach/backend/platform/jobs/jobs.port';
import type { PgBossJobs } from '@outreach/backend/platform/jobs/pg-boss-jobs';
import {
  startOpenAiDouble,
  type OpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import type { Kysely } from 'kysely';
import { startInProcessApp, type InProcessApp } from './testing/in-process-app';
import {
  demoCompanies,
  JOB_TITLE,
  draftCounts,
  ended,
  PROCESS_TEST_ENV,
  sendTaskCommand,
  startTask,
  untilTask,
  uploadResume,
} from './testing/autopilot-process';

jest.setTimeout(120_000);

/** The autopilot's process in one app: the reactor in the runner, the queues on JOBS, the demo directory, the embedded drafter. */
describe('the autopilot process', () => {
  let t: InProcessApp;
  let userId: string;
  let token: string;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    t = await startInProcessApp(PROCESS_TEST_ENV);
    ({ userId, token } = await t.register('grace@example.com', 'Grace'));
    await uploadResume(t, token);
  });

  afterAll(async () => {
    await t?.close();
  });

  const drafts = async (user: string) => {
    const { rows } = await sql<{ draft_id: string; contact_id: string; source: string }>`
      SELECT draft_id, contact_id, source FROM drafts_list WHERE user_id = ${user}
    `.execute(t.app.get<Kysely<unknown>>(DATABASE));
    return rows;
  };

  it('runs a task started through POST /autopilot/start to completion: one final state each, one draft per (company, contact)', async () => {
    const companies = await demoCompanies(t.app, 3);
    // A threshold every 'Engineer' job reaches, so each company runs every step.
    const settings = await t
      .api()
      .put('/settings/autopilot')
      .set('Authorization', `Bearer ${token}`)
      .send({ job_score_threshold: 1 });
    expect(settings.status).toBe(200);
    await t.projected('user-settings', settings.body.checkpoint);
    const started = await t
      .api()
      .post('/autopilot/start')
      .set('Authorization', `Bearer ${token}`)
      .send({ search_params: { company_names: companies, job_titles: [JOB_TITLE] } });
    expect(started.status).toBe(201);
    const taskId: string = started.body.session_id;

    const { state, history } = await untilTask(t.store, taskId, ended);

    expect(state.status).toBe('completed');
    for (const name of companies) {
      const company = state.companies[name];
      expect(company.status).toBe('completed');
      expect(company.jobs.length).toBeGreaterThan(0);
      expect(company.contacts).toHaveLength(3);
      expect(Object.keys(company.drafts).sort()).toEqual(company.contacts.map((c) => c.contactId).sort());
      expect(history.filter((e) => e.type === 'CompanyCompleted' && e.data.company === name)).toHaveLength(1);
    }
    const { pairs, draftIds } = draftCounts(history);
    expect(pairs.size).toBe(9);
    expect([...pairs.values(), ...draftIds.values()].every((count) => count === 1)).toBe(true);
    await t.projected('drafts-list', await t.newestPosition());
    const saved = (await drafts(userId)).filter((draft) => draftIds.has(draft.draft_id));
    expect(saved).toHaveLength(9);
    expect(saved.every((draft) => draft.source === 'ai')).toBe(true);
  });

  it('puts a company whose jobs are all below the threshold into review, and goes on once the user continues', async () => {
    const [withJobs, withoutJobs] = await demoCompanies(t.app, 2, { skip: 3 });
    const taskId = randomUUID();
    await startTask(t.store, userId, taskId, [withJobs, withoutJobs], 10);

    const waiting = await untilTask(t.store, taskId, (state) =>
      Object.values(state.companies).every((company) => company.status === 'awaiting_review'),
    );
    expect(waiting.state.status).toBe('running');
    expect(waiting.history.filter((e) => e.type === 'ContactsFound')).toHaveLength(0);

    // A lost run given up on leaves a company waiting for the user as it is.
    await t.app.get(AutopilotCompanyRun).exhausted({ taskId, userId, company: withJobs }, 'lost-run');
    expect((await untilTask(t.store, taskId, () => true)).state.companies[withJobs].status).toBe(
      'awaiting_review',
    );

    const jobId = waiting.state.companies[withJobs].jobs[0].id;
    await sendTaskCommand(t.store, userId, taskId, 'ContinueWithSelectedJobs', {
      company: withJobs,
      jobIds: [jobId],
    });
    await sendTaskCommand(t.store, userId, taskId, 'ContinueWithoutJobs', {
      company: withoutJobs,
      contactCount: 2,
    });

    const { state, history } = await untilTask(t.store, taskId, ended);
    expect(state.status).toBe('completed');
    expect(state.companies[withJobs]).toMatchObject({ status: 'completed', chosenJobIds: [jobId] });
    expect(state.companies[withJobs].contacts).toHaveLength(3);
    expect(state.companies[withoutJobs]).toMatchObject({ status: 'completed', chosenJobIds: [] });
    expect(state.companies[withoutJobs].contacts).toHaveLength(2);
    expect(draftCounts(history).pairs.size).toBe(5);
  });

  it('fails a company at the drafting step without a resume, saying why, and schedules its retry in 24 hours', async () => {
    const other = await t.register('nora@example.com', 'Nora');
    const [company] = await demoCompanies(t.app, 1, { skip: 5 });
    const taskId = randomUUID();
    await startTask(t.store, other.userId, taskId, [company]);

    const { state, history } = await untilTask(t.store, taskId, ended);
    expect(state.status).toBe('failed');
    const failed = history.find((e) => e.type === 'CompanyFailed');
    expect(failed?.data).toMatchObject({
      company,
      step: 'drafting',
      reason: NO_RESUME_DETAIL,
      attempt: 1,
      permanentlyFailed: false,
    });
    const retry = history.find((e) => e.type === 'RetryScheduled');
    expect(retry?.data).toMatchObject({ companies: [company], reason: 'automatic' });
    const at = failed?.type === 'CompanyFailed' ? Date.parse(failed.data.at) : 0;
    expect(retry?.type === 'RetryScheduled' && Date.parse(retry.data.scheduledFor) - at).toBe(24 * 3_600_000);
    // The contacts were found and saved before drafting refused.
    expect(state.companies[company].contacts).toHaveLength(3);
  });

  it('fails a company at the contacts step when the contact finder is down, saying so, and schedules its retry', async () => {
    const [company] = await demoCompanies(t.app, 1, { skip: 8 });
    const finder = jest
      .spyOn(t.app.get<PeopleDirectory>(PEOPLE_DIRECTORY), 'findPeople')
      .mockRejectedValue(new DirectoryUnavailable('hunter', 'The contact finder did not answer in time.'));
    const taskId = randomUUID();
    try {
      await startTask(t.store, userId, taskId, [company]);
      const { state, history } = await untilTask(t.store, taskId, ended);
      expect(state.status).toBe('failed');
      expect(history.find((e) => e.type === 'CompanyFailed')?.data).toMatchObject({
        company,
        step: 'contacts',
        reason: 'Contacts could not be searched: The contact finder did not answer in time.',
        permanentlyFailed: false,
      });
      expect(history.find((e) => e.type === 'RetryScheduled')?.data).toMatchObject({
        companies: [company],
        reason: 'automatic',
      });
      // The jobs were found and scored before the contacts step.
      expect(state.companies[company].jobs.length).toBeGreaterThan(0);
    } finally {
      finder.mockRestore();
    }
  });

  it("counts its drafts toward the plan's draft limit, and fails the companies past it with the plan's words", async () => {
    const free = await t.register('lin@example.com', 'Lin');
    await uploadResume(t, free.token);
    // Eleven companies of three contacts each want 33 drafts; the Free plan (Starter) allows 30 a billing period.
    const companies = await demoCompanies(t.app, 11, { skip: 9 });
    const taskId = randomUUID();
    await startTask(t.store, free.userId, taskId, companies);

    const { state, history } = await untilTask(t.store, taskId, ended);
    const failed = companies.filter((name) => state.companies[name].status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    for (const name of failed) {
      expect(state.companies[name].failure).toMatchObject({ step: 'drafting' });
      expect(state.companies[name].failure?.reason).toMatch(
        /^You have used all 30 drafts of the Starter plan this billing period\. .* upgrade to keep going\.$/,
      );
    }
    await t.projected('drafts-list', await t.newestPosition());
    const saved = await drafts(free.userId);
    // Companies draft side by side, and still no draft passes the limit.
    expect(saved).toHaveLength(30);
    // Every draft saved is recorded on the task, those of the failed companies included.
    expect(draftCounts(history).draftIds.size).toBe(saved.length);
  });

  it('retries a step failing unexpectedly, and on its last run fails the company at that step', async () => {
    const [company] = await demoCompanies(t.app, 1, { skip: 7 });
    let calls = 0;
    const search = jest.spyOn(t.app.get(FetchJobsQuery), 'execute').mockImplementation(() => {
      calls += 1;
      return Promise.reject(new Error('connection reset by the database'));
    });
    const taskId = randomUUID();
    try {
      await startTask(t.store, userId, taskId, [company]);
      const { state } = await untilTask(t.store, taskId, ended);
      expect(state.companies[company]).toMatchObject({
        status: 'failed',
        failure: { step: 'search', reason: UNEXPECTED_FAILURE, permanentlyFailed: false },
      });
    } finally {
      search.mockRestore();
    }
    // The first run and the two retries of AUTOPILOT_RETRY_LIMIT.
    expect(calls).toBe(3);
  });

  it('fails a company whose last run was lost mid-step at that step, so the task can end', async () => {
    const [company] = await demoCompanies(t.app, 1, { skip: 20 });
    let release: (error: Error) => void = () => undefined;
    const hung = new Promise<never>((_resolve, reject) => {
      release = reject;
    });
    hung.catch(() => undefined);
    const search = jest.spyOn(t.app.get(FetchJobsQuery), 'execute').mockReturnValue(hung);
    const taskId = randomUUID();
    try {
      await startTask(t.store, userId, taskId, [company]);
      await untilTask(t.store, taskId, (state) => state.companies[company].status === 'searching');
      // What the queue's dead letter does once the run's last lease expires (its worker killed).
      await t.app.get(AutopilotCompanyRun).exhausted({ taskId, userId, company }, 'lost-run');
      const { state } = await untilTask(t.store, taskId, ended);
      expect(state.status).toBe('failed');
      expect(state.companies[company].failure).toEqual({
        step: 'search',
        reason: UNEXPECTED_FAILURE,
        permanentlyFailed: false,
      });
    } finally {
      release(new Error('the worker went away'));
      search.mockRestore();
    }
  });

  it('runs a scheduled retry at its time after the worker restarts, as a new session that counts on the attempts', async () => {
    const other = await t.register('ida@example.com', 'Ida');
    const [company] = await demoCompanies(t.app, 1, { skip: 6 });
    const taskId = randomUUID();
    // The company fails (no resume) at a time 24 hours ago less 3 seconds: its retry comes due 3 seconds from now.
    const clock = jest
      .spyOn(t.app.get(AutopilotClock), 'now')
      .mockImplementation(() => new Date(Date.now() - 24 * 3_600_000 + 3_000));
    try {
      await startTask(t.store, other.userId, taskId, [company]);
      await untilTask(t.store, taskId, ended);
    } finally {
      clock.mockRestore();
    }
    // The reactor has queued the retry before the worker goes down: a reaction meanwhile would find no queue.
    await t.runner.waitForReactor(AUTOPILOT_PROCESS_REACTOR, await t.newestPosition());
    const jobs = t.app.get<PgBossJobs>(JOBS);
    await jobs.stop();
    await jobs.start();

    const { state } = await untilTask(t.store, taskId, (task) =>
      Object.values(task.retries).some((retry) => retry.processedAs !== null),
    );
    const [retryId] = Object.keys(state.retries);
    const sessionId = retrySessionId(taskId, retryId);
    expect(state.retries[retryId].processedAs).toBe(sessionId);
    const session = await untilTask(t.store, sessionId, ended);
    expect(session.history[0]).toMatchObject({
      type: 'TaskStarted',
      data: { companyNames: [company], retryOf: { taskId, retryId }, priorAttempts: { [company]: 1 } },
    });
    expect(session.state.companies[company]).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('the autopilot process with a language model that refuses', () => {
  let t: InProcessApp;
  let model: OpenAiDouble;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    model = await startOpenAiDouble({
      kind: 'http-error',
      status: 401,
      message: 'Incorrect API key provided',
      type: 'invalid_request_error',
    });
    t = await startInProcessApp({
      ...PROCESS_TEST_ENV,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: model.baseURL,
    });
  });

  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('records CompanyFailed at the drafting step with the reason, and an automatic retry', async () => {
    const { userId, token } = await t.register('ada@example.com', 'Ada');
    await uploadResume(t, token);
    const [company] = await demoCompanies(t.app, 1);
    const taskId = randomUUID();
    await startTask(t.store, userId, taskId, [company]);

    const { state, history } = await untilTask(t.store, taskId, ended);
    expect(state.companies[company]).toMatchObject({
      status: 'failed',
      failure: { step: 'drafting', permanentlyFailed: false },
    });
    expect(state.companies[company].failure?.reason).toMatch(/^The e-mails could not be written: /);
    expect(history.filter((e) => e.type === 'RetryScheduled')).toHaveLength(1);
    // The e-mail was asked to speak to the best job found there.
    const best = state.companies[company].jobs[0].title;
    const prompt = model.requests[0].body.messages?.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain(`Mention my interest in the ${best}`);
  });
});
