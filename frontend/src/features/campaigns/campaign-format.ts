import type { CampaignView } from '@outreach/backend/campaigns/campaign.contract';
import { serverErrorMessage } from '../../lib/error-detail';

const dayName = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
/** Spec §3: Monday to Sunday, named as the server takes them (1 January 2024 was a Monday). */
export const WEEKDAYS: readonly string[] = Array.from({ length: 7 }, (_, day) =>
  dayName.format(new Date(Date.UTC(2024, 0, 1 + day))),
);
const WORKDAYS = WEEKDAYS.slice(0, 5);

type Tone = 'green' | 'grey' | 'blue' | 'red';

const STATUSES: Record<CampaignView['status'], { label: string; tone: Tone }> = {
  scheduled: { label: 'Scheduled', tone: 'blue' },
  partly_sent: { label: 'Partly sent', tone: 'blue' },
  paused: { label: 'Paused', tone: 'red' },
  completed: { label: 'Completed', tone: 'green' },
  cancelled: { label: 'Cancelled', tone: 'grey' },
};

export const campaignStatus = (status: CampaignView['status']) => STATUSES[status];

/** The days a campaign sends on, as short as they read: every day, weekdays, weekends, or the days' short names. */
export function daysLabel(days: readonly string[]): string {
  const chosen = WEEKDAYS.filter((day) => days.includes(day));
  if (chosen.length === 7) return 'Every day';
  if (chosen.length === 5 && WORKDAYS.every((day) => chosen.includes(day))) return 'Weekdays';
  if (chosen.length === 2 && chosen.includes('Saturday') && chosen.includes('Sunday')) return 'Weekends';
  return chosen.map((day) => day.slice(0, 3)).join(', ');
}

/** The send window and the zone it is read in: '09:00–17:00 (America/New York)'. */
export function windowLabel({
  send_times,
  time_zone,
}: Pick<CampaignView, 'send_times' | 'time_zone'>): string {
  return `${send_times.start}–${send_times.end} (${time_zone.replaceAll('_', ' ')})`;
}

/** Seconds until the next message as people say it; under a minute reads 'less than a minute'. */
export function countdownLabel(seconds: number): string {
  if (seconds <= 0) return 'any moment now';
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** Seconds from `now` to the planned send, or null when the campaign sends no more. */
export function secondsUntilNext(campaign: Pick<CampaignView, 'next_send_at'>, now: number): number | null {
  if (campaign.next_send_at === null) return null;
  return Math.max(0, Math.round((Date.parse(campaign.next_send_at) - now) / 1000));
}

/** Spec §3: the schedule form, its numbers as typed. */
export interface ScheduleForm {
  campaignName: string;
  totalMessages: string;
  messagesPerDay: string;
  startDate: string;
  daysOfWeek: string[];
  startTime: string;
  endTime: string;
}

export type ScheduleField = keyof ScheduleForm;

/** The form as it opens: today, weekdays, 09:00 to 17:00 (spec §3 and §9). */
export function defaultScheduleForm(today: string): ScheduleForm {
  return {
    campaignName: '',
    totalMessages: '',
    messagesPerDay: '',
    startDate: today,
    daysOfWeek: [...WORKDAYS],
    startTime: '09:00',
    endTime: '17:00',
  };
}

/** The browser's local day as yyyy-mm-dd. */
export function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Spec §5: the numbers are parsed as integers and nothing else is checked here; a number that does not parse goes
 * as null, and the server's 400 names the field.
 */
export function parseInteger(value: string): number | null {
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

export function scheduleBody(form: ScheduleForm, timeZone: string) {
  return {
    campaign_name: form.campaignName.trim(),
    total_messages: parseInteger(form.totalMessages) as number,
    messages_per_day: parseInteger(form.messagesPerDay) as number,
    start_date: form.startDate,
    days_of_week: WEEKDAYS.filter((day) => form.daysOfWeek.includes(day)),
    send_times: { start: form.startTime, end: form.endTime },
    time_zone: timeZone,
  };
}

/** The request's field each form field is sent as. */
const FIELDS_SENT: Record<string, ScheduleField> = {
  campaign_name: 'campaignName',
  total_messages: 'totalMessages',
  messages_per_day: 'messagesPerDay',
  start_date: 'startDate',
  days_of_week: 'daysOfWeek',
  'send_times.start': 'startTime',
  'send_times.end': 'endTime',
  send_times: 'startTime',
};

export interface ScheduleRefusal {
  /** Each refused field's message, shown by the field. */
  fields: Partial<Record<ScheduleField, string>>;
  /** What no field shows (spec §8: the server's message when present, else 'Failed to schedule campaign'). */
  message: string | null;
}

function refusalsOf(error: unknown): { field: string; message: string }[] {
  const data = (error as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return [];
  const { detail, field } = data as { detail?: unknown; field?: unknown };
  if (typeof detail === 'string' && typeof field === 'string') return [{ field, message: detail }];
  if (!Array.isArray(detail)) return [];
  return detail.flatMap((item: { loc?: unknown; msg?: unknown }) =>
    Array.isArray(item?.loc) && typeof item.msg === 'string'
      ? [{ field: item.loc.filter((part) => part !== 'body').join('.'), message: item.msg }]
      : [],
  );
}

/** A refused schedule: the messages naming a form field go by it, anything else above the buttons. */
export function scheduleRefusal(error: unknown): ScheduleRefusal {
  const fields: ScheduleRefusal['fields'] = {};
  const others: string[] = [];
  for (const { field, message } of refusalsOf(error)) {
    const formField = FIELDS_SENT[field];
    if (formField && !fields[formField]) fields[formField] = message;
    else if (!formField) others.push(message);
  }
  if (others.length > 0) return { fields, message: others.join('; ') };
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: serverErrorMessage(error, 'Failed to schedule campaign') };
}

/**
 * What the schedule form says a campaign will send (docs/campaigns.md): the user's waiting drafts, one per contact.
 * `waitingContacts` counts the contacts with a draft waiting now; `total` is the form's Total messages as typed.
 */
export function campaignDraftsNote(waitingContacts: number, total: number | null): string {
  const base =
    'A campaign sends your waiting drafts, one per contact, longest waiting first, and ends when none is left.';
  if (waitingContacts === 0) {
    return `${base} No drafts are waiting now: write some first, or the campaign ends at its first send time.`;
  }
  const now = `Drafts are waiting for ${waitingContacts} ${waitingContacts === 1 ? 'contact' : 'contacts'} now.`;
  if (total !== null && total > waitingContacts) {
    return `${base} ${now} Drafts written while it runs are sent too; without them it ends after ${waitingContacts}.`;
  }
  return `${base} ${now}`;
}

/** The contacts with at least one waiting draft, from the drafts listing. */
export function contactsWithWaitingDrafts(drafts: readonly { contact_id: string }[]): number {
  return new Set(drafts.map((draft) => draft.contact_id)).size;
}
