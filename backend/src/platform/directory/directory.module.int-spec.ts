import { Global, INestApplicationContext, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { APP_CONFIG, loadConfig } from '../config/config';
import { DATABASE } from '../database/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DemoDirectoryStatus } from './demo-directory.status';
import {
  COMPANY_DIRECTORY,
  JOB_LISTINGS,
  PEOPLE_DIRECTORY,
  type CompanyDirectory,
  type JobListings,
  type PeopleDirectory,
} from './directory.port';
import { DirectoryModule } from './directory.module';
import type { DirectoryTables } from './directory.tables';
import { EmbeddedJobListings } from './embedded-job-listings';

describe('DirectoryModule', () => {
  let tdb: TestDatabase<DirectoryTables>;
  const opened: INestApplicationContext[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase<DirectoryTables>();
  });

  afterAll(async () => {
    for (const app of opened) await app.close();
    await tdb.drop();
  });

  async function start(preload: string): Promise<INestApplicationContext> {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: tdb.url,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      DIRECTORY_PRELOAD: preload,
    });

    @Global()
    @Module({
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: DATABASE, useValue: tdb.db },
      ],
      exports: [APP_CONFIG, DATABASE],
    })
    class PlatformDouble {}

    const moduleRef = await Test.createTestingModule({
      imports: [PlatformDouble, DirectoryModule.forRoot(config)],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    opened.push(app);
    await app.init();
    return app;
  }

  const loaded = async () => (await tdb.db.selectFrom('directory_meta').select('version').execute()).length;

  it('without preload, loads the directory on the first search and not before', async () => {
    const app = await start('false');
    expect(await loaded()).toBe(0);
    expect(app.get(DemoDirectoryStatus).describe()).toEqual({ demo: true, companies: 0, people: 0, jobs: 0 });

    const countries = await app.get<CompanyDirectory>(COMPANY_DIRECTORY).countries();
    expect(countries).toContain('United States');
    expect(await loaded()).toBe(1);
    expect(app.get(DemoDirectoryStatus).describe().companies).toBeGreaterThanOrEqual(5_000);
    expect(app.get<PeopleDirectory>(PEOPLE_DIRECTORY).describe()).toEqual({ provider: 'embedded' });
    expect(app.get<JobListings>(JOB_LISTINGS)).toBeInstanceOf(EmbeddedJobListings);
  }, 60_000);

  it('with preload, has the directory loaded once the module has started', async () => {
    await tdb.db.deleteFrom('directory_meta').execute();
    const app = await start('true');
    expect(await loaded()).toBe(1);
    expect(app.get(DemoDirectoryStatus).describe().people).toBeGreaterThanOrEqual(50_000);
  }, 60_000);
});
