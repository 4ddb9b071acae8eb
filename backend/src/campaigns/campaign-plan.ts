/**
 * The sending plan of a campaign as pure functions over instants: the window and days in the user's time zone, the
 * next send time with a random gap, the daily allowance under the user's one cap, replied contacts, the bounce pause.
 * No clock and no randomness of their own: the caller passes the instant and the random source.
 */

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A bounce rate at or above this pauses a campaign (lemlist and Instantly pause around 3 to 5%). */
export const BOUNCE_PAUSE_RATE = 0.05;

/** A gap between two sends of one campaign is never shorter, so even a dense window does not look like a burst. */
export const MIN_GAP_SECONDS = 30;

export interface SendTimes {
  /** HH:MM, local to the plan's time zone. */
  start: string;
  end: string;
}

export interface SendPlan {
  /** yyyy-mm-dd, the first local day a message may go. */
  startDate: string;
  daysOfWeek: readonly Weekday[];
  sendTimes: SendTimes;
  /** IANA name, such as Europe/Paris. */
  timeZone: string;
  messagesPerDay: number;
}

export interface LocalTime {
  /** yyyy-mm-dd in the time zone. */
  date: string;
  weekday: Weekday;
  /** Seconds since the local midnight. */
  seconds: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The canonical IANA name of a time zone, or null when it is not one (offsets such as +01:00 are refused). */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** HH:MM (00:00 to 23:59) as minutes since midnight, or null when it is not a time of day. */
export function minutesOfDay(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** A yyyy-mm-dd that names a real calendar day. */
export function isCalendarDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return new Date(`${date}T00:00:00.000Z`).toISOString().slice(0, 10) === date;
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay counts from Sunday; WEEKDAYS from Monday.
  return WEEKDAYS[(new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7];
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function wallClockMs(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

export function localTime(instant: string, timeZone: string): LocalTime {
  const ms = Date.parse(instant);
  const wall = wallClockMs(ms - (ms % 1000), timeZone);
  const date = new Date(wall).toISOString().slice(0, 10);
  return { date, weekday: weekdayOf(date), seconds: Math.floor((wall % DAY_MS) / 1000) };
}

/** The instant a local wall-clock time of a day happens; in a DST gap, the instant the clocks jumped to. */
export function zonedInstant(date: string, minutes: number, timeZone: string): string {
  const wall = Date.parse(`${date}T00:00:00.000Z`) + minutes * 60_000;
  let guess = wall - (wallClockMs(wall, timeZone) - wall);
  guess = wall - (wallClockMs(guess, timeZone) - guess);
  return new Date(guess).toISOString();
}

const windowOf = (plan: SendPlan) => ({
  start: minutesOfDay(plan.sendTimes.start) ?? 0,
  end: minutesOfDay(plan.sendTimes.end) ?? 0,
});

/** Inside the window (start included, end excluded) of an allowed day, on or after the start date, all local. */
export function isInsideWindow(plan: SendPlan, instant: string): boolean {
  const local = localTime(instant, plan.timeZone);
  const { start, end } = windowOf(plan);
  return (
    local.date >= plan.startDate &&
    plan.daysOfWeek.includes(local.weekday) &&
    local.seconds >= start * 60 &&
    local.seconds < end * 60
  );
}

/** The first instant at or after `after` inside the window; null only for a plan without days. */
export function nextWindowOpening(plan: SendPlan, after: string): string | null {
  const { start, end } = windowOf(plan);
  const today = localTime(after, plan.timeZone).date;
  const first = today > plan.startDate ? today : plan.startDate;
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = addDays(first, offset);
    if (!plan.daysOfWeek.includes(weekdayOf(date))) continue;
    const opens = zonedInstant(date, start, plan.timeZone);
    const closes = zonedInstant(date, end, plan.timeZone);
    if (after < opens) return opens;
    if (after < closes) return after;
  }
  return null;
}

/** Seconds between two sends when the day's messages are spread evenly over the window. */
export function evenSpacingSeconds(plan: SendPlan): number {
  const { start, end } = windowOf(plan);
  return ((end - start) * 60) / plan.messagesPerDay;
}

/**
 * When the next message may go after one sent at `sentAt`, `sentThatDay` being the campaign's sends of that local day
 * (this one included). The gap is random between half and the whole even spacing, so the day's messages always fit
 * the window; the day's quota used, or a gap past the window's end, moves it to the next allowed day's opening.
 */
export function nextSendTime(
  plan: SendPlan,
  sentAt: string,
  sentThatDay: number,
  random: () => number,
): string | null {
  const local = localTime(sentAt, plan.timeZone);
  if (sentThatDay >= plan.messagesPerDay) {
    return nextWindowOpening(plan, zonedInstant(addDays(local.date, 1), 0, plan.timeZone));
  }
  const spacing = evenSpacingSeconds(plan);
  const gapSeconds = Math.max(MIN_GAP_SECONDS, spacing * (0.5 + 0.5 * random()));
  const candidate = new Date(Date.parse(sentAt) + Math.round(gapSeconds) * 1000).toISOString();
  return nextWindowOpening(plan, candidate);
}

/** Seconds from `now` until `at`, never negative; null when nothing is planned. */
export function secondsUntil(at: string | null, now: string): number | null {
  if (at === null) return null;
  return Math.max(0, Math.ceil((Date.parse(at) - Date.parse(now)) / 1000));
}

export interface AllowanceInput {
  /** The user's one cap for a UTC day: manual sends, mass e-mail and every campaign draw on it. */
  dailyCap: number;
  /** Every message of the user holding a slot of today's cap, whatever sent it. */
  sentTodayByUser: number;
  messagesPerDay: number;
  /** This campaign's sends of its local day. */
  sentTodayByCampaign: number;
  /** Messages the campaign still has to send. */
  remaining: number;
}

/** How many messages a campaign may still send today: the least of what the cap, its own day and its total leave. */
export function dailyAllowance(input: AllowanceInput): number {
  return Math.max(
    0,
    Math.min(
      input.dailyCap - input.sentTodayByUser,
      input.messagesPerDay - input.sentTodayByCampaign,
      input.remaining,
    ),
  );
}

/** The next contacts to write to, in the caller's order: none already written to by the campaign or who replied. */
export function contactsToSend(
  candidates: readonly string[],
  excluded: { sent: readonly string[]; replied: readonly string[] },
  count: number,
): string[] {
  const skip = new Set([...excluded.sent, ...excluded.replied]);
  return candidates.filter((id) => !skip.has(id)).slice(0, Math.max(0, count));
}

export function reachesBouncePause(sent: number, bounced: number): boolean {
  return sent > 0 && bounced / sent >= BOUNCE_PAUSE_RATE;
}

/** The reason shown on a campaign paused for bounces. */
export function bouncePauseReason(sent: number, bounced: number): string {
  const rate = Math.round((bounced / sent) * 1000) / 10;
  return `Paused: ${bounced} of ${sent} messages bounced (${rate}%), at or above the 5% limit. Check the contacts' addresses.`;
}
