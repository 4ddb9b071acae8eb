import { Logger } from '@nestjs/common';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import type { TaskQueueDefinition } from './jobs.port';
import { PgBossJobs } from './pg-boss-jobs';
import { PgBossTaskSender } from './pg-boss-task-sender';

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
    const jobs = new PgBossJobs({
      connectionString: tdb.url,
      enabled,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
    });
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

  describe('task queues', () => {
    const queue = (name: string, run: TaskQueueDefinition<{ n: number }>['run'], retryLimit = 2) => ({
      name,
      run,
      retryLimit,
      retryDelaySeconds: 1,
      concurrency: 2,
      leaseSeconds: 60,
    });

    it('runs a keyed task once however often it is queued, with its payload and key', async () => {
      const jobs = jobsOn(true);
      const runs: { n: number; key: string; attempt: number }[] = [];
      jobs.registerQueue(
        queue('test.keyed', async (payload, task) => {
          runs.push({ n: payload.n, key: task.key, attempt: task.attempt });
        }),
      );
      await jobs.start();

      const first = await jobs.enqueue('test.keyed', { n: 1 }, { key: 'event-1' });
      const again = await jobs.enqueue('test.keyed', { n: 1 }, { key: 'event-1' });
      await jobs.enqueue('test.keyed', { n: 2 }, { key: 'event-2' });
      await until(() => runs.length === 2);
      await new Promise((resolve) => setTimeout(resolve, 1_200));

      expect(first).toEqual(expect.any(String));
      expect(again).toBeNull();
      expect(runs.sort((a, b) => a.n - b.n)).toEqual([
        { n: 1, key: 'event-1', attempt: 1 },
        { n: 2, key: 'event-2', attempt: 1 },
      ]);
    });

    it('retries a failed task with the attempt number, up to its limit', async () => {
      const jobs = jobsOn(true);
      const attempts: number[] = [];
      jobs.registerQueue(
        queue('test.retried', async (_payload, task) => {
          attempts.push(task.attempt);
          if (task.attempt < 3) throw new Error(`attempt ${task.attempt} fails`);
        }),
      );
      await jobs.start();

      await jobs.enqueue('test.retried', { n: 1 }, { key: 'retried' });
      await until(() => attempts.length === 3, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      expect(attempts).toEqual([1, 2, 3]);
    });

    it('runs a task queued for later only when its time comes, after a restart of the queue', async () => {
      const before = jobsOn(true);
      before.registerQueue(queue('test.later', async () => undefined));
      await before.start();
      const due = new Date(Date.now() + 3_000);
      await before.enqueue('test.later', { n: 7 }, { key: 'later', startAfter: due });
      await before.stop();

      const after = jobsOn(true);
      const ran: { n: number; at: number }[] = [];
      after.registerQueue(
        queue('test.later', async (payload) => {
          ran.push({ n: payload.n, at: Date.now() });
        }),
      );
      await after.start();
      await until(() => ran.length === 1, 20_000);

      expect(ran[0].n).toBe(7);
      expect(ran[0].at).toBeGreaterThanOrEqual(due.getTime());
    });

    it("hands a task whose last run failed, thrown or lost past its lease, to the queue's exhausted handler once", async () => {
      const jobs = jobsOn(true);
      const exhausted: { n: number; key: string }[] = [];
      let release: () => void = () => undefined;
      const hung = new Promise<void>((resolve) => {
        release = resolve;
      });
      jobs.registerQueue<{ n: number }>({
        ...queue(
          'test.exhaustible',
          async (payload) => {
            if (payload.n === 1) throw new Error('always fails');
            await hung;
          },
          0,
        ),
        leaseSeconds: 1,
        exhausted: async (payload, task) => {
          exhausted.push({ n: payload.n, key: task.key });
        },
      });
      await jobs.start();

      await jobs.enqueue('test.exhaustible', { n: 1 }, { key: 'thrown' });
      await jobs.enqueue('test.exhaustible', { n: 2 }, { key: 'lost' });
      await until(() => exhausted.length === 2, 20_000);
      release();
      await new Promise((resolve) => setTimeout(resolve, 1_200));

      expect(exhausted.sort((a, b) => a.n - b.n)).toEqual([
        { n: 1, key: 'thrown' },
        { n: 2, key: 'lost' },
      ]);
    });

    it('wakes the idle workers of a queue when another process queues a task, rather than at their next poll', async () => {
      const jobs = new PgBossJobs({ connectionString: tdb.url, enabled: true, pollingIntervalSeconds: 60 });
      started.push(jobs);
      const ran: number[] = [];
      const definition = queue('test.woken', async (payload) => {
        ran.push(payload.n);
      });
      jobs.registerQueue(definition);
      await jobs.start();
      // Past the workers' first fetch: the next poll is a minute away.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const sender = new PgBossTaskSender({ connectionString: tdb.url, queues: [definition] });
      await sender.start();
      try {
        await sender.enqueue('test.woken', { n: 5 }, { key: 'woken' });
        await until(() => ran.length === 1, 20_000);
      } finally {
        await sender.stop();
      }

      expect(ran).toEqual([5]);
    });

    it("applies a queue's changed retry limit to the queue kept from an earlier start", async () => {
      const before = jobsOn(true);
      before.registerQueue(queue('test.changed', async () => undefined, 0));
      await before.start();
      await before.stop();

      const after = jobsOn(true);
      const attempts: number[] = [];
      after.registerQueue(
        queue(
          'test.changed',
          async (_payload, task) => {
            attempts.push(task.attempt);
            if (task.attempt < 2) throw new Error('first attempt fails');
          },
          1,
        ),
      );
      await after.start();
      await after.enqueue('test.changed', { n: 1 }, { key: 'changed' });
      await until(() => attempts.length === 2, 30_000);
      expect(attempts).toEqual([1, 2]);
    });

    it('refuses a task for an unknown queue, or when the queue does not run here', async () => {
      const jobs = jobsOn(false);
      jobs.registerQueue(queue('test.idle', async () => undefined));
      await jobs.start();

      await expect(jobs.enqueue('test.unknown', { n: 1 }, { key: 'k' })).rejects.toThrow(
        'No task queue named test.unknown',
      );
      await expect(jobs.enqueue('test.idle', { n: 1 }, { key: 'k' })).rejects.toThrow('not running');
      expect(() => jobs.registerQueue(queue('test.idle', async () => undefined))).toThrow('registered twice');
    });
  });
});
