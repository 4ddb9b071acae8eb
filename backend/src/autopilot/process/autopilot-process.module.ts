import { Inject, Injectable, Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ContactSearchModule } from '../../contact-search/contact-search.module';
import { JobSearchModule } from '../../job-search/job-search.module';
import { APP_CONFIG, type AppConfig } from '../../platform/config/config';
import { JOBS, type Jobs } from '../../platform/jobs/jobs.port';
import { AutopilotCompanyRun } from './autopilot-company.run';
import { AutopilotClock } from './autopilot-clock';
import {
  AUTOPILOT_COMPANY_QUEUE,
  AUTOPILOT_QUEUE_DEFAULTS,
  AUTOPILOT_RETRY_QUEUE,
  type CompanyTaskPayload,
  type RetryTaskPayload,
} from './autopilot-queues';
import { AutopilotRetryRun } from './autopilot-retry.run';

/** Registers the autopilot's queues with JOBS; they are worked where the jobs run (JOBS_ENABLED). */
@Injectable()
export class AutopilotQueues implements OnModuleInit {
  constructor(
    @Inject(JOBS) private readonly jobs: Jobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly companies: AutopilotCompanyRun,
    private readonly retries: AutopilotRetryRun,
  ) {}

  onModuleInit(): void {
    const settings = {
      retryLimit: this.config.AUTOPILOT_RETRY_LIMIT ?? AUTOPILOT_QUEUE_DEFAULTS.retryLimit,
      retryDelaySeconds:
        this.config.AUTOPILOT_RETRY_DELAY_SECONDS ?? AUTOPILOT_QUEUE_DEFAULTS.retryDelaySeconds,
      retryBackoff: this.config.AUTOPILOT_RETRY_BACKOFF ?? AUTOPILOT_QUEUE_DEFAULTS.retryBackoff,
      leaseSeconds: this.config.AUTOPILOT_LEASE_SECONDS ?? AUTOPILOT_QUEUE_DEFAULTS.leaseSeconds,
    };
    this.jobs.registerQueue<CompanyTaskPayload>({
      name: AUTOPILOT_COMPANY_QUEUE,
      ...settings,
      concurrency: this.config.AUTOPILOT_CONCURRENCY,
      run: (payload, task) =>
        this.companies.run(payload, { key: task.key, final: task.attempt > settings.retryLimit }),
      exhausted: (payload, task) => this.companies.exhausted(payload, task.key),
    });
    this.jobs.registerQueue<RetryTaskPayload>({
      name: AUTOPILOT_RETRY_QUEUE,
      ...settings,
      concurrency: 1,
      run: (payload, task) => this.retries.run(payload, task.key),
    });
  }
}

/**
 * The autopilot's process: the company runs and the retries, queued by the autopilot-process reactor in the
 * projection runner (autopilot-process.reactor.ts) and worked here.
 */
@Module({
  imports: [CqrsModule, JobSearchModule, ContactSearchModule],
  providers: [AutopilotCompanyRun, AutopilotRetryRun, AutopilotQueues, AutopilotClock],
  exports: [AutopilotCompanyRun, AutopilotRetryRun, AutopilotClock],
})
export class AutopilotProcessModule {}
