import { Inject, Injectable, Logger } from '@nestjs/common';
import { executeCommand } from '../../platform/commands/execute-command';
import { DomainError } from '../../platform/errors/domain-error';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { UNLIMITED } from '../../platform/plans/plan-limits.contract';
import { autopilotTaskDecider } from '../autopilot-task.decider';
import { RetryNotDue } from '../autopilot-task.errors';
import { autopilotTaskStreamId } from '../autopilot-task.events';
import { AutopilotClock } from './autopilot-clock';
import type { RetryTaskPayload } from './autopilot-queues';
import { processMetadata } from './process-metadata';
import { retrySessionId } from './retry-session-id';

/**
 * A retry at its time: ProcessRetry on its task (RetryProcessed names the new session, derived from the task and the
 * retry), then StartTask of that session for the retry's companies, counting on from their attempts in the task.
 * Both are keyed, and a repeated StartTask on the session records nothing, so a run repeated after a crash starts
 * one session.
 */
@Injectable()
export class AutopilotRetryRun {
  private readonly logger = new Logger('AutopilotRetryRun');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: AutopilotClock,
  ) {}

  /** Throws RetryNotDue before the retry's time (the queue runs it again later). */
  async run({ taskId, userId, retryId }: RetryTaskPayload, key: string): Promise<void> {
    const newTaskId = retrySessionId(taskId, retryId);
    let processed;
    try {
      processed = await executeCommand(
        this.store,
        autopilotTaskStreamId(taskId),
        autopilotTaskDecider,
        { type: 'ProcessRetry', data: { taskId, retryId, newTaskId, now: this.now() } },
        this.meta(taskId, `${key}/process`),
        { maxAttempts: 10, retryJitterMs: 50 },
      );
    } catch (error) {
      if (error instanceof RetryNotDue || !(error instanceof DomainError)) throw error;
      // The task was deleted, or the retry is unknown: there is nothing to start.
      this.logger.warn(`Retry ${retryId} of task ${taskId} not processed: ${error.message}`);
      return;
    }
    const { state } = processed;
    const retry = state.retries[retryId];
    // Every company was taken over by a later decision (a manual retry, a restart, a rerun): no session.
    if (retry?.processedAs !== newTaskId) return;
    await executeCommand(
      this.store,
      autopilotTaskStreamId(newTaskId),
      autopilotTaskDecider,
      {
        type: 'StartTask',
        data: {
          taskId: newTaskId,
          userId,
          companyNames: retry.companies,
          jobTitles: state.jobTitles,
          jobScoreThreshold: state.jobScoreThreshold,
          // The companies were allowed when the task started; a retry of them is not a new selection.
          companyLimit: UNLIMITED,
          planName: '',
          retryOf: {
            taskId,
            retryId,
            priorAttempts: Object.fromEntries(
              retry.companies.map((name) => [name, state.companies[name]?.attempts ?? 0]),
            ),
            priorManualRetries: state.manualRetries,
          },
          now: this.now(),
        },
      },
      this.meta(newTaskId, `${key}/start`),
    );
  }

  private now(): string {
    return this.clock.now().toISOString();
  }

  private meta(taskId: string, idempotencyKey: string) {
    return processMetadata(taskId, idempotencyKey, this.clock.now());
  }
}
