import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { jobListingsFromConfig, peopleDirectoryFromConfig } from './configured-adapters';
import { DemoDirectoryStatus } from './demo-directory.status';
import { COMPANY_DIRECTORY, JOB_LISTINGS, PEOPLE_DIRECTORY } from './directory.port';
import { EmbeddedCompanyDirectory } from './embedded-company-directory';
import { EmbeddedJobListings } from './embedded-job-listings';
import { EmbeddedPeopleDirectory } from './embedded-people-directory';

export { DemoDirectoryStatus };

/**
 * Companies, people and jobs for discovery: the demo directory in PostgreSQL, with the contact finder and the
 * job boards in front of it when configured. Global, like the platform, so any context can inject the ports.
 * Needs DATABASE and APP_CONFIG from PlatformModule.
 */
@Module({})
export class DirectoryModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DirectoryModule,
      global: true,
      providers: [
        DemoDirectoryStatus,
        EmbeddedCompanyDirectory,
        EmbeddedPeopleDirectory,
        EmbeddedJobListings,
        { provide: COMPANY_DIRECTORY, useExisting: EmbeddedCompanyDirectory },
        {
          provide: PEOPLE_DIRECTORY,
          useFactory: (embedded: EmbeddedPeopleDirectory) => peopleDirectoryFromConfig(config, embedded),
          inject: [EmbeddedPeopleDirectory],
        },
        {
          provide: JOB_LISTINGS,
          useFactory: (embedded: EmbeddedJobListings) => jobListingsFromConfig(config, embedded),
          inject: [EmbeddedJobListings],
        },
      ],
      exports: [COMPANY_DIRECTORY, PEOPLE_DIRECTORY, JOB_LISTINGS, DemoDirectoryStatus],
    };
  }
}
