import type { CampaignView, OutgoingActivityAnswer } from '../campaigns.api';

let campaigns = 0;

/** A scheduled campaign of 20 messages, 5 a day on weekdays, 09:00 to 17:00 in New York; fields overridable. */
export function aCampaign(overrides: Partial<CampaignView> = {}): CampaignView {
  campaigns += 1;
  return {
    campaign_id: `00000000-0000-4000-8000-${String(campaigns).padStart(12, '0')}`,
    campaign_name: `Campaign ${campaigns}`,
    total_messages: 20,
    sent_count: 0,
    remaining: 20,
    messages_per_day: 5,
    start_date: '2026-12-01',
    days_of_week: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    send_times: { start: '09:00', end: '17:00' },
    time_zone: 'America/New_York',
    status: 'scheduled',
    paused_reason: null,
    next_message_in: 3_600,
    next_send_at: new Date(Date.now() + 3_600_000).toISOString(),
    created_at: '2026-11-28T10:00:00.000Z',
    ...overrides,
  };
}

/** A week's activity: `sent` per day from Monday 23 November 2026, `elapsed` days begun. */
export function aWeekOfActivity(sent: number[], elapsed = sent.length): OutgoingActivityAnswer {
  const buckets = sent.map((count, index) => ({ key: `2026-11-${23 + index}`, sent: count }));
  return {
    period: 'week',
    time_zone: 'Europe/Paris',
    start_date: '2026-11-23',
    end_date: '2026-11-29',
    buckets,
    elapsed,
    total: sent.reduce((sum, count) => sum + count, 0),
  };
}
