import { sql, type Transaction } from 'kysely';
import type { MessageSent } from '@outreach/backend/messaging/conversation.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import {
  slotKey,
  type OutgoingActivityReadModels,
  type OutgoingActivitySlotRow,
} from '@outreach/backend/outgoing-activity/queries/outgoing-activity.rows';
import { slotOf } from '@outreach/backend/outgoing-activity/outgoing-activity.rules';
import {
  createTable,
  readStored,
  upsertGuarded,
  type KeyedTable,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type SlotRow = TimestampsAsText<OutgoingActivitySlotRow>;

export const outgoingActivitySlotsTable: KeyedTable<SlotRow> = {
  name: 'outgoing_activity_slots',
  key: 'slot_key',
  columns: {
    slot_key: 'text',
    user_id: 'text',
    slot: 'timestamptz',
    sent: 'integer',
    position: 'text',
  },
  // Every read is one user's slots of one period.
  indexes: [sql`CREATE INDEX outgoing_activity_slots_by_user ON outgoing_activity_slots (user_id, slot)`],
};

type HandledEvent = RecordedEvent & MessageSent;

/**
 * Each user's messages sent per UTC quarter hour, what the Outgoing Messages charts bucket into local hours and
 * days. Only MessageSent counts (a failed send records MessageFailed instead, and a message is sent at most once),
 * at the time it was recorded; a slot skips an event at or before its position, so a replayed batch counts nothing
 * twice.
 */
export const outgoingActivityProjector: Projector<OutgoingActivityReadModels> = {
  name: 'outgoing-activity',
  version: 1,
  description: "Each user's messages sent per UTC quarter hour, for the Outgoing Messages charts",
  handles: ['MessageSent'],
  tables: ['outgoing_activity_slots'],

  async migrate(trx) {
    await createTable(trx, outgoingActivitySlotsTable);
  },

  async apply(trx: Transaction<OutgoingActivityReadModels>, recorded: RecordedEvent[]) {
    const events = recorded as HandledEvent[];
    const keyOf = (event: HandledEvent) => slotKey(event.data.userId, slotOf(event.metadata.recordedAt));
    const stored = await readStored(trx, outgoingActivitySlotsTable, [...new Set(events.map(keyOf))]);
    const slots = new Map(
      stored.rows.map((row) => [row.slot_key, { ...row, slot: new Date(row.slot).toISOString() }]),
    );
    const changed = new Set<string>();
    const users = new Set<string>();
    for (const event of events) {
      const key = keyOf(event);
      const before = slots.get(key);
      if (before && before.position >= event.position) continue;
      slots.set(key, {
        slot_key: key,
        user_id: event.data.userId,
        slot: slotOf(event.metadata.recordedAt),
        sent: (before?.sent ?? 0) + 1,
        position: event.position,
      });
      changed.add(key);
      users.add(event.data.userId);
    }
    await upsertGuarded(
      trx,
      outgoingActivitySlotsTable,
      [...changed].map((key) => slots.get(key)!),
    );
    return [...users];
  },
};
