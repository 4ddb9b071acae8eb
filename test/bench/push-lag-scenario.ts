import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import type { BenchSystem, PushBatch, PushPipeline } from './bench-system';
import type { CpuFigures } from './cpu-usage';
import { sleep, summarize, type LatencySummary } from './latency-stats';

export interface PushLagSettings {
  rate: number;
  seconds: number;
  clubs: number;
  /** Appends allowed in flight at once; beyond it the appender falls behind the schedule instead of piling up. */
  maxInFlight: number;
}

export interface PushLagFigures {
  label: string;
  appends: number;
  appendsPerSecond: number;
  pushes: number;
  lagMs: LatencySummary;
  /** Appends no push covered before the drain timeout. */
  missed: number;
  errors: number;
  firstError: string | null;
  cpu?: CpuFigures;
}

export const pushClubCode = (index: number): string => `p${String(index).padStart(5, '0')}`;

/** One ClubCreated per push-run club, so the steady appender only records sign-ups. */
export async function preparePushClubs(system: BenchSystem, clubs: number): Promise<string> {
  let last = '';
  for (let start = 0; start < clubs; start += 16) {
    const outcomes = await Promise.all(
      Array.from({ length: Math.min(16, clubs - start) }, (_, offset) => {
        const code = pushClubCode(start + offset);
        return system.append(
          `club-${code}`,
          [
            {
              type: 'ClubCreated',
              data: { clubCode: code, clubName: `Club ${code}`, maxFreeSignups: 1_000_000, isActive: true },
            },
          ],
          -1,
        );
      }),
    );
    for (const { position } of outcomes) if (position > last) last = position;
  }
  return last;
}

interface Received {
  at: number;
  checkpoint: string;
}

/**
 * A socket.io server and client in this process; the pipeline's pushes are emitted to the client as the
 * app's gateway does. An appender records each append's commit time and position at a steady rate; an
 * append's lag is the time from its commit to the first push whose checkpoint covers its position.
 */
export async function measurePushLag(
  system: BenchSystem,
  label: string,
  settings: PushLagSettings,
  startPipeline: (publish: (batch: PushBatch) => void) => Promise<PushPipeline>,
): Promise<PushLagFigures> {
  const http = createServer();
  const server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as AddressInfo).port;
  const client: Socket = connect(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  let received: Received[] = [];
  client.on('projection.updated', (batch: PushBatch) => {
    received.push({ at: performance.now(), checkpoint: batch.checkpoint });
  });

  const pipeline = await startPipeline((batch) => server.emit('projection.updated', batch));
  try {
    const head = await system.headPosition();
    if (!(await pipeline.caughtUp(head, 60_000)))
      throw new Error(`${label}: pipeline did not catch up with ${head}`);
    await sleep(300);
    received = [];

    const appends: { committedAt: number; position: string }[] = [];
    let errors = 0;
    let firstError: string | null = null;
    let inFlight = 0;
    const total = Math.round(settings.rate * settings.seconds);
    const started = performance.now();
    const pendingAppends: Promise<void>[] = [];
    let issued = 0;
    while (issued < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) * settings.rate) / 1000) + 1);
      while (issued < due && inFlight < settings.maxInFlight) {
        const serial = issued;
        issued += 1;
        inFlight += 1;
        const code = pushClubCode(serial % settings.clubs);
        pendingAppends.push(
          system
            .append(
              `club-${code}`,
              [{ type: 'ClubSignupRecorded', data: { clubCode: code, userId: `push-${serial}` } }],
              'any',
            )
            .then(
              (outcome) => {
                appends.push({ committedAt: performance.now(), position: outcome.position });
                pipeline.afterAppend();
              },
              (error: unknown) => {
                errors += 1;
                firstError ??= error instanceof Error ? error.message : String(error);
              },
            )
            .finally(() => {
              inFlight -= 1;
            }),
        );
      }
      await sleep(1);
    }
    await Promise.all(pendingAppends);
    const elapsed = (performance.now() - started) / 1000;
    const last = appends.reduce((max, append) => (append.position > max ? append.position : max), '');
    await pipeline.caughtUp(last, 15_000);
    await sleep(100);

    // Pushes arrive in checkpoint order; a running maximum guards the search against any that do not.
    const checkpoints: string[] = [];
    let highest = '';
    for (const push of received) {
      if (push.checkpoint > highest) highest = push.checkpoint;
      checkpoints.push(highest);
    }
    const lags: number[] = [];
    let missed = 0;
    for (const append of appends) {
      let low = 0;
      let high = checkpoints.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (checkpoints[mid] >= append.position) high = mid;
        else low = mid + 1;
      }
      if (low === checkpoints.length) missed += 1;
      else lags.push(received[low].at - append.committedAt);
    }
    return {
      label,
      appends: appends.length,
      appendsPerSecond: appends.length / elapsed,
      pushes: received.length,
      lagMs: summarize(lags),
      missed,
      errors,
      firstError,
    };
  } finally {
    await pipeline.stop();
    client.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
