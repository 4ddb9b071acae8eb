import { Logger } from '@nestjs/common';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { PgBossJobs } from './pg-boss-jobs';

jest.setTimeout(60_000);

const until = async (check: () => boolean, timeoutMs = 15_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('PgBossJobs (pg-boss 10 on PostgreSQL)', () => {
  let tdb: TestDatabase;
  const started: PgBossJobs[] = [];
  const jobsOn = (enabled: boolean) => {
    const jobs = new PgBossJobs({ connectionString: tdb.url, enabled, pollingIntervalSeconds: 0.5 });
    started.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    // The failed run below is logged on purpose; the test output stays quiet.
    Logger.overrideLogger(false);
    tdb = await createTestDatabase();
  });

  afterEach(async () => {
    for (const jobs of started.splice(0)) await jobs.stop();
  });

  afterAll(async () => {
    await tdb?.drop();
  });

  it('schedules each registered job by cron, runs it at start, and on demand', async () => {
    const jobs = jobsOn(true);
    let runs = 0;
    jobs.register({
      name: 'test.counted',
      cron: '*/15 * * * *',
      runAtStart: true,
      run: async () => {
        runs += 1;
      },
    });

    await jobs.start();
    await until(() => runs === 1);
    expect(jobs.running()).toBe(true);
    expect(await jobs.schedules()).toEqual([{ name: 'test.counted', cron: '*/15 * * * *' }]);

    expect(await jobs.trigger('test.counted')).toEqual(expect.any(String));
    await until(() => runs === 2);
  });

  it('keeps working after a failed run: the next run goes ahead', async () => {
    const jobs = jobsOn(true);
    let attempts = 0;
    jobs.register({
      name: 'test.flaky',
      cron: '0 * * * *',
      runAtStart: true,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('first run fails');
      },
    });

    await jobs.start();
    await until(() => attempts === 1);
    await jobs.trigger('test.flaky');
    await until(() => attempts === 2);
  });

  it('lets a run in flight finish when it stops', async () => {
    const jobs = jobsOn(true);
    let finished = false;
    let began = false;
    jobs.register({
      name: 'test.slow',
      cron: '0 * * * *',
      runAtStart: true,
      run: async () => {
        began = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = true;
      },
    });
    await jobs.start();
    await until(() => began);

    await jobs.stop();

    expect(finished).toBe(true);
    expect(jobs.running()).toBe(false);
  });

  it('runs nothing when disabled, and refuses unknown or late registrations', async () => {
    const jobs = jobsOn(false);
    let runs = 0;
    jobs.register({
      name: 'test.disabled',
      cron: '* * * * *',
      runAtStart: true,
      run: async () => {
        runs += 1;
      },
    });

    await jobs.start();

    expect(jobs.running()).toBe(false);
    expect(await jobs.trigger('test.disabled')).toBeNull();
    expect(await jobs.schedules()).toEqual([]);
    await expect(jobs.trigger('test.unknown')).rejects.toThrow('No job named test.unknown');
    expect(() =>
      jobs.register({ name: 'bad name!', cron: '* * * * *', runAtStart: false, run: async () => {} }),
    ).toThrow('must match');
    expect(runs).toBe(0);
  });
});
