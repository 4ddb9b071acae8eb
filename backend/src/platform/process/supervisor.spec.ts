import { ChildExit, RunningChild, Supervisor, SupervisorOptions, Timers, describeExit } from './supervisor';

/** A clock that moves only when the test says so. */
class FakeTimers implements Timers {
  private current = 0;
  private pending: { at: number; callback: () => void; cancelled: boolean }[] = [];
  now(): number {
    return this.current;
  }
  schedule(ms: number, callback: () => void): () => void {
    const entry = { at: this.current + ms, callback, cancelled: false };
    this.pending.push(entry);
    return () => {
      entry.cancelled = true;
    };
  }
  /** Moves time on by ms, running what falls due in order. */
  async advance(ms: number): Promise<void> {
    const until = this.current + ms;
    for (;;) {
      const due = this.pending
        .filter((entry) => !entry.cancelled && entry.at <= until)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.pending = this.pending.filter((entry) => entry !== due);
      this.current = due.at;
      due.callback();
      await settle();
    }
    this.current = until;
  }
  scheduled(): number[] {
    return this.pending.filter((entry) => !entry.cancelled).map((entry) => entry.at - this.current);
  }
}

/** A process double: records the signals it gets and exits when the test says so. */
class FakeChild implements RunningChild {
  readonly signals: NodeJS.Signals[] = [];
  readonly exited: Promise<ChildExit>;
  private resolveExit!: (exit: ChildExit) => void;
  /** What the process does with a signal: by default it exits by it, as a process without handlers would. */
  onSignal: (signal: NodeJS.Signals) => void = (signal) => this.exit({ code: null, signal });
  constructor(readonly pid: number) {
    this.exited = new Promise((resolve) => (this.resolveExit = resolve));
  }
  kill(signal: NodeJS.Signals): void {
    this.signals.push(signal);
    this.onSignal(signal);
  }
  exit(exit: ChildExit): void {
    this.resolveExit(exit);
  }
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function supervise(options: Partial<SupervisorOptions> = {}) {
  const timers = new FakeTimers();
  const lines: string[] = [];
  const started: Record<string, FakeChild[]> = { api: [], runner: [] };
  let nextPid = 100;
  const spec = (key: 'api' | 'runner', name: string) => ({
    name,
    hint: `its log: .data/logs/${key}.log`,
    start: () => {
      const child = new FakeChild(nextPid++);
      started[key].push(child);
      return child;
    },
  });
  const supervisor = new Supervisor({
    children: [spec('api', 'the API'), spec('runner', 'the projection runner')],
    log: (line) => lines.push(line),
    timers,
    ...options,
  });
  supervisor.start();
  const latest = (key: 'api' | 'runner') => started[key][started[key].length - 1];
  return { supervisor, timers, lines, started, latest };
}

describe('Supervisor', () => {
  it('starts every child', () => {
    const { started, supervisor } = supervise();
    expect(started.api).toHaveLength(1);
    expect(started.runner).toHaveLength(1);
    expect(supervisor.pids()).toEqual({ 'the API': 100, 'the projection runner': 101 });
  });

  it('restarts a child killed by a signal after the first backoff, saying why', async () => {
    const { started, timers, lines, latest } = supervise();
    latest('api').exit({ code: null, signal: 'SIGKILL' });
    await settle();

    expect(lines).toEqual([
      'the API was killed by SIGKILL; restarting it in 0.5 s (crash 1; 5 within 60 s end the run) ' +
        '(its log: .data/logs/api.log)',
    ]);
    expect(started.api).toHaveLength(1);
    await timers.advance(499);
    expect(started.api).toHaveLength(1);
    await timers.advance(1);
    expect(started.api).toHaveLength(2);
    expect(lines[1]).toBe('restarted the API (pid 102)');
    expect(started.runner).toHaveLength(1);
  });

  it('doubles the delay for each crash within the window, up to the maximum', async () => {
    const { timers, latest } = supervise({ maxCrashes: 10, maxBackoffMs: 3000 });
    const delays: number[] = [];
    for (let crash = 0; crash < 5; crash += 1) {
      latest('runner').exit({ code: 1, signal: null });
      await settle();
      delays.push(...timers.scheduled());
      await timers.advance(timers.scheduled()[0]);
    }
    expect(delays).toEqual([500, 1000, 2000, 3000, 3000]);
  });

  it('forgets crashes older than the window: a child that ran a while starts again at the first delay', async () => {
    const { timers, latest } = supervise();
    latest('api').exit({ code: 1, signal: null });
    await settle();
    await timers.advance(500);
    latest('api').exit({ code: 1, signal: null });
    await settle();
    expect(timers.scheduled()).toEqual([1000]);
    await timers.advance(1000);

    await timers.advance(60_000);
    latest('api').exit({ code: 1, signal: null });
    await settle();
    expect(timers.scheduled()).toEqual([500]);
  });

  it('ends the run with code 1 and a reason when a child crashes too often within the window', async () => {
    const { supervisor, timers, lines, latest, started } = supervise({ maxCrashes: 3 });
    for (let crash = 0; crash < 2; crash += 1) {
      latest('runner').exit({ code: 1, signal: null });
      await settle();
      await timers.advance(timers.scheduled()[0]);
    }
    latest('runner').exit({ code: 1, signal: null });
    await settle();

    await expect(supervisor.finished).resolves.toEqual({
      code: 1,
      reason:
        'the projection runner crashed 3 times within 60 s (last: exited with code 1) ' +
        '(its log: .data/logs/runner.log)',
    });
    expect(lines[lines.length - 1]).toMatch(/giving up and stopping everything$/);
    expect(latest('api').signals).toEqual(['SIGTERM']);
    expect(started.runner).toHaveLength(3);
    expect(timers.scheduled()).toEqual([]);
  });

  it('stops at once, with code 1, on an exit code that means the configuration is wrong', async () => {
    const { supervisor, latest, started } = supervise();
    latest('api').exit({ code: 2, signal: null });

    await expect(supervisor.finished).resolves.toEqual({
      code: 1,
      reason:
        'the API exited with code 2, which means its configuration is wrong; restarting cannot help ' +
        '(its log: .data/logs/api.log)',
    });
    expect(started.api).toHaveLength(1);
    expect(latest('runner').signals).toEqual(['SIGTERM']);
  });

  it.each([
    [{ code: null, signal: 'SIGTERM' as const }],
    [{ code: null, signal: 'SIGINT' as const }],
    [{ code: null, signal: 'SIGHUP' as const }],
    [{ code: 0, signal: null }],
  ])('stops everything with code 0 when a child is stopped on purpose (%o)', async (exit) => {
    const { supervisor, latest, started, lines } = supervise();
    latest('runner').exit(exit);

    await expect(supervisor.finished).resolves.toEqual({ code: 0, reason: expect.any(String) });
    expect(lines[0]).toMatch(
      /^the projection runner (was killed by SIG\w+|exited with code 0); stopping everything$/,
    );
    expect(latest('api').signals).toEqual(['SIGTERM']);
    expect(started.runner).toHaveLength(1);
  });

  it('stop sends SIGTERM to every child, waits for each, and restarts none of them', async () => {
    const { supervisor, latest, started } = supervise();
    const api = latest('api');
    let apiExited = false;
    api.onSignal = () => undefined;
    void api.exited.then(() => (apiExited = true));

    const stopped = supervisor.stop({ code: 0, reason: 'SIGINT' });
    let done = false;
    void stopped.then(() => (done = true));
    await settle();
    expect(latest('runner').signals).toEqual(['SIGTERM']);
    expect(done).toBe(false);

    api.exit({ code: null, signal: 'SIGTERM' });
    await stopped;
    expect(apiExited).toBe(true);
    await expect(supervisor.finished).resolves.toEqual({ code: 0, reason: 'SIGINT' });
    expect(started.api).toHaveLength(1);
    expect(started.runner).toHaveLength(1);
  });

  it('cancels a pending restart when asked to stop', async () => {
    const { supervisor, timers, latest, started } = supervise();
    latest('api').exit({ code: 1, signal: null });
    await settle();
    await supervisor.stop();
    await timers.advance(10_000);
    expect(started.api).toHaveLength(1);
  });

  it('kills a child that does not stop within the stop timeout', async () => {
    const { supervisor, timers, latest, lines } = supervise({ stopTimeoutMs: 2000 });
    const api = latest('api');
    api.onSignal = (signal) => {
      if (signal === 'SIGKILL') api.exit({ code: null, signal });
    };
    const stopped = supervisor.stop();
    await settle();
    await timers.advance(2000);
    await stopped;
    expect(api.signals).toEqual(['SIGTERM', 'SIGKILL']);
    expect(lines).toContain('the API did not stop within 2 s; killing it');
  });

  it('answers a second stop with the first one', async () => {
    const { supervisor } = supervise();
    const first = supervisor.stop({ code: 0, reason: 'SIGTERM' });
    const second = supervisor.stop({ code: 1, reason: 'other' });
    expect(second).toBe(first);
    await expect(supervisor.finished).resolves.toEqual({ code: 0, reason: 'SIGTERM' });
  });
});

describe('describeExit', () => {
  it('names the signal, the exit code, or why the process could not start', () => {
    expect(describeExit({ code: null, signal: 'SIGSEGV' })).toBe('was killed by SIGSEGV');
    expect(describeExit({ code: 3, signal: null })).toBe('exited with code 3');
    expect(describeExit({ code: null, signal: null, error: 'spawn node ENOENT' })).toBe(
      'could not be started (spawn node ENOENT)',
    );
  });
});
