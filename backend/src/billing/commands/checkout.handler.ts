import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { DomainError } from '../../platform/errors/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import {
  PAYMENTS,
  type GatewaySubscription,
  type PaymentMethodSummary,
  type PaymentsGateway,
} from '../../platform/payments/payments.port';
import { cyclePriceCents, gatewayAmount, gatewayPlanId } from '../../platform/plans/plan-catalogue.schemas';
import type { BillingCycle } from '../../platform/plans/plan-names.schemas';
import type { CheckoutResult } from '../billing.schemas';
import { gatewaySubscriptionIdFor } from '../gateway-subscription-id';
import {
  checkoutDecision,
  initialState,
  subscriptionDecider,
  type StartSubscription,
  type SubscriptionState,
} from '../subscription.decider';
import { CheckoutCanceled, CheckoutFailed } from '../subscription.errors';
import { subscriptionStreamId, type PaidPlan, type SubscriptionEvent } from '../subscription.events';
import { Checkout } from './checkout.command';

type Started = Omit<StartSubscription['data'], 'userId' | 'idempotencyKey'>;

const LIVE_STATUSES: readonly GatewaySubscription['status'][] = ['Active', 'Past Due', 'Pending'];

/**
 * The checkout: the decider says whether a subscription may start before the gateway charges anything; then the
 * gateway vaults the card and creates the subscription under an id derived from the Idempotency-Key; then
 * SubscriptionStarted is recorded. A retry (after a timeout, or a double submit) finds the gateway's subscription
 * by that id and records it without charging again, so there is never a charge without a recorded plan.
 */
@CommandHandler(Checkout)
export class CheckoutHandler implements ICommandHandler<Checkout> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PAYMENTS) private readonly payments: PaymentsGateway,
  ) {}

  async execute({ customer, body, meta }: Checkout): Promise<CheckoutResult> {
    const streamId = subscriptionStreamId(customer.userId);
    const checkout = {
      gatewaySubscriptionId: gatewaySubscriptionIdFor(customer.userId, meta.idempotencyKey),
      plan: body.plan_name,
      cycle: body.billing_cycle,
    };
    const { state } = await this.store.aggregate<SubscriptionState, never>(
      streamId,
      (acc, event) => subscriptionDecider.evolve(acc, event as SubscriptionEvent),
      initialState(),
    );
    const started =
      checkoutDecision(state, checkout) === 'recorded'
        ? recordedOf(state)
        : await this.subscribe(customer, {
            ...checkout,
            cardholderName: body.cardholder_name,
            nonce: body.payment_method_nonce,
            today: meta.now.slice(0, 10),
          });

    const outcome = await handleCommand(
      this.store,
      streamId,
      subscriptionDecider,
      {
        type: 'StartSubscription',
        data: { userId: customer.userId, idempotencyKey: meta.idempotencyKey, ...started },
      },
      meta,
    );
    const subscription = outcome.state.subscription ?? started;
    return {
      success: true,
      detail: 'Subscription successful!',
      plan_name: subscription.plan,
      billing_cycle: subscription.cycle,
      next_billing_date: subscription.nextBillingDate,
      checkpoint: outcome.checkpoint,
    };
  }

  private async subscribe(
    customer: { userId: string; email: string },
    checkout: {
      gatewaySubscriptionId: string;
      plan: PaidPlan;
      cycle: BillingCycle;
      cardholderName: string;
      nonce: string;
      today: string;
    },
  ): Promise<Started> {
    const { gatewaySubscriptionId, plan, cycle, today } = checkout;
    try {
      // An earlier attempt with this key may have created it before its answer was lost (a timeout).
      const earlier = await this.payments.findSubscription(gatewaySubscriptionId);
      if (earlier) return await this.reconciled(customer.userId, earlier, { plan, cycle, today });

      await this.payments.ensureCustomer({ customerId: customer.userId, email: customer.email });
      const card = await this.payments.vaultPaymentMethod({
        customerId: customer.userId,
        nonce: checkout.nonce,
        cardholderName: checkout.cardholderName,
      });
      let subscription: GatewaySubscription;
      try {
        subscription = await this.payments.createSubscription({
          subscriptionId: gatewaySubscriptionId,
          paymentMethodToken: card.token,
          planId: gatewayPlanId(plan, cycle),
          price: gatewayAmount(cyclePriceCents(plan, cycle)),
        });
      } catch (error) {
        // A concurrent submit with the same key created it first, with the card it vaulted.
        const winner = await this.payments.findSubscription(gatewaySubscriptionId).catch(() => null);
        if (!winner) throw error;
        return await this.reconciled(customer.userId, winner, { plan, cycle, today });
      }
      return startedOf(subscription, { plan, cycle, today }, card);
    } catch (error) {
      if (error instanceof DomainError && error.code.startsWith('PAYMENTS.')) throw new CheckoutFailed(error);
      throw error;
    }
  }

  private async reconciled(
    userId: string,
    subscription: GatewaySubscription,
    asked: { plan: PaidPlan; cycle: BillingCycle; today: string },
  ): Promise<Started> {
    if (!LIVE_STATUSES.includes(subscription.status)) throw new CheckoutCanceled();
    const card = await this.payments.defaultPaymentMethod(userId);
    // What the gateway bills wins over what this retry asked for.
    const billed = planOfGatewayId(subscription.planId) ?? asked;
    return startedOf(
      subscription,
      { ...billed, today: asked.today },
      card?.token === subscription.paymentMethodToken ? card : null,
    );
  }
}

function recordedOf(state: SubscriptionState): Started {
  const current = state.subscription!;
  return {
    gatewaySubscriptionId: current.gatewaySubscriptionId,
    plan: current.plan,
    cycle: current.cycle,
    priceCents: current.priceCents,
    billingPeriodStart: current.billingPeriodStart,
    nextBillingDate: current.nextBillingDate,
    paymentMethod: state.paymentMethod,
  };
}

/** The plan a gateway plan id bills (basic-monthly → Basic, monthly); null for an id we do not sell. */
function planOfGatewayId(planId: string): { plan: PaidPlan; cycle: BillingCycle } | null {
  for (const plan of ['Basic', 'Pro'] as const) {
    for (const cycle of ['monthly', 'yearly'] as const) {
      if (gatewayPlanId(plan, cycle) === planId) return { plan, cycle };
    }
  }
  return null;
}

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** One cycle after a day: what the gateway bills next when its answer leaves the next billing date out. */
function cycleAfter(day: string, cycle: BillingCycle): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00.000Z`);
  if (cycle === 'yearly') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return isoDay(date.getTime());
}

function startedOf(
  subscription: GatewaySubscription,
  { plan, cycle, today }: { plan: PaidPlan; cycle: BillingCycle; today: string },
  card: PaymentMethodSummary | null,
): Started {
  // A Pending subscription (a future first billing date) has no period yet: it starts today.
  const billingPeriodStart = subscription.billingPeriodStartDate ?? today;
  const nextBillingDate =
    subscription.nextBillingDate ??
    (subscription.billingPeriodEndDate
      ? isoDay(Date.parse(`${subscription.billingPeriodEndDate.slice(0, 10)}T00:00:00.000Z`) + DAY_MS)
      : cycleAfter(billingPeriodStart, cycle));
  return {
    gatewaySubscriptionId: subscription.id,
    plan,
    cycle,
    priceCents: Math.round(Number(subscription.price) * 100),
    billingPeriodStart,
    nextBillingDate,
    paymentMethod: card && {
      token: card.token,
      cardType: card.cardType,
      last4: card.last4,
      expirationDate: card.expirationDate,
      cardholderName: card.cardholderName,
    },
  };
}
