import { randomUUID } from 'node:crypto';
import { DuplicateEventIdMismatch, WrongExpectedVersion } from '../errors/domain-error';
import {
  ACTOR_RECENT_WINDOW,
  START,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from './event-store.port';
import { UpcasterRegistry, type Upcaster } from './upcasting';

/** Creates a store over the log under test; every call shares that log. */
export type EventStoreFactory = (options: { upcaster?: Upcaster }) => Promise<EventStore>;

function newStreamId(category = 'contract'): string {
  return `${category}-${randomUUID()}`;
}

function event(type: string, data: unknown = {}, eventId?: string): NewEvent {
  return { type, data, metadata: eventId ? { eventId } : undefined };
}

const TIMEOUT = 30_000;

async function eventually(assertion: () => void | Promise<void>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

function isSorted(positions: Position[]): boolean {
  return positions.every((position, index) => index === 0 || positions[index - 1] < position);
}

/** The behaviour every EventStore adapter must show; run it from each adapter's integration spec. */
export function describeEventStoreContract(name: string, factory: EventStoreFactory): void {
  describe(`EventStore contract: ${name}`, () => {
    const opened: EventStore[] = [];
    const open = async (upcaster?: Upcaster) => {
      const store = await factory({ upcaster });
      opened.push(store);
      return store;
    };

    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()));
    });

    describe('append', () => {
      it('appends to a new stream with no_stream, numbering versions from 0', async () => {
        const store = await open();
        const streamId = newStreamId();

        const result = await store.append(streamId, [event('A', { n: 1 }), event('B', { n: 2 })], {
          expected: 'no_stream',
        });

        expect(result.nextExpectedVersion).toBe(1);
        expect(result.positions).toHaveLength(2);
        expect(isSorted(result.positions)).toBe(true);
        expect(result.lastPosition).toBe(result.positions[1]);
        const events = await store.readStream(streamId);
        expect(events.map((e) => [e.streamId, e.streamVersion, e.type, e.data, e.position])).toEqual([
          [streamId, 0, 'A', { n: 1 }, result.positions[0]],
          [streamId, 1, 'B', { n: 2 }, result.positions[1]],
        ]);
      });

      it('fills in missing metadata and keeps what the caller gave', async () => {
        const store = await open();
        const streamId = newStreamId();
        const before = Date.now();

        await store.append(
          streamId,
          [
            event('A'),
            {
              type: 'B',
              data: {},
              metadata: { actorUserId: 'user-1', correlationId: 'corr-1', causationId: 'cause-1' },
            },
          ],
          { expected: 'no_stream' },
        );

        const [first, second] = await store.readStream(streamId);
        expect(first.metadata).toEqual({
          eventId: first.eventId,
          actorUserId: null,
          correlationId: first.eventId,
          causationId: null,
          recordedAt: expect.any(String),
          schemaVersion: 1,
        });
        expect(first.eventId).toMatch(/^[0-9a-f-]{36}$/);
        expect(Date.parse(first.metadata.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
        expect(second.metadata).toMatchObject({
          eventId: second.eventId,
          actorUserId: 'user-1',
          correlationId: 'corr-1',
          causationId: 'cause-1',
        });
      });

      it('rejects no_stream on an existing stream and writes nothing', async () => {
        const store = await open();
        const streamId = newStreamId();
        await store.append(streamId, [event('A')], { expected: 'no_stream' });

        await expect(store.append(streamId, [event('B')], { expected: 'no_stream' })).rejects.toThrow(
          WrongExpectedVersion,
        );

        expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A']);
      });

      it('rejects stream_exists on a missing stream and accepts it on an existing one', async () => {
        const store = await open();
        const streamId = newStreamId();

        await expect(store.append(streamId, [event('A')], { expected: 'stream_exists' })).rejects.toThrow(
          WrongExpectedVersion,
        );
        expect(await store.readStream(streamId)).toEqual([]);

        await store.append(streamId, [event('A')], { expected: 'no_stream' });
        const result = await store.append(streamId, [event('B')], { expected: 'stream_exists' });
        expect(result.nextExpectedVersion).toBe(1);
      });

      it('appends at the exact expected version and rejects a stale one with the actual version', async () => {
        const store = await open();
        const streamId = newStreamId();
        await store.append(streamId, [event('A'), event('B')], { expected: -1 });

        const result = await store.append(streamId, [event('C')], { expected: 1 });
        expect(result.nextExpectedVersion).toBe(2);

        const stale = store.append(streamId, [event('D')], { expected: 1 });
        await expect(stale).rejects.toThrow(WrongExpectedVersion);
        await expect(stale).rejects.toMatchObject({ streamId, actual: 2 });
        await expect(store.append(newStreamId(), [event('A')], { expected: 0 })).rejects.toThrow(
          WrongExpectedVersion,
        );
        expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('appends with any whether or not the stream exists', async () => {
        const store = await open();
        const streamId = newStreamId();

        expect((await store.append(streamId, [event('A')], { expected: 'any' })).nextExpectedVersion).toBe(0);
        expect((await store.append(streamId, [event('B')], { expected: 'any' })).nextExpectedVersion).toBe(1);
        expect((await store.readStream(streamId)).map((e) => e.streamVersion)).toEqual([0, 1]);
      });

      it('lets exactly one of two concurrent appends at the same expected version win', async () => {
        const store = await open();
        const streamId = newStreamId();
        await store.append(streamId, [event('Created')], { expected: 'no_stream' });

        const outcomes = await Promise.allSettled([
          store.append(streamId, [event('Left', { side: 'left' }), event('Left2')], { expected: 0 }),
          store.append(streamId, [event('Right', { side: 'right' })], { expected: 0 }),
        ]);

        const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
        const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
        expect(fulfilled).toHaveLength(1);
        expect(rejected).toHaveLength(1);
        expect((rejected[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersion);
        const winner =
          outcomes[0].status === 'fulfilled' ? ['Created', 'Left', 'Left2'] : ['Created', 'Right'];
        expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(winner);
      });

      it('returns the original positions and version when an append is repeated with the same event ids', async () => {
        const store = await open();
        const streamId = newStreamId();
        const ids = [randomUUID(), randomUUID()];
        const append = () =>
          store.append(streamId, [event('A', {}, ids[0]), event('B', {}, ids[1])], { expected: 'no_stream' });

        const original = await append();
        await store.append(streamId, [event('C')], { expected: 1 });
        const repeated = await append();

        expect(repeated).toEqual(original);
        expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
      });

      it('gives both callers the same result when identical appends race', async () => {
        const store = await open();
        for (const expected of ['no_stream', 'any'] as const) {
          const streamId = newStreamId();
          const ids = [randomUUID(), randomUUID()];
          const append = () =>
            store.append(streamId, [event('A', {}, ids[0]), event('B', {}, ids[1])], { expected });

          const [first, second] = await Promise.all([append(), append()]);

          expect(second).toEqual(first);
          expect((await store.readStream(streamId)).map((e) => e.eventId)).toEqual(ids);
        }
      });

      it('rejects an event id reused in a different append', async () => {
        const store = await open();
        const streamId = newStreamId();
        const reused = randomUUID();
        await store.append(streamId, [event('A', {}, reused)], { expected: 'no_stream' });

        await expect(
          store.append(streamId, [event('A', {}, reused), event('B')], { expected: 'any' }),
        ).rejects.toThrow(DuplicateEventIdMismatch);
        await expect(
          store.append(streamId, [event('C'), event('D'), event('E', {}, reused)], { expected: 0 }),
        ).rejects.toThrow(DuplicateEventIdMismatch);
        expect((await store.readStream(streamId)).map((e) => e.type)).toEqual(['A']);
      });

      it('rejects one append that carries the same event id twice', async () => {
        const store = await open();
        const id = randomUUID();

        await expect(
          store.append(newStreamId(), [event('A', {}, id), event('B', {}, id)], { expected: 'no_stream' }),
        ).rejects.toThrow(DuplicateEventIdMismatch);
      });
    });

    describe('appendMany', () => {
      it('appends to several streams at their own expected versions, results and positions in the order given', async () => {
        const store = await open();
        const [fresh, existing, anyStream] = [newStreamId(), newStreamId(), newStreamId()];
        await store.append(existing, [event('A')], { expected: 'no_stream' });

        const results = await store.appendMany([
          { streamId: fresh, events: [event('F1', { n: 1 }), event('F2', { n: 2 })], expected: 'no_stream' },
          { streamId: existing, events: [event('B')], expected: 0 },
          { streamId: anyStream, events: [event('C')], expected: 'any' },
        ]);

        expect(results.map((result) => result.nextExpectedVersion)).toEqual([1, 1, 0]);
        const positions = results.flatMap((result) => result.positions);
        expect(positions).toHaveLength(4);
        expect(isSorted(positions)).toBe(true);
        expect(results.map((result) => result.lastPosition)).toEqual([
          positions[1],
          positions[2],
          positions[3],
        ]);
        const read = await store.readStreams([fresh, existing, anyStream, newStreamId()]);
        expect([...read.values()].map((events) => events.map((e) => [e.type, e.streamVersion]))).toEqual([
          [
            ['F1', 0],
            ['F2', 1],
          ],
          [
            ['A', 0],
            ['B', 1],
          ],
          [['C', 0]],
          [],
        ]);
        expect(read.get(fresh)!.map((e) => e.position)).toEqual(results[0].positions);
      });

      it('refuses the append at a stale expected version, naming the stream and its actual version', async () => {
        const store = await open();
        const [taken, other] = [newStreamId(), newStreamId()];
        await store.append(taken, [event('A')], { expected: 'no_stream' });

        const stale = store.appendMany([
          { streamId: taken, events: [event('B')], expected: 'no_stream' },
          { streamId: other, events: [event('C')], expected: 'no_stream' },
        ]);

        await expect(stale).rejects.toThrow(WrongExpectedVersion);
        await expect(stale).rejects.toMatchObject({ streamId: taken, actual: 0 });
        expect((await store.readStreams([taken, other])).get(other)).toEqual([]);
        expect((await store.readStream(taken)).map((e) => e.type)).toEqual(['A']);
      });

      it('returns the original results when repeated with the same event ids, and nothing twice', async () => {
        const store = await open();
        const streams = [newStreamId(), newStreamId()];
        const ids = [randomUUID(), randomUUID(), randomUUID()];
        const appendBoth = () =>
          store.appendMany([
            {
              streamId: streams[0],
              events: [event('A', {}, ids[0]), event('B', {}, ids[1])],
              expected: 'no_stream',
            },
            { streamId: streams[1], events: [event('C', {}, ids[2])], expected: 'no_stream' },
          ]);

        const original = await appendBoth();
        const repeated = await appendBoth();

        expect(repeated).toEqual(original);
        const read = await store.readStreams(streams);
        expect([...read.values()].map((events) => events.map((e) => e.eventId))).toEqual([
          [ids[0], ids[1]],
          [ids[2]],
        ]);
      });

      it('refuses a stream named twice and an event id used twice, and appends nothing for an empty list', async () => {
        const store = await open();
        const streamId = newStreamId();
        const id = randomUUID();

        await expect(
          store.appendMany([
            { streamId, events: [event('A')], expected: 'any' },
            { streamId, events: [event('B')], expected: 'any' },
          ]),
        ).rejects.toThrow(/more than once/);
        await expect(
          store.appendMany([
            { streamId, events: [event('A', {}, id)], expected: 'any' },
            { streamId: newStreamId(), events: [event('B', {}, id)], expected: 'any' },
          ]),
        ).rejects.toThrow(DuplicateEventIdMismatch);
        expect(await store.appendMany([])).toEqual([]);
        expect(await store.readStream(streamId)).toEqual([]);
      });
    });

    describe('readStream', () => {
      it('reads forwards and backwards from a version with a maximum count', async () => {
        const store = await open();
        const streamId = newStreamId();
        await store.append(
          streamId,
          ['E0', 'E1', 'E2', 'E3', 'E4'].map((type) => event(type)),
          { expected: 'no_stream' },
        );
        const types = (events: RecordedEvent[]) => events.map((e) => e.type);

        expect(types(await store.readStream(streamId))).toEqual(['E0', 'E1', 'E2', 'E3', 'E4']);
        expect(types(await store.readStream(streamId, { fromVersion: 2 }))).toEqual(['E2', 'E3', 'E4']);
        expect(types(await store.readStream(streamId, { fromVersion: 1, maxCount: 2 }))).toEqual([
          'E1',
          'E2',
        ]);
        expect(types(await store.readStream(streamId, { direction: 'backwards' }))).toEqual([
          'E4',
          'E3',
          'E2',
          'E1',
          'E0',
        ]);
        expect(
          types(await store.readStream(streamId, { direction: 'backwards', fromVersion: 3, maxCount: 2 })),
        ).toEqual(['E3', 'E2']);
        expect(types(await store.readStream(streamId, { direction: 'backwards', maxCount: 1 }))).toEqual([
          'E4',
        ]);
      });

      it('reads a missing stream as empty', async () => {
        const store = await open();

        expect(await store.readStream(newStreamId())).toEqual([]);
        expect(await store.readStream(newStreamId(), { direction: 'backwards' })).toEqual([]);
      });
    });

    describe('readAll', () => {
      it(
        'reads everything after a checkpoint in commit order, page by page',
        async () => {
          const store = await open();
          const checkpoint = await store.headPosition();
          const [first, second] = [newStreamId(), newStreamId()];
          const appended: string[] = [];
          for (let index = 0; index < 4; index++) {
            const streamId = index % 2 === 0 ? first : second;
            const result = await store.append(streamId, [event(`E${index}a`), event(`E${index}b`)], {
              expected: 'any',
            });
            appended.push(...result.positions);
          }

          // Reads may lag behind transactions still in flight elsewhere, never skip past them.
          const read: RecordedEvent[] = [];
          const ours = () => read.filter((e) => e.streamId === first || e.streamId === second);
          let after = checkpoint;
          await eventually(async () => {
            for (;;) {
              const page = await store.readAll({ after, maxCount: 3 });
              expect(page.length).toBeLessThanOrEqual(3);
              if (page.length === 0) break;
              read.push(...page);
              after = page[page.length - 1].position;
            }
            expect(ours()).toHaveLength(8);
          });

          expect(ours().map((e) => e.type)).toEqual(['E0a', 'E0b', 'E1a', 'E1b', 'E2a', 'E2b', 'E3a', 'E3b']);
          expect(ours().map((e) => e.position)).toEqual(appended);
          expect(isSorted(read.map((e) => e.position))).toBe(true);
          expect(read.every((e) => e.position > checkpoint)).toBe(true);
          expect(await store.readAll({ after, maxCount: 10 })).toEqual([]);
          expect(await store.headPosition()).toBe(after);
        },
        TIMEOUT,
      );

      it(
        'keeps log order across a digit boundary in positions, so no page skips an event',
        async () => {
          const store = await open();
          const checkpoint = await store.headPosition();
          const streamId = newStreamId();
          const result = await store.append(
            streamId,
            Array.from({ length: 120 }, (_, index) => event(`N${index}`)),
            { expected: 'no_stream' },
          );

          const read: RecordedEvent[] = [];
          let after = checkpoint;
          await eventually(async () => {
            for (;;) {
              const page = await store.readAll({ after, maxCount: 7 });
              if (page.length === 0) break;
              read.push(...page);
              after = page[page.length - 1].position;
            }
            expect(read.filter((e) => e.streamId === streamId)).toHaveLength(120);
          });
          expect(read.filter((e) => e.streamId === streamId).map((e) => e.position)).toEqual(
            result.positions,
          );
          expect(isSorted(read.map((e) => e.position))).toBe(true);
          expect(await store.headPosition()).toBe(after);
        },
        TIMEOUT,
      );

      it(
        'starts from the beginning of the log at START',
        async () => {
          const store = await open();
          await store.append(newStreamId(), [event('A')], { expected: 'no_stream' });

          await eventually(async () => {
            const [first] = await store.readAll({ after: START, maxCount: 1 });
            expect(first.position > START).toBe(true);
            expect(await store.headPosition()).not.toBe(START);
          });
        },
        TIMEOUT,
      );
    });

    describeNewestActorPosition(() => open());

    describe('readHistory', () => {
      const by = (actorUserId: string | null, type: string, recordedAt?: string): NewEvent => ({
        type,
        data: { type },
        metadata: { actorUserId, ...(recordedAt ? { recordedAt } : {}) },
      });
      const types = (events: RecordedEvent[]) => events.map((e) => e.type);

      it('returns the streams and what the actor did elsewhere, each event once, in log order', async () => {
        const store = await open();
        const actor = randomUUID();
        const [own, club, otherClub, unrelated] = [
          newStreamId('user'),
          newStreamId('club'),
          newStreamId('club'),
          newStreamId('club'),
        ];
        await store.append(own, [by(actor, 'Registered'), by('admin', 'PlanChanged')], { expected: 'any' });
        await store.append(club, [by(actor, 'Joined'), by(randomUUID(), 'Joined')], { expected: 'any' });
        await store.append(unrelated, [by(randomUUID(), 'Noise')], { expected: 'any' });
        await store.append(own, [by(null, 'Expired')], { expected: 'any' });
        await store.append(otherClub, [by(actor, 'Created')], { expected: 'any' });

        const page = await store.readHistory({
          streamIds: [own],
          actorUserId: actor,
          order: 'asc',
          limit: 100,
          offset: 0,
        });

        expect(types(page.events)).toEqual(['Registered', 'PlanChanged', 'Joined', 'Expired', 'Created']);
        expect(page.events.map((e) => e.streamId)).toEqual([own, own, club, own, otherClub]);
        expect(isSorted(page.events.map((e) => e.position))).toBe(true);
        expect(page.total).toBe(5);
        expect(page.types).toEqual(['Created', 'Expired', 'Joined', 'PlanChanged', 'Registered']);
        const newestFirst = await store.readHistory({
          streamIds: [own],
          actorUserId: actor,
          order: 'desc',
          limit: 100,
          offset: 0,
        });
        expect(newestFirst.events).toEqual([...page.events].reverse());
        const streamsOnly = await store.readHistory({
          streamIds: [own],
          order: 'asc',
          limit: 100,
          offset: 0,
        });
        expect(types(streamsOnly.events)).toEqual(['Registered', 'PlanChanged', 'Expired']);
      });

      it('filters by type and inclusive dates, pages, and counts the whole filtered match', async () => {
        const store = await open();
        const actor = randomUUID();
        const own = newStreamId('user');
        const day = (n: number) => `2026-03-0${n}T12:00:00.000Z`;
        await store.append(
          own,
          [
            by(actor, 'SignedIn', day(1)),
            by(actor, 'SignedOut', day(2)),
            by(actor, 'SignedIn', day(3)),
            by(actor, 'SignedIn', day(4)),
          ],
          { expected: 'any' },
        );
        await store.append(newStreamId('club'), [by(actor, 'SignedIn', day(5))], { expected: 'any' });
        const read = (filter: Partial<Parameters<EventStore['readHistory']>[0]>) =>
          store.readHistory({
            streamIds: [own],
            actorUserId: actor,
            order: 'asc',
            limit: 100,
            offset: 0,
            ...filter,
          });

        const signIns = await read({ types: ['SignedIn'] });
        expect(signIns.events.map((e) => e.metadata.recordedAt)).toEqual([day(1), day(3), day(4), day(5)]);
        expect(signIns.total).toBe(4);
        expect(signIns.types).toEqual(['SignedIn', 'SignedOut']);

        const window = await read({ from: new Date(day(2)), to: new Date(day(4)) });
        expect(types(window.events)).toEqual(['SignedOut', 'SignedIn', 'SignedIn']);
        expect(window.total).toBe(3);

        const secondPage = await read({ types: ['SignedIn'], order: 'desc', limit: 2, offset: 2 });
        expect(secondPage.events.map((e) => e.metadata.recordedAt)).toEqual([day(3), day(1)]);
        expect(secondPage.total).toBe(4);

        const pastTheEnd = await read({ limit: 10, offset: 10 });
        expect(pastTheEnd).toEqual({ events: [], total: 5, types: ['SignedIn', 'SignedOut'] });
        expect(await read({ types: ['SignedIn'], from: new Date('2026-04-01T00:00:00Z') })).toEqual({
          events: [],
          total: 0,
          types: ['SignedIn', 'SignedOut'],
        });
      });

      it('finds nothing for a stream that does not exist and an actor who did nothing', async () => {
        const store = await open();

        expect(
          await store.readHistory({
            streamIds: [newStreamId('user')],
            actorUserId: randomUUID(),
            order: 'desc',
            limit: 20,
            offset: 0,
          }),
        ).toEqual({ events: [], total: 0, types: [] });
      });
    });

    describe('aggregate', () => {
      it('folds a stream into state with its version, and reports -1 for a missing stream', async () => {
        const store = await open();
        const streamId = newStreamId();
        await store.append(streamId, [event('Added', { n: 2 }), event('Added', { n: 5 })], {
          expected: 'no_stream',
        });
        await store.append(streamId, [event('Removed', { n: 1 })], { expected: 1 });
        const evolve = (total: number, e: RecordedEvent<string, { n: number }>) =>
          e.type === 'Added' ? total + e.data.n : total - e.data.n;

        expect(await store.aggregate(streamId, evolve, 0)).toEqual({ state: 6, version: 2 });
        expect(await store.aggregate(newStreamId(), evolve, 0)).toEqual({ state: 0, version: -1 });
      });
    });

    describe('upcasting', () => {
      it(
        'brings an old event version up to date on every read path',
        async () => {
          const type = `Renamed${randomUUID().slice(0, 8)}`;
          const streamId = newStreamId();
          const legacy = await open();
          const checkpoint = await legacy.headPosition();
          await legacy.append(streamId, [{ type, data: { name: 'Ada Lovelace' } }], {
            expected: 'no_stream',
          });

          const upcaster = new UpcasterRegistry()
            .register(type, 1, (data: { name: string }) => {
              const [first, last] = data.name.split(' ');
              return { first, last };
            })
            .register(type, 2, (data: { first: string; last: string }) => ({ ...data, title: null }));
          const store = await open(upcaster);
          await store.append(streamId, [{ type, data: { first: 'Grace', last: 'Hopper', title: 'RAdm' } }], {
            expected: 0,
          });
          const current = [
            { data: { first: 'Ada', last: 'Lovelace', title: null }, schemaVersion: 3 },
            { data: { first: 'Grace', last: 'Hopper', title: 'RAdm' }, schemaVersion: 3 },
          ];
          const shape = (events: RecordedEvent[]) =>
            events
              .filter((e) => e.streamId === streamId)
              .map((e) => ({ data: e.data, schemaVersion: e.metadata.schemaVersion }));

          expect(shape(await store.readStream(streamId))).toEqual(current);
          expect(shape(await store.readStream(streamId, { direction: 'backwards' }))).toEqual(
            [...current].reverse(),
          );
          await eventually(async () =>
            expect(shape(await store.readAll({ after: checkpoint, maxCount: 100 }))).toEqual(current),
          );
          const { state } = await store.aggregate(streamId, (acc: unknown[], e) => [...acc, e.data], []);
          expect(state).toEqual(current.map((e) => e.data));
          const received: RecordedEvent[] = [];
          const subscription = store.subscribe({
            after: checkpoint,
            onEvents: async (events) => {
              received.push(...events);
            },
          });
          await eventually(() => expect(shape(received)).toEqual(current));
          await subscription.stop();
          expect(shape(await legacy.readStream(streamId))[0]).toEqual({
            data: { name: 'Ada Lovelace' },
            schemaVersion: 1,
          });
        },
        TIMEOUT,
      );
    });

    describe('subscribe', () => {
      it(
        'delivers every event after its start position in order, including later appends',
        async () => {
          const store = await open();
          const checkpoint = await store.headPosition();
          const streams = [newStreamId(), newStreamId(), newStreamId()];
          const expected: string[] = [];
          const appendSome = async (round: number) => {
            for (const [index, streamId] of streams.entries()) {
              const result = await store.append(streamId, [event(`R${round}S${index}`)], { expected: 'any' });
              expected.push(...result.positions);
            }
          };
          await appendSome(0);

          const received: RecordedEvent[] = [];
          const subscription = store.subscribe({
            after: checkpoint,
            batchSize: 2,
            onEvents: async (events) => {
              received.push(...events);
            },
          });
          await appendSome(1);
          await appendSome(2);

          const ours = () => received.filter((e) => streams.includes(e.streamId)).map((e) => e.position);
          await eventually(() => expect(ours()).toEqual(expected));
          await subscription.stop();
          expect(isSorted(received.map((e) => e.position))).toBe(true);
        },
        TIMEOUT,
      );

      it(
        'delivers a batch again when its handler fails, and stop waits for the running handler',
        async () => {
          const store = await open();
          const checkpoint = await store.headPosition();
          const streamId = newStreamId();
          await store.append(streamId, [event('A'), event('B')], { expected: 'no_stream' });
          const errors: unknown[] = [];
          const batches: string[][] = [];
          let failures = 1;
          let handlerFinished = false;

          const subscription = store.subscribe({
            after: checkpoint,
            onEvents: async (events) => {
              const ours = events.filter((e) => e.streamId === streamId).map((e) => e.type);
              if (ours.length === 0) return;
              batches.push(ours);
              if (failures-- > 0) throw new Error('projection failed');
              await new Promise((resolve) => setTimeout(resolve, 100));
              handlerFinished = true;
            },
            onError: (error) => errors.push(error),
          });
          await eventually(() => expect(batches).toHaveLength(2));
          await subscription.stop();

          expect(handlerFinished).toBe(true);
          expect(batches).toEqual([
            ['A', 'B'],
            ['A', 'B'],
          ]);
          expect(errors).toHaveLength(1);
        },
        TIMEOUT,
      );
    });
  });
}

/**
 * newestActorPosition's contract on its own, so an adapter that overrides the PollingEventStore default can run it
 * against the default too. `open` gives a store over the log under test; the caller closes what it opened.
 */
export function describeNewestActorPosition(open: () => Promise<EventStore>): void {
  describe('newestActorPosition', () => {
    const by = (actorUserId: string | null, type: string, recordedAt?: string): NewEvent => ({
      type,
      data: { type },
      metadata: { actorUserId, ...(recordedAt ? { recordedAt } : {}) },
    });

    it("finds the actor's newest event of some types since a time, among the actor's recent events only", async () => {
      const store = await open();
      const actor = randomUUID();
      const [searches, drafts, other] = [newStreamId('search'), newStreamId('draft'), newStreamId('draft')];
      const longAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      await store.append(searches, [by(actor, 'Searched', longAgo)], { expected: 'any' });
      const [drafted] = (
        await store.append(drafts, [by(actor, 'Drafted'), by(actor, 'Edited')], { expected: 'any' })
      ).positions;
      await store.append(other, [by(randomUUID(), 'Drafted')], { expected: 'any' });
      const since = new Date(Date.now() - 10 * 60 * 1000);
      const metered = ['Searched', 'Drafted'];

      expect(await store.newestActorPosition({ actorUserId: actor, types: metered, since })).toBe(drafted);
      expect(await store.newestActorPosition({ actorUserId: actor, types: ['Searched'], since })).toBeNull();
      expect(
        await store.newestActorPosition({
          actorUserId: actor,
          types: ['Searched'],
          since: new Date(longAgo),
        }),
      ).not.toBeNull();
      expect(
        await store.newestActorPosition({ actorUserId: randomUUID(), types: metered, since }),
      ).toBeNull();

      // The newest of several matches, whichever stream it is in.
      const { lastPosition: searched } = await store.append(searches, [by(actor, 'Searched')], {
        expected: 'any',
      });
      expect(await store.newestActorPosition({ actorUserId: actor, types: metered, since })).toBe(searched);
      expect(await store.newestActorPosition({ actorUserId: actor, types: ['Drafted'], since })).toBe(
        drafted,
      );

      // Beyond the actor's last ACTOR_RECENT_WINDOW events it looks no further: its cost stays bounded.
      const later = Array.from({ length: ACTOR_RECENT_WINDOW }, () => by(actor, 'Viewed'));
      await store.append(newStreamId('views'), later, { expected: 'any' });
      expect(await store.newestActorPosition({ actorUserId: actor, types: metered, since })).toBeNull();
    });
  });
}
