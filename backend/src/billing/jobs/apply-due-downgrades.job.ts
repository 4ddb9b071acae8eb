import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { runInTurn } from '../../platform/jobs/run-in-turn';
import type { SubscriptionsReadModels } from '../queries/subscriptions.row';
import { ApplyScheduledDowngrade } from './apply-downgrade.command';
import { DowngradeGatewayNotReady } from './apply-downgrade.handler';

export const APPLY_DUE_DOWNGRADES_JOB = 'billing.apply-due-downgrades';
/** Every 15 minutes (UTC), and once at start. */
export const APPLY_DUE_DOWNGRADES_CRON = '*/15 * * * *';

export interface DueDowngradesRun {
  /** Users whose downgrade was recorded by this run. */
  applied: string[];
  /** Users that were due but whose downgrade was already applied (or no longer scheduled). */
  unchanged: string[];
  /** Users whose downgrade failed this run (logged); the next run tries again. */
  failed: string[];
}

/**
 * The "apply due downgrades" job: every user whose scheduled downgrade is due (scheduled_effective_at ≤ now in the
 * subscriptions read model) gets ApplyScheduledDowngrade, one after the other; one user's failure is logged and
 * does not stop the others. Dates are compared as instants (a YYYY-MM-DD date is its UTC midnight), as the decider
 * compares them.
 */
@Injectable()
export class ApplyDueDowngradesJob implements OnModuleInit {
  private readonly logger = new Logger('ApplyDueDowngrades');

  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    @Inject(DATABASE) private readonly db: Kysely<SubscriptionsReadModels>,
    private readonly commands: CommandBus,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: APPLY_DUE_DOWNGRADES_JOB,
      cron: APPLY_DUE_DOWNGRADES_CRON,
      runAtStart: true,
      run: () => this.run(),
    });
  }

  async run(now: Date = new Date()): Promise<DueDowngradesRun> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['user_id', 'scheduled_effective_at'])
      .where('scheduled_effective_at', 'is not', null)
      .orderBy('user_id')
      .execute();
    const due = rows.filter((row) => Date.parse(row.scheduled_effective_at ?? '') <= now.getTime());
    return runInTurn(due, {
      outcomes: ['applied', 'unchanged'],
      title: 'Due downgrades',
      logger: this.logger,
      idOf: (row) => row.user_id,
      work: async ({ user_id: userId }) => {
        const { outcome } = await this.commands.execute(new ApplyScheduledDowngrade(userId, now));
        return outcome === 'recorded' ? 'applied' : 'unchanged';
      },
      reportFailure: ({ user_id: userId }, reason, error) => {
        // Waiting for the gateway to start billing the lower plan is expected for a while on the effective day.
        if (error instanceof DowngradeGatewayNotReady) {
          this.logger.warn(`Downgrade of user ${userId} waits for the gateway: ${reason}`);
        } else {
          this.logger.error(`Downgrade of user ${userId} not applied: ${reason}`);
        }
      },
    });
  }
}
