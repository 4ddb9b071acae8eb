import { deciderSpec } from '../platform/testing/decider-spec';
import { UNLIMITED } from '../platform/plans/plan-limits.contract';
import {
  autopilotTaskDecider,
  type AutopilotTaskCommand,
  retryableCompanies,
  retryWithNewSettings,
  initialState,
  evolve,
} from './autopilot-task.decider';
import {
  CompanyAttemptsUsed,
  CompanyNotAwaitingReview,
  CompanyNotInStep,
  CompanyNotInTask,
  InvalidContactCount,
  InvalidRetryDelay,
  InvalidScoreThreshold,
  NoCompaniesSelected,
  NoCompaniesToRerun,
  NoJobsSelected,
  NoJobTitles,
  NothingToRetry,
  RetryLimitReached,
  RetryNotDue,
  RetryNotFound,
  TaskAlreadyStarted,
  TaskNotFound,
  TaskNotInStatus,
  TooManyCompanies,
  UnknownJob,
} from './autopilot-task.errors';
import type { AutopilotTaskEvent, ChosenContact, ScoredJob } from './autopilot-task.events';

const given = deciderSpec(autopilotTaskDecider);
const taskId = 'task-1';
const userId = 'user-1';
const NOW = '2026-11-28T10:00:00.000Z';
const LATER = '2026-11-28T10:05:00.000Z';
const base = { taskId, userId, at: NOW };

const job = (id: string, score: number): ScoredJob => ({
  id,
  title: `Data Engineer ${id}`,
  location: 'Remote',
  score,
  matches: ['sql'],
});
const contact = (contactId: string): ChosenContact => ({
  contactId,
  name: `Contact ${contactId}`,
  title: 'Data Engineering Manager',
  score: 0.6,
  matches: ['data'],
});

function startCommand(overrides: Partial<Extract<AutopilotTaskCommand, { type: 'StartTask' }>['data']> = {}) {
  return {
    type: 'StartTask' as const,
    data: {
      taskId,
      userId,
      now: NOW,
      companyNames: ['Acme', 'Globex'],
      jobTitles: ['Data Engineer'],
      jobScoreThreshold: 8,
      companyLimit: 25,
      planName: 'Starter',
      ...overrides,
    },
  };
}

function started(
  companies = ['Acme', 'Globex'],
  priorAttempts: Record<string, number> = {},
  priorManualRetries = 0,
): AutopilotTaskEvent {
  return {
    type: 'TaskStarted',
    data: {
      ...base,
      companyNames: companies,
      jobTitles: ['Data Engineer'],
      jobScoreThreshold: 8,
      retryOf: null,
      priorAttempts: Object.fromEntries(companies.map((name) => [name, priorAttempts[name] ?? 0])),
      priorManualRetries,
    },
  };
}
const searching = (company: string, attempt = 1): AutopilotTaskEvent => ({
  type: 'CompanySearchStarted',
  data: { ...base, company, attempt },
});
const jobsFound = (company: string, jobs: ScoredJob[]): AutopilotTaskEvent => ({
  type: 'JobsFound',
  data: { ...base, company, jobs },
});
const scored = (company: string, above: number): AutopilotTaskEvent => ({
  type: 'CompanyScored',
  data: { ...base, company, threshold: 8, jobsAboveThreshold: above },
});
const awaitingReview = (company: string): AutopilotTaskEvent => ({
  type: 'CompanyAwaitingReview',
  data: { ...base, company, reason: 'jobs_below_threshold' },
});
const contactsFound = (company: string, ...ids: string[]): AutopilotTaskEvent => ({
  type: 'ContactsFound',
  data: { ...base, company, contacts: ids.map(contact) },
});
const drafted = (company: string, contactId: string): AutopilotTaskEvent => ({
  type: 'DraftGenerated',
  data: { ...base, company, contactId, draftId: `draft-${contactId}` },
});
const completed = (company: string, jobs: number, contacts: number, drafts: number): AutopilotTaskEvent => ({
  type: 'CompanyCompleted',
  data: { ...base, company, jobsFound: jobs, contactsFound: contacts, draftsGenerated: drafts },
});
const failed = (company: string, attempt = 1, permanentlyFailed = false): AutopilotTaskEvent => ({
  type: 'CompanyFailed',
  data: { ...base, company, step: 'contacts', reason: 'No contacts found', attempt, permanentlyFailed },
});
const autoRetry = (company: string, attempt = 1): AutopilotTaskEvent => ({
  type: 'RetryScheduled',
  data: {
    ...base,
    retryId: `auto:${company}:${attempt}`,
    companies: [company],
    reason: 'automatic',
    retryNumber: 0,
    scheduledFor: '2026-11-29T10:00:00.000Z',
  },
});

/** Acme found two jobs above the threshold, one contact, one draft; it is ready to complete. */
const acmeReady = [
  searching('Acme'),
  jobsFound('Acme', [job('j1', 9), job('j2', 8)]),
  scored('Acme', 2),
  contactsFound('Acme', 'c1'),
  drafted('Acme', 'c1'),
];
/** Acme completed with no jobs: the one company a manual retry can take. */
const acmeEmpty = [searching('Acme'), jobsFound('Acme', []), scored('Acme', 0), completed('Acme', 0, 0, 0)];
const globexDone = [
  searching('Globex'),
  jobsFound('Globex', [job('g1', 9)]),
  scored('Globex', 1),
  contactsFound('Globex', 'c2'),
  completed('Globex', 1, 1, 0),
];
const taskCompleted = (jobs: number, contacts: number, drafts: number): AutopilotTaskEvent => ({
  type: 'TaskCompleted',
  data: { ...base, totalCompanies: 2, totalJobs: jobs, totalContacts: contacts, totalDrafts: drafts },
});
const completedTask = [started(), ...acmeEmpty, ...globexDone, taskCompleted(1, 1, 0)];

/** A command on the task; the user's commands are sent by the task's user unless another userId is given. */
const cmd = <T extends AutopilotTaskCommand['type']>(
  type: T,
  data: Omit<Extract<AutopilotTaskCommand, { type: T }>['data'], 'taskId' | 'now' | 'userId'> & {
    userId?: string;
  },
  now = NOW,
) =>
  ({ type, data: { taskId, userId, now, ...data } }) as unknown as Extract<AutopilotTaskCommand, { type: T }>;

describe('autopilot task decider', () => {
  describe('starting (§5)', () => {
    it('starts with the companies and titles trimmed and deduplicated whatever their case', () => {
      given()
        .when(
          startCommand({
            companyNames: [' Acme ', 'acme', 'Globex', '  '],
            jobTitles: ['Data Engineer', 'data  engineer', ' Analyst'],
          }),
        )
        .then([
          {
            type: 'TaskStarted',
            data: {
              ...base,
              companyNames: ['Acme', 'Globex'],
              jobTitles: ['Data Engineer', 'Analyst'],
              jobScoreThreshold: 8,
              retryOf: null,
              priorAttempts: { Acme: 0, Globex: 0 },
              priorManualRetries: 0,
            },
          },
        ]);
    });

    it('needs at least one company and one job title', () => {
      given()
        .when(startCommand({ companyNames: [' '] }))
        .thenThrows(NoCompaniesSelected, 'Please select at least one company to continue');
      given()
        .when(startCommand({ jobTitles: [] }))
        .thenThrows(NoJobTitles);
    });

    it("refuses more companies than the plan's selection limit, and takes any number on an unlimited plan", () => {
      const many = Array.from({ length: 26 }, (_, index) => `Company ${index}`);
      given()
        .when(startCommand({ companyNames: many }))
        .thenThrows(TooManyCompanies, 'Your Starter plan allows up to 25 companies per task.');
      expect(
        autopilotTaskDecider.decide(
          startCommand({ companyNames: many, companyLimit: UNLIMITED }),
          initialState(),
        ),
      ).toHaveLength(1);
      expect(
        autopilotTaskDecider.decide(startCommand({ companyNames: many.slice(0, 25) }), initialState()),
      ).toHaveLength(1);
    });

    it('takes a job score threshold from 1 to 10 in whole numbers', () => {
      for (const threshold of [0, 11, 7.5]) {
        given()
          .when(startCommand({ jobScoreThreshold: threshold }))
          .thenThrows(InvalidScoreThreshold);
      }
      given()
        .when(startCommand({ jobScoreThreshold: 1 }))
        .then([expect.objectContaining({ type: 'TaskStarted' }) as AutopilotTaskEvent]);
    });

    it("records nothing when the same start is repeated, and refuses another user's start on the id", () => {
      given(started()).when(startCommand()).then([]);
      given(started())
        .when(startCommand({ userId: 'someone-else' }))
        .thenThrows(TaskAlreadyStarted);
    });

    it("counts a retry session's attempts on from the task it retries", () => {
      given()
        .when(
          startCommand({
            companyNames: ['Acme'],
            retryOf: { taskId: 'task-0', retryId: 'r1', priorAttempts: { Acme: 2 }, priorManualRetries: 1 },
          }),
        )
        .then([
          {
            type: 'TaskStarted',
            data: {
              ...base,
              companyNames: ['Acme'],
              jobTitles: ['Data Engineer'],
              jobScoreThreshold: 8,
              retryOf: { taskId: 'task-0', retryId: 'r1' },
              priorAttempts: { Acme: 2 },
              priorManualRetries: 1,
            },
          },
        ]);
      given(started(['Acme'], { Acme: 2 }))
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .then([searching('Acme', 3)]);
    });
  });

  describe('company steps', () => {
    it('starts a company once: a repeated step records nothing', () => {
      given(started())
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .then([searching('Acme')]);
      given(started(), searching('Acme'))
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .then([]);
    });

    it('answers a company the task does not hold with the spec words', () => {
      given(started())
        .when(cmd('BeginCompany', { company: 'Initech' }))
        .thenThrows(CompanyNotInTask, 'No data found for company: Initech');
    });

    it('tries a company at most 3 times', () => {
      given(started(['Acme'], { Acme: 3 }))
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .thenThrows(CompanyAttemptsUsed);
    });

    it('scores the jobs against the threshold and goes on when some reach it', () => {
      const jobs = [job('j1', 9), job('j2', 5)];
      given(started(), searching('Acme'))
        .when(cmd('RecordScoredJobs', { company: 'Acme', jobs }))
        .then([jobsFound('Acme', jobs), scored('Acme', 1)]);
    });

    it('puts a company whose every job scored below the threshold into review', () => {
      const jobs = [job('j1', 7), job('j2', 5)];
      given(started(), searching('Acme'))
        .when(cmd('RecordScoredJobs', { company: 'Acme', jobs }))
        .then([jobsFound('Acme', jobs), scored('Acme', 0), awaitingReview('Acme')]);
    });

    it('completes a company with no jobs and schedules its automatic retry 24 hours later', () => {
      given(started(), searching('Acme'))
        .when(cmd('RecordScoredJobs', { company: 'Acme', jobs: [] }))
        .then([jobsFound('Acme', []), scored('Acme', 0), completed('Acme', 0, 0, 0), autoRetry('Acme')]);
    });

    it('schedules no automatic retry after the third attempt, and ends the task with the last company', () => {
      given(started(['Acme'], { Acme: 2 }), searching('Acme', 3))
        .when(cmd('RecordScoredJobs', { company: 'Acme', jobs: [] }))
        .then([
          jobsFound('Acme', []),
          scored('Acme', 0),
          completed('Acme', 0, 0, 0),
          {
            type: 'TaskCompleted',
            data: { ...base, totalCompanies: 1, totalJobs: 0, totalContacts: 0, totalDrafts: 0 },
          },
        ]);
    });

    it('records contacts and drafts only while the company is being processed', () => {
      given(started(), searching('Acme'))
        .when(cmd('RecordContacts', { company: 'Acme', contacts: [contact('c1')] }))
        .thenThrows(CompanyNotInStep, 'Acme is not at the contacts step.');
      given(started(), searching('Acme'), jobsFound('Acme', [job('j1', 9)]), scored('Acme', 1))
        .when(cmd('RecordContacts', { company: 'Acme', contacts: [contact('c1')] }))
        .then([contactsFound('Acme', 'c1')]);
      given(started(), ...acmeReady)
        .when(cmd('RecordContacts', { company: 'Acme', contacts: [contact('c9')] }))
        .then([]);
    });

    it('records one draft per company and contact, never a second, and none for a contact not chosen', () => {
      const withContacts = acmeReady.slice(0, 4);
      given(started(), ...withContacts)
        .when(cmd('RecordDraft', { company: 'Acme', contactId: 'c1', draftId: 'draft-c1' }))
        .then([drafted('Acme', 'c1')]);
      given(started(), ...acmeReady)
        .when(cmd('RecordDraft', { company: 'Acme', contactId: 'c1', draftId: 'another-draft' }))
        .then([]);
      given(started(), ...withContacts)
        .when(cmd('RecordDraft', { company: 'Acme', contactId: 'c7', draftId: 'draft-c7' }))
        .thenThrows(CompanyNotInStep);
    });

    it('completes a company with its counts, and the task with its totals when it was the last', () => {
      given(started(), ...acmeReady)
        .when(cmd('CompleteCompany', { company: 'Acme' }))
        .then([completed('Acme', 2, 1, 1)]);
      given(started(), ...globexDone, ...acmeReady)
        .when(cmd('CompleteCompany', { company: 'Acme' }))
        .then([completed('Acme', 2, 1, 1), taskCompleted(3, 2, 1)]);
      given(started(), ...acmeReady, completed('Acme', 2, 1, 1))
        .when(cmd('CompleteCompany', { company: 'Acme' }))
        .then([]);
    });

    it('fails a company with its step and reason, schedules its retry, and fails a task whose every company failed', () => {
      given(started(), searching('Acme'))
        .when(cmd('FailCompany', { company: 'Acme', step: 'contacts', reason: 'No contacts found' }))
        .then([failed('Acme'), autoRetry('Acme')]);
      given(started(), searching('Globex'), failed('Globex'), searching('Acme'))
        .when(cmd('FailCompany', { company: 'Acme', step: 'contacts', reason: 'No contacts found' }))
        .then([
          failed('Acme'),
          autoRetry('Acme'),
          { type: 'TaskFailed', data: { ...base, reason: 'Every company failed.' } },
        ]);
    });

    it('fails only a company whose attempt has begun, so every failure counts toward the three', () => {
      given(started())
        .when(cmd('FailCompany', { company: 'Acme', step: 'search', reason: 'The job board did not answer' }))
        .thenThrows(CompanyNotInStep, 'Acme is not at the search step.');
    });

    it('keeps the drafts made in earlier attempts: a rerun never drafts the same contact twice', () => {
      const rerun: AutopilotTaskEvent = {
        type: 'TaskRerunRequested',
        data: { ...base, companies: ['Acme'] },
      };
      given(
        started(),
        ...acmeReady,
        completed('Acme', 2, 1, 1),
        ...globexDone,
        taskCompleted(3, 2, 1),
        rerun,
        searching('Acme', 2),
        jobsFound('Acme', [job('j1', 9)]),
        scored('Acme', 1),
        contactsFound('Acme', 'c1'),
      )
        .when(cmd('RecordDraft', { company: 'Acme', contactId: 'c1', draftId: 'second-draft' }))
        .then([]);
    });

    it('fails a company for good on its third attempt', () => {
      given(started(['Acme', 'Globex'], { Acme: 2 }), searching('Acme', 3))
        .when(cmd('FailCompany', { company: 'Acme', step: 'jobs', reason: 'The job board did not answer' }))
        .then([
          {
            type: 'CompanyFailed',
            data: {
              ...base,
              company: 'Acme',
              step: 'jobs',
              reason: 'The job board did not answer',
              attempt: 3,
              permanentlyFailed: true,
            },
          },
        ]);
    });

    it('records no step once the task was stopped and completed', () => {
      const stopped: AutopilotTaskEvent = { type: 'TaskForceCompleted', data: base };
      given(started(), searching('Acme'), stopped)
        .when(cmd('RecordScoredJobs', { company: 'Acme', jobs: [job('j1', 9)] }))
        .then([]);
      given(started(), stopped)
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .then([]);
    });
  });

  describe('review of jobs below the threshold', () => {
    const inReview = [
      started(),
      searching('Acme'),
      jobsFound('Acme', [job('j1', 7), job('j2', 5)]),
      scored('Acme', 0),
      awaitingReview('Acme'),
    ];

    it('continues with the jobs the user selected', () => {
      given(...inReview)
        .when(cmd('ContinueWithSelectedJobs', { company: 'Acme', jobIds: ['j2', 'j2'] }))
        .then([
          {
            type: 'CompanyReviewResolved',
            data: { ...base, company: 'Acme', mode: 'selected_jobs', jobIds: ['j2'] },
          },
        ]);
    });

    it('needs a selection of jobs the company has', () => {
      given(...inReview)
        .when(cmd('ContinueWithSelectedJobs', { company: 'Acme', jobIds: [] }))
        .thenThrows(NoJobsSelected);
      given(...inReview)
        .when(cmd('ContinueWithSelectedJobs', { company: 'Acme', jobIds: ['elsewhere'] }))
        .thenThrows(UnknownJob);
    });

    it('continues without jobs with 1 to 20 contacts', () => {
      given(...inReview)
        .when(cmd('ContinueWithoutJobs', { company: 'Acme', contactCount: 5 }))
        .then([
          {
            type: 'CompanyReviewResolved',
            data: { ...base, company: 'Acme', mode: 'without_jobs', contactCount: 5 },
          },
        ]);
      for (const contactCount of [0, 21, 2.5]) {
        given(...inReview)
          .when(cmd('ContinueWithoutJobs', { company: 'Acme', contactCount }))
          .thenThrows(InvalidContactCount, 'Please enter a valid number of contacts');
      }
    });

    it('refuses to continue a company that is not waiting for a review', () => {
      given(started(), searching('Acme'))
        .when(cmd('ContinueWithoutJobs', { company: 'Acme', contactCount: 5 }))
        .thenThrows(CompanyNotAwaitingReview);
    });

    it('goes on to contacts once the review is resolved', () => {
      const resolved: AutopilotTaskEvent = {
        type: 'CompanyReviewResolved',
        data: { ...base, company: 'Acme', mode: 'selected_jobs', jobIds: ['j1'] },
      };
      given(...inReview, resolved)
        .when(cmd('RecordContacts', { company: 'Acme', contacts: [contact('c1')] }))
        .then([contactsFound('Acme', 'c1')]);
    });
  });

  describe('stopping, restarting and rerunning (§4.1)', () => {
    it('stops and completes a queued or running task, once', () => {
      given(started(), searching('Acme'))
        .when(cmd('ForceComplete', {}))
        .then([{ type: 'TaskForceCompleted', data: base }]);
      given(...completedTask)
        .when(cmd('ForceComplete', {}))
        .then([]);
    });

    it('ends the companies under way with what they had when stopped; one not begun stays for a rerun', () => {
      const stopped: AutopilotTaskEvent = { type: 'TaskForceCompleted', data: base };
      const state = [
        started(['Acme', 'Globex', 'Initech']),
        searching('Acme'),
        jobsFound('Acme', [job('j1', 9)]),
        scored('Acme', 1),
        searching('Globex'),
        stopped,
      ].reduce(evolve, initialState());
      expect(state.status).toBe('completed');
      expect(state.companies.Acme).toMatchObject({ status: 'completed', jobs: [job('j1', 9)], attempts: 1 });
      expect(state.companies.Globex).toMatchObject({ status: 'completed', jobs: [] });
      expect(state.companies.Initech).toMatchObject({ status: 'pending', attempts: 0 });
      given(started(['Acme', 'Globex', 'Initech']), searching('Acme'), stopped)
        .when(cmd('RerunCompanies', { companies: ['Initech'] }))
        .then([{ type: 'TaskRerunRequested', data: { ...base, companies: ['Initech'] } }]);
    });

    it('restarts a failed task with its companies that can still be tried', () => {
      const failedTask = [
        started(['Acme', 'Globex'], { Globex: 2 }),
        searching('Acme'),
        failed('Acme'),
        searching('Globex', 3),
        failed('Globex', 3, true),
        { type: 'TaskFailed', data: { ...base, reason: 'Every company failed.' } } as AutopilotTaskEvent,
      ];
      given(...failedTask)
        .when(cmd('RestartTask', {}))
        .then([{ type: 'TaskRestarted', data: { ...base, companies: ['Acme'], restartCount: 1 } }]);
      given(started(), searching('Acme'))
        .when(cmd('RestartTask', {}))
        .thenThrows(TaskNotInStatus, 'Only a failed task can be restarted.');
    });

    it('runs a restarted company again from its next attempt', () => {
      const restarted: AutopilotTaskEvent = {
        type: 'TaskRestarted',
        data: { ...base, companies: ['Acme'], restartCount: 1 },
      };
      given(started(), searching('Acme'), failed('Acme'), restarted)
        .when(cmd('BeginCompany', { company: 'Acme' }))
        .then([searching('Acme', 2)]);
    });

    it('reruns the companies checked, by name whatever the case, and needs one', () => {
      given(...completedTask)
        .when(cmd('RerunCompanies', { companies: ['globex'] }))
        .then([{ type: 'TaskRerunRequested', data: { ...base, companies: ['Globex'] } }]);
      given(...completedTask)
        .when(cmd('RerunCompanies', { companies: [] }))
        .thenThrows(NoCompaniesToRerun);
      given(...completedTask)
        .when(cmd('RerunCompanies', { companies: ['Initech'] }))
        .thenThrows(CompanyNotInTask);
      given(started())
        .when(cmd('RerunCompanies', { companies: ['Acme'] }))
        .thenThrows(TaskNotInStatus);
    });
  });

  describe('retries (§5, §9)', () => {
    const retry = (strategy: 'now' | '1day' | 'delayed', delayHours?: number, retryId = 'r1') =>
      cmd('ScheduleManualRetry', { retryId, strategy, delayHours });
    const manual = (retryNumber: number, retryId = `r${retryNumber}`): AutopilotTaskEvent => ({
      type: 'RetryScheduled',
      data: { ...base, retryId, companies: ['Acme'], reason: 'manual', retryNumber, scheduledFor: NOW },
    });

    it('retries now the completed companies that found no jobs', () => {
      given(...completedTask)
        .when(retry('now'))
        .then([manual(1, 'r1')]);
      expect(retryableCompanies(completedTask.reduce(evolve, initialState()))).toEqual(['Acme']);
    });

    it('retries in a day, or after 1 to 5 whole days (2 by default)', () => {
      const scheduled = (reason: string, scheduledFor: string) => [
        {
          type: 'RetryScheduled',
          data: { ...base, retryId: 'r1', companies: ['Acme'], reason, retryNumber: 1, scheduledFor },
        } as AutopilotTaskEvent,
      ];
      given(...completedTask)
        .when(retry('1day'))
        .then(scheduled('manual_1day_retry', '2026-11-29T10:00:00.000Z'));
      given(...completedTask)
        .when(retry('delayed', 120))
        .then(scheduled('manual_delayed_retry', '2026-12-03T10:00:00.000Z'));
      given(...completedTask)
        .when(retry('delayed'))
        .then(scheduled('manual_delayed_retry', '2026-11-30T10:00:00.000Z'));
      for (const delay of [12, 144, 30, 0]) {
        given(...completedTask)
          .when(retry('delayed', delay))
          .thenThrows(InvalidRetryDelay);
      }
    });

    it('allows 3 manual retries per task', () => {
      const processed = (retryId: string): AutopilotTaskEvent => ({
        type: 'RetryProcessed',
        data: { ...base, retryId, newTaskId: `session-${retryId}` },
      });
      given(...completedTask, manual(1), processed('r1'), manual(2), processed('r2'))
        .when(retry('now', undefined, 'r3'))
        .then([manual(3)]);
      given(...completedTask, manual(1), manual(2), manual(3))
        .when(retry('now', undefined, 'r4'))
        .thenThrows(RetryLimitReached, 'Maximum retry limit (3) reached for this task');
    });

    it("counts a retry session's manual retries on from its task's, up to 3 in all", () => {
      const session = (priorManualRetries: number) => [
        started(['Acme'], { Acme: 1 }, priorManualRetries),
        searching('Acme', 2),
        jobsFound('Acme', []),
        scored('Acme', 0),
        completed('Acme', 0, 0, 0),
        {
          type: 'TaskCompleted',
          data: { ...base, totalCompanies: 1, totalJobs: 0, totalContacts: 0, totalDrafts: 0 },
        } as AutopilotTaskEvent,
      ];
      given(...session(2))
        .when(retry('now', undefined, 'r3'))
        .then([manual(3)]);
      given(...session(3))
        .when(retry('now'))
        .thenThrows(RetryLimitReached, 'Maximum retry limit (3) reached for this task');
    });

    it('reads a task started before sessions carried their manual retries as having none', () => {
      const [first, ...rest] = completedTask;
      const { priorManualRetries: _, ...recordedBefore } = (
        first as Extract<AutopilotTaskEvent, { type: 'TaskStarted' }>
      ).data;
      given({ type: 'TaskStarted', data: recordedBefore }, ...rest)
        .when(retry('now'))
        .then([manual(1)]);
    });

    it('retries a company the user stopped while it searched, as one that found no jobs', () => {
      const stopped: AutopilotTaskEvent = { type: 'TaskForceCompleted', data: base };
      given(started(), searching('Acme'), stopped)
        .when(retry('now'))
        .then([manual(1)]);
    });

    it('has nothing to retry when every company found jobs', () => {
      const allFound = [started(['Globex']), ...globexDone, taskCompleted(1, 1, 0)];
      given(...allFound)
        .when(retry('now'))
        .thenThrows(NothingToRetry, 'No failed companies found to retry');
    });

    it('retries only a completed task, and a repeated request schedules nothing more', () => {
      given(started())
        .when(retry('now'))
        .thenThrows(TaskNotInStatus, 'Only a completed task can be retried.');
      given(...completedTask, manual(1, 'r1'))
        .when(retry('now', undefined, 'r1'))
        .then([]);
    });

    it('takes companies over from a retry still waiting, so no company runs in two sessions', () => {
      const failedTask = [
        started(),
        searching('Acme'),
        failed('Acme'),
        autoRetry('Acme'),
        searching('Globex'),
        failed('Globex'),
        autoRetry('Globex'),
        { type: 'TaskFailed', data: { ...base, reason: 'Every company failed.' } } as AutopilotTaskEvent,
      ];
      const withdrawn = (retryId: string, companies: string[]): AutopilotTaskEvent => ({
        type: 'RetryCompaniesWithdrawn',
        data: { ...base, retryId, companies },
      });
      given(...failedTask)
        .when(cmd('RestartTask', {}))
        .then([
          withdrawn('auto:Acme:1', ['Acme']),
          withdrawn('auto:Globex:1', ['Globex']),
          { type: 'TaskRestarted', data: { ...base, companies: ['Acme', 'Globex'], restartCount: 1 } },
        ]);
      given(...completedTask, autoRetry('Acme'))
        .when(retry('now'))
        .then([withdrawn('auto:Acme:1', ['Acme']), manual(1, 'r1')]);
      given(...completedTask, autoRetry('Acme'))
        .when(cmd('RerunCompanies', { companies: ['Globex'] }))
        .then([{ type: 'TaskRerunRequested', data: { ...base, companies: ['Globex'] } }]);
    });

    it('starts nothing for a retry whose every company was taken over', () => {
      const withdrawn: AutopilotTaskEvent = {
        type: 'RetryCompaniesWithdrawn',
        data: { ...base, retryId: 'auto:Acme:1', companies: ['Acme'] },
      };
      given(...completedTask, autoRetry('Acme'), withdrawn)
        .when(
          cmd('ProcessRetry', { retryId: 'auto:Acme:1', newTaskId: 'task-2' }, '2026-11-30T10:00:00.000Z'),
        )
        .then([]);
    });

    it('processes a retry when it is due, once', () => {
      const inADay = {
        type: 'RetryScheduled',
        data: {
          ...base,
          retryId: 'r1',
          companies: ['Acme'],
          reason: 'manual_1day_retry',
          retryNumber: 1,
          scheduledFor: '2026-11-29T10:00:00.000Z',
        },
      } as AutopilotTaskEvent;
      given(...completedTask, inADay)
        .when(cmd('ProcessRetry', { retryId: 'r1', newTaskId: 'task-2' }, LATER))
        .thenThrows(RetryNotDue);
      given(...completedTask, inADay)
        .when(cmd('ProcessRetry', { retryId: 'r1', newTaskId: 'task-2' }, '2026-11-29T10:00:00.000Z'))
        .then([
          {
            type: 'RetryProcessed',
            data: { taskId, userId, at: '2026-11-29T10:00:00.000Z', retryId: 'r1', newTaskId: 'task-2' },
          },
        ]);
      const processed: AutopilotTaskEvent = {
        type: 'RetryProcessed',
        data: { ...base, retryId: 'r1', newTaskId: 'task-2' },
      };
      given(...completedTask, inADay, processed)
        .when(cmd('ProcessRetry', { retryId: 'r1', newTaskId: 'task-3' }, '2026-11-30T10:00:00.000Z'))
        .then([]);
      given(...completedTask)
        .when(cmd('ProcessRetry', { retryId: 'nope', newTaskId: 'task-2' }))
        .thenThrows(RetryNotFound);
    });
  });

  describe("another user's task", () => {
    const inReview = [
      started(),
      searching('Acme'),
      jobsFound('Acme', [job('j1', 7)]),
      scored('Acme', 0),
      awaitingReview('Acme'),
    ];
    const stranger = { userId: 'user-2' };

    it('is not found for any command its user sends', () => {
      const refused: [AutopilotTaskEvent[], AutopilotTaskCommand][] = [
        [inReview, cmd('ContinueWithSelectedJobs', { ...stranger, company: 'Acme', jobIds: ['j1'] })],
        [inReview, cmd('ContinueWithoutJobs', { ...stranger, company: 'Acme', contactCount: 5 })],
        [completedTask, cmd('ScheduleManualRetry', { ...stranger, retryId: 'r1', strategy: 'now' })],
        [[started()], cmd('ForceComplete', stranger)],
        [completedTask, cmd('RerunCompanies', { ...stranger, companies: ['Acme'] })],
        [[started()], cmd('DeleteTask', stranger)],
      ];
      for (const [events, command] of refused) {
        given(...events)
          .when(command)
          .thenThrows(TaskNotFound, 'Task not found');
      }
      const failedTask = [started(['Acme']), searching('Acme'), failed('Acme')];
      given(...failedTask, { type: 'TaskFailed', data: { ...base, reason: 'Every company failed.' } })
        .when(cmd('RestartTask', stranger))
        .thenThrows(TaskNotFound);
    });
  });

  describe('retry with new settings (§7.1)', () => {
    const newSettings = (caller = userId) => ({
      taskId: 'task-2',
      userId: caller,
      now: LATER,
      jobScoreThreshold: 6,
      companyLimit: 25,
      planName: 'Starter',
    });

    it("starts a new task for the same companies and titles with the user's threshold now", () => {
      const previous = [...completedTask].reduce(evolve, initialState());
      const command = retryWithNewSettings(previous, newSettings());
      expect(command).toEqual({
        type: 'StartTask',
        data: { ...newSettings(), companyNames: ['Acme', 'Globex'], jobTitles: ['Data Engineer'] },
      });
      given()
        .when(command)
        .then([
          {
            type: 'TaskStarted',
            data: {
              taskId: 'task-2',
              userId,
              at: LATER,
              companyNames: ['Acme', 'Globex'],
              jobTitles: ['Data Engineer'],
              jobScoreThreshold: 6,
              retryOf: null,
              priorAttempts: { Acme: 0, Globex: 0 },
              priorManualRetries: 0,
            },
          },
        ]);
    });

    it("is not found for another user's task, a deleted one or none", () => {
      const owned = [started()].reduce(evolve, initialState());
      expect(() => retryWithNewSettings(owned, newSettings('user-2'))).toThrow(TaskNotFound);
      const deleted = [started(), { type: 'TaskDeleted', data: base } as AutopilotTaskEvent].reduce(
        evolve,
        initialState(),
      );
      expect(() => retryWithNewSettings(deleted, newSettings())).toThrow(TaskNotFound);
      expect(() => retryWithNewSettings(initialState(), newSettings())).toThrow(TaskNotFound);
    });
  });

  describe('deleting', () => {
    it('deletes a task, after which it is not found', () => {
      given(started())
        .when(cmd('DeleteTask', {}))
        .then([{ type: 'TaskDeleted', data: base }]);
      given(started(), { type: 'TaskDeleted', data: base })
        .when(cmd('ForceComplete', {}))
        .thenThrows(TaskNotFound, 'Task not found');
      given().when(cmd('DeleteTask', {})).thenThrows(TaskNotFound);
    });
  });
});
