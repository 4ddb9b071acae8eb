import {
  autopilotTaskDecider,
  type AutopilotTaskCommand,
} from '@outreach/backend/autopilot/autopilot-task.decider';
import { autopilotTaskStreamId } from '@outreach/backend/autopilot/autopilot-task.events';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { executeCommand } from '@outreach/backend/platform/commands/execute-command';
import type { InProcessApp } from './in-process-app';

type CommandType = AutopilotTaskCommand['type'];
type StepData<Type extends CommandType> = Omit<
  Extract<AutopilotTaskCommand, { type: Type }>['data'],
  'taskId' | 'now'
>;

/**
 * A process step on a task's stream, decided by the task's decider on the stream as it is (the commands the HTTP
 * calls appended included) and appended as the process will; resolves once the read model has it.
 */
export async function step<Type extends CommandType>(
  app: InProcessApp,
  taskId: string,
  type: Type,
  data: StepData<Type>,
): Promise<string> {
  const command = {
    type,
    data: { ...data, taskId, now: new Date().toISOString() },
  } as unknown as AutopilotTaskCommand;
  const { checkpoint } = await executeCommand(
    app.store,
    autopilotTaskStreamId(taskId),
    autopilotTaskDecider,
    command,
    commandMetadata(null),
  );
  await app.projected('autopilot-tasks', checkpoint);
  return checkpoint;
}

/** One job above the default threshold, one contact and its draft: the company completes. */
export async function completeCompanyStep(app: InProcessApp, taskId: string, company: string): Promise<void> {
  await step(app, taskId, 'BeginCompany', { company });
  await step(app, taskId, 'RecordScoredJobs', {
    company,
    jobs: [{ id: `${company}-job`, title: 'Data Engineer', location: 'Remote', score: 9, matches: ['sql'] }],
  });
  const contactId = `${company}-contact`;
  await step(app, taskId, 'RecordContacts', {
    company,
    contacts: [{ contactId, name: 'Dana Lead', title: 'Head of Data', score: 0.8, matches: ['data'] }],
  });
  await step(app, taskId, 'RecordDraft', { company, contactId, draftId: `${company}-draft` });
  await step(app, taskId, 'CompleteCompany', { company });
}

/** The company's search finds no job: it completes with zero jobs, the one a manual retry takes. */
export async function emptyCompanyStep(app: InProcessApp, taskId: string, company: string): Promise<void> {
  await step(app, taskId, 'BeginCompany', { company });
  await step(app, taskId, 'RecordScoredJobs', { company, jobs: [] });
}
