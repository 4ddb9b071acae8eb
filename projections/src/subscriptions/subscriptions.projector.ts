import type {
  SubscriptionsReadModels,
  SubscriptionsRow,
} from '@outreach/backend/billing/queries/subscriptions.row';
import type {
  PlanUpgraded,
  SubscriptionEvent,
  SubscriptionStarted,
} from '@outreach/backend/billing/subscription.events';
import { SUBSCRIPTION_EVENT_TYPES } from '@outreach/backend/billing/subscription.events';
import type { RecordedEvent } from '@outreach/backend/platform/event-store/event-store.port';
import type { KeyedTable, TimestampsAsText } from '../runner/keyed-table';
import { keyedTableProjector } from '../runner/keyed-table-projector';
import type { Projector } from '../runner/projector';

type Row = TimestampsAsText<SubscriptionsRow>;

export const subscriptionsTable: KeyedTable<Row> = {
  name: 'subscriptions',
  key: 'user_id',
  columns: {
    user_id: 'text',
    plan_name: 'text',
    billing_cycle: 'text NULL',
    status: 'text',
    price_cents: 'integer NULL',
    billing_period_start: 'text NULL',
    next_billing_date: 'text NULL',
    gateway_subscription_id: 'text NULL',
    scheduled_plan: 'text NULL',
    scheduled_cycle: 'text NULL',
    scheduled_effective_at: 'text NULL',
    updated_at: 'timestamptz',
    position: 'text',
  },
};

type SubscriptionRecordedEvent = RecordedEvent & SubscriptionEvent;

const NO_SCHEDULE = { scheduled_plan: null, scheduled_cycle: null, scheduled_effective_at: null } as const;

/** The columns a start or an upgrade sets: the paid plan now held, with no downgrade left scheduled. */
function paidPlan(data: SubscriptionStarted['data'] | PlanUpgraded['data']) {
  return {
    plan_name: data.plan,
    billing_cycle: data.cycle,
    price_cents: data.priceCents,
    billing_period_start: data.billingPeriodStart,
    next_billing_date: data.nextBillingDate,
    gateway_subscription_id: data.gatewaySubscriptionId,
    ...NO_SCHEDULE,
  };
}

/** The row of a user on Free: kept rather than deleted, so its position still guards against replays. */
function ended(userId: string, at: string, position: string): Row {
  return {
    user_id: userId,
    plan_name: 'Free',
    billing_cycle: null,
    status: 'none',
    price_cents: null,
    billing_period_start: null,
    next_billing_date: null,
    gateway_subscription_id: null,
    ...NO_SCHEDULE,
    updated_at: at,
    position,
  };
}

/** Applies one event to a user's row in memory; null means the user never subscribed. */
function evolveRow(row: Row | null, event: SubscriptionRecordedEvent): Row | null {
  const at = event.metadata.recordedAt;
  const stamp = { updated_at: at, position: event.position };
  switch (event.type) {
    case 'SubscriptionStarted':
      return {
        user_id: event.data.userId,
        status: 'active',
        ...paidPlan(event.data),
        ...stamp,
      };
    case 'PlanUpgraded':
      if (!row) return row;
      return {
        ...row,
        ...paidPlan(event.data),
        ...stamp,
      };
    case 'PlanDowngradeScheduled':
      if (!row) return row;
      return {
        ...row,
        scheduled_plan: event.data.plan,
        scheduled_cycle: event.data.cycle,
        scheduled_effective_at: event.data.effectiveAt,
        ...stamp,
      };
    case 'PlanDowngraded': {
      const { plan, cycle, gatewaySubscriptionId, billingPeriodStart, nextBillingDate } = event.data;
      if (plan === 'Free' || !cycle || !gatewaySubscriptionId)
        return ended(event.data.userId, at, event.position);
      return {
        ...(row ?? ended(event.data.userId, at, event.position)),
        plan_name: plan,
        billing_cycle: cycle,
        status: row?.status === 'past_due' ? 'past_due' : 'active',
        price_cents: event.data.priceCents,
        billing_period_start: billingPeriodStart,
        next_billing_date: nextBillingDate,
        gateway_subscription_id: gatewaySubscriptionId,
        ...NO_SCHEDULE,
        ...stamp,
      };
    }
    case 'PaymentFailed':
      return row && row.status !== 'none' ? { ...row, status: 'past_due', ...stamp } : row;
    case 'SubscriptionRenewed':
      if (!row || row.status === 'none') return row;
      return {
        ...row,
        status: 'active',
        billing_period_start: event.data.billingPeriodStart,
        next_billing_date: event.data.nextBillingDate,
        ...stamp,
      };
    case 'SubscriptionCanceled':
      return ended(event.data.userId, at, event.position);
    // The card lives at the gateway; GET /api/braintree/payment-method reads it from there.
    case 'PaymentMethodUpdated':
      return row;
    default: {
      const _never: never = event;
      return row;
    }
  }
}

/** Each user's subscription: plan, cycle, status, price, next billing date and any scheduled downgrade. */
export const subscriptionsProjector: Projector<SubscriptionsReadModels> = keyedTableProjector({
  name: 'subscriptions',
  version: 1,
  description: "Each user's subscription: plan, cycle, status, price, next billing date, scheduled downgrade",
  handles: SUBSCRIPTION_EVENT_TYPES,
  table: subscriptionsTable,
  keyOfEvent: (event) => event.data.userId,
  evolve: evolveRow,
});
