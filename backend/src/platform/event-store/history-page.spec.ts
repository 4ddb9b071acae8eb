import { recordedEvent } from '../testing/recorded-event.factory';
import type { HistoryFilter, RecordedEvent } from './event-store.port';
import { pageHistory } from './history-page';

const event = (position: number, type: string, recordedAt: string) =>
  recordedEvent(
    { type, data: {} },
    {
      streamId: 'user-1',
      streamVersion: position,
      position: String(position).padStart(4, '0'),
      eventId: `e${position}`,
      metadata: { actorUserId: '1', recordedAt },
    },
  );

// Matched events arrive grouped by how they were found (streams first, then the actor scan), not in log order.
const matched = [
  event(3, 'SignedIn', '2026-03-03T00:00:00.000Z'),
  event(1, 'Registered', '2026-03-01T00:00:00.000Z'),
  event(4, 'SignedOut', '2026-03-03T23:59:59.999Z'),
  event(2, 'SignedIn', '2026-03-02T00:00:00.000Z'),
];
const filter = (extra: Partial<HistoryFilter> = {}): HistoryFilter => ({
  streamIds: ['user-1'],
  order: 'asc',
  limit: 10,
  offset: 0,
  ...extra,
});
const positions = (events: RecordedEvent[]) => events.map((e) => Number(e.position));

describe('pageHistory (the in-memory history filter of stores without a query language)', () => {
  it('puts the matched events in log order, or newest first, and lists every type once', () => {
    expect(positions(pageHistory(matched, filter()).events)).toEqual([1, 2, 3, 4]);
    expect(positions(pageHistory(matched, filter({ order: 'desc' })).events)).toEqual([4, 3, 2, 1]);
    expect(pageHistory(matched, filter()).types).toEqual(['Registered', 'SignedIn', 'SignedOut']);
  });

  it('filters by type and inclusive dates, counting the filtered whole before paging', () => {
    const page = pageHistory(
      matched,
      filter({
        types: ['SignedIn', 'SignedOut'],
        from: new Date('2026-03-02T00:00:00.000Z'),
        to: new Date('2026-03-03T23:59:59.999Z'),
        order: 'desc',
        limit: 2,
        offset: 1,
      }),
    );
    expect(positions(page.events)).toEqual([3, 2]);
    expect(page.total).toBe(3);
    expect(page.types).toEqual(['Registered', 'SignedIn', 'SignedOut']);
  });

  it('treats an empty type list as every type', () => {
    expect(pageHistory(matched, filter({ types: [] })).total).toBe(4);
  });
});
