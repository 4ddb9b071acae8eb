/**
 * Turns a daily window and a date range into the sentence a draft can quote, e.g.
 * "Available Monday, November 23 to Friday, November 27 (weekdays), 9:15 AM – 4:45 PM."
 * Pure: dates are calendar dates (no time zone), weekends (Saturday, Sunday) are never offered, and the
 * window is shrunk by the buffers so a meeting never starts right at the edge of the free time.
 */

export interface AvailabilityRequest {
  /** 'HH:MM', 24-hour. */
  availableStart: string;
  availableEnd: string;
  /** Minutes kept free after availableStart and before availableEnd. */
  bufferBefore: number;
  bufferAfter: number;
  /** 'YYYY-MM-DD', inclusive. */
  startDate: string;
  endDate: string;
}

export type AvailabilityOutcome =
  | { ok: true; text: string; businessDays: string[]; window: { start: string; end: string } }
  | { ok: false; reason: 'no_business_day' | 'empty_window' };

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const utcDate = (date: string): Date => new Date(`${date}T00:00:00.000Z`);
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The business days (Monday to Friday) from start to end, inclusive, as 'YYYY-MM-DD'. */
export function businessDaysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let at = utcDate(startDate).getTime(); at <= utcDate(endDate).getTime(); at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(isoDate(new Date(at)));
  }
  return days;
}

/** 9:15 AM, 12:00 PM, 12:30 AM. */
export function clockText(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

function dayText(date: string, withYear: boolean): string {
  const day = utcDate(date);
  const text = `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
  return withYear ? `${text}, ${day.getUTCFullYear()}` : text;
}

const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function describeAvailability(request: AvailabilityRequest): AvailabilityOutcome {
  const start = minutesOf(request.availableStart) + request.bufferBefore;
  const end = minutesOf(request.availableEnd) - request.bufferAfter;
  if (end <= start) return { ok: false, reason: 'empty_window' };
  const days = businessDaysBetween(request.startDate, request.endDate);
  if (days.length === 0) return { ok: false, reason: 'no_business_day' };

  const first = days[0];
  const last = days[days.length - 1];
  // The year only when the offered days straddle New Year; otherwise it is obvious from context.
  const withYear = first.slice(0, 4) !== last.slice(0, 4);
  const dates =
    days.length === 1
      ? dayText(first, withYear)
      : `${dayText(first, withYear)} to ${dayText(last, withYear)} (weekdays)`;
  return {
    ok: true,
    text: `Available ${dates}, ${clockText(start)} – ${clockText(end)}.`,
    businessDays: days,
    window: { start: timeText(start), end: timeText(end) },
  };
}
