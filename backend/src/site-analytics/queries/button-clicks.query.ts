import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { ButtonClicksReport } from '../site-analytics.contract';
import { dayOf } from '../site-analytics.events';
import type { SiteAnalyticsReadModels } from './site-analytics.rows';

const DAY_MS = 86_400_000;

/** Clicks per button and UTC day over the last `days` days (today included), from the site-analytics read model. */
@Injectable()
export class ButtonClicksQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<SiteAnalyticsReadModels>) {}

  async execute(days: number, now: Date = new Date()): Promise<ButtonClicksReport> {
    const to = dayOf(now.toISOString());
    const from = dayOf(new Date(now.getTime() - (days - 1) * DAY_MS).toISOString());
    const rows = await this.db
      .selectFrom('site_button_clicks')
      .select(['day', 'button_name', 'clicks'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day', 'desc')
      .orderBy('button_name')
      .execute();
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.button_name, (totals.get(row.button_name) ?? 0) + row.clicks);
    return {
      from,
      to,
      days: rows.map((row) => ({ day: row.day, button_name: row.button_name, count: row.clicks })),
      totals: [...totals]
        .map(([button_name, count]) => ({ button_name, count }))
        .sort((a, b) => b.count - a.count || a.button_name.localeCompare(b.button_name)),
    };
  }
}
