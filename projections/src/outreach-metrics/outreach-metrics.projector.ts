import { sql, type Transaction } from 'kysely';
import type {
  OutreachActivityRow,
  OutreachMetricsContactRow,
  OutreachMetricsDailyRow,
  OutreachMetricsDraftRow,
  OutreachMetricsMessageRow,
  OutreachMetricsReadModels,
} from '@outreach/backend/dashboard/queries/outreach-metrics.rows';
import type { DraftDeleted, DraftSaved, DraftSent } from '@outreach/backend/drafts/draft.events';
import type { ConversationEvent } from '@outreach/backend/messaging/conversation.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import { classifyTrackingHit, CLASSIFIER_VERSION } from '@outreach/backend/tracking/tracking-classifier';
import type { TrackingEvent } from '@outreach/backend/tracking/tracking.events';
import {
  createTable,
  readStored,
  upsertGuarded,
  type KeyedTable,
  type TimestampsAsText,
} from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

type DailyRow = OutreachMetricsDailyRow;
type MessageRow = TimestampsAsText<OutreachMetricsMessageRow>;
type ContactRow = TimestampsAsText<OutreachMetricsContactRow>;
type DraftRow = TimestampsAsText<OutreachMetricsDraftRow>;
type ActivityRow = TimestampsAsText<OutreachActivityRow>;

export const outreachMetricsDailyTable: KeyedTable<DailyRow> = {
  name: 'outreach_metrics_daily',
  key: 'day_key',
  columns: {
    day_key: 'text',
    user_id: 'text',
    day: 'text',
    sent: 'integer',
    opened: 'integer',
    replied: 'integer',
    failed: 'integer',
    replies: 'integer',
    clicks: 'integer',
    drafts_created: 'integer',
    activities: 'integer',
    position: 'text',
  },
  // The summary sums one user's days of two periods.
  indexes: [sql`CREATE INDEX outreach_metrics_daily_by_user ON outreach_metrics_daily (user_id, day)`],
};

export const outreachMetricsMessagesTable: KeyedTable<MessageRow> = {
  name: 'outreach_metrics_messages',
  key: 'message_id',
  columns: {
    message_id: 'text',
    user_id: 'text',
    contact_id: 'text',
    to_name: 'text',
    to_email: 'text',
    subject: 'text',
    sent_at: 'timestamptz NULL',
    failed_at: 'timestamptz NULL',
    first_open_at: 'timestamptz NULL',
    human_opened: 'boolean',
    replied: 'boolean',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX outreach_metrics_messages_by_user ON outreach_metrics_messages (user_id, sent_at DESC)`,
  ],
};

export const outreachMetricsContactsTable: KeyedTable<ContactRow> = {
  name: 'outreach_metrics_contacts',
  key: 'contact_key',
  columns: {
    contact_key: 'text',
    user_id: 'text',
    contact_id: 'text',
    contact_name: 'text',
    contact_email: 'text',
    last_sent_at: 'timestamptz NULL',
    last_sent_message_id: 'text NULL',
    last_sent_subject: 'text NULL',
    last_reply_at: 'timestamptz NULL',
    last_reply_subject: 'text NULL',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX outreach_metrics_contacts_by_reply ON outreach_metrics_contacts (user_id, last_reply_at DESC)`,
    sql`CREATE INDEX outreach_metrics_contacts_by_send ON outreach_metrics_contacts (user_id, last_sent_at)`,
  ],
};

export const outreachMetricsDraftsTable: KeyedTable<DraftRow> = {
  name: 'outreach_metrics_drafts',
  key: 'draft_id',
  columns: {
    draft_id: 'text',
    user_id: 'text',
    created_at: 'timestamptz',
    closed_at: 'timestamptz NULL',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX outreach_metrics_drafts_by_user ON outreach_metrics_drafts (user_id, created_at)`,
  ],
};

export const outreachActivityTable: KeyedTable<ActivityRow> = {
  name: 'outreach_activity',
  key: 'event_id',
  columns: {
    event_id: 'text',
    user_id: 'text',
    kind: 'text',
    at: 'timestamptz',
    contact_id: 'text',
    contact_name: 'text',
    subject: 'text',
    detail: 'text NULL',
    position: 'text',
  },
  indexes: [
    sql`CREATE INDEX outreach_activity_newest ON outreach_activity (user_id, at DESC, event_id DESC)`,
  ],
};

type HandledEvent = RecordedEvent &
  (ConversationEvent | TrackingEvent | DraftSaved | DraftDeleted | DraftSent);

const HANDLED = [
  'MessageQueued',
  'MessageSent',
  'MessageFailed',
  'ReplyReceived',
  'MessageOpened',
  'LinkClicked',
  'DraftSaved',
  'DraftDeleted',
  'DraftSent',
] as const;

/** Bump when the tables or the folding change; the classifier's rules have their own version. */
const TABLES_VERSION = 1;

type Counter = Exclude<keyof DailyRow, 'day_key' | 'user_id' | 'day' | 'position'>;
const NOT_COUNTERS: readonly string[] = ['day_key', 'user_id', 'day', 'position'];
const COUNTERS = Object.keys(outreachMetricsDailyTable.columns).filter(
  (column) => !NOT_COUNTERS.includes(column),
) as Counter[];

/** The UTC day of an ISO time: the metrics' days are UTC (no user time zone is stored). */
export const utcDay = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
/** Whether a is after b; anything is after nothing. */
const isLater = (a: string, b: string | null) => b === null || Date.parse(a) > Date.parse(b);
const contactKey = (userId: string, contactId: string) => `${userId}|${contactId}`;

/** Rows of one table a batch read or wrote, by key, and which it changed. */
class Rows<Row> {
  private readonly changed = new Set<string>();
  constructor(private readonly rows: Map<string, Row>) {}
  get(key: string): Row | undefined {
    return this.rows.get(key);
  }
  set(key: string, row: Row): void {
    this.rows.set(key, row);
    this.changed.add(key);
  }
  written(): Row[] {
    return [...this.changed].map((key) => this.rows.get(key)!);
  }
}

async function loaded<Row extends { position: string }>(
  trx: Transaction<OutreachMetricsReadModels>,
  table: KeyedTable<Row>,
  keys: string[],
  normalise: (row: Row) => Row = (row) => row,
): Promise<Rows<Row>> {
  const { rows } = await readStored(trx, table, [...new Set(keys)]);
  return new Rows(new Map(rows.map((row) => [row[table.key] as string, normalise(row)])));
}

/** Day counters move by deltas: each delta comes from an event its message, contact or draft row let through once. */
class DayDeltas {
  private readonly deltas = new Map<string, DailyRow>();
  add(userId: string, at: string, counter: Counter, position: string): void {
    const day = utcDay(at);
    const key = `${userId}|${day}`;
    const row = this.deltas.get(key) ?? {
      day_key: key,
      user_id: userId,
      day,
      sent: 0,
      opened: 0,
      replied: 0,
      failed: 0,
      replies: 0,
      clicks: 0,
      drafts_created: 0,
      activities: 0,
      position,
    };
    row[counter] += 1;
    row.position = position > row.position ? position : row.position;
    this.deltas.set(key, row);
  }
  async write(trx: Transaction<OutreachMetricsReadModels>): Promise<void> {
    const rows = [...this.deltas.values()];
    if (rows.length === 0) return;
    const column = (name: keyof DailyRow, type: string) =>
      sql`${rows.map((row) => row[name])}::${sql.raw(type)}[]`;
    await sql`
      INSERT INTO outreach_metrics_daily (day_key, user_id, day, ${sql.join(COUNTERS.map((c) => sql.id(c)))}, position)
      SELECT * FROM unnest(
        ${column('day_key', 'text')}, ${column('user_id', 'text')}, ${column('day', 'text')},
        ${sql.join(COUNTERS.map((c) => column(c, 'integer')))}, ${column('position', 'text')}
      )
      ON CONFLICT (day_key) DO UPDATE SET
        ${sql.join(COUNTERS.map((c) => sql`${sql.id(c)} = outreach_metrics_daily.${sql.id(c)} + excluded.${sql.id(c)}`))},
        position = greatest(outreach_metrics_daily.position, excluded.position)
    `.execute(trx);
  }
}

/**
 * Each user's outreach by UTC day (sent, opened by a person, answered, failed, replies, clicks by a person, drafts
 * saved), every draft's open and close times, each contact's latest send and reply, and the activity feed: what the
 * dashboard reads. Opens and clicks are judged by the tracking classifier, so its version is part of this one.
 */
export const outreachMetricsProjector: Projector<OutreachMetricsReadModels> = {
  name: 'outreach-metrics',
  version: TABLES_VERSION * 1000 + CLASSIFIER_VERSION,
  description: "Each user's outreach per UTC day, drafts open, contacts waiting and recent activity",
  handles: HANDLED,
  tables: [
    'outreach_metrics_daily',
    'outreach_metrics_messages',
    'outreach_metrics_contacts',
    'outreach_metrics_drafts',
    'outreach_activity',
  ],

  async migrate(trx) {
    await createTable(trx, outreachMetricsDailyTable);
    await createTable(trx, outreachMetricsMessagesTable);
    await createTable(trx, outreachMetricsContactsTable);
    await createTable(trx, outreachMetricsDraftsTable);
    await createTable(trx, outreachActivityTable);
  },

  async apply(trx, events) {
    const handled = events as HandledEvent[];
    const messageIds: string[] = [];
    const contactKeys: string[] = [];
    const draftIds: string[] = [];
    for (const event of handled) {
      if (event.type === 'DraftSaved' || event.type === 'DraftDeleted' || event.type === 'DraftSent') {
        draftIds.push(event.data.draftId);
      } else if (event.type === 'ReplyReceived') {
        contactKeys.push(contactKey(event.data.userId, event.data.contactId));
        if (event.data.inReplyToMessageId) messageIds.push(event.data.inReplyToMessageId);
      } else {
        messageIds.push(event.data.messageId);
        contactKeys.push(contactKey(event.data.userId, event.data.contactId));
      }
    }
    const contacts = await loaded(trx, outreachMetricsContactsTable, contactKeys, (row) => ({
      ...row,
      last_sent_at: iso(row.last_sent_at),
      last_reply_at: iso(row.last_reply_at),
    }));
    // A reply that names no message answers its contact's latest one.
    for (const key of contactKeys) {
      const latest = contacts.get(key)?.last_sent_message_id;
      if (latest) messageIds.push(latest);
    }
    const messages = await loaded(trx, outreachMetricsMessagesTable, messageIds, (row) => ({
      ...row,
      sent_at: iso(row.sent_at),
      failed_at: iso(row.failed_at),
      first_open_at: iso(row.first_open_at),
    }));
    const drafts = await loaded(trx, outreachMetricsDraftsTable, draftIds);
    const days = new DayDeltas();
    const activity: ActivityRow[] = [];
    const users = new Set<string>();

    const feed = (event: HandledEvent, row: Omit<ActivityRow, 'event_id' | 'position'>) => {
      activity.push({ ...row, event_id: event.eventId, position: event.position });
      days.add(row.user_id, row.at, 'activities', event.position);
    };

    for (const event of handled) {
      const at = event.metadata.recordedAt;
      users.add(event.data.userId);
      switch (event.type) {
        case 'DraftSaved': {
          const { data } = event;
          if (drafts.get(data.draftId)) break;
          drafts.set(data.draftId, {
            draft_id: data.draftId,
            user_id: data.userId,
            created_at: at,
            closed_at: null,
            position: event.position,
          });
          days.add(data.userId, at, 'drafts_created', event.position);
          feed(event, {
            user_id: data.userId,
            kind: 'drafted',
            at,
            contact_id: data.contactId,
            contact_name: data.contactName || data.contactEmail,
            subject: data.subject,
            detail: null,
          });
          break;
        }
        case 'DraftDeleted':
        case 'DraftSent': {
          const draft = drafts.get(event.data.draftId);
          if (!draft || draft.position >= event.position || draft.closed_at !== null) break;
          drafts.set(draft.draft_id, { ...draft, closed_at: at, position: event.position });
          break;
        }
        case 'ReplyReceived': {
          const { data } = event;
          const key = contactKey(data.userId, data.contactId);
          const contact = contacts.get(key);
          if (contact && contact.position >= event.position) break;
          const named = data.inReplyToMessageId ? messages.get(data.inReplyToMessageId) : undefined;
          const answered = named?.user_id === data.userId ? named : undefined;
          const messageId = answered?.message_id ?? contact?.last_sent_message_id ?? null;
          const message = messageId === null ? undefined : (answered ?? messages.get(messageId));
          if (message && !message.replied && message.sent_at !== null) {
            messages.set(message.message_id, { ...message, replied: true, position: event.position });
            days.add(data.userId, message.sent_at, 'replied', event.position);
          }
          const base = contact ?? emptyContact(data.userId, data.contactId, data.fromName, data.fromEmail);
          const newer = isLater(data.receivedAt, base.last_reply_at);
          contacts.set(key, {
            ...base,
            last_reply_at: newer ? new Date(data.receivedAt).toISOString() : base.last_reply_at,
            last_reply_subject: newer ? data.subject : base.last_reply_subject,
            position: event.position,
          });
          days.add(data.userId, data.receivedAt, 'replies', event.position);
          feed(event, {
            user_id: data.userId,
            kind: 'replied',
            at: data.receivedAt,
            contact_id: data.contactId,
            contact_name: data.fromName || base.contact_name || data.fromEmail,
            subject: data.subject,
            detail: null,
          });
          break;
        }
        default: {
          const { data } = event;
          const before = messages.get(data.messageId);
          if (before && before.position >= event.position) break;
          const row: MessageRow = {
            ...(before ?? emptyMessage(data)),
            position: event.position,
          };
          const key = contactKey(data.userId, data.contactId);
          switch (event.type) {
            case 'MessageQueued': {
              row.to_name = event.data.toName;
              row.to_email = event.data.toEmail;
              row.subject = event.data.subject;
              const contact = contacts.get(key) ?? emptyContact(data.userId, data.contactId, '', '');
              if (contact.position < event.position) {
                contacts.set(key, {
                  ...contact,
                  contact_name: event.data.toName || contact.contact_name,
                  contact_email: event.data.toEmail,
                  position: event.position,
                });
              }
              break;
            }
            case 'MessageSent': {
              if (row.sent_at !== null) break;
              row.sent_at = at;
              days.add(data.userId, at, 'sent', event.position);
              // An open recorded before its send is counted on the send's day, once the day is known.
              if (row.human_opened) days.add(data.userId, at, 'opened', event.position);
              const contact =
                contacts.get(key) ?? emptyContact(data.userId, data.contactId, row.to_name, row.to_email);
              if (contact.position < event.position && isLater(at, contact.last_sent_at)) {
                contacts.set(key, {
                  ...contact,
                  last_sent_at: at,
                  last_sent_message_id: row.message_id,
                  last_sent_subject: row.subject,
                  position: event.position,
                });
              }
              feed(event, {
                user_id: data.userId,
                kind: 'sent',
                at,
                contact_id: data.contactId,
                contact_name: row.to_name || row.to_email,
                subject: row.subject,
                detail: null,
              });
              break;
            }
            case 'MessageFailed':
              row.failed_at = at;
              days.add(data.userId, at, 'failed', event.position);
              feed(event, {
                user_id: data.userId,
                kind: 'failed',
                at,
                contact_id: data.contactId,
                contact_name: row.to_name || row.to_email,
                subject: row.subject,
                detail: event.data.reason,
              });
              break;
            case 'MessageOpened':
            case 'LinkClicked': {
              const kind = event.type === 'MessageOpened' ? 'open' : 'click';
              const hit = event.data;
              const suspected = classifyTrackingHit(
                { kind, userAgent: hit.userAgent, ipPrefix: hit.ipPrefix, method: hit.method, at: hit.at },
                { sentAt: row.sent_at, firstOpenAt: row.first_open_at },
              );
              if (kind === 'open' && !isLater(hit.at, row.first_open_at ?? hit.at))
                row.first_open_at = hit.at;
              if (suspected !== null) break;
              if (kind === 'click') {
                days.add(data.userId, hit.at, 'clicks', event.position);
                feed(event, {
                  user_id: data.userId,
                  kind: 'clicked',
                  at: hit.at,
                  contact_id: data.contactId,
                  contact_name: row.to_name || row.to_email,
                  subject: row.subject,
                  detail: event.type === 'LinkClicked' ? event.data.url : null,
                });
              } else if (!row.human_opened) {
                row.human_opened = true;
                if (row.sent_at !== null) days.add(data.userId, row.sent_at, 'opened', event.position);
                feed(event, {
                  user_id: data.userId,
                  kind: 'opened',
                  at: hit.at,
                  contact_id: data.contactId,
                  contact_name: row.to_name || row.to_email,
                  subject: row.subject,
                  detail: null,
                });
              }
              break;
            }
            default: {
              const _never: never = event;
              break;
            }
          }
          messages.set(row.message_id, row);
        }
      }
    }

    await upsertGuarded(trx, outreachMetricsMessagesTable, messages.written());
    await upsertGuarded(trx, outreachMetricsContactsTable, contacts.written());
    await upsertGuarded(trx, outreachMetricsDraftsTable, drafts.written());
    await upsertGuarded(trx, outreachActivityTable, activity);
    await days.write(trx);
    return [...users];
  },
};

function emptyMessage(data: { messageId: string; userId: string; contactId: string }): MessageRow {
  return {
    message_id: data.messageId,
    user_id: data.userId,
    contact_id: data.contactId,
    to_name: '',
    to_email: '',
    subject: '',
    sent_at: null,
    failed_at: null,
    first_open_at: null,
    human_opened: false,
    replied: false,
    position: '',
  };
}

function emptyContact(userId: string, contactId: string, name: string, email: string): ContactRow {
  return {
    contact_key: contactKey(userId, contactId),
    user_id: userId,
    contact_id: contactId,
    contact_name: name,
    contact_email: email,
    last_sent_at: null,
    last_sent_message_id: null,
    last_sent_subject: null,
    last_reply_at: null,
    last_reply_subject: null,
    position: '',
  };
}
