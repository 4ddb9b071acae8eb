import type { BenchEvent, BenchSystem } from './bench-system';
import type { CpuFigures } from './cpu-usage';
import { summarize, type LatencySummary } from './latency-stats';

export interface AppendCell {
  /** Distinguishes the streams of each cell, so no cell appends to another's streams. */
  cell: string;
  writers: number;
  eventsPerAppend: number;
  streamsPerWriter: number;
  warmupSeconds: number;
  seconds: number;
}

export interface AppendFigures {
  writers: number;
  eventsPerAppend: number;
  appends: number;
  appendsPerSecond: number;
  eventsPerSecond: number;
  latencyMs: LatencySummary;
  errors: number;
  firstError: string | null;
  /** Filled in by the worker around the whole cell (warm-up included). */
  cpu?: CpuFigures;
}

function eventsFor(code: string, count: number, isNew: boolean, serial: number): BenchEvent[] {
  return Array.from({ length: count }, (_, index) =>
    isNew && index === 0
      ? {
          type: 'ClubCreated',
          data: { clubCode: code, clubName: `Club ${code}`, maxFreeSignups: 1_000_000, isActive: true },
        }
      : { type: 'ClubSignupRecorded', data: { clubCode: code, userId: `user-${serial}-${index}` } },
  );
}

/**
 * N writers, each appending in a closed loop to its own streams (round robin) with the expected version
 * it tracks per stream. Appends that start during warm-up are not recorded; the window then runs for
 * `seconds` and every append started in it is timed from call to resolved promise.
 */
export async function runAppendCell(system: BenchSystem, cell: AppendCell): Promise<AppendFigures> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const started = performance.now();
  const measureFrom = started + cell.warmupSeconds * 1000;
  const measureTo = measureFrom + cell.seconds * 1000;
  let lastCompletion = measureFrom;

  const writer = async (writerIndex: number) => {
    const versions = new Array<number>(cell.streamsPerWriter).fill(-1);
    const generations = new Array<number>(cell.streamsPerWriter).fill(0);
    for (let serial = 0; ; serial += 1) {
      const t0 = performance.now();
      if (t0 >= measureTo) return;
      const slot = serial % cell.streamsPerWriter;
      const code = `${cell.cell}w${writerIndex}s${slot}g${generations[slot]}`;
      try {
        const outcome = await system.append(
          `club-${code}`,
          eventsFor(code, cell.eventsPerAppend, versions[slot] < 0, serial),
          versions[slot],
        );
        versions[slot] = outcome.nextVersion;
        const t1 = performance.now();
        if (t0 >= measureFrom) {
          latencies.push(t1 - t0);
          if (t1 > lastCompletion) lastCompletion = t1;
        }
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        // A failed append leaves the version unknown; the slot moves on to a new stream.
        versions[slot] = -1;
        generations[slot] += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: cell.writers }, (_, index) => writer(index)));

  const window = Math.max(lastCompletion - measureFrom, 1) / 1000;
  return {
    writers: cell.writers,
    eventsPerAppend: cell.eventsPerAppend,
    appends: latencies.length,
    appendsPerSecond: latencies.length / window,
    eventsPerSecond: (latencies.length * cell.eventsPerAppend) / window,
    latencyMs: summarize(latencies),
    errors,
    firstError,
  };
}
