import { deciderSpec } from '../platform/testing/decider-spec';
import { sendQuotaDecider, type SendQuotaCommand } from './send-quota.decider';
import type { SendQuotaEvent } from './send-quota.events';
import { utcDay } from './send-quota.events';
import { DailySendCapReached } from './messaging.errors';

const given = deciderSpec(sendQuotaDecider);

const slot = { userId: 'ada', day: '2026-01-02' };
const used = (messageId: string): SendQuotaEvent => ({ type: 'SendQuotaUsed', data: { ...slot, messageId } });
const released = (messageId: string): SendQuotaEvent => ({
  type: 'SendQuotaReleased',
  data: { ...slot, messageId },
});
const use = (messageId: string, cap = 2): SendQuotaCommand => ({
  type: 'UseSendQuota',
  data: { ...slot, messageId, cap },
});
const release = (messageId: string): SendQuotaCommand => ({
  type: 'ReleaseSendQuota',
  data: { ...slot, messageId },
});

describe('send quota decider', () => {
  it('gives a message a slot while the day is under the cap', () => {
    given()
      .when(use('m1'))
      .then([used('m1')]);
    given(used('m1'))
      .when(use('m2'))
      .then([used('m2')]);
  });

  it('refuses a message once the day’s slots are all held, naming the cap', () => {
    given(used('m1'), used('m2'))
      .when(use('m3'))
      .thenThrows(
        DailySendCapReached,
        'Daily send limit reached (2 emails a day). Sending resumes at midnight UTC.',
      );
  });

  it('keeps one slot per message: re-using a message id is idempotent, even at the cap', () => {
    given(used('m1')).when(use('m1')).then([]);
    given(used('m1'), used('m2')).when(use('m2')).then([]);
  });

  it('frees a failed message’s slot for another message', () => {
    given(used('m1'), used('m2'))
      .when(release('m2'))
      .then([released('m2')]);
    given(used('m1'), used('m2'), released('m2'))
      .when(use('m3'))
      .then([used('m3')]);
  });

  it('releases only a held slot, and only once', () => {
    given().when(release('m1')).then([]);
    given(used('m1'), released('m1')).when(release('m1')).then([]);
  });

  it('counts days in UTC', () => {
    expect(utcDay('2026-01-02T23:59:59.999Z')).toBe('2026-01-02');
    expect(utcDay('2026-01-02T23:30:00.000-05:00')).toBe('2026-01-03');
  });
});
