import type { ActivityBucket, ActivityPeriod } from './outgoing-activity.contract';

/**
 * The outgoing-activity read model counts sends per quarter hour in UTC: every time zone's offset is a whole number
 * of quarter hours (India +05:30, Nepal +05:45), so the slots add up to exact local hours in any zone.
 */
export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The UTC quarter hour an instant falls in, as ISO text. */
export function slotOf(instant: string): string {
  const ms = Date.parse(instant);
  return new Date(ms - (((ms % SLOT_MS) + SLOT_MS) % SLOT_MS)).toISOString();
}

export interface LocalClock {
  /** yyyy-mm-dd in the zone. */
  date: string;
  /** 0 to 23. */
  hour: number;
}

/** The wall clock of an instant in a time zone. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days);

export interface PeriodRange {
  /** First local day of the period. */
  start: string;
  /** Number of local days it spans. */
  days: number;
}

/** The period holding a local day: that day, its week from Monday, or its calendar month. */
export function periodRange(period: ActivityPeriod, date: string): PeriodRange {
  if (period === 'day') return { start: date, days: 1 };
  if (period === 'week') {
    // getUTCDay counts from Sunday (0); the week starts on Monday.
    const fromMonday = (new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7;
    return { start: addDays(date, -fromMonday), days: 7 };
  }
  const start = `${date.slice(0, 7)}-01`;
  const [year, month] = start.split('-').map(Number);
  return { start, days: new Date(Date.UTC(year, month, 0)).getUTCDate() };
}

/** The period's bucket keys in order: 24 local hours, or each local day. */
export function bucketKeys(period: ActivityPeriod, range: PeriodRange): string[] {
  if (period === 'day') {
    return Array.from({ length: 24 }, (_, hour) => `${range.start}T${String(hour).padStart(2, '0')}:00`);
  }
  return Array.from({ length: range.days }, (_, day) => addDays(range.start, day));
}

/** How many of the period's buckets have begun at the local clock `now`. */
export function elapsedBuckets(period: ActivityPeriod, range: PeriodRange, now: LocalClock): number {
  const dayIndex = dayNumber(now.date) - dayNumber(range.start);
  if (dayIndex < 0) return 0;
  if (dayIndex >= range.days) return period === 'day' ? 24 : range.days;
  return period === 'day' ? now.hour + 1 : dayIndex + 1;
}

/** Every key with its count; a key nothing was sent in counts 0. */
export function filledBuckets(
  keys: readonly string[],
  counts: ReadonlyMap<string, number>,
): ActivityBucket[] {
  return keys.map((key) => ({ key, sent: counts.get(key) ?? 0 }));
}
