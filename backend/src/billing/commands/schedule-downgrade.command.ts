import { Command } from '@nestjs/cqrs';
import type { CommandMetadata } from '../../platform/commands/command-metadata';
import type { DowngradeBody, DowngradeResult } from '../billing.contract';

/** A lower plan or Free, effective at the end of the current billing cycle. */
export class ScheduleSubscriptionDowngrade extends Command<DowngradeResult> {
  constructor(
    readonly userId: string,
    readonly body: DowngradeBody,
    readonly meta: CommandMetadata,
  ) {
    super();
  }
}
