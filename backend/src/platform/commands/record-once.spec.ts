import { WrongExpectedVersion } from '../errors/domain-error';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port';
import { commandMetadata } from './command-metadata';
import { recordOnce } from './record-once';

interface Chosen {
  type: 'Chosen';
  data: { ids: string[] };
}

/** One stream's events; `racer` is appended by "another request" just before this one's append. */
function storeWith(initial: NewEvent[] = [], racer?: NewEvent) {
  const events = [...initial];
  const appended: NewEvent[] = [];
  const asRecorded = (event: NewEvent, index: number) =>
    ({ ...event, streamId: 's', streamVersion: index }) as unknown as RecordedEvent;
  const store = {
    readStream: async () => events.map(asRecorded),
    append: async (_streamId: string, newEvents: NewEvent[]) => {
      if (racer && events.length === 0) events.push(racer);
      if (events.length > 0) throw new WrongExpectedVersion('s', 'no_stream', events.length - 1);
      events.push(...newEvents);
      appended.push(...newEvents);
      return { nextExpectedVersion: 0, positions: ['1'], lastPosition: '1' };
    },
  } as unknown as EventStore;
  return { store, appended };
}

const meta = commandMetadata('user-1', { idempotencyKey: 'k1' });
const choose = (ids: string[]) => jest.fn(async (): Promise<Chosen> => ({ type: 'Chosen', data: { ids } }));

describe('recordOnce', () => {
  it('given a new key, when a request chooses, then the choice is appended and answered', async () => {
    const { store, appended } = storeWith();
    expect(await recordOnce(store, 's', meta, choose(['a', 'b']))).toEqual({ ids: ['a', 'b'] });
    expect(appended.map((event) => [event.type, event.data])).toEqual([['Chosen', { ids: ['a', 'b'] }]]);
  });

  it('given a choice recorded, when the same request comes again, then it answers that choice without choosing', async () => {
    const { store, appended } = storeWith([{ type: 'Chosen', data: { ids: ['a'] } }]);
    const again = choose(['c']);
    expect(await recordOnce(store, 's', meta, again)).toEqual({ ids: ['a'] });
    expect(again).not.toHaveBeenCalled();
    expect(appended).toEqual([]);
  });

  it('given two racing under one key, when the other appends first, then both answer its choice', async () => {
    const { store } = storeWith([], { type: 'Chosen', data: { ids: ['first'] } });
    expect(await recordOnce(store, 's', meta, choose(['second']))).toEqual({ ids: ['first'] });
  });
});
