import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { foldByKey, writeFolded } from './fold-by-key';
import {
  createTable,
  readStored,
  tombstonesOf,
  upsertGuarded,
  type KeyedTable,
  type PositionedRow,
} from './keyed-table';
import type { Projector } from './projector';

/** A read model of one table holding a row per key, each folded from the events of its key. */
export interface KeyedTableProjection<Row extends PositionedRow, Event extends RecordedEvent> {
  name: ProjectionName;
  /** Bump when the table or the folding change meaning; the runner then rebuilds into a new generation. */
  version: number;
  description: string;
  handles: readonly string[];
  table: KeyedTable<Row>;
  keyOfEvent(event: Event): string;
  /** Applies one event to its key's row in memory; null means the key has no row. */
  evolve(row: Row | null, event: Event): Row | null;
  /**
   * Whether an event deletes its key's row. Only a projection that deletes keeps `<table>_tombstones`: the position
   * of each deletion, so an older event applied again cannot bring the row back.
   */
  removes?(event: Event): boolean;
  /** The key a push names for an event, such as its owner; by default pushes name the keys of the rows written. */
  pushKeyOf?(event: Event): string;
}

/**
 * The projector of a keyed table: each batch reads the stored rows and tombstones of its keys in one round trip,
 * folds its events per key in memory, and writes the outcome with one statement per kind of change.
 */
export function keyedTableProjector<DB, Row extends PositionedRow, Event extends RecordedEvent>(
  projection: KeyedTableProjection<Row, Event>,
): Projector<DB> {
  const { table, keyOfEvent, evolve, removes, pushKeyOf } = projection;
  const tombstones = removes ? tombstonesOf(table) : undefined;
  return {
    name: projection.name,
    version: projection.version,
    description: projection.description,
    handles: projection.handles,
    tables: [table.name],

    async migrate(trx) {
      await createTable(trx, table);
      if (tombstones) await createTable(trx, tombstones);
    },

    async apply(trx, recorded) {
      // The runner hands a projector only the events of the types it handles.
      const events = recorded as Event[];
      const stored = await readStored(trx, table, [...new Set(events.map(keyOfEvent))], tombstones);
      const folded = foldByKey(events, {
        table,
        stored: stored.rows,
        tombstones: stored.tombstones,
        keyOfEvent,
        evolve,
        removes,
      });
      const written = await writeFolded(trx, table, folded);
      if (tombstones) {
        const deleted = folded.deletes.map(({ key, position }) => ({ [table.key]: key, position }));
        await upsertGuarded(trx, tombstones, deleted);
      }
      return pushKeyOf ? [...new Set(events.map(pushKeyOf))] : written;
    },
  };
}
