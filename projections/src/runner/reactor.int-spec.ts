import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { derivedEventId } from '@outreach/backend/platform/commands/command-metadata';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { ProjectionRunner, type ProjectionRunnerOptions } from './projection-runner';
import type { Reactor } from './reactor';
import {
  createProjectionsTestDatabase,
  silentLogger,
  sleep,
  type ProjectionsTestDatabase,
} from './testing/projections-test-database';

jest.setTimeout(30_000);

let tdb: ProjectionsTestDatabase;
const runners: ProjectionRunner[] = [];

function runner(reactors: Reactor[], options: Partial<ProjectionRunnerOptions> = {}): ProjectionRunner {
  const created = new ProjectionRunner({
    pool: tdb.pool,
    eventStore: tdb.eventStore,
    projectors: [],
    reactors,
    pollIntervalMs: 50,
    standbyRetryMs: 50,
    logger: silentLogger,
    ...options,
  });
  runners.push(created);
  return created;
}

/**
 * Issues one command per trigger: a 'Reacted' event on the trigger's own reaction stream, with the event id derived
 * from the trigger's, as every reactor must. `beforeEach` lets a test pause or fail a reaction.
 */
function echoReactor(
  name: string,
  beforeEach: (event: RecordedEvent, index: number) => Promise<void>,
): Reactor {
  return {
    name,
    description: 'answers each of its trigger events with one Reacted event',
    handles: [triggerType(name)],
    async react(events) {
      for (const [index, event] of events.entries()) {
        await beforeEach(event, index);
        const streamId = `reaction-${event.streamId}`;
        await tdb.eventStore.append(
          streamId,
          [
            {
              type: 'Reacted',
              data: { to: event.eventId },
              metadata: { eventId: derivedEventId(event.eventId, streamId, 0) },
            },
          ],
          { expected: 'any' },
        );
      }
    },
  };
}

/** Each test's reactor has a trigger of its own, so a reactor starting at the beginning of the log sees only its own. */
const triggerType = (reactor: string) => `Triggered.${reactor}`;

async function trigger(reactor: string, count: number): Promise<{ streams: string[]; last: string }> {
  const prefix = randomUUID();
  const streams: string[] = [];
  let last = '';
  for (let i = 0; i < count; i += 1) {
    const streamId = `trigger-${prefix}-${i}`;
    streams.push(streamId);
    await tdb.eventStore.append(streamId, [{ type: 'Unrelated', data: {} }], { expected: 'any' });
    last = (
      await tdb.eventStore.append(streamId, [{ type: triggerType(reactor), data: { i } }], {
        expected: 'any',
      })
    ).lastPosition;
  }
  return { streams, last };
}

async function reactionsTo(streams: string[]): Promise<number[]> {
  const counts: number[] = [];
  for (const streamId of streams)
    counts.push((await tdb.eventStore.readStream(`reaction-${streamId}`)).length);
  return counts;
}

beforeAll(async () => {
  tdb = await createProjectionsTestDatabase();
});

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

afterAll(async () => {
  await tdb.close();
});

describe('reactors in the projection runner', () => {
  it('reacts once to each handled event, in log order, and keeps its checkpoint across restarts', async () => {
    const seen: string[] = [];
    const reactor = echoReactor('echo-in-order', async (event) => {
      seen.push(event.streamId);
    });
    const { streams, last } = await trigger('echo-in-order', 5);
    const first = runner([reactor]);
    await first.start();
    await first.waitForReactor('echo-in-order', last);
    expect(seen).toEqual(streams);
    expect(first.runState()).toEqual([
      expect.objectContaining({ name: 'echo-in-order', kind: 'reactor', owner: true, phase: 'live' }),
    ]);
    await first.stop();

    const more = await trigger('echo-in-order', 2);
    const second = runner([reactor]);
    await second.start();
    await second.waitForReactor('echo-in-order', more.last);
    expect(seen).toEqual([...streams, ...more.streams]);
    expect(await reactionsTo([...streams, ...more.streams])).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('repeats a batch whose reaction failed halfway, and the repeated commands record nothing twice', async () => {
    let failures = 0;
    const reactor = echoReactor('echo-fails-once', async (_event, index) => {
      if (index === 2 && failures === 0) {
        failures += 1;
        throw new Error('the provider timed out');
      }
    });
    const { streams, last } = await trigger('echo-fails-once', 4);
    const live = runner([reactor]);
    await live.start();
    await live.waitForReactor('echo-fails-once', last);

    expect(failures).toBe(1);
    expect(await reactionsTo(streams)).toEqual([1, 1, 1, 1]);
    const { rows } = await sql<{ last_error: string | null }>`
      SELECT last_error FROM reactor_state WHERE name = 'echo-fails-once'
    `.execute(tdb.db);
    expect(rows[0].last_error).toBeNull();
  });

  it('hands a batch over when its owner dies mid-reaction; the new owner repeats it without duplicate commands', async () => {
    let release: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedThird: () => void = () => undefined;
    const third = new Promise<void>((resolve) => {
      reachedThird = resolve;
    });
    const dying = echoReactor('echo-handover', async (_event, index) => {
      if (index === 2) {
        reachedThird();
        await frozen;
      }
    });
    const { streams, last } = await trigger('echo-handover', 4);
    const owner = runner([dying]);
    await owner.start();
    await third;
    expect(await reactionsTo(streams)).toEqual([1, 1, 0, 0]);

    // The owner's session ends as a killed process's would: its advisory lock goes with it. Stopping it first keeps
    // it from claiming the reactor again, as a dead process could not.
    const stopped = owner.stop();
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ${`projection-runner:${process.pid}`}
    `.execute(tdb.db);
    const successor = runner([echoReactor('echo-handover', async () => undefined)]);
    await successor.start();
    await successor.waitForReactor('echo-handover', last);
    expect(successor.runState()[0]).toMatchObject({ owner: true });

    // The frozen reaction wakes up late and finishes its batch: its commands are no-ops, its checkpoint is refused.
    release();
    await stopped;
    await sleep(100);
    expect(await reactionsTo(streams)).toEqual([1, 1, 1, 1]);
    const { rows } = await sql<{ checkpoint: string }>`
      SELECT checkpoint FROM reactor_state WHERE name = 'echo-handover'
    `.execute(tdb.db);
    expect(rows[0].checkpoint >= last).toBe(true);
  });

  it('refuses a reactor registered under a name already taken', () => {
    const reactor = echoReactor('echo-twice', async () => undefined);
    expect(() => runner([reactor, reactor])).toThrow('echo-twice is registered twice');
  });
});
