import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { DATABASE } from '../database/database';
import { loadDemoDirectory } from './demo/demo-directory.loader';
import type { DirectoryTables } from './directory.tables';

export interface DemoDirectoryDescription {
  /** The company directory is always the bundled demo data; callers label their results with it. */
  demo: boolean;
  companies: number;
  people: number;
  jobs: number;
}

/**
 * Whether the demo directory is in the database: loaded before the app listens (DIRECTORY_PRELOAD) or on the
 * first search, once per process; the embedded adapters await ready() before every query.
 */
@Injectable()
export class DemoDirectoryStatus implements OnModuleInit {
  private loading: Promise<void> | undefined;
  private counts = { companies: 0, people: 0, jobs: 0 };

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DirectoryTables>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'DIRECTORY_PRELOAD'>,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.config.DIRECTORY_PRELOAD) await this.ready();
  }

  ready(): Promise<void> {
    this.loading ??= loadDemoDirectory(this.db).then(
      ({ companies, people, jobs }) => {
        this.counts = { companies, people, jobs };
      },
      (error: unknown) => {
        // A failed load (database down) is tried again by the next search rather than remembered.
        this.loading = undefined;
        throw error;
      },
    );
    return this.loading;
  }

  describe(): DemoDirectoryDescription {
    return { demo: true, ...this.counts };
  }
}
