import { Inject, Injectable } from '@nestjs/common';
import {
  PAYMENTS,
  stillBills,
  type GatewaySubscription,
  type PaymentsGateway,
} from '../../platform/payments/payments.port';
import { cyclePriceCents, gatewayAmount, gatewayPlanId } from '../../platform/plans/plan-catalogue.contract';
import type { BillingCycle, SelfServePlan } from '../../platform/plans/plan-names.contract';
import type { Recorded } from '../../platform/commands/decider';
import { fold } from '../../platform/commands/execute-command';
import { planChangeGatewayId } from '../gateway-subscription-id';
import {
  planChange,
  subscriptionDecider,
  type SubscriptionState,
  type UpgradePlan,
} from '../subscription.decider';
import type { SubscriptionEvent } from '../subscription.events';
import { InvalidBillingValue } from '../subscription.errors';
import { cycleAfter } from '../proration';
import { gatewayCents } from '../gateway-renewal';

const day = (date: string) => date.slice(0, 10);

/**
 * The gateway side of plan changes. Every step is idempotent, so a retry under the same idempotency key after a
 * crash or a timeout completes what the first attempt began: plan changes and cancels are repeatable, new
 * subscriptions and the proration charge carry ids derived from the user and the key (planChangeGatewayId), and
 * the gateway, not the recorded state, says whether a subscription still bills.
 *
 * Each change has two halves around the record: what must exist before it is recorded (a charge, a new
 * subscription whose id the event carries) and what ends afterwards (canceling or repricing the subscription the
 * user leaves). Ending after the record means the gateway's "canceled" webhook always finds the change recorded
 * (it is then about a subscription that is not current, or one a scheduled downgrade canceled) and is ignored; a
 * retry of a recorded key runs the second half again.
 */
@Injectable()
export class PlanChangeGateway {
  constructor(@Inject(PAYMENTS) private readonly payments: PaymentsGateway) {}

  /**
   * Before a downgrade accepted by the decider is recorded: a paid target that the current subscription cannot
   * bill — another cycle, or a current subscription an earlier schedule canceled — gets a Pending subscription
   * first billing at effectiveAt. Answers its id (nextGatewaySubscriptionId) or null. An earlier schedule's pending
   * subscription is left billing until the new schedule is recorded (settleDowngrade cancels it): if this step or
   * the record fails, the recorded schedule still has the subscription it names.
   */
  async prepareDowngrade(
    userId: string,
    idempotencyKey: string,
    state: SubscriptionState,
    target: { plan: SelfServePlan; cycle: BillingCycle | null },
  ): Promise<string | null> {
    const current = state.subscription!;
    if (target.plan === 'Free' || target.cycle === null) return null;
    const billing = await this.live(current.gatewaySubscriptionId);
    if (billing && target.cycle === current.cycle) return null;
    const next = await this.payments.createSubscription({
      subscriptionId: planChangeGatewayId('downgrade', userId, idempotencyKey),
      paymentMethodToken: await this.cardToken(userId, billing, state),
      planId: gatewayPlanId(target.plan, target.cycle),
      price: gatewayAmount(cyclePriceCents(target.plan, target.cycle)),
      firstBillingDate: day(current.nextBillingDate),
    });
    return next.id;
  }

  /**
   * After a downgrade is recorded (before: the state the command was decided on; state: with the schedule): the
   * pending subscription of a schedule it replaced is canceled; to Free, or with a pending next subscription, the
   * current gateway subscription is canceled now (nothing more is charged; the plan stays until effectiveAt); to a
   * lower plan on the same cycle its plan and price change now without proration, so the renewal bills less.
   */
  async settleDowngrade(before: SubscriptionState, state: SubscriptionState): Promise<void> {
    const current = state.subscription;
    const scheduled = current?.scheduledDowngrade;
    if (!current || !scheduled) return;
    const replacedNext = before.subscription?.scheduledDowngrade?.nextGatewaySubscriptionId ?? null;
    if (
      replacedNext !== null &&
      replacedNext !== scheduled.nextGatewaySubscriptionId &&
      replacedNext !== current.gatewaySubscriptionId
    ) {
      await this.cancelIfLive(replacedNext);
    }
    const billing = await this.live(current.gatewaySubscriptionId);
    if (!billing) return;
    if (
      scheduled.plan === 'Free' ||
      scheduled.cycle === null ||
      scheduled.nextGatewaySubscriptionId !== null
    ) {
      await this.payments.cancelSubscription(billing.id);
      return;
    }
    const planId = gatewayPlanId(scheduled.plan, scheduled.cycle);
    const price = gatewayAmount(scheduled.priceCents);
    if (billing.planId !== planId || billing.price !== price) {
      await this.payments.changePlan({ subscriptionId: billing.id, planId, price, prorate: false });
    }
  }

  /**
   * Before an upgrade accepted by the decider is recorded (probe: the command from the state and the catalogue,
   * with the proration estimate); answers the command to record with the gateway's subscription and charge.
   * - the current plan again while a downgrade is scheduled (cancel_downgrade): nothing is charged; the plan is
   *   changed back without proration, or, when the schedule canceled the current subscription, a new one on the
   *   current plan first bills at the current next billing date;
   * - the same cycle on a subscription that is billing: changePlan with proration (as before);
   * - a cycle change, or a current subscription a schedule canceled: the proration estimate is charged once
   *   (chargeOnce under a derived order id: a retry finds it), then a new subscription on the target first bills at
   *   the end of the new cycle that starts today (cycle change) or at the current next billing date.
   * settleUpgrade then cancels what the user left.
   */
  async upgrade(
    userId: string,
    state: SubscriptionState,
    probe: UpgradePlan,
    today: string,
  ): Promise<UpgradePlan> {
    const current = state.subscription!;
    const { plan, cycle, idempotencyKey } = probe.data;
    const key = idempotencyKey!;
    const billing = await this.live(current.gatewaySubscriptionId);

    if (planChange(state, plan, cycle) === 'cancel_downgrade') {
      const restored = billing
        ? await this.payments.changePlan({
            subscriptionId: billing.id,
            planId: gatewayPlanId(current.plan, current.cycle),
            price: gatewayAmount(current.priceCents),
            prorate: false,
          })
        : await this.payments.createSubscription({
            subscriptionId: planChangeGatewayId('restore', userId, key),
            paymentMethodToken: await this.cardToken(userId, billing, state),
            planId: gatewayPlanId(current.plan, current.cycle),
            price: gatewayAmount(current.priceCents),
            firstBillingDate: day(current.nextBillingDate),
          });
      return {
        type: 'UpgradePlan',
        data: {
          ...probe.data,
          gatewaySubscriptionId: restored.id,
          priceCents: current.priceCents,
          prorationCents: 0,
        },
      };
    }

    const cycleChange = cycle !== current.cycle;
    if (!cycleChange && billing && billing.status !== 'Pending') {
      const changed = await this.payments.changePlan({
        subscriptionId: billing.id,
        planId: gatewayPlanId(plan, cycle),
        price: gatewayAmount(probe.data.priceCents),
        prorate: true,
      });
      return {
        type: 'UpgradePlan',
        data: {
          ...probe.data,
          gatewaySubscriptionId: changed.id,
          priceCents: gatewayCents(changed.price),
          billingPeriodStart: changed.billingPeriodStartDate ?? probe.data.billingPeriodStart,
          nextBillingDate: changed.nextBillingDate ?? probe.data.nextBillingDate,
        },
      };
    }

    const token = await this.cardToken(userId, billing, state);
    // 1. The proration, charged once (a decline stops here, with nothing changed).
    const chargedCents =
      probe.data.prorationCents > 0
        ? gatewayCents(
            (
              await this.payments.chargeOnce({
                paymentMethodToken: token,
                amount: gatewayAmount(probe.data.prorationCents),
                orderId: planChangeGatewayId('proration', userId, key),
              })
            ).amount,
          )
        : 0;
    // 2. The new subscription, charging nothing until its first billing date.
    const billingPeriodStart = cycleChange ? day(today) : probe.data.billingPeriodStart;
    const nextBillingDate = cycleChange ? cycleAfter(today, cycle) : day(current.nextBillingDate);
    const created = await this.payments.createSubscription({
      subscriptionId: planChangeGatewayId('upgrade', userId, key),
      paymentMethodToken: token,
      planId: gatewayPlanId(plan, cycle),
      price: gatewayAmount(probe.data.priceCents),
      firstBillingDate: nextBillingDate,
    });
    return {
      type: 'UpgradePlan',
      data: {
        ...probe.data,
        gatewaySubscriptionId: created.id,
        priceCents: gatewayCents(created.price),
        prorationCents: chargedCents,
        billingPeriodStart,
        nextBillingDate,
      },
    };
  }

  /**
   * After an upgrade is recorded: the subscriptions of the state before it (the one replaced, a pending next one)
   * that are not the recorded one any more are canceled, so nothing bills twice.
   */
  async settleUpgrade(before: SubscriptionState, after: SubscriptionState): Promise<void> {
    const keep = after.subscription?.gatewaySubscriptionId;
    const left = [
      before.subscription?.gatewaySubscriptionId ?? null,
      before.subscription?.scheduledDowngrade?.nextGatewaySubscriptionId ?? null,
    ];
    for (const id of left) {
      if (id !== null && id !== keep) await this.cancelIfLive(id);
    }
  }

  /** Points every subscription that still bills (the current one, a pending next one) at a new card. */
  async billCard(state: SubscriptionState, paymentMethodToken: string): Promise<void> {
    const current = state.subscription;
    if (!current) return;
    const ids = [
      current.gatewaySubscriptionId,
      current.scheduledDowngrade?.nextGatewaySubscriptionId ?? null,
    ];
    for (const id of ids) {
      if (id === null) continue;
      const live = await this.live(id);
      if (live && live.paymentMethodToken !== paymentMethodToken) {
        await this.payments.changePaymentMethod({ subscriptionId: id, paymentMethodToken });
      }
    }
  }

  /** The subscription as the gateway holds it, or null when it no longer bills (canceled, expired, unknown). */
  async live(subscriptionId: string): Promise<GatewaySubscription | null> {
    const found = await this.payments.findSubscription(subscriptionId);
    return found && stillBills(found) ? found : null;
  }

  private async cancelIfLive(subscriptionId: string): Promise<void> {
    if (await this.live(subscriptionId)) await this.payments.cancelSubscription(subscriptionId);
  }

  /** The card new subscriptions bill: the customer's default card, else the current subscription's or the recorded one. */
  private async cardToken(
    userId: string,
    billing: GatewaySubscription | null,
    state: SubscriptionState,
  ): Promise<string> {
    const card = await this.payments.defaultPaymentMethod(userId);
    const token = card?.token ?? billing?.paymentMethodToken ?? state.paymentMethod?.token;
    if (!token)
      throw new InvalidBillingValue('payment_method', 'No card on file: update your payment method.');
    return token;
  }
}

/**
 * The subscription as it was before the first event recorded under an idempotency key (the whole stream when none
 * is): what a replayed change left, so its second half can run again.
 */
export function stateBefore(
  history: readonly Recorded<SubscriptionEvent>[],
  idempotencyKey: string,
): SubscriptionState {
  const first = history.findIndex((event) => event.data.idempotencyKey === idempotencyKey);
  return fold(subscriptionDecider, first < 0 ? history : history.slice(0, first));
}
