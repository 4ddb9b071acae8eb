import type { QueryExecutorProvider } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import {
  deleteGuarded,
  keyOf,
  updateGuarded,
  upsertGuarded,
  type KeyedTable,
  type PositionedRow,
  type Removal,
} from './keyed-table';

export interface FoldByKeyOptions<Row extends PositionedRow, Event extends RecordedEvent> {
  table: KeyedTable<Row>;
  /** The stored rows of the batch's keys. */
  stored: readonly Row[];
  /** Key and position of deletions that still guard keys without a row (a table of tombstones). */
  tombstones?: readonly Removal[];
  keyOfEvent(event: Event): string;
  /** Applies one event to a key's row in memory; null means the key has no row. */
  evolve(row: Row | null, event: Event): Row | null;
  /** Whether an event that leaves no row deleted one, so its position must be kept as the key's tombstone. */
  removes?(event: Event): boolean;
}

/** What a batch changes: rows that were not stored, newer versions of stored rows, and deleted keys. */
export interface FoldedBatch<Row> {
  inserts: Row[];
  updates: Row[];
  deletes: Removal[];
}

interface Outcome<Row> {
  row: Row | null;
  /** Position of the event that removed the row, when the batch ends with the key deleted. */
  deletedAt: string | null;
}

/**
 * Folds a batch (in log order) into one outcome per key in memory, so it costs one read and a few set-based
 * writes whatever its size. Events at or below a key's stored position or tombstone were applied before.
 */
export function foldByKey<Row extends PositionedRow, Event extends RecordedEvent>(
  events: readonly Event[],
  { table, stored, tombstones = [], keyOfEvent, evolve, removes }: FoldByKeyOptions<Row, Event>,
): FoldedBatch<Row> {
  const outcomes = new Map<string, Outcome<Row>>();
  const storedPosition = new Map<string, string>();
  const guards = new Map<string, string>();
  for (const row of stored) {
    const key = keyOf(table, row);
    outcomes.set(key, { row, deletedAt: null });
    storedPosition.set(key, row.position);
    guards.set(key, row.position);
  }
  for (const { key, position } of tombstones) {
    const guard = guards.get(key);
    if (guard === undefined || position > guard) guards.set(key, position);
  }

  for (const event of events) {
    const key = keyOfEvent(event);
    const guard = guards.get(key);
    if (guard !== undefined && event.position <= guard) continue;
    const previous = outcomes.get(key);
    const row = evolve(previous?.row ?? null, event);
    const deletedAt = row !== null ? null : removes?.(event) ? event.position : (previous?.deletedAt ?? null);
    outcomes.set(key, { row, deletedAt });
  }

  const folded: FoldedBatch<Row> = { inserts: [], updates: [], deletes: [] };
  for (const [key, { row, deletedAt }] of outcomes) {
    const before = storedPosition.get(key);
    if (row && row.position !== before) (before === undefined ? folded.inserts : folded.updates).push(row);
    else if (!row && deletedAt !== null) folded.deletes.push({ key, position: deletedAt });
  }
  return folded;
}

/**
 * Writes a folded batch with one statement per kind of change: stored rows updated in place, new rows
 * upserted, deleted keys removed. Returns the keys it touched.
 */
export async function writeFolded<Row extends PositionedRow>(
  trx: QueryExecutorProvider,
  table: KeyedTable<Row>,
  { inserts, updates, deletes }: FoldedBatch<Row>,
): Promise<string[]> {
  await updateGuarded(trx, table, updates);
  await upsertGuarded(trx, table, inserts);
  await deleteGuarded(trx, table, deletes);
  return [...updates, ...inserts].map((row) => keyOf(table, row)).concat(deletes.map((d) => d.key));
}
