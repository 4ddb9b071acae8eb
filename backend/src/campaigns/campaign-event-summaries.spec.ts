import { campaignEventSummaries } from './campaign-event-summaries';
import type { CampaignEvent } from './campaign.events';

const base = { campaignId: 'k1', userId: 'ada', at: '2026-11-30T15:00:00.000Z' };
const summary = (event: CampaignEvent) =>
  (campaignEventSummaries[event.type] as (event: CampaignEvent) => string)(event);

describe('campaign event summaries', () => {
  it('says what each campaign event did, bodies and addresses left out', () => {
    expect(
      summary({
        type: 'CampaignScheduled',
        data: {
          ...base,
          campaignName: 'Data teams',
          totalMessages: 20,
          messagesPerDay: 5,
          startDate: '2026-11-30',
          daysOfWeek: ['Monday'],
          sendTimes: { start: '09:00', end: '17:00' },
          timeZone: 'Europe/Paris',
          nextSendAt: '2026-11-30T08:00:00.000Z',
        },
      }),
    ).toBe("Campaign 'Data teams' scheduled: 20 messages, 5 a day");
    expect(
      summary({
        type: 'CampaignMessageSent',
        data: {
          ...base,
          contactId: 'c1',
          messageId: 'm1',
          day: '2026-11-30',
          sentCount: 3,
          nextSendAt: null,
        },
      }),
    ).toBe('Campaign message 3 sent');
    expect(summary({ type: 'CampaignPaused', data: { ...base, reason: 'Too many bounces' } })).toBe(
      'Campaign paused: Too many bounces',
    );
    expect(summary({ type: 'CampaignCompleted', data: { ...base, reason: 'no_contacts_left' } })).toBe(
      'Campaign completed: no contact left',
    );
    expect(summary({ type: 'CampaignCancelled', data: base })).toBe('Campaign cancelled');
  });
});
