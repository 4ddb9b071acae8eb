import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PlanLimitsQuery } from '../../plan-limits/queries/plan-limits.query';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { companySelectionLimit, shownPlanName } from '../../platform/plans/plan-limits.contract';
import { UserSettingsReader } from '../../settings/queries/user-settings.reader';
import { startTask, startTaskWithNewSettings } from '../autopilot-task.commands';
import { autopilotTaskDecider, retryWithNewSettings, type StartTask } from '../autopilot-task.decider';
import { autopilotTaskStreamId } from '../autopilot-task.events';
import { newTaskIdFor } from '../autopilot-task-id';
import type { StartAnswer } from '../autopilot.contract';
import { RetryAutopilotTaskWithNewSettings, StartAutopilotTask } from './start-autopilot-task.command';

type StartData = Omit<StartTask['data'], 'companyNames' | 'jobTitles' | 'retryOf'>;

/** What a start takes from outside the request: the new id, the plan's limit and the user's threshold now. */
async function startData(
  userId: string,
  meta: CommandMetadata,
  limits: PlanLimitsQuery,
  settings: UserSettingsReader,
): Promise<StartData> {
  const now = new Date(meta.now);
  const [plan, own] = await Promise.all([
    limits.currentPlan(userId, now),
    // Read-your-writes: a threshold saved a moment before (Settings → Autopilot in retry mode) is the one used.
    settings.ownSettings(userId, now),
  ]);
  return {
    taskId: newTaskIdFor(userId, meta.idempotencyKey),
    userId,
    now: meta.now,
    jobScoreThreshold: own.job_score_threshold,
    companyLimit: companySelectionLimit(plan),
    planName: shownPlanName(plan),
  };
}

@CommandHandler(StartAutopilotTask)
export class StartAutopilotTaskHandler implements ICommandHandler<StartAutopilotTask> {
  constructor(
    private readonly commands: CommandBus,
    private readonly limits: PlanLimitsQuery,
    private readonly settings: UserSettingsReader,
  ) {}

  async execute({ userId, companyNames, jobTitles, meta }: StartAutopilotTask): Promise<StartAnswer> {
    const data = await startData(userId, meta, this.limits, this.settings);
    return this.commands.execute(
      startTask({ type: 'StartTask', data: { ...data, companyNames, jobTitles } }, meta),
    );
  }
}

@CommandHandler(RetryAutopilotTaskWithNewSettings)
export class RetryAutopilotTaskWithNewSettingsHandler implements ICommandHandler<RetryAutopilotTaskWithNewSettings> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly commands: CommandBus,
    private readonly limits: PlanLimitsQuery,
    private readonly settings: UserSettingsReader,
  ) {}

  async execute({ userId, taskId, meta }: RetryAutopilotTaskWithNewSettings): Promise<StartAnswer> {
    // The task's own stream, not its read model: a task started a moment ago is there already.
    const { state } = await loadAggregate(this.store, autopilotTaskStreamId(taskId), autopilotTaskDecider);
    const data = await startData(userId, meta, this.limits, this.settings);
    return this.commands.execute(startTaskWithNewSettings(retryWithNewSettings(state, data), meta));
  }
}
