import { sql, type Transaction } from 'kysely';
import type { CompanySearchPerformed } from '@outreach/backend/company-search/company-search.events';
import type { ContactSearchPerformed } from '@outreach/backend/contact-search/contact-search.events';
import type { DraftSaved } from '@outreach/backend/drafts/draft.events';
import type { SendQuotaEvent } from '@outreach/backend/messaging/send-quota.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import {
  METERED_EVENT_TYPES,
  PLAN_USAGE_PROJECTION,
  type PlanUsageDayRow,
  type PlanUsageReadModels,
} from '@outreach/backend/plan-limits/queries/plan-usage-days.row';
import { createTable, upsertGuarded, type KeyedTable } from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

export const planUsageDaysTable: KeyedTable<PlanUsageDayRow> = {
  name: 'plan_usage_days',
  key: 'user_day',
  columns: {
    user_day: 'text',
    user_id: 'text',
    day: 'text',
    searches: 'integer',
    company_lists: 'integer',
    drafts: 'integer',
    messages_sent: 'integer',
    position: 'text',
  },
  indexes: [sql`CREATE UNIQUE INDEX plan_usage_days_by_user ON plan_usage_days (user_id, day)`],
};

type MeteredEvent = ContactSearchPerformed | CompanySearchPerformed | DraftSaved | SendQuotaEvent;
type MeteredRecordedEvent = RecordedEvent & MeteredEvent;

const METERED = METERED_EVENT_TYPES satisfies readonly MeteredEvent['type'][];

type Counter = 'searches' | 'company_lists' | 'drafts' | 'messages_sent';

/** The UTC day an event counts on, and which count it changes by how much. */
function meter(event: MeteredRecordedEvent): { day: string; counter: Counter; by: number } {
  switch (event.type) {
    case 'ContactSearchPerformed':
      return { day: (event.data.at || event.metadata.recordedAt).slice(0, 10), counter: 'searches', by: 1 };
    case 'CompanySearchPerformed':
      return {
        day: (event.data.at || event.metadata.recordedAt).slice(0, 10),
        counter: 'company_lists',
        by: 1,
      };
    case 'DraftSaved':
      return { day: event.metadata.recordedAt.slice(0, 10), counter: 'drafts', by: 1 };
    // A slot is taken before delivery and given back when the message failed, on the day it was taken.
    case 'SendQuotaUsed':
      return { day: event.data.day, counter: 'messages_sent', by: 1 };
    case 'SendQuotaReleased':
      return { day: event.data.day, counter: 'messages_sent', by: -1 };
    default: {
      const _never: never = event;
      throw new Error(`plan-usage does not meter ${JSON.stringify(_never)}`);
    }
  }
}

/** Each user's searches, company lists, drafts and messages per UTC day, summed per billing period by the limits. */
export const planUsageProjector: Projector<PlanUsageReadModels> = {
  name: PLAN_USAGE_PROJECTION,
  version: 1,
  description:
    "Each user's searches, company lists, drafts and messages sent per UTC day, for the plan limits",
  handles: METERED,
  tables: ['plan_usage_days'],

  async migrate(trx) {
    await createTable(trx, planUsageDaysTable);
  },

  async apply(trx: Transaction<PlanUsageReadModels>, events: RecordedEvent[]) {
    const metered = (events as MeteredRecordedEvent[]).map((event) => ({ event, ...meter(event) }));
    const keyOf = (userId: string, day: string) => `${userId}/${day}`;
    const keys = [...new Set(metered.map(({ event, day }) => keyOf(event.data.userId, day)))];
    if (keys.length === 0) return [];
    const stored = await trx
      .selectFrom('plan_usage_days')
      .selectAll()
      .where('user_day', 'in', keys)
      .execute();
    const rows = new Map(stored.map((row) => [row.user_day, row]));
    const changed = new Set<string>();
    for (const { event, day, counter, by } of metered) {
      const key = keyOf(event.data.userId, day);
      const before = rows.get(key) ?? {
        user_day: key,
        user_id: event.data.userId,
        day,
        searches: 0,
        company_lists: 0,
        drafts: 0,
        messages_sent: 0,
        position: '',
      };
      // Counters: an event at or before the row's position was already counted.
      if (before.position >= event.position) continue;
      rows.set(key, {
        ...before,
        [counter]: Math.max(0, before[counter] + by),
        position: event.position,
      });
      changed.add(key);
    }
    await upsertGuarded(
      trx,
      planUsageDaysTable,
      [...changed].map((key) => rows.get(key)!),
    );
    return [...new Set(metered.map(({ event }) => event.data.userId))];
  },
};
