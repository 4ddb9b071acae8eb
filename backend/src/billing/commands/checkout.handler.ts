import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { executeCommand, loadAggregate } from '../../platform/commands/execute-command';
import { DomainError } from '../../platform/errors/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import {
  PAYMENTS,
  stillBills,
  type GatewaySubscription,
  type PaymentMethodSummary,
  type PaymentsGateway,
} from '../../platform/payments/payments.port';
import { cyclePriceCents, gatewayAmount, gatewayPlanId } from '../../platform/plans/plan-catalogue.contract';
import type { BillingCycle } from '../../platform/plans/plan-names.contract';
import type { CheckoutResult } from '../billing.contract';
import { gatewaySubscriptionIdFor } from '../gateway-subscription-id';
import {
  checkoutDecision,
  planChange,
  subscriptionDecider,
  type StartSubscription,
  type SubscriptionState,
} from '../subscription.decider';
import { CheckoutCanceled, CheckoutFailed, InvalidBillingValue } from '../subscription.errors';
import { PendingGatewayOperations, type OpenedOperation } from '../pending/pending-gateway-operations';
import { recordingFailed } from '../pending/recording-failed';
import { subscriptionStreamId, type PaidPlan } from '../subscription.events';
import { Checkout } from './checkout.command';
import { cycleAfter } from '../proration';
import { PlanChangeGateway } from './plan-change.gateway';
import { upgradeSubscription } from './upgrade-plan.handler';
import { gatewayCents, renewalFrom } from '../gateway-renewal';

type Started = Omit<StartSubscription['data'], 'userId' | 'idempotencyKey'>;

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
    private readonly planChanges: PlanChangeGateway,
    private readonly operations: PendingGatewayOperations,
  ) {}

  async execute({ customer, body, meta, replay }: Checkout): Promise<CheckoutResult> {
    const streamId = subscriptionStreamId(customer.userId);
    const checkout = {
      gatewaySubscriptionId: gatewaySubscriptionIdFor(customer.userId, meta.idempotencyKey),
      plan: body.plan_name,
      cycle: body.billing_cycle,
    };
    const { state } = await loadAggregate(this.store, streamId, subscriptionDecider);
    const operation: OpenedOperation = {
      userId: customer.userId,
      kind: body.update_card && state.subscription ? 'card_update' : 'checkout',
      idempotencyKey: meta.idempotencyKey,
      plan: body.plan_name,
      cycle: body.billing_cycle,
      email: customer.email,
      nonce: body.payment_method_nonce,
      cardholderName: body.cardholder_name,
    };
    // A paying user's card update (from Free, update_card is ignored: a normal checkout).
    if (operation.kind === 'card_update') {
      await this.operations.open(operation);
      const result = await recordingFailed(this.operations, operation, () =>
        this.updateCard(customer, body, meta, state, replay),
      );
      await this.operations.settle(operation, 'recorded');
      return result;
    }
    // Refused (a paying user) before anything is opened or charged; a recorded key needs no gateway.
    const decision = checkoutDecision(state, checkout);
    if (decision !== 'recorded') await this.operations.open(operation);
    const outcome = await recordingFailed(this.operations, operation, async () => {
      const started =
        decision === 'recorded'
          ? recordedOf(state)
          : await this.subscribe(
              customer,
              {
                ...checkout,
                cardholderName: body.cardholder_name,
                nonce: body.payment_method_nonce,
                today: meta.now.slice(0, 10),
                idempotencyKey: meta.idempotencyKey,
              },
              replay,
            );
      const recorded = await executeCommand(
        this.store,
        streamId,
        subscriptionDecider,
        {
          type: 'StartSubscription',
          data: { userId: customer.userId, idempotencyKey: meta.idempotencyKey, ...started },
        },
        meta,
      );
      return { ...recorded, started };
    });
    await this.operations.settle(operation, 'recorded');
    return checkoutResult(outcome.state.subscription ?? outcome.started, outcome.checkpoint);
  }

  /**
   * update_card for a paying user, each step under its own key derived from the Idempotency-Key so a retry skips
   * what was recorded (the card's key also names the nonce, so a new card after a declined charge is taken even
   * under the same Idempotency-Key): (1) vault the card (the default from now on), make every subscription that bills (the
   * current one, a pending next one) bill it, record PaymentMethodUpdated; (2) past due: retry the failed charge at
   * the gateway with it and record the renewal (SubscriptionRenewed, with the gateway's period); (3) plan and cycle
   * higher than the current ones: the upgrade, as POST /api/braintree/upgradeplan makes it. A plan that is not
   * higher only updates the card. Gateway errors answer success: false, as in the checkout.
   */
  private async updateCard(
    customer: { userId: string; email: string },
    body: Checkout['body'],
    meta: Checkout['meta'],
    initial: SubscriptionState,
    replay: Checkout['replay'],
  ): Promise<CheckoutResult> {
    const { userId } = customer;
    const streamId = subscriptionStreamId(userId);
    const key = meta.idempotencyKey;
    // Nonces are single-use: the same nonce again is a retry of this card, another one a new card after a decline.
    const cardKey = `${key}#card-${createHash('sha256').update(body.payment_method_nonce).digest('hex').slice(0, 16)}`;
    let state = initial;
    let checkpoint = '';
    try {
      if (!state.appliedKeys.includes(cardKey)) {
        const card = await this.vault(customer, body, 'card_update', key, replay);
        await this.planChanges.billCard(state, card.token);
        const outcome = await executeCommand(
          this.store,
          streamId,
          subscriptionDecider,
          { type: 'UpdatePaymentMethod', data: { userId, idempotencyKey: cardKey, paymentMethod: card } },
          { ...meta, idempotencyKey: cardKey },
        );
        ({ state, checkpoint } = outcome);
      }
      const renewalKey = `${key}#retry-charge`;
      const current = state.subscription;
      if (current?.pastDue && !state.appliedKeys.includes(renewalKey)) {
        const found = await this.payments.findSubscription(current.gatewaySubscriptionId);
        // Already Active: an earlier attempt retried the charge and stopped before recording it.
        const retried =
          found?.status === 'Past Due'
            ? await this.payments.retryCharge(current.gatewaySubscriptionId)
            : found;
        const renewal =
          retried?.status === 'Active'
            ? renewalFrom(retried, { userId, idempotencyKey: renewalKey }, current)
            : null;
        if (renewal) {
          const outcome = await executeCommand(this.store, streamId, subscriptionDecider, renewal, {
            ...meta,
            idempotencyKey: renewalKey,
          });
          ({ state, checkpoint } = outcome);
        }
      }
      const upgradeKey = `${key}#upgrade`;
      if (
        state.appliedKeys.includes(upgradeKey) ||
        planChange(state, body.plan_name, body.billing_cycle) === 'upgrade'
      ) {
        const outcome = await upgradeSubscription(this.store, this.planChanges, {
          userId,
          plan: body.plan_name,
          cycle: body.billing_cycle,
          meta: { ...meta, idempotencyKey: upgradeKey },
        });
        ({ state, checkpoint } = outcome);
      }
    } catch (error) {
      throw asCheckoutFailure(error);
    }
    if (checkpoint === '') {
      // Everything was recorded by an earlier attempt: answer the stream as it stands.
      const history = await this.store.readStream(streamId);
      checkpoint = history[history.length - 1]?.position ?? '';
    }
    return checkoutResult(state.subscription!, checkpoint);
  }

  /**
   * The card: vaulted from the nonce (and kept with the pending operation, so the job can finish without the
   * single-use nonce), or, when the job completes an earlier attempt, the card that attempt vaulted: still the
   * customer's default one (vaulting makes it so), else the replay is refused and the job undoes the operation.
   */
  private async vault(
    customer: { userId: string; email: string },
    body: Pick<Checkout['body'], 'payment_method_nonce' | 'cardholder_name'>,
    kind: OpenedOperation['kind'],
    idempotencyKey: string,
    replay: Checkout['replay'],
  ): Promise<PaymentMethodSummary> {
    if (replay?.paymentMethodToken) {
      const card = await this.payments.defaultPaymentMethod(customer.userId);
      if (card?.token !== replay.paymentMethodToken) {
        throw new InvalidBillingValue(
          'payment_method',
          'The card of this checkout is no longer the default card: check out again.',
        );
      }
      return card;
    }
    await this.payments.ensureCustomer({ customerId: customer.userId, email: customer.email });
    const card = await this.payments.vaultPaymentMethod({
      customerId: customer.userId,
      nonce: body.payment_method_nonce,
      cardholderName: body.cardholder_name,
    });
    await this.operations.vaulted({ userId: customer.userId, kind, idempotencyKey }, card.token);
    return card;
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
      idempotencyKey: string;
    },
    replay: Checkout['replay'],
  ): Promise<Started> {
    const { gatewaySubscriptionId, plan, cycle, today } = checkout;
    try {
      // An earlier attempt with this key may have created it before its answer was lost (a timeout).
      const earlier = await this.payments.findSubscription(gatewaySubscriptionId);
      if (earlier) return await this.reconciled(customer.userId, earlier, { plan, cycle, today });

      const card = await this.vault(
        customer,
        { payment_method_nonce: checkout.nonce, cardholder_name: checkout.cardholderName },
        'checkout',
        checkout.idempotencyKey,
        replay,
      );
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
      throw asCheckoutFailure(error);
    }
  }

  private async reconciled(
    userId: string,
    subscription: GatewaySubscription,
    asked: { plan: PaidPlan; cycle: BillingCycle; today: string },
  ): Promise<Started> {
    if (!stillBills(subscription)) throw new CheckoutCanceled();
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

/** A gateway error (decline, processor error, timeout) becomes the checkout's answer; anything else stays as it is. */
function asCheckoutFailure(error: unknown): unknown {
  return error instanceof DomainError && error.code.startsWith('PAYMENTS.')
    ? new CheckoutFailed(error)
    : error;
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

/** The checkout's SubscriptionStarted fields from the gateway's subscription (a Pending one starts today). */
export function startedOf(
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
      : // What the gateway bills next when its answer leaves the next billing date out (clamped to the month's end).
        cycleAfter(billingPeriodStart, cycle));
  return {
    gatewaySubscriptionId: subscription.id,
    plan,
    cycle,
    priceCents: gatewayCents(subscription.price),
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

/** The checkout's answer (a card update's too): the subscription as it now stands, and the checkpoint to wait for. */
function checkoutResult(
  subscription: {
    plan: CheckoutResult['plan_name'];
    cycle: CheckoutResult['billing_cycle'];
    nextBillingDate: string;
  },
  checkpoint: string,
): CheckoutResult {
  return {
    success: true,
    detail: 'Subscription successful!',
    plan_name: subscription.plan,
    billing_cycle: subscription.cycle,
    next_billing_date: subscription.nextBillingDate,
    checkpoint,
  };
}
