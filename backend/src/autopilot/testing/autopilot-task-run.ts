import { UNLIMITED } from '../../platform/plans/plan-limits.contract';
import {
  decide,
  evolve,
  initialState,
  type AutopilotTaskCommand,
  type AutopilotTaskState,
} from '../autopilot-task.decider';
import type { AutopilotTaskEvent, ChosenContact, ScoredJob } from '../autopilot-task.events';

type CommandType = AutopilotTaskCommand['type'];
/** A command's data without the task and the time, which the run supplies, and the caller, who is the task's user unless named. */
type CommandData<Type extends CommandType> = Omit<
  Extract<AutopilotTaskCommand, { type: Type }>['data'],
  'taskId' | 'now' | 'userId'
> & { userId?: string };

/** A task driven through its decider, a minute per command: the events a read model sees are the decider's own. */
export interface AutopilotTaskRun {
  readonly taskId: string;
  readonly state: AutopilotTaskState;
  /** Every event decided so far, oldest first. */
  readonly events: AutopilotTaskEvent[];
  /** Decides the command on the task's state; returns the events it recorded. */
  send<Type extends CommandType>(type: Type, data: CommandData<Type>): AutopilotTaskEvent[];
  start(companyNames: string[], options?: Partial<CommandData<'StartTask'>>): AutopilotTaskEvent[];
  /** Moves the clock on, so a retry comes due. */
  waitHours(hours: number): void;
}

export function autopilotTaskRun(
  taskId: string,
  userId: string,
  startAt = '2026-11-28T10:00:00.000Z',
): AutopilotTaskRun {
  let clock = Date.parse(startAt);
  let state = initialState();
  const events: AutopilotTaskEvent[] = [];
  const run: AutopilotTaskRun = {
    taskId,
    get state() {
      return state;
    },
    events,
    send(type, data) {
      const now = new Date(clock).toISOString();
      clock += 60_000;
      const command = { type, data: { userId, ...data, taskId, now } } as AutopilotTaskCommand;
      const decided = decide(command, state);
      state = decided.reduce(evolve, state);
      events.push(...decided);
      return decided;
    },
    start: (companyNames, options = {}) =>
      run.send('StartTask', {
        companyNames,
        jobTitles: ['Data Engineer'],
        jobScoreThreshold: 8,
        companyLimit: UNLIMITED,
        planName: 'Pro',
        ...options,
      }),
    waitHours(hours) {
      clock += hours * 3_600_000;
    },
  };
  return run;
}

export const scoredJob = (id: string, score: number, matches = ['sql', 'python']): ScoredJob => ({
  id,
  title: `Data Engineer ${id}`,
  location: 'Remote',
  score,
  matches,
});

export const chosenContact = (contactId: string, score = 0.8): ChosenContact => ({
  contactId,
  name: `Contact ${contactId}`,
  title: 'Head of Data',
  score,
  matches: ['data'],
});

/** A company taken from search to completion: jobs above the threshold, each contact drafted. */
export function completeCompany(run: AutopilotTaskRun, company: string, contactIds: string[]): void {
  run.send('BeginCompany', { company });
  run.send('RecordScoredJobs', {
    company,
    jobs: [scoredJob(`${company}-1`, 9), scoredJob(`${company}-2`, 5)],
  });
  run.send('RecordContacts', { company, contacts: contactIds.map((id) => chosenContact(id)) });
  for (const contactId of contactIds) {
    run.send('RecordDraft', { company, contactId, draftId: `draft-${company}-${contactId}` });
  }
  run.send('CompleteCompany', { company });
}
