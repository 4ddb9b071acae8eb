import type { EventSummaries } from '../platform/audit/event-summaries';
import { PLAN_DISPLAY_NAMES } from '../platform/plans/plan-names.contract';
import type { SubscriptionEvent } from './subscription.events';

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
const plan = (key: keyof typeof PLAN_DISPLAY_NAMES, cycle: string | null): string =>
  cycle ? `${PLAN_DISPLAY_NAMES[key]} (${cycle})` : PLAN_DISPLAY_NAMES[key];

/** One sentence per subscription event for audit history; a card is named by brand and last four digits only. */
export const subscriptionEventSummaries: EventSummaries<SubscriptionEvent> = {
  SubscriptionStarted: ({ data }) =>
    `Subscribed to ${plan(data.plan, data.cycle)} at ${dollars(data.priceCents)}; next billing ${data.nextBillingDate}`,
  PlanUpgraded: ({ data }) =>
    data.canceledDowngrade
      ? `Kept ${plan(data.plan, data.cycle)}, dropping the scheduled downgrade`
      : `Upgraded from ${plan(data.fromPlan, data.fromCycle)} to ${plan(data.plan, data.cycle)}, charged ${dollars(data.prorationCents)} now`,
  PlanDowngradeScheduled: ({ data }) =>
    `Scheduled a downgrade from ${plan(data.fromPlan, data.fromCycle)} to ${plan(data.plan, data.cycle)} on ${data.effectiveAt}`,
  PlanDowngraded: ({ data }) =>
    `Downgraded from ${plan(data.fromPlan, data.fromCycle)} to ${plan(data.plan, data.cycle)}`,
  PaymentMethodUpdated: ({ data }) =>
    `Changed the card to ${data.paymentMethod.cardType} ending ${data.paymentMethod.last4}`,
  PaymentFailed: ({ data }) => `A payment failed${data.reason ? `: ${data.reason}` : ''}`,
  SubscriptionRenewed: ({ data }) =>
    `Renewed the subscription, charged ${dollars(data.chargedCents)}; next billing ${data.nextBillingDate}`,
  SubscriptionCanceled: ({ data }) =>
    `Canceled the ${PLAN_DISPLAY_NAMES[data.plan]} subscription${data.reason ? `: ${data.reason}` : ''}`,
};
