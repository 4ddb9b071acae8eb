import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import {
  autopilotTaskDecider,
  type AutopilotTaskCommand,
  type ContinueWithoutJobs,
  type ContinueWithSelectedJobs,
  type DeleteTask,
  type ForceComplete,
  type RerunCompanies,
  type RestartTask,
  type ScheduleManualRetry,
  type StartTask,
} from './autopilot-task.decider';
import { autopilotTaskStreamId } from './autopilot-task.events';
import type { CommandAnswer, ContinueAnswer, RetryAnswer, StartAnswer } from './autopilot.contract';
import { retrySessionId } from './process/retry-session-id';

const taskTargets = decisionTargets(autopilotTaskDecider, (command: AutopilotTaskCommand) =>
  autopilotTaskStreamId(command.data.taskId),
);

/** The answers' messages: §8's where the spec words them, ours where it only says "response message". */
export const AUTOPILOT_MESSAGES = {
  started: 'Autopilot task started',
  restarted: 'Task restarted',
  manualRetry: (retryNumber: number) => `Manual retry #${retryNumber} started successfully`,
  retryScheduled: 'Manual retry scheduled for failed companies',
  rerun: 'Rerun started for the selected companies',
  forceCompleted: 'Task stopped and completed',
  continuedWithJobs: 'Continuing with the selected jobs',
  continuedWithoutJobs: 'Continuing without jobs',
  deleted: 'Task deleted',
  startedWithNewSettings: 'Task re-run with your new settings',
} as const;

type UserCommand = ForceComplete | RestartTask | RerunCompanies | DeleteTask;

const USER_COMMAND_MESSAGES: Record<UserCommand['type'], string> = {
  ForceComplete: AUTOPILOT_MESSAGES.forceCompleted,
  RestartTask: AUTOPILOT_MESSAGES.restarted,
  RerunCompanies: AUTOPILOT_MESSAGES.rerun,
  DeleteTask: AUTOPILOT_MESSAGES.deleted,
};

const taskCommands = taskTargets<UserCommand, CommandAnswer>(({ checkpoint }, command) => ({
  message: USER_COMMAND_MESSAGES[command.type],
  session_id: command.data.taskId,
  checkpoint,
}));

const starts = (message: string) =>
  taskTargets<StartTask, StartAnswer>(({ checkpoint }, command) => ({
    message,
    session_id: command.data.taskId,
    status: 'queued',
    checkpoint,
  }));
const newTasks = starts(AUTOPILOT_MESSAGES.started);
const newSettingsTasks = starts(AUTOPILOT_MESSAGES.startedWithNewSettings);

const continues = taskTargets<ContinueWithSelectedJobs | ContinueWithoutJobs, ContinueAnswer>(
  ({ checkpoint }, command) => ({
    success: true,
    message:
      command.type === 'ContinueWithSelectedJobs'
        ? AUTOPILOT_MESSAGES.continuedWithJobs
        : AUTOPILOT_MESSAGES.continuedWithoutJobs,
    session_id: command.data.taskId,
    checkpoint,
  }),
);

/** The retry as recorded (now, or found under the request's Idempotency-Key), and the session it will start. */
const retries = taskTargets<ScheduleManualRetry, RetryAnswer>(({ history, checkpoint }, command) => {
  const { taskId, retryId } = command.data;
  const scheduled = history.find(
    (event) => event.type === 'RetryScheduled' && event.data.retryId === retryId,
  );
  // The decider schedules the retry or refuses: a request that got this far found or recorded it.
  if (scheduled?.type !== 'RetryScheduled')
    throw new Error(`Retry ${retryId} of task ${taskId} was not recorded`);
  const { retryNumber, scheduledFor } = scheduled.data;
  return {
    message:
      command.data.strategy === 'now'
        ? AUTOPILOT_MESSAGES.manualRetry(retryNumber)
        : AUTOPILOT_MESSAGES.retryScheduled,
    session_id: taskId,
    retry_id: retryId,
    retry_count: retryNumber,
    scheduled_for: scheduledFor,
    new_session_id: retrySessionId(taskId, retryId),
    checkpoint,
  };
});

export const decideTask = (command: UserCommand, meta: CommandMetadata) =>
  new Decide(taskCommands, command, meta);
export const startTask = (command: StartTask, meta: CommandMetadata) => new Decide(newTasks, command, meta);
export const startTaskWithNewSettings = (command: StartTask, meta: CommandMetadata) =>
  new Decide(newSettingsTasks, command, meta);
export const continueTask = (
  command: ContinueWithSelectedJobs | ContinueWithoutJobs,
  meta: CommandMetadata,
) => new Decide(continues, command, meta);
export const scheduleManualRetry = (command: ScheduleManualRetry, meta: CommandMetadata) =>
  new Decide(retries, command, meta);
