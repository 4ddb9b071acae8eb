import { sql, type Transaction } from 'kysely';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type {
  ButtonClickCountRow,
  SiteAnalyticsReadModels,
} from '@outreach/backend/site-analytics/queries/site-analytics.rows';
import {
  SITE_ANALYTICS_EVENT_TYPES,
  type SiteAnalyticsEvent,
} from '@outreach/backend/site-analytics/site-analytics.events';
import { createTable, readStored, upsertGuarded, type KeyedTable } from '../runner/keyed-table';
import type { Projector } from '../runner/projector';

export const siteButtonClicksTable: KeyedTable<ButtonClickCountRow> = {
  name: 'site_button_clicks',
  key: 'day_button',
  columns: {
    day_button: 'text',
    day: 'text',
    button_name: 'text',
    clicks: 'integer',
    position: 'text',
  },
  // The admin report reads a range of days.
  indexes: [sql`CREATE INDEX site_button_clicks_by_day ON site_button_clicks (day, button_name)`],
};

type SiteAnalyticsRecordedEvent = RecordedEvent & SiteAnalyticsEvent;

export const dayButtonKey = (day: string, buttonName: string): string => `${day}|${buttonName}`;

/** Public-site button clicks counted per button and UTC day, for the admin's Site analytics tab. */
export const siteAnalyticsProjector: Projector<SiteAnalyticsReadModels> = {
  name: 'site-analytics',
  version: 1,
  description: 'Public-site button clicks per button and UTC day',
  handles: SITE_ANALYTICS_EVENT_TYPES,
  tables: ['site_button_clicks'],

  async migrate(trx) {
    await createTable(trx, siteButtonClicksTable);
  },

  async apply(trx: Transaction<SiteAnalyticsReadModels>, recorded: RecordedEvent[]) {
    const events = recorded as SiteAnalyticsRecordedEvent[];
    const keys = [...new Set(events.map((event) => dayButtonKey(event.data.day, event.data.buttonName)))];
    if (keys.length === 0) return [];
    const stored = await readStored(trx, siteButtonClicksTable, keys);
    const counts = new Map(stored.rows.map((row) => [row.day_button, row]));
    const changed = new Set<string>();
    for (const event of events) {
      switch (event.type) {
        case 'ButtonClicked': {
          const { day, buttonName } = event.data;
          const key = dayButtonKey(day, buttonName);
          const before = counts.get(key);
          // Counters: an event at or before the row's position was counted already.
          if (before && before.position >= event.position) continue;
          counts.set(key, {
            day_button: key,
            day,
            button_name: buttonName,
            clicks: (before?.clicks ?? 0) + 1,
            position: event.position,
          });
          changed.add(key);
          break;
        }
        default: {
          const _never: never = event.type;
          break;
        }
      }
    }
    await upsertGuarded(
      trx,
      siteButtonClicksTable,
      [...changed].map((key) => counts.get(key)!),
    );
    return [...changed];
  },
};
