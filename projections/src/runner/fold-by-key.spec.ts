import { recordedEvent } from '@outreach/backend/platform/testing/recorded-event.factory';
import { foldByKey, type FoldByKeyOptions } from './fold-by-key';
import type { KeyedTable } from './keyed-table';

interface Row {
  id: string;
  count: number;
  position: string;
}

const counters: KeyedTable<Row> = {
  name: 'counters',
  key: 'id',
  columns: { id: 'text', count: 'integer', position: 'text' },
};

type CounterEvent = ReturnType<typeof counted>;

const counted = (id: string, position: number, type: 'Counted' | 'Reset' = 'Counted') =>
  recordedEvent({ type, data: { id } }, { position: String(position).padStart(3, '0') });

const options = (
  stored: Row[] = [],
  tombstones: { key: string; position: string }[] = [],
): FoldByKeyOptions<Row, CounterEvent> => ({
  table: counters,
  stored,
  tombstones,
  keyOfEvent: (event) => event.data.id,
  evolve: (row, event) =>
    event.type === 'Reset'
      ? null
      : { id: event.data.id, count: (row?.count ?? 0) + 1, position: event.position },
  removes: (event) => event.type === 'Reset',
});

describe('folding a batch by key', () => {
  it('inserts keys it had no row for and updates stored ones, each once with the last event applied', () => {
    const folded = foldByKey(
      [counted('a', 2), counted('b', 3), counted('a', 4)],
      options([{ id: 'a', count: 5, position: '001' }]),
    );

    expect(folded).toEqual({
      updates: [{ id: 'a', count: 7, position: '004' }],
      inserts: [{ id: 'b', count: 1, position: '003' }],
      deletes: [],
    });
  });

  it('skips events at or below the stored position, and leaves an unchanged row unwritten', () => {
    const folded = foldByKey(
      [counted('a', 1), counted('a', 2)],
      options([{ id: 'a', count: 2, position: '002' }]),
    );

    expect(folded).toEqual({ updates: [], inserts: [], deletes: [] });
  });

  it('skips events at or below a tombstone, even where an older row is still stored', () => {
    const folded = foldByKey(
      [counted('a', 3), counted('b', 4), counted('b', 6)],
      options(
        [{ id: 'b', count: 1, position: '002' }],
        [
          { key: 'a', position: '005' },
          { key: 'b', position: '005' },
        ],
      ),
    );

    expect(folded).toEqual({ updates: [{ id: 'b', count: 2, position: '006' }], inserts: [], deletes: [] });
  });

  it('reports the position of the removing event for a key the batch ends without', () => {
    const folded = foldByKey(
      [counted('a', 2), counted('a', 3, 'Reset'), counted('b', 4), counted('b', 5, 'Reset'), counted('b', 6)],
      options([{ id: 'a', count: 1, position: '001' }]),
    );

    expect(folded).toEqual({
      updates: [],
      inserts: [{ id: 'b', count: 1, position: '006' }],
      deletes: [{ key: 'a', position: '003' }],
    });
  });
});
