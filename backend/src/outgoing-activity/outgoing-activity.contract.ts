import { z } from 'zod';

/**
 * GET /emails/outgoing/activity: the caller's messages sent in one period, bucketed in their time zone, for the
 * Outgoing Messages charts (spec §2: day = 24 hours, week = 7 days, month = the days of the month).
 */

export const ACTIVITY_PERIODS = ['day', 'week', 'month'] as const;
export type ActivityPeriod = (typeof ACTIVITY_PERIODS)[number];

/** An IANA name (Area/City, or UTC) this runtime knows; offsets such as +01:00 and abbreviations are refused. */
export function isIanaTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Z][A-Za-z_-]+(\/[A-Za-z0-9_+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A yyyy-mm-dd naming a real calendar day, years 1970 to 9998 (a period must end before year 10000). */
function isIsoDate(value: string): boolean {
  if (!/^(19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}$/.test(value) || value.startsWith('9999')) return false;
  const ms = Date.parse(`${value}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

const queryText = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
  });

export const outgoingActivityQuery = z.object({
  period: z.enum(ACTIVITY_PERIODS, {
    error: (issue) =>
      issue.input === undefined ? 'period is required' : 'period must be day, week or month',
  }),
  time_zone: queryText('time_zone').refine(
    isIanaTimeZone,
    'time_zone must be an IANA time zone name, such as Europe/Paris',
  ),
  /** A day of the period to show, in the time zone; today when absent. */
  date: queryText('date').refine(isIsoDate, 'date must be a calendar date (YYYY-MM-DD)').optional(),
});
export type OutgoingActivityParams = z.infer<typeof outgoingActivityQuery>;

export interface ActivityBucket {
  /** Local hour `YYYY-MM-DDTHH:00` in the day view, local day `YYYY-MM-DD` in the week and month views. */
  key: string;
  sent: number;
}

export interface OutgoingActivityAnswer {
  period: ActivityPeriod;
  time_zone: string;
  /** First and last local day of the period (the week runs Monday to Sunday). */
  start_date: string;
  end_date: string;
  /** 24 hours, 7 days, or every day of the month, in order, empty ones at 0. */
  buckets: ActivityBucket[];
  /** How many buckets have begun: later ones are still to come (all for a past period, none for a future one). */
  elapsed: number;
  total: number;
}
