import { loadavg } from 'node:os';
import { eachFlag, positiveWhole } from './bench-options';
import { percentile, round } from './latency-stats';

/*
 * What the read benches (audit history, contacts list) share: the common flags, the interleaved timing rounds
 * and the percentiles of each scenario.
 */

export interface ReadBenchOptions {
  databaseUrl: string;
  reads: number;
  warmup: number;
  keep: boolean;
}

/**
 * Reads the flags every read bench has into `options`; `more` takes the bench's own flags and answers false
 * for one it does not know.
 */
export function parseReadBenchOptions<T extends ReadBenchOptions>(
  argv: string[],
  options: T,
  usage: string,
  more: (flag: string, value: () => string) => boolean,
): T {
  eachFlag(argv, (flag, value) => {
    if (flag === '--database-url') options.databaseUrl = value();
    else if (flag === '--reads') options.reads = positiveWhole(value(), flag);
    else if (flag === '--warmup') options.warmup = positiveWhole(value(), flag);
    else if (flag === '--keep') options.keep = true;
    else if (flag === '--help') {
      process.stdout.write(usage);
      process.exit(0);
    } else if (!more(flag, value)) throw new Error(`Unknown flag ${flag} (try --help)`);
  });
  return options;
}

export interface TimedScenario {
  label: string;
  run: () => Promise<unknown>;
  timings: number[];
}

/** Warm-up rounds, then `reads` timed rounds; rounds interleave the scenarios so each sees the same background load. */
export async function timeInRounds(
  scenarios: TimedScenario[],
  { warmup, reads }: Pick<ReadBenchOptions, 'warmup' | 'reads'>,
): Promise<void> {
  for (let pass = 0; pass < warmup; pass += 1) {
    for (const scenario of scenarios) await scenario.run();
  }
  for (let pass = 0; pass < reads; pass += 1) {
    for (const scenario of scenarios) {
      const start = process.hrtime.bigint();
      await scenario.run();
      scenario.timings.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
}

export interface ScenarioFigures {
  label: string;
  p50: number;
  p95: number;
  p99: number;
}

export function figuresOf(scenarios: TimedScenario[]): ScenarioFigures[] {
  return scenarios.map((scenario) => {
    const sorted = [...scenario.timings].sort((a, b) => a - b);
    return {
      label: scenario.label,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    };
  });
}

/** A latency in a fixed-width column. */
export const ms = (value: number): string => round(value, 2).toFixed(2).padStart(7);

/** The 1-minute load average, printed beside the figures because other work on the machine inflates them. */
export const loadLine = (): string => loadavg()[0].toFixed(2);
