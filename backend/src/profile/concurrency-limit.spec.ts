import { ConcurrencyLimit } from './concurrency-limit';

class Busy extends Error {}

/** A task that runs until the test settles it, recording when it started. */
function controlled(started: string[], name: string) {
  let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
  const done = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => settle.resolve(name),
    fail: () => settle.reject(new Error(`${name} failed`)),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimit', () => {
  const limit = () => new ConcurrencyLimit({ running: 2, waiting: 3, refuse: () => new Busy('busy') });

  it('runs at most the allowed number of tasks at once and starts the waiting ones in arrival order', async () => {
    const limiter = limit();
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlled(started, name));
    const results = tasks.map((task) => limiter.run(task.task));
    await flush();
    expect(started).toEqual(['a', 'b']);

    tasks[1].finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0].finish();
    tasks[2].finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    tasks[3].finish();
    tasks[4].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses a task at once when the queue is full, and takes tasks again once it has room', async () => {
    const limiter = limit();
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => controlled(started, name));
    const results = tasks.map((task) => limiter.run(task.task));
    const refused = controlled(started, 'refused');
    await expect(limiter.run(refused.task)).rejects.toThrow(Busy);
    expect(started).not.toContain('refused');

    tasks[0].finish();
    await flush();
    const late = controlled(started, 'late');
    const lateResult = limiter.run(late.task);
    for (const task of tasks.slice(1)) task.finish();
    await Promise.all(results);
    await flush();
    expect(started.at(-1)).toBe('late');
    late.finish();
    expect(await lateResult).toBe('late');
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = new ConcurrencyLimit({ running: 1, waiting: 1, refuse: () => new Busy('busy') });
    const started: string[] = [];
    const failing = controlled(started, 'failing');
    const next = controlled(started, 'next');
    const first = limiter.run(failing.task);
    const second = limiter.run(next.task);
    failing.fail();
    await expect(first).rejects.toThrow('failing failed');
    await flush();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    expect(await second).toBe('next');
    const third = controlled(started, 'third');
    const result = limiter.run(third.task);
    third.finish();
    expect(await result).toBe('third');
  });
});
