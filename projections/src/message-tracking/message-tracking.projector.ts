import { sql, Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { classifyTrackingHit, CLASSIFIER_VERSION } from '@outreach/backend/tracking/tracking-classifier';
import type { TrackingEvent } from '@outreach/backend/tracking/tracking.events';
import type {
  MessageTrackingEventRow,
  MessageTrackingReadModels,
  MessageTrackingTotalsRow,
} from '@outreach/backend/tracking/queries/message-tracking.rows';
import {
  createTable,
  readStored,
  upsertGuarded,
  type KeyedTable,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type EventRow = TimestampsAsText<MessageTrackingEventRow>;
type TotalsRow = TimestampsAsText<MessageTrackingTotalsRow>;

export const messageTrackingEventsTable: KeyedTable<EventRow> = {
  name: 'message_tracking_events',
  key: 'event_id',
  columns: {
    event_id: 'text',
    message_id: 'text',
    user_id: 'text',
    contact_id: 'text',
    kind: 'text',
    url: 'text NULL',
    user_agent: 'text NULL',
    ip_prefix: 'text NULL',
    method: 'text',
    at: 'timestamptz',
    suspected: 'text NULL',
    position: 'text',
  },
  indexes: [sql`CREATE INDEX message_tracking_events_by_message ON message_tracking_events (message_id, at)`],
};

export const messageTrackingTotalsTable: KeyedTable<TotalsRow> = {
  name: 'message_tracking_totals',
  key: 'message_id',
  columns: {
    message_id: 'text',
    user_id: 'text',
    contact_id: 'text',
    opens: 'integer',
    human_opens: 'integer',
    clicks: 'integer',
    human_clicks: 'integer',
    first_human_open_at: 'timestamptz NULL',
    last_event_at: 'timestamptz NULL',
    sent_at: 'timestamptz NULL',
    first_open_at: 'timestamptz NULL',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX message_tracking_totals_by_contact ON message_tracking_totals (user_id, contact_id)`,
  ],
};

/** H4's MessageSent on conversation-<contactId>; only the ids are read, the time is when it was recorded. */
interface MessageSent {
  type: 'MessageSent';
  data: { contactId: string; userId: string; messageId: string };
}

type HandledEvent = RecordedEvent & (TrackingEvent | MessageSent);

const HANDLED = ['MessageOpened', 'LinkClicked', 'MessageSent'] as const;

/** Bump when the tables or the folding change; the classifier's rules have their own version. */
const TABLES_VERSION = 1;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
const earlier = (a: string | null, b: string) => (a !== null && Date.parse(a) <= Date.parse(b) ? a : b);
const later = (a: string | null, b: string) => (a !== null && Date.parse(a) >= Date.parse(b) ? a : b);

const emptyTotals = (data: { messageId: string; userId: string; contactId: string }): TotalsRow => ({
  message_id: data.messageId,
  user_id: data.userId,
  contact_id: data.contactId,
  opens: 0,
  human_opens: 0,
  clicks: 0,
  human_clicks: 0,
  first_human_open_at: null,
  last_event_at: null,
  sent_at: null,
  first_open_at: null,
  position: '',
});

/**
 * Every open and click of each sent message with the classifier's verdict, and per-message totals. The
 * version includes the classifier's: changing the rules rebuilds the read model, so every stored hit is
 * judged again ("recompute later") from the raw facts in the log.
 */
export const messageTrackingProjector: Projector<MessageTrackingReadModels> = {
  name: 'message-tracking',
  version: TABLES_VERSION * 1000 + CLASSIFIER_VERSION,
  description: 'Opens and clicks of sent messages, each flagged person or machine, with per-message totals',
  handles: HANDLED,
  tables: ['message_tracking_events', 'message_tracking_totals'],

  async migrate(trx) {
    await createTable(trx, messageTrackingEventsTable);
    await createTable(trx, messageTrackingTotalsTable);
  },

  async apply(trx: Transaction<MessageTrackingReadModels>, events: RecordedEvent[]) {
    const handled = events as HandledEvent[];
    const ids = [...new Set(handled.map((event) => event.data.messageId))];
    const stored = await readStored(trx, messageTrackingTotalsTable, ids);
    const totals = new Map<string, TotalsRow>(
      stored.rows.map((row) => [
        row.message_id,
        {
          ...row,
          first_human_open_at: iso(row.first_human_open_at),
          last_event_at: iso(row.last_event_at),
          sent_at: iso(row.sent_at),
          first_open_at: iso(row.first_open_at),
        },
      ]),
    );
    const hits: EventRow[] = [];
    const changed = new Set<string>();

    for (const event of handled) {
      const before = totals.get(event.data.messageId) ?? emptyTotals(event.data);
      // Totals are counters: an event at or before the row's position was already counted.
      if (before.position >= event.position) continue;
      const row = { ...before, position: event.position };
      if (event.type === 'MessageSent') {
        row.sent_at = event.metadata.recordedAt;
      } else {
        const kind = event.type === 'MessageOpened' ? 'open' : 'click';
        const { data } = event;
        const suspected = classifyTrackingHit(
          { kind, userAgent: data.userAgent, ipPrefix: data.ipPrefix, method: data.method, at: data.at },
          { sentAt: row.sent_at, firstOpenAt: row.first_open_at },
        );
        hits.push({
          event_id: event.eventId,
          message_id: data.messageId,
          user_id: data.userId,
          contact_id: data.contactId,
          kind,
          url: event.type === 'LinkClicked' ? event.data.url : null,
          user_agent: data.userAgent,
          ip_prefix: data.ipPrefix,
          method: data.method,
          at: data.at,
          suspected,
          position: event.position,
        });
        row.last_event_at = later(row.last_event_at, data.at);
        if (kind === 'open') {
          row.opens += 1;
          row.first_open_at = earlier(row.first_open_at, data.at);
          if (suspected === null) {
            row.human_opens += 1;
            row.first_human_open_at = earlier(row.first_human_open_at, data.at);
          }
        } else {
          row.clicks += 1;
          if (suspected === null) row.human_clicks += 1;
        }
      }
      totals.set(row.message_id, row);
      changed.add(row.message_id);
    }

    await upsertGuarded(trx, messageTrackingEventsTable, hits);
    await upsertGuarded(
      trx,
      messageTrackingTotalsTable,
      [...changed].map((id) => totals.get(id)!),
    );
    return [...new Set(handled.map((event) => event.data.userId))];
  },
};
