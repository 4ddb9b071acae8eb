import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { DuplicateEventIdMismatch } from '../../errors/domain-error';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { describeEventStoreContract, describeNewestActorPosition } from '../event-store.contract-suite';
import type { EventStore, RecordedEvent } from '../event-store.port';
import { PollingEventStore } from '../polling-event-store';
import { formatPostgresPosition, parsePostgresPosition, PostgresEventStore } from './postgres-event-store';

let tdb: TestDatabase;
let pool: Pool;

beforeAll(async () => {
  tdb = await createTestDatabase();
  pool = new Pool({ connectionString: tdb.url, max: 10 });
  // The drop's FORCE may terminate sockets pool.end() has not closed yet; that must not fail a test.
  pool.on('error', () => undefined);
});

afterAll(async () => {
  await pool.end();
  await tdb.drop();
});

describeEventStoreContract('PostgreSQL', async ({ upcaster }) => new PostgresEventStore(pool, { upcaster }));

/** PostgreSQL's readHistory under the PollingEventStore default that adapters without their own lookup use. */
class ThroughReadHistory extends PostgresEventStore {
  override newestActorPosition(query: Parameters<EventStore['newestActorPosition']>[0]) {
    return PollingEventStore.prototype.newestActorPosition.call(this, query);
  }
}

describe('EventStore contract: the PollingEventStore default over PostgreSQL', () => {
  const opened: EventStore[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });
  describeNewestActorPosition(async () => {
    const store = new ThroughReadHistory(pool);
    opened.push(store);
    return store;
  });
});

describe('PostgresEventStore', () => {
  const received: RecordedEvent[] = [];
  const streamOf = (prefix: string) => `${prefix}-${randomUUID()}`;

  async function eventually(assertion: () => void, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        assertion();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const stores: PostgresEventStore[] = [];
  const openStore = (pollIntervalMs?: number) => {
    const store = new PostgresEventStore(pool, { pollIntervalMs });
    stores.push(store);
    return store;
  };

  beforeEach(() => received.splice(0));
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });

  /**
   * Two open transactions whose orders disagree: 'late' takes its xid first but inserts second, so its
   * global position is the later one. Neither is committed yet.
   */
  async function crossedTransactions(store: PostgresEventStore) {
    const early = await pool.connect();
    const late = await pool.connect();
    const [earlyStream, lateStream] = [streamOf('early'), streamOf('late')];
    await late.query('BEGIN');
    await late.query('SELECT pg_current_xact_id()');
    await early.query('BEGIN');
    const earlyResult = await store.appendWith(early, earlyStream, [{ type: 'Early', data: {} }], {
      expected: 'no_stream',
    });
    const lateResult = await store.appendWith(late, lateStream, [{ type: 'Late', data: {} }], {
      expected: 'no_stream',
    });
    return {
      early,
      late,
      earlyStream,
      lateStream,
      earlyResult,
      lateResult,
      release() {
        early.release();
        late.release();
      },
    };
  }

  it('delivers a transaction that took an earlier global position but commits after a later one to a subscriber that already read past the later one', async () => {
    const store = openStore(10);
    const checkpoint = await store.headPosition();
    const { early, late, earlyStream, lateStream, earlyResult, lateResult, release } =
      await crossedTransactions(store);
    try {
      await late.query('COMMIT');
      expect(Number(parsePostgresPosition(earlyResult.lastPosition).globalPosition)).toBeLessThan(
        Number(parsePostgresPosition(lateResult.lastPosition).globalPosition),
      );

      const subscription = store.subscribe({
        after: checkpoint,
        onEvents: async (events) => {
          received.push(...events.filter((e) => e.streamId === earlyStream || e.streamId === lateStream));
        },
      });
      await eventually(() => expect(received.map((e) => e.type)).toEqual(['Late']));
      await sleep(100);
      expect(received.map((e) => e.type)).toEqual(['Late']);

      await early.query('COMMIT');
      await eventually(() => expect(received.map((e) => e.type)).toEqual(['Late', 'Early']));
      await subscription.stop();
      expect(received.map((e) => e.position)).toEqual([lateResult.lastPosition, earlyResult.lastPosition]);
    } finally {
      release();
    }
  }, 30_000);

  it('holds back events committed after a transaction that is still in flight, then delivers both in commit order', async () => {
    const store = openStore(10);
    const checkpoint = await store.headPosition();
    const open = await pool.connect();
    const [openStream, committedStream] = [streamOf('open'), streamOf('committed')];
    try {
      await open.query('BEGIN');
      await store.appendWith(open, openStream, [{ type: 'InFlight', data: {} }], { expected: 'no_stream' });
      const committed = await store.append(committedStream, [{ type: 'Committed', data: {} }], {
        expected: 'no_stream',
      });

      const subscription = store.subscribe({
        after: checkpoint,
        onEvents: async (events) => {
          received.push(...events.filter((e) => e.streamId === openStream || e.streamId === committedStream));
        },
      });
      await sleep(200);
      expect(received).toEqual([]);
      expect((await store.headPosition()) < committed.lastPosition).toBe(true);

      await open.query('COMMIT');
      await eventually(() => expect(received.map((e) => e.type)).toEqual(['InFlight', 'Committed']));
      await subscription.stop();
    } finally {
      open.release();
    }
  }, 30_000);

  it("does not hold back this database's readers for a transaction open in another database of the server", async () => {
    const store = openStore(10);
    const other = await createTestDatabase();
    const elsewhere = new Pool({ connectionString: other.url, max: 1 });
    elsewhere.on('error', () => undefined);
    const open = await elsewhere.connect();
    try {
      await open.query('BEGIN');
      await open.query('SELECT pg_current_xact_id()');
      const streamId = streamOf('beside-other-database');
      const checkpoint = await store.headPosition();
      const { lastPosition } = await store.append(streamId, [{ type: 'Committed', data: {} }], {
        expected: 'no_stream',
      });

      expect(await store.headPosition()).toBe(lastPosition);
      const read = await store.readAll({ after: checkpoint, maxCount: 100 });
      expect(read.map((event) => event.streamId)).toContain(streamId);
    } finally {
      await open.query('ROLLBACK');
      open.release();
      await elsewhere.end();
      await other.drop();
    }
  });

  it('drops the events of a transaction that rolls back', async () => {
    const store = openStore();
    const streamId = streamOf('rolled-back');
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await store.appendWith(client, streamId, [{ type: 'Gone', data: {} }], { expected: 'no_stream' });
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }

    expect(await store.readStream(streamId)).toEqual([]);
    expect(
      (await store.append(streamId, [{ type: 'Kept', data: {} }], { expected: 'no_stream' }))
        .nextExpectedVersion,
    ).toBe(0);
  });

  it('rejects an event id that was already used in another stream', async () => {
    const store = openStore();
    const eventId = randomUUID();
    await store.append(streamOf('first'), [{ type: 'A', data: {}, metadata: { eventId } }], {
      expected: 'any',
    });

    await expect(
      store.append(streamOf('second'), [{ type: 'A', data: {}, metadata: { eventId } }], { expected: 'any' }),
    ).rejects.toThrow(DuplicateEventIdMismatch);
  });

  it('pages history in commit order, as readAll delivers it, when a later global position committed first', async () => {
    const store = openStore();
    const { early, late, earlyStream, lateStream, release } = await crossedTransactions(store);
    try {
      await late.query('COMMIT');
      await early.query('COMMIT');
    } finally {
      release();
    }
    const history = (order: 'asc' | 'desc') =>
      store.readHistory({ streamIds: [earlyStream, lateStream], order, limit: 10, offset: 0 });

    expect((await history('asc')).events.map((event) => event.type)).toEqual(['Late', 'Early']);
    expect((await history('desc')).events.map((event) => event.type)).toEqual(['Early', 'Late']);
    const ascending = (await history('asc')).events.map((event) => event.position);
    expect(ascending).toEqual([...ascending].sort());
  }, 30_000);

  it('writes none of a multi-stream append when a later stream refuses its expected version', async () => {
    const store = openStore();
    const [first, taken, last] = [streamOf('many'), streamOf('many'), streamOf('many')];
    await store.append(taken, [{ type: 'Existing', data: {} }], { expected: 'no_stream' });

    await expect(
      store.appendMany([
        { streamId: first, events: [{ type: 'A', data: {} }], expected: 'no_stream' },
        { streamId: last, events: [{ type: 'B', data: {} }], expected: 'any' },
        { streamId: taken, events: [{ type: 'C', data: {} }], expected: 5 },
      ]),
    ).rejects.toMatchObject({ streamId: taken, actual: 0 });

    const read = await store.readStreams([first, taken, last]);
    expect([...read.values()].map((events) => events.map((e) => e.type))).toEqual([[], ['Existing'], []]);
    expect(
      (await store.append(first, [{ type: 'A', data: {} }], { expected: 'no_stream' })).nextExpectedVersion,
    ).toBe(0);
  });

  it('appends thousands of streams in one transaction, every event in the order given', async () => {
    const store = openStore();
    const streams = Array.from({ length: 12_000 }, () => streamOf('bulk'));

    const results = await store.appendMany(
      streams.map((streamId, index) => ({
        streamId,
        events: [{ type: 'Imported', data: { index } }],
        expected: 'no_stream' as const,
      })),
    );

    const positions = results.map((result) => result.lastPosition);
    expect(new Set(positions.map((position) => parsePostgresPosition(position).txId)).size).toBe(1);
    expect([...positions].sort()).toEqual(positions);
    const read = await store.readStreams([streams[0], streams[11_999]]);
    expect(read.get(streams[11_999])!.map((e) => [e.data, e.position])).toEqual([
      [{ index: 11_999 }, positions[11_999]],
    ]);
  }, 60_000);

  it('formats positions so that string order is (transaction id, global position) order', () => {
    const positions = [
      formatPostgresPosition('9', '100'),
      formatPostgresPosition('10', '2'),
      formatPostgresPosition('10', '11'),
      formatPostgresPosition('18446744073709551615', '1'),
    ];

    expect([...positions].sort()).toEqual(positions);
    expect(parsePostgresPosition(positions[1])).toEqual({ txId: '10', globalPosition: '2' });
    expect(() => parsePostgresPosition('12-34')).toThrow();
  });
});
