import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import type { OutgoingActivityAnswer, OutgoingActivityParams } from '../outgoing-activity.contract';
import {
  addDays,
  bucketKeys,
  elapsedBuckets,
  filledBuckets,
  localClock,
  periodRange,
} from '../outgoing-activity.rules';
import type { OutgoingActivityReadModels } from './outgoing-activity.rows';

/** Reads the outgoing_activity_slots read model; always the caller's rows only. */
@Injectable()
export class OutgoingActivityQuery {
  constructor(@Inject(DATABASE) private readonly db: Kysely<OutgoingActivityReadModels>) {}

  /** The caller's sends in the period holding `date` (today in the zone when absent), bucketed by local hour or day. */
  async execute(
    userId: string,
    { period, time_zone: timeZone, date }: OutgoingActivityParams,
    now: Date,
  ): Promise<OutgoingActivityAnswer> {
    const clock = localClock(now, timeZone);
    const range = periodRange(period, date ?? clock.date);
    const end = addDays(range.start, range.days);
    const format = period === 'day' ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD';
    const unit = period === 'day' ? 'hour' : 'day';
    // The period's local midnights as instants, and each slot read on the zone's wall clock: PostgreSQL applies the
    // zone's rules (daylight saving included) on both sides.
    const local = sql`(slot AT TIME ZONE ${timeZone})`;
    const rows = await this.db
      .selectFrom('outgoing_activity_slots')
      .select([
        sql<string>`to_char(date_trunc(${unit}, ${local}), ${format})`.as('key'),
        sql<number>`sum(sent)::int`.as('sent'),
      ])
      .where('user_id', '=', userId)
      .where('slot', '>=', sql<Date>`(${range.start}::timestamp AT TIME ZONE ${timeZone})`)
      .where('slot', '<', sql<Date>`(${end}::timestamp AT TIME ZONE ${timeZone})`)
      .groupBy(sql`1`)
      .execute();
    const buckets = filledBuckets(bucketKeys(period, range), new Map(rows.map((row) => [row.key, row.sent])));
    return {
      period,
      time_zone: timeZone,
      start_date: range.start,
      end_date: addDays(end, -1),
      buckets,
      elapsed: elapsedBuckets(period, range, clock),
      total: buckets.reduce((sum, bucket) => sum + bucket.sent, 0),
    };
  }
}
