import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { recordedEvent } from '@outreach/backend/platform/testing/recorded-event.factory';
import { applyBatch, type AppliedBatch } from '../apply-batch';
import type { KeyedTable, PositionedRow } from '../keyed-table';
import { createProjectorSchema } from '../projection-schema';
import type { Projector } from '../projector';
import {
  createProjectionsTestDatabase,
  readRows,
  type ProjectionsTestDatabase,
} from './projections-test-database';

type EventData = Record<string, unknown>;

/** How a spec's events are recorded. */
export interface TestEventLog {
  /** Each event goes to the stream `<category>-<data[key]>` and, unless actorUserId is set, data[key] did it. */
  category: string;
  key: string;
  actorUserId?: string;
  /** The first event is recorded one second into this year (UTC), each next one a second later. */
  year: number;
  schemaVersion: number;
}

export interface ProjectorTestbed<Row> {
  /** The log's next event: positions and recording times grow with each one. */
  recorded(type: string, data: EventData, recordedAt?: string): RecordedEvent;
  /** A new schema with the projector's tables, so each test starts empty. */
  freshSchema(): Promise<string>;
  apply(schema: string, events: RecordedEvent[]): Promise<AppliedBatch>;
  rows(schema: string): Promise<Row[]>;
  /** Rows of another table the projector owns, for projectors with more than one. */
  rowsOf<Other extends PositionedRow>(schema: string, table: KeyedTable<Other>): Promise<Other[]>;
  /** The rows after the history lands in one batch, and after it lands one event per batch. */
  batchedAndSingly(history: RecordedEvent[]): Promise<{ batched: Row[]; single: Row[] }>;
  /**
   * On a fresh schema: the rows once the history has landed (`once`), what landing it a second time reported
   * (`again`), and the rows after that and a replay of `part` of it too (`after`).
   */
  reapplied(
    history: RecordedEvent[],
    part: RecordedEvent[],
  ): Promise<{ once: Row[]; again: AppliedBatch; after: Row[] }>;
}

/**
 * One projector and the table a spec reads, against a fresh database created before the spec file's tests
 * and dropped after them.
 */
export function projectorTestbed<Row extends PositionedRow>(
  projector: Projector,
  table: KeyedTable<Row>,
  log: TestEventLog,
): ProjectorTestbed<Row> {
  let tdb: ProjectionsTestDatabase;
  let schemaCount = 0;
  let sequence = 0;
  const epoch = Date.UTC(log.year, 0, 1);

  beforeAll(async () => {
    tdb = await createProjectionsTestDatabase();
  });

  afterAll(async () => {
    await tdb.close();
  });

  const testbed: ProjectorTestbed<Row> = {
    recorded(type, data, recordedAt) {
      sequence += 1;
      const id = String(data[log.key]);
      return recordedEvent(
        { type, data },
        {
          streamId: `${log.category}-${id}`,
          streamVersion: sequence,
          position: String(sequence).padStart(12, '0'),
          eventId: `event-${sequence}`,
          metadata: {
            actorUserId: log.actorUserId ?? id,
            recordedAt: recordedAt ?? new Date(epoch + sequence * 1000).toISOString(),
            schemaVersion: log.schemaVersion,
          },
        },
      );
    },
    async freshSchema() {
      schemaCount += 1;
      const schema = `${projector.name.replace(/-/g, '_')}_test_${schemaCount}`;
      await tdb.db.transaction().execute((trx) => createProjectorSchema(trx, projector, schema));
      return schema;
    },
    apply: (schema, events) =>
      tdb.db.transaction().execute((trx) => applyBatch(trx, projector, schema, events)),
    rows: (schema) => readRows(tdb.db, table, schema),
    rowsOf: (schema, other) => readRows(tdb.db, other, schema),
    async batchedAndSingly(history) {
      const [batched, single] = [await testbed.freshSchema(), await testbed.freshSchema()];
      await testbed.apply(batched, history);
      for (const event of history) await testbed.apply(single, [event]);
      return { batched: await testbed.rows(batched), single: await testbed.rows(single) };
    },
    async reapplied(history, part) {
      const schema = await testbed.freshSchema();
      await testbed.apply(schema, history);
      const once = await testbed.rows(schema);
      const again = await testbed.apply(schema, history);
      await testbed.apply(schema, part);
      return { once, again, after: await testbed.rows(schema) };
    },
  };
  return testbed;
}
