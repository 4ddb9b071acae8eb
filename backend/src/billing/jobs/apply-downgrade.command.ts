import { Command } from '@nestjs/cqrs';

/** recorded: PlanDowngraded was recorded now; unchanged: nothing scheduled any more, or already applied. */
export interface ApplyDowngradeResult {
  outcome: 'recorded' | 'unchanged';
  checkpoint: string;
}

/** The due-downgrades job's command for one user: apply their scheduled downgrade as of `now`. */
export class ApplyScheduledDowngrade extends Command<ApplyDowngradeResult> {
  constructor(
    readonly userId: string,
    readonly now: Date,
  ) {
    super();
  }
}
