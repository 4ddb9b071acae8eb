import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { StartAnswer } from '../autopilot.contract';

/**
 * §7.1 start: a task for the companies and job titles, scored against the user's job_score_threshold and bounded by
 * the plan's company-selection limit, on a new task id (derived from the Idempotency-Key when one is sent).
 */
export class StartAutopilotTask extends Command<StartAnswer> {
  constructor(
    readonly userId: string,
    readonly companyNames: string[],
    readonly jobTitles: string[],
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}

/** §7.1 retry-with-new-settings: a new task for the companies and titles of `taskId`, with today's settings. */
export class RetryAutopilotTaskWithNewSettings extends Command<StartAnswer> {
  constructor(
    readonly userId: string,
    readonly taskId: string,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
