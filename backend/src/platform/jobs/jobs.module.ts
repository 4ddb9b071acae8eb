import { Global, Inject, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { JOBS } from './jobs.port';
import { PgBossJobs } from './pg-boss-jobs';

/** The global JOBS queue: started once every module has registered its jobs, stopped before the pools close. */
@Global()
@Module({})
export class JobsModule implements OnApplicationBootstrap, OnModuleDestroy {
  constructor(@Inject(JOBS) private readonly jobs: PgBossJobs) {}

  static forRoot(
    config: Pick<
      AppConfig,
      'DATABASE_URL' | 'JOBS_ENABLED' | 'JOBS_POLLING_INTERVAL_SECONDS' | 'JOBS_MAINTENANCE_INTERVAL_SECONDS'
    >,
  ) {
    return {
      module: JobsModule,
      providers: [
        {
          provide: JOBS,
          useValue: new PgBossJobs({
            connectionString: config.DATABASE_URL,
            enabled: config.JOBS_ENABLED,
            pollingIntervalSeconds: config.JOBS_POLLING_INTERVAL_SECONDS,
            maintenanceIntervalSeconds: config.JOBS_MAINTENANCE_INTERVAL_SECONDS,
          }),
        },
      ],
      exports: [JOBS],
    };
  }

  onApplicationBootstrap(): Promise<void> {
    return this.jobs.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.jobs.stop();
  }
}
