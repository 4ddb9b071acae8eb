import { Pool } from 'pg';
import { PostgresEventStore } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { clubsListProjector } from '../../clubs-list/clubs-list.projector';
import { ProjectionRunner } from '../projection-runner';
import type { Projector } from '../projector';

/*
 * A runner in its own process, for tests that kill it. Environment:
 *   RUNNER_DATABASE_URL, RUNNER_BATCH_SIZE, RUNNER_HANG_AT_APPLY (n: the n-th apply writes half its
 *   events, prints HUNG_MID_BATCH and never returns, so the test can SIGKILL it inside the transaction).
 * Prints OWNER <name> when it owns a projector and BATCH <checkpoint> after each pushed batch.
 */
const url = process.env.RUNNER_DATABASE_URL ?? '';
const batchSize = Number(process.env.RUNNER_BATCH_SIZE ?? 500);
const hangAt = Number(process.env.RUNNER_HANG_AT_APPLY ?? 0);
let applies = 0;

const projector: Projector = {
  ...clubsListProjector,
  async apply(trx, events) {
    applies += 1;
    if (applies === hangAt) {
      const half = Math.floor(events.length / 2);
      await clubsListProjector.apply(trx, events.slice(0, half));
      process.stdout.write(`HUNG_MID_BATCH ${half}\n`);
      await new Promise(() => undefined);
    }
    return clubsListProjector.apply(trx, events);
  },
};

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: url, max: 4 });
  const runner = new ProjectionRunner({
    pool,
    eventStore: new PostgresEventStore(pool),
    projectors: [projector],
    batchSize,
    pollIntervalMs: 50,
    standbyRetryMs: 100,
    publish: (batch) => process.stdout.write(`BATCH ${batch.checkpoint}\n`),
    logger: {
      info: () => undefined,
      warn: (context, message) => process.stderr.write(`${message} ${JSON.stringify(context)}\n`),
      error: (context, message) => process.stderr.write(`${message} ${JSON.stringify(context)}\n`),
    },
  });
  await runner.start();
  process.stdout.write('STARTED\n');
  let announced = false;
  const watch = setInterval(() => {
    const owner = runner.runState().some((state) => state.owner);
    if (owner && !announced) process.stdout.write(`OWNER ${projector.name}\n`);
    announced = owner;
  }, 20);
  process.on('SIGTERM', () => {
    clearInterval(watch);
    void runner.stop().then(() => pool.end().then(() => process.exit(0)));
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`runner child failed: ${String(error)}\n`);
  process.exit(1);
});
