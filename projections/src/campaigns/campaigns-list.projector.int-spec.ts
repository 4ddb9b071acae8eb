import { projectorTestbed } from '../runner/testing/projector-testbed';
import { campaignsListProjector, campaignsListTable } from './campaigns-list.projector';

jest.setTimeout(30_000);

const { recorded, freshSchema, apply, rows, batchedAndSingly, reapplied } = projectorTestbed(
  campaignsListProjector,
  campaignsListTable,
  { category: 'campaign', key: 'campaignId', year: 2026, schemaVersion: 1 },
);

const scheduled = (campaignId: string, userId: string, totalMessages = 10) =>
  recorded('CampaignScheduled', {
    campaignId,
    userId,
    campaignName: `Campaign ${campaignId}`,
    totalMessages,
    messagesPerDay: 2,
    startDate: '2026-11-30',
    daysOfWeek: ['Monday', 'Wednesday'],
    sendTimes: { start: '09:00', end: '17:00' },
    timeZone: 'America/New_York',
    nextSendAt: '2026-11-30T14:00:00.000Z',
    at: '2026-11-30T13:00:00.000Z',
  });
const sent = (campaignId: string, userId: string, sentCount: number, nextSendAt: string | null) =>
  recorded('CampaignMessageSent', {
    campaignId,
    userId,
    contactId: `c${sentCount}`,
    messageId: `m${sentCount}`,
    day: '2026-11-30',
    sentCount,
    nextSendAt,
    at: '2026-11-30T15:00:00.000Z',
  });
const paused = (campaignId: string, userId: string, reason: string) =>
  recorded('CampaignPaused', { campaignId, userId, reason, at: '2026-11-30T16:00:00.000Z' });
const cancelled = (campaignId: string, userId: string) =>
  recorded('CampaignCancelled', { campaignId, userId, at: '2026-11-30T17:00:00.000Z' });
const completed = (campaignId: string, userId: string) =>
  recorded('CampaignCompleted', { campaignId, userId, reason: 'all_sent', at: '2026-11-30T17:00:00.000Z' });

describe('campaigns list projector', () => {
  it('keeps one row per campaign with its plan and first planned send, keyed for pushes by owner', async () => {
    const schema = await freshSchema();
    const first = scheduled('k1', 'ada');
    const { keys } = await apply(schema, [first, scheduled('k2', 'bob')]);
    expect(keys).toEqual(['ada', 'bob']);
    expect(await rows(schema)).toEqual([
      {
        campaign_id: 'k1',
        user_id: 'ada',
        campaign_name: 'Campaign k1',
        total_messages: 10,
        sent_count: 0,
        messages_per_day: 2,
        start_date: '2026-11-30',
        days_of_week: ['Monday', 'Wednesday'],
        send_start: '09:00',
        send_end: '17:00',
        time_zone: 'America/New_York',
        status: 'scheduled',
        paused_reason: null,
        next_send_at: '2026-11-30T14:00:00.000Z',
        created_at: first.metadata.recordedAt,
        updated_at: first.metadata.recordedAt,
        position: first.position,
      },
      expect.objectContaining({ campaign_id: 'k2', user_id: 'bob' }),
    ]);
  });

  it('counts sends, moves to partly sent and follows the next planned send; a pause keeps its reason', async () => {
    const schema = await freshSchema();
    await apply(schema, [scheduled('k1', 'ada'), sent('k1', 'ada', 1, '2026-11-30T18:00:00.000Z')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        status: 'partly_sent',
        sent_count: 1,
        next_send_at: '2026-11-30T18:00:00.000Z',
      }),
    ]);
    await apply(schema, [paused('k1', 'ada', 'Paused: 1 of 1 messages bounced')]);
    expect(await rows(schema)).toEqual([
      expect.objectContaining({
        status: 'paused',
        paused_reason: 'Paused: 1 of 1 messages bounced',
        next_send_at: null,
      }),
    ]);
  });

  it('lands the same rows whether a history comes in one batch or one event at a time', async () => {
    const history = [
      scheduled('k1', 'ada', 2),
      scheduled('k2', 'ada'),
      sent('k1', 'ada', 1, '2026-11-30T18:00:00.000Z'),
      sent('k1', 'ada', 2, null),
      completed('k1', 'ada'),
      cancelled('k2', 'ada'),
    ];
    const { batched, single } = await batchedAndSingly(history);
    expect(batched).toEqual(single);
    expect(batched).toEqual([
      expect.objectContaining({ campaign_id: 'k1', status: 'completed', sent_count: 2, next_send_at: null }),
      expect.objectContaining({ campaign_id: 'k2', status: 'cancelled', next_send_at: null }),
    ]);
  });

  it('never takes a campaign back to an older state when older events are applied again', async () => {
    const history = [
      scheduled('k1', 'ada'),
      sent('k1', 'ada', 1, '2026-11-30T18:00:00.000Z'),
      cancelled('k1', 'ada'),
    ];
    const { once, after } = await reapplied(history, [history[0], history[1]]);
    expect(after).toEqual(once);
    expect(once).toEqual([expect.objectContaining({ status: 'cancelled', sent_count: 1 })]);
  });
});
