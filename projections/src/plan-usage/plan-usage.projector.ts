import { sql } from 'kysely';
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
import type { KeyedTable } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
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

const userDayOf = (userId: string, day: string): string => `${userId}/${day}`;

/** Counts one event on its user's day; a day without a row starts from zero. */
function evolveRow(row: PlanUsageDayRow | null, event: MeteredRecordedEvent): PlanUsageDayRow {
  const { day, counter, by } = meter(event);
  const before = row ?? {
    user_day: userDayOf(event.data.userId, day),
    user_id: event.data.userId,
    day,
    searches: 0,
    company_lists: 0,
    drafts: 0,
    messages_sent: 0,
    position: '',
  };
  return { ...before, [counter]: Math.max(0, before[counter] + by), position: event.position };
}

/** Each user's searches, company lists, drafts and messages per UTC day, summed per billing period by the limits. */
export const planUsageProjector: Projector<PlanUsageReadModels> = keyedTableProjector({
  name: PLAN_USAGE_PROJECTION,
  version: 1,
  description:
    "Each user's searches, company lists, drafts and messages sent per UTC day, for the plan limits",
  handles: METERED,
  table: planUsageDaysTable,
  keyOfEvent: (event: MeteredRecordedEvent) => userDayOf(event.data.userId, meter(event).day),
  evolve: evolveRow,
  // Pushes go to owners' rooms.
  pushKeyOf: (event) => event.data.userId,
});
