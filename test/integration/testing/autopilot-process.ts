import {
  autopilotTaskDecider,
  type AutopilotTaskState,
} from '@outreach/backend/autopilot/autopilot-task.decider';
import {
  autopilotTaskStreamId,
  type AutopilotTaskEvent,
} from '@outreach/backend/autopilot/autopilot-task.events';
import type { AutopilotTaskCommand } from '@outreach/backend/autopilot/autopilot-task.decider';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { executeCommand, loadAggregate } from '@outreach/backend/platform/commands/execute-command';
import type { Recorded } from '@outreach/backend/platform/commands/decider';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type JobListings,
  type PeopleDirectory,
} from '@outreach/backend/platform/directory/directory.port';
import type { EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { UNLIMITED } from '@outreach/backend/platform/plans/plan-limits.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import type { INestApplication } from '@nestjs/common';
import type { InProcessApp } from './in-process-app';

/** Short leases, retries and polling for the process's tests (configuration, not production defaults). */
export const PROCESS_TEST_ENV: Record<string, string> = {
  JOBS_ENABLED: 'true',
  JOBS_POLLING_INTERVAL_SECONDS: '0.5',
  JOBS_MAINTENANCE_INTERVAL_SECONDS: '1',
  AUTOPILOT_CONCURRENCY: '4',
  AUTOPILOT_LEASE_SECONDS: '3',
  AUTOPILOT_RETRY_LIMIT: '2',
  AUTOPILOT_RETRY_DELAY_SECONDS: '1',
};

export const JOB_TITLE = 'Engineer';

const RESUME_LINES = [
  'Grace Hopper',
  'Senior Software Engineer',
  '- Built compilers and backend services in TypeScript, Python and PostgreSQL',
  'Skills: TypeScript, Python, PostgreSQL, Kubernetes, AWS',
];

export async function uploadResume(app: InProcessApp, token: string): Promise<void> {
  const response = await app
    .api()
    .post('/resume/')
    .set('Authorization', `Bearer ${token}`)
    .attach('file', minimalPdf({ pages: [RESUME_LINES] }), {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
    });
  if (response.status !== 201) throw new Error(`resume upload answered ${response.status}`);
  await app.projected('user-settings', response.body.checkpoint);
}

/**
 * Demo companies with open jobs for JOB_TITLE and at least `people` people with an e-mail, in directory order,
 * skipping the first `skip` such companies (each test takes companies of its own).
 */
export async function demoCompanies(
  app: INestApplication,
  count: number,
  { skip = 0, people = 3 }: { skip?: number; people?: number } = {},
): Promise<string[]> {
  const companies = app.get<CompanyDirectory>(COMPANY_DIRECTORY);
  const directory = app.get<PeopleDirectory>(PEOPLE_DIRECTORY);
  const listings = app.get<JobListings>(JOB_LISTINGS);
  const chosen: string[] = [];
  let skipped = 0;
  for (let offset = 0; chosen.length < count && offset < 2_000; offset += 100) {
    const page = await companies.searchCompanies({ offset, limit: 100 });
    for (const company of page.companies) {
      const jobs = await listings.searchJobs({
        company_names: [company.company_name],
        job_title: JOB_TITLE,
        date_posted: 'all',
        limit: 5,
        now: new Date(),
      });
      if (jobs.length === 0) continue;
      const found = await directory.findPeople({
        company_name: company.company_name,
        domain: company.domain,
        offset: 0,
        limit: 50,
      });
      if (found.people.filter((person) => person.email).length < people) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      chosen.push(company.company_name);
      if (chosen.length === count) break;
    }
  }
  if (chosen.length < count) throw new Error(`only ${chosen.length} demo companies fit`);
  return chosen;
}

type TaskCommandData<Type extends AutopilotTaskCommand['type']> = Omit<
  Extract<AutopilotTaskCommand, { type: Type }>['data'],
  'taskId' | 'now' | 'userId'
>;

/** A command on a task, as the routes send it for the user. */
export async function sendTaskCommand<Type extends AutopilotTaskCommand['type']>(
  store: EventStore,
  userId: string,
  taskId: string,
  type: Type,
  data: TaskCommandData<Type>,
) {
  const meta = commandMetadata(userId);
  return executeCommand(
    store,
    autopilotTaskStreamId(taskId),
    autopilotTaskDecider,
    // The user's commands name them; the StartTask's data names its user too.
    { type, data: { userId, ...data, taskId, now: meta.now } } as AutopilotTaskCommand,
    meta,
  );
}

export function startTask(
  store: EventStore,
  userId: string,
  taskId: string,
  companyNames: string[],
  jobScoreThreshold = 1,
) {
  return sendTaskCommand(store, userId, taskId, 'StartTask', {
    companyNames,
    jobTitles: [JOB_TITLE],
    jobScoreThreshold,
    companyLimit: UNLIMITED,
    planName: 'Pro',
  });
}

export async function taskOf(
  store: EventStore,
  taskId: string,
): Promise<{ state: AutopilotTaskState; history: Recorded<AutopilotTaskEvent>[] }> {
  return loadAggregate(store, autopilotTaskStreamId(taskId), autopilotTaskDecider);
}

/** Polls the task's stream until `done` holds of its state. */
export async function untilTask(
  store: EventStore,
  taskId: string,
  done: (state: AutopilotTaskState) => boolean,
  timeoutMs = 60_000,
): Promise<{ state: AutopilotTaskState; history: Recorded<AutopilotTaskEvent>[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const task = await taskOf(store, taskId);
    if (done(task.state)) return task;
    if (Date.now() > deadline) {
      const statuses = Object.entries(task.state.companies).map(([name, c]) => `${name}: ${c.status}`);
      throw new Error(`task ${taskId} is ${task.state.status} (${statuses.join(', ')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const ended = (state: AutopilotTaskState): boolean =>
  state.status === 'completed' || state.status === 'failed';

/** Each (company, contact) pair's DraftGenerated events, counted; and each draft id's. */
export function draftCounts(history: Recorded<AutopilotTaskEvent>[]): {
  pairs: Map<string, number>;
  draftIds: Map<string, number>;
} {
  const pairs = new Map<string, number>();
  const draftIds = new Map<string, number>();
  for (const event of history) {
    if (event.type !== 'DraftGenerated') continue;
    const pair = `${event.data.company}/${event.data.contactId}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    draftIds.set(event.data.draftId, (draftIds.get(event.data.draftId) ?? 0) + 1);
  }
  return { pairs, draftIds };
}
