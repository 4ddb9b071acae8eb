import { Inject, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DraftsModule } from '../../drafts/drafts.module';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { SendProgressQuery } from '../../messaging/queries/send-progress.query';
import { CampaignSchedulerQuery } from '../queries/campaign-scheduler.query';
import { CampaignScheduler } from './campaign-scheduler';
import { CampaignClock, CampaignRandom } from './campaign-scheduler-clock';

/** The scheduler's recurring job on JOBS: one tick per CAMPAIGN_TICK_CRON (every minute) and one at start. */
export const CAMPAIGN_TICK_JOB = 'campaigns.tick';

/**
 * Registers the tick with JOBS; it runs where the jobs run (JOBS_ENABLED, the API process of `npm start`). The job's
 * queue is stately: one tick at a time across every process, so two ticks never send for one campaign at once.
 */
@Injectable()
export class CampaignTickJob implements OnModuleInit {
  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly scheduler: CampaignScheduler,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: CAMPAIGN_TICK_JOB,
      cron: this.config.CAMPAIGN_TICK_CRON,
      runAtStart: true,
      run: () => this.scheduler.tick(),
    });
  }
}

/** Scheduled campaigns sending: the scheduler, its tick, its clock and random source. */
@Module({
  imports: [CqrsModule, DraftsModule],
  providers: [
    CampaignScheduler,
    CampaignSchedulerQuery,
    SendProgressQuery,
    CampaignClock,
    CampaignRandom,
    CampaignTickJob,
  ],
  exports: [CampaignScheduler, CampaignClock, CampaignRandom],
})
export class CampaignSchedulerModule {}
