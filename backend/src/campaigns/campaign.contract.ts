import { z } from 'zod';

/**
 * Request and answer shapes of the /emails/schedule calls. The edge checks only types and forms, each message naming
 * its field; the rules (ranges, a window whose end is after its start, at least one day, the time zone) are the
 * decider's, so the scheduler's commands meet the same ones.
 */

const number = (field: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`),
  });

const text = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`),
  });

/** Monday to Sunday, whatever their case; each named once. */
const weekday = z
  .string({ error: 'days_of_week must list day names, Monday to Sunday' })
  .trim()
  .transform((day) => day.charAt(0).toUpperCase() + day.slice(1).toLowerCase());

const sendTimesObject = z.object(
  { start: text('send_times.start'), end: text('send_times.end') },
  { error: 'send_times must hold start and end' },
);

/** send_times as { start, end } or as the pair [start, end]. */
const sendTimes = z.union(
  [
    sendTimesObject,
    z.tuple([text('send_times.start'), text('send_times.end')]).transform(([start, end]) => ({ start, end })),
  ],
  {
    error: (issue) =>
      issue.input === undefined ? 'send_times is required' : 'send_times must hold start and end (HH:MM)',
  },
);

export const scheduleCampaignBody = z.object({
  campaign_name: z.string({ error: 'campaign_name must be text' }).default(''),
  total_messages: number('total_messages'),
  messages_per_day: number('messages_per_day'),
  start_date: text('start_date'),
  days_of_week: z.array(weekday, {
    error: (issue) =>
      issue.input === undefined ? 'days_of_week is required' : 'days_of_week must be a list of day names',
  }),
  send_times: sendTimes,
  /** The browser's IANA time zone: the window and days are read in it. */
  time_zone: text('time_zone'),
});

export type ScheduleCampaignBody = z.infer<typeof scheduleCampaignBody>;

export const campaignIdParam = z.uuid({ error: 'campaign_id must be a campaign id' });

/** The spec's Campaign, with the plan's other fields the schedule modal shows. */
export interface CampaignView {
  campaign_id: string;
  campaign_name: string;
  total_messages: number;
  sent_count: number;
  remaining: number;
  messages_per_day: number;
  start_date: string;
  days_of_week: string[];
  send_times: { start: string; end: string };
  time_zone: string;
  status: 'scheduled' | 'partly_sent' | 'paused' | 'completed' | 'cancelled';
  /** Why a paused campaign stopped (the bounce rule's wording). */
  paused_reason: string | null;
  /** Seconds until the next message may go; null when the campaign sends no more. */
  next_message_in: number | null;
  next_send_at: string | null;
  created_at: string;
}

export interface CampaignsAnswer {
  campaigns: CampaignView[];
}

export interface ScheduleCampaignAnswer {
  campaign: CampaignView;
  checkpoint: string;
}

export interface CancelCampaignAnswer {
  campaign_id: string;
  status: 'cancelled';
  checkpoint: string;
}

export interface CancelAllCampaignsAnswer {
  cancelled: number;
  checkpoint: string;
}
