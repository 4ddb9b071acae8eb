/**
 * What `npm start` does with its child processes (the API and the projection runner): a child that dies is
 * started again after a growing delay, a child that keeps dying ends the run with a reason, and a stop
 * stops every child and waits for each. Time and processes come in from outside, so the rules are tested
 * without spawning anything.
 */

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Set when the process could not be started at all (e.g. the executable is missing). */
  error?: string;
}

/** One started process, as the supervisor sees it. */
export interface RunningChild {
  readonly pid?: number;
  kill(signal: NodeJS.Signals): void;
  /** Settles once, when the process has exited or failed to start; already settled if it exited before. */
  readonly exited: Promise<ChildExit>;
}

export interface ChildSpec {
  /** As a log line names it: "the API", "the projection runner". */
  name: string;
  start(): RunningChild;
  /** Added to a crash's log line, e.g. where the child's own log is. */
  hint?: string;
}

export interface Timers {
  now(): number;
  /** Runs callback after ms; returns a function that cancels it. */
  schedule(ms: number, callback: () => void): () => void;
}

export const realTimers: Timers = {
  now: () => Date.now(),
  schedule(ms, callback) {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

export interface SupervisorOptions {
  children: ChildSpec[];
  log: (line: string) => void;
  timers?: Timers;
  /** Delay before the first restart; each further crash within the window doubles it, up to maxBackoffMs. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A child that crashes this many times within crashWindowMs ends the run. */
  maxCrashes?: number;
  crashWindowMs?: number;
  /** A child still running this long after SIGTERM gets SIGKILL. */
  stopTimeoutMs?: number;
  /** Exit codes that restarting cannot mend: the API and the runner exit 2 on a configuration error. */
  fatalExitCodes?: number[];
}

export interface SupervisorOutcome {
  /** The exit code `npm start` should end with. */
  code: number;
  reason: string;
}

/** Signals that ask a process to stop: a child that exits by one was stopped on purpose, not crashed. */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

export function describeExit(exit: ChildExit): string {
  if (exit.error) return `could not be started (${exit.error})`;
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code}`;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export class Supervisor {
  readonly finished: Promise<SupervisorOutcome>;
  private finish!: (outcome: SupervisorOutcome) => void;
  private readonly running = new Map<ChildSpec, RunningChild>();
  private readonly pendingRestarts = new Map<ChildSpec, () => void>();
  private readonly crashes = new Map<ChildSpec, number[]>();
  private stopping: Promise<void> | undefined;
  private readonly timers: Timers;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly maxCrashes: number;
  private readonly crashWindowMs: number;
  private readonly stopTimeoutMs: number;
  private readonly fatalExitCodes: number[];

  constructor(private readonly options: SupervisorOptions) {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    this.timers = options.timers ?? realTimers;
    this.initialBackoffMs = options.initialBackoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 15_000;
    this.maxCrashes = options.maxCrashes ?? 5;
    this.crashWindowMs = options.crashWindowMs ?? 60_000;
    this.stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.fatalExitCodes = options.fatalExitCodes ?? [2];
  }

  start(): void {
    for (const spec of this.options.children) this.launch(spec);
  }

  /** The pid of each running child by name, e.g. for a summary. */
  pids(): Record<string, number | undefined> {
    return Object.fromEntries([...this.running].map(([spec, child]) => [spec.name, child.pid]));
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /**
   * Stops every child (SIGTERM, then SIGKILL after stopTimeoutMs) and cancels pending restarts; resolves when
   * all have exited, and `finished` then settles with the outcome. A second call waits for the first.
   */
  stop(outcome: SupervisorOutcome = { code: 0, reason: 'asked to stop' }): Promise<void> {
    if (this.stopping) return this.stopping;
    for (const cancel of this.pendingRestarts.values()) cancel();
    this.pendingRestarts.clear();
    this.stopping = Promise.all([...this.running].map(([spec, child]) => this.stopChild(spec, child))).then(
      () => this.finish(outcome),
    );
    return this.stopping;
  }

  private launch(spec: ChildSpec): void {
    const child = spec.start();
    this.running.set(spec, child);
    void child.exited.then((exit) => this.exited(spec, child, exit));
  }

  private stopChild(spec: ChildSpec, child: RunningChild): Promise<void> {
    const cancelKill = this.timers.schedule(this.stopTimeoutMs, () => {
      this.options.log(`${spec.name} did not stop within ${seconds(this.stopTimeoutMs)}; killing it`);
      child.kill('SIGKILL');
    });
    child.kill('SIGTERM');
    return child.exited.then(() => cancelKill());
  }

  private exited(spec: ChildSpec, child: RunningChild, exit: ChildExit): void {
    if (this.running.get(spec) === child) this.running.delete(spec);
    if (this.stopping) return;
    const what = `${spec.name} ${describeExit(exit)}`;
    const hint = spec.hint ? ` (${spec.hint})` : '';

    if (exit.code === 0 || (exit.signal !== null && STOP_SIGNALS.includes(exit.signal))) {
      this.options.log(`${what}; stopping everything`);
      void this.stop({ code: 0, reason: `${what}` });
      return;
    }
    if (exit.code !== null && this.fatalExitCodes.includes(exit.code)) {
      const reason = `${what}, which means its configuration is wrong; restarting cannot help${hint}`;
      this.options.log(`${reason}; stopping everything`);
      void this.stop({ code: 1, reason });
      return;
    }

    const now = this.timers.now();
    const recent = [...(this.crashes.get(spec) ?? []).filter((at) => now - at < this.crashWindowMs), now];
    this.crashes.set(spec, recent);
    if (recent.length >= this.maxCrashes) {
      const reason =
        `${spec.name} crashed ${recent.length} times within ${seconds(this.crashWindowMs)} ` +
        `(last: ${describeExit(exit)})${hint}`;
      this.options.log(`${reason}; giving up and stopping everything`);
      void this.stop({ code: 1, reason });
      return;
    }
    const delay = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** (recent.length - 1));
    this.options.log(
      `${what}; restarting it in ${seconds(delay)} ` +
        `(crash ${recent.length}; ${this.maxCrashes} within ${seconds(this.crashWindowMs)} end the run)${hint}`,
    );
    const cancel = this.timers.schedule(delay, () => {
      this.pendingRestarts.delete(spec);
      if (this.stopping) return;
      this.launch(spec);
      this.options.log(`restarted ${spec.name} (pid ${this.running.get(spec)?.pid ?? 'unknown'})`);
    });
    this.pendingRestarts.set(spec, cancel);
  }
}
