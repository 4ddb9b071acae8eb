import type { BillingCycle, SelfServePlan } from '../platform/plans/plan-names.contract';
import { deciderSpec } from '../platform/testing/decider-spec';
import {
  currentPlan,
  evolve,
  initialState,
  planChange,
  subscriptionDecider,
  subscriptionStatus,
  type SubscriptionCommand,
  type SubscriptionState,
} from './subscription.decider';
import {
  AlreadyOnPlan,
  CheckoutRequired,
  DowngradeNotDue,
  InvalidBillingValue,
  NotADowngrade,
  NotAnUpgrade,
  PaymentPastDue,
  PlanNotPurchasable,
  SubscriptionAlreadyActive,
} from './subscription.errors';
import type { PaidPlan, PaymentMethod, SubscriptionEvent } from './subscription.events';

const stateOf = (events: SubscriptionEvent[]): SubscriptionState => events.reduce(evolve, initialState());

const given = deciderSpec(subscriptionDecider);

const userId = 'ada';
const PRICES: Record<PaidPlan, Record<BillingCycle, number>> = {
  Basic: { monthly: 500, yearly: 4500 },
  Pro: { monthly: 1500, yearly: 13500 },
};
const card: PaymentMethod = {
  token: 'card-1',
  cardType: 'Visa',
  last4: '1111',
  expirationDate: '12/2030',
  cardholderName: 'Ada Lovelace',
};
const MARCH = { billingPeriodStart: '2025-03-01', nextBillingDate: '2025-04-01' };
const APRIL = { billingPeriodStart: '2025-04-01', nextBillingDate: '2025-05-01' };

const start = (
  plan: PaidPlan = 'Basic',
  cycle: BillingCycle = 'monthly',
  key: string | null = 'checkout-1',
) =>
  ({
    type: 'StartSubscription',
    data: {
      userId,
      idempotencyKey: key,
      gatewaySubscriptionId: 'sub-1',
      plan,
      cycle,
      priceCents: PRICES[plan][cycle],
      ...MARCH,
      paymentMethod: card,
    },
  }) satisfies SubscriptionCommand;
const started = (plan: PaidPlan = 'Basic', cycle: BillingCycle = 'monthly'): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: start(plan, cycle).data,
});

const upgrade = (
  plan: PaidPlan,
  cycle: BillingCycle = 'monthly',
  prorationCents = 677,
  key: string | null = 'upgrade-1',
) =>
  ({
    type: 'UpgradePlan',
    data: {
      userId,
      idempotencyKey: key,
      gatewaySubscriptionId: 'sub-1',
      plan,
      cycle,
      priceCents: PRICES[plan][cycle],
      prorationCents,
      ...MARCH,
    },
  }) satisfies SubscriptionCommand;

const downgrade = (
  plan: SelfServePlan,
  cycle: BillingCycle | null = null,
  key: string | null = 'downgrade-1',
) =>
  ({
    type: 'ScheduleDowngrade',
    data: {
      userId,
      idempotencyKey: key,
      plan,
      cycle,
      priceCents: plan === 'Free' || cycle === null ? 0 : PRICES[plan][cycle],
    },
  }) satisfies SubscriptionCommand;
const scheduled = (
  plan: SelfServePlan,
  cycle: BillingCycle | null = null,
  from: { plan: PaidPlan; cycle: BillingCycle } = { plan: 'Pro', cycle: 'monthly' },
  key: string | null = 'downgrade-1',
  nextGatewaySubscriptionId: string | null = null,
): SubscriptionEvent => ({
  type: 'PlanDowngradeScheduled',
  data: {
    userId,
    idempotencyKey: key,
    fromPlan: from.plan,
    fromCycle: from.cycle,
    plan,
    cycle,
    priceCents: plan === 'Free' || cycle === null ? 0 : PRICES[plan][cycle],
    effectiveAt: '2025-04-01',
    nextGatewaySubscriptionId,
  },
});

const apply = (now: string, gateway: { subscriptionId: string } | null = null, key: string | null = null) =>
  ({
    type: 'ApplyDowngrade',
    data: { userId, idempotencyKey: key, now, gateway: gateway && { ...gateway, ...APRIL } },
  }) satisfies SubscriptionCommand;

const renew = (key: string | null = 'webhook-charged-1', gatewaySubscriptionId = 'sub-1') =>
  ({
    type: 'RecordRenewal',
    data: { userId, idempotencyKey: key, gatewaySubscriptionId, chargedCents: 1500, ...APRIL },
  }) satisfies SubscriptionCommand;
const renewed: SubscriptionEvent = { type: 'SubscriptionRenewed', data: renew().data };

const fail = (key: string | null = 'webhook-past-due-1', gatewaySubscriptionId = 'sub-1') =>
  ({
    type: 'RecordPaymentFailure',
    data: {
      userId,
      idempotencyKey: key,
      gatewaySubscriptionId,
      reason: 'Insufficient Funds',
      failedAt: '2025-04-01T06:00:00Z',
    },
  }) satisfies SubscriptionCommand;
const failed: SubscriptionEvent = { type: 'PaymentFailed', data: fail().data };

const cancel = (gatewaySubscriptionId = 'sub-1', key: string | null = 'webhook-canceled-1') =>
  ({
    type: 'CancelSubscription',
    data: {
      userId,
      idempotencyKey: key,
      gatewaySubscriptionId,
      reason: 'Past due for 10 days',
      canceledAt: '2025-04-11T06:00:00Z',
    },
  }) satisfies SubscriptionCommand;

const upgradedToPro: SubscriptionEvent = {
  type: 'PlanUpgraded',
  data: {
    ...upgrade('Pro').data,
    fromPlan: 'Basic',
    fromCycle: 'monthly',
    canceledDowngrade: null,
  },
};

describe('subscription decider', () => {
  describe('plan change rules', () => {
    it('sends Free to a paid plan to the checkout, and Free to Free is the current plan', () => {
      expect(planChange(initialState(), 'Basic', 'monthly')).toBe('checkout');
      expect(planChange(initialState(), 'Pro', 'yearly')).toBe('checkout');
      expect(planChange(initialState(), 'Free', null)).toBe('already_on_plan');
    });

    it('upgrades to a higher plan, or to the same plan billed yearly', () => {
      expect(planChange(stateOf([started('Basic')]), 'Pro', 'monthly')).toBe('upgrade');
      expect(planChange(stateOf([started('Basic', 'yearly')]), 'Pro', 'monthly')).toBe('upgrade');
      expect(planChange(stateOf([started('Basic')]), 'Basic', 'yearly')).toBe('upgrade');
    });

    it('downgrades to a lower plan, to Free, or to the same plan billed monthly', () => {
      expect(planChange(stateOf([started('Pro')]), 'Basic', 'yearly')).toBe('downgrade');
      expect(planChange(stateOf([started('Basic')]), 'Free', null)).toBe('downgrade');
      expect(planChange(stateOf([started('Pro', 'yearly')]), 'Pro', 'monthly')).toBe('downgrade');
    });

    it('reads the current plan and cycle as the current plan, or as a cancel when a downgrade is scheduled', () => {
      expect(planChange(stateOf([started('Pro')]), 'Pro', 'monthly')).toBe('already_on_plan');
      expect(planChange(stateOf([started('Pro'), scheduled('Free')]), 'Pro', 'monthly')).toBe(
        'cancel_downgrade',
      );
    });
  });

  describe('checkout (StartSubscription)', () => {
    it('starts a paid subscription from Free', () => {
      given()
        .when(start('Basic', 'yearly'))
        .then([started('Basic', 'yearly')]);
      const state = stateOf([started('Basic', 'yearly')]);
      expect(currentPlan(state)).toBe('Basic');
      expect(subscriptionStatus(state)).toBe('active');
      expect(state.paymentMethod).toEqual(card);
    });

    it('records nothing for a checkout submitted twice with one idempotency key', () => {
      given(started('Basic')).when(start('Basic')).then([]);
      given(started('Basic')).when(start('Pro')).then([]);
    });

    it('records nothing when a retry finds the gateway subscription it already recorded', () => {
      given(started('Basic'))
        .when(start('Basic', 'monthly', 'checkout-retry'))
        .then([]);
    });

    it('refuses the plan the user already pays for with "Already on that plan"', () => {
      const again = start('Basic', 'monthly', 'checkout-2');
      given(started('Basic'))
        .when({ ...again, data: { ...again.data, gatewaySubscriptionId: 'sub-2' } })
        .thenThrows(AlreadyOnPlan, 'Already on that plan');
    });

    it('refuses a second subscription: a paid user changes plan by upgrade or downgrade', () => {
      const second = start('Pro', 'monthly', 'checkout-2');
      given(started('Basic'))
        .when({ ...second, data: { ...second.data, gatewaySubscriptionId: 'sub-2' } })
        .thenThrows(
          SubscriptionAlreadyActive,
          'You already have a subscription; change plans from Settings.',
        );
    });

    it('starts again after the subscription was canceled', () => {
      const again = start('Pro', 'monthly', 'checkout-2');
      const command = { ...again, data: { ...again.data, gatewaySubscriptionId: 'sub-2' } };
      given(started('Basic'), { type: 'SubscriptionCanceled', data: { ...cancel().data, plan: 'Basic' } })
        .when(command)
        .then([{ type: 'SubscriptionStarted', data: command.data }]);
    });

    it('refuses Free and the admin-only plans at the checkout', () => {
      for (const plan of ['Free', 'Max', 'Demon']) {
        const command = start();
        given()
          .when({ ...command, data: { ...command.data, plan: plan as PaidPlan } })
          .thenThrows(PlanNotPurchasable, 'choose Growth (Basic) or Pro');
      }
    });

    it('refuses amounts, dates and cards that do not hold together, naming the field', () => {
      const command = start();
      const withData = (data: Partial<typeof command.data>) => ({
        ...command,
        data: { ...command.data, ...data },
      });
      given()
        .when(withData({ priceCents: 0 }))
        .thenThrows(InvalidBillingValue, 'priceCents must be');
      given()
        .when(withData({ priceCents: 4.5 }))
        .thenThrows(InvalidBillingValue, 'priceCents must be');
      given()
        .when(withData({ cycle: 'weekly' as BillingCycle }))
        .thenThrows(InvalidBillingValue, 'billing_cycle');
      given()
        .when(withData({ nextBillingDate: 'soon' }))
        .thenThrows(InvalidBillingValue, 'nextBillingDate must be a date');
      given()
        .when(withData({ nextBillingDate: '2025-03-01' }))
        .thenThrows(InvalidBillingValue, 'nextBillingDate must be after billingPeriodStart');
      given()
        .when(withData({ gatewaySubscriptionId: ' ' }))
        .thenThrows(InvalidBillingValue, 'gatewaySubscriptionId');
      given()
        .when(withData({ paymentMethod: { ...card, last4: '11' } }))
        .thenThrows(InvalidBillingValue, 'last4 must be 4 digits');
    });
  });

  describe('upgrade (UpgradePlan)', () => {
    it('upgrades at once, recording the proration the gateway charged', () => {
      given(started('Basic')).when(upgrade('Pro')).then([upgradedToPro]);
      const state = stateOf([started('Basic'), upgradedToPro]);
      expect(currentPlan(state)).toBe('Pro');
      expect(state.subscription?.priceCents).toBe(1500);
    });

    it('upgrades the same plan from monthly to yearly', () => {
      given(started('Basic'))
        .when(upgrade('Basic', 'yearly', 4161))
        .then([
          {
            type: 'PlanUpgraded',
            data: {
              ...upgrade('Basic', 'yearly', 4161).data,
              fromPlan: 'Basic',
              fromCycle: 'monthly',
              canceledDowngrade: null,
            },
          },
        ]);
    });

    it('sends a Free user to the checkout', () => {
      given().when(upgrade('Pro')).thenThrows(CheckoutRequired, 'starts with the checkout');
    });

    it('refuses the current plan and cycle with "Already on that plan"', () => {
      given(started('Pro')).when(upgrade('Pro')).thenThrows(AlreadyOnPlan, 'Already on that plan');
    });

    it('refuses a lower plan or a shorter cycle: those are downgrades at the cycle end', () => {
      given(started('Pro'))
        .when(upgrade('Basic', 'yearly'))
        .thenThrows(NotAnUpgrade, 'end of the billing cycle');
      given(started('Pro', 'yearly')).when(upgrade('Pro', 'monthly')).thenThrows(NotAnUpgrade);
    });

    it('refuses to change plan while a payment is past due', () => {
      given(started('Basic'), failed)
        .when(upgrade('Pro'))
        .thenThrows(PaymentPastDue, 'Update your payment method');
    });

    it('cancels a scheduled downgrade when the user upgrades back to the current plan', () => {
      given(started('Pro'), scheduled('Basic', 'monthly'))
        .when(upgrade('Pro', 'monthly', 0))
        .then([
          {
            type: 'PlanUpgraded',
            data: {
              ...upgrade('Pro', 'monthly', 0).data,
              fromPlan: 'Pro',
              fromCycle: 'monthly',
              canceledDowngrade: { plan: 'Basic', cycle: 'monthly' },
            },
          },
        ]);
      const back: SubscriptionEvent = {
        type: 'PlanUpgraded',
        data: {
          ...upgrade('Pro', 'monthly', 0).data,
          fromPlan: 'Pro',
          fromCycle: 'monthly',
          canceledDowngrade: { plan: 'Basic', cycle: 'monthly' },
        },
      };
      expect(
        stateOf([started('Pro'), scheduled('Basic', 'monthly'), back]).subscription?.scheduledDowngrade,
      ).toBeNull();
      given(started('Pro'), scheduled('Basic', 'monthly'), back).when(apply('2025-04-01T00:00:00Z')).then([]);
    });

    it('moves to the subscription that bills the current plan again when an upgrade back replaces a canceled one', () => {
      const back = upgrade('Pro', 'monthly', 0, 'restore-1');
      const command = { ...back, data: { ...back.data, gatewaySubscriptionId: 'sub-restored' } };
      const event: SubscriptionEvent = {
        type: 'PlanUpgraded',
        data: {
          ...command.data,
          fromPlan: 'Pro',
          fromCycle: 'monthly',
          canceledDowngrade: { plan: 'Free', cycle: null },
        },
      };
      given(started('Pro'), scheduled('Free')).when(command).then([event]);
      const state = stateOf([started('Pro'), scheduled('Free'), event]);
      expect(state.subscription).toMatchObject({
        gatewaySubscriptionId: 'sub-restored',
        plan: 'Pro',
        scheduledDowngrade: null,
        ...MARCH,
      });
      // The late "canceled" webhook of the subscription the downgrade canceled changes nothing.
      given(started('Pro'), scheduled('Free'), event).when(cancel('sub-1')).then([]);
    });

    it('records a cycle change on the new gateway subscription with the new period and the proration charged', () => {
      const yearly = upgrade('Basic', 'yearly', 4161, 'upgrade-yearly');
      const period = { billingPeriodStart: '2025-03-11', nextBillingDate: '2026-03-11' };
      const command = { ...yearly, data: { ...yearly.data, gatewaySubscriptionId: 'sub-yearly', ...period } };
      const event: SubscriptionEvent = {
        type: 'PlanUpgraded',
        data: { ...command.data, fromPlan: 'Basic', fromCycle: 'monthly', canceledDowngrade: null },
      };
      given(started('Basic')).when(command).then([event]);
      const state = stateOf([started('Basic'), event]);
      expect(state.subscription).toMatchObject({
        gatewaySubscriptionId: 'sub-yearly',
        cycle: 'yearly',
        priceCents: 4500,
        ...period,
      });
      given(started('Basic'), event).when(cancel('sub-1')).then([]);
      given(started('Basic'), event).when(renew('webhook-old', 'sub-1')).then([]);
    });

    it('cancels a scheduled downgrade to Free when the user upgrades past the current plan', () => {
      const fromBasic = { plan: 'Basic', cycle: 'monthly' } as const;
      given(started('Basic'), scheduled('Free', null, fromBasic))
        .when(upgrade('Pro'))
        .then([
          {
            ...upgradedToPro,
            data: { ...upgradedToPro.data, canceledDowngrade: { plan: 'Free', cycle: null } },
          },
        ]);
    });

    it('refuses a negative proration', () => {
      given(started('Basic'))
        .when(upgrade('Pro', 'monthly', -1))
        .thenThrows(InvalidBillingValue, 'prorationCents');
    });

    it('records nothing for an upgrade retried with its idempotency key', () => {
      given(started('Basic'), upgradedToPro).when(upgrade('Pro')).then([]);
    });
  });

  describe('downgrade (ScheduleDowngrade)', () => {
    it('schedules a downgrade to Free at the end of the billing cycle, keeping the plan until then', () => {
      given(started('Pro'))
        .when(downgrade('Free'))
        .then([scheduled('Free')]);
      const state = stateOf([started('Pro'), scheduled('Free')]);
      expect(currentPlan(state)).toBe('Pro');
      expect(state.subscription?.scheduledDowngrade).toEqual({
        plan: 'Free',
        cycle: null,
        priceCents: 0,
        effectiveAt: '2025-04-01',
        nextGatewaySubscriptionId: null,
      });
    });

    it('records the pending gateway subscription of a cycle change, and reads older events without it as null', () => {
      const fromYearly = { plan: 'Pro', cycle: 'yearly' } as const;
      const command = downgrade('Pro', 'monthly');
      given(started('Pro', 'yearly'))
        .when({ ...command, data: { ...command.data, nextGatewaySubscriptionId: 'sub-next' } })
        .then([scheduled('Pro', 'monthly', fromYearly, 'downgrade-1', 'sub-next')]);
      const next = stateOf([
        started('Pro', 'yearly'),
        scheduled('Pro', 'monthly', fromYearly, 'downgrade-1', 'sub-next'),
      ]);
      expect(next.subscription?.scheduledDowngrade?.nextGatewaySubscriptionId).toBe('sub-next');
      const older = scheduled('Basic', 'monthly');
      const { nextGatewaySubscriptionId: _dropped, ...withoutField } = older.data as {
        nextGatewaySubscriptionId?: string | null;
      };
      const state = stateOf([started('Pro'), { ...older, data: withoutField } as SubscriptionEvent]);
      expect(state.subscription?.scheduledDowngrade?.nextGatewaySubscriptionId).toBeNull();
    });

    it('schedules a downgrade to a lower paid plan with its cycle and price', () => {
      given(started('Pro'))
        .when(downgrade('Basic', 'yearly'))
        .then([scheduled('Basic', 'yearly')]);
    });

    it('schedules the same plan billed monthly instead of yearly as a downgrade', () => {
      const fromYearly = { plan: 'Pro', cycle: 'yearly' } as const;
      given(started('Pro', 'yearly'))
        .when(downgrade('Pro', 'monthly'))
        .then([scheduled('Pro', 'monthly', fromYearly)]);
    });

    it('ignores the cycle given for Free', () => {
      given(started('Pro'))
        .when(downgrade('Free', 'yearly'))
        .then([scheduled('Free')]);
    });

    it('replaces a scheduled downgrade with a new one, and records nothing for the same one', () => {
      given(started('Pro'), scheduled('Free'))
        .when(downgrade('Basic', 'monthly', 'downgrade-2'))
        .then([scheduled('Basic', 'monthly', undefined, 'downgrade-2')]);
      given(started('Pro'), scheduled('Free'))
        .when(downgrade('Free', null, 'downgrade-2'))
        .then([]);
    });

    it('keeps a Free user on Free with "Already on that plan" and sends a paid choice to the checkout', () => {
      given().when(downgrade('Free')).thenThrows(AlreadyOnPlan, 'Already on that plan');
      given().when(downgrade('Basic', 'monthly')).thenThrows(CheckoutRequired);
    });

    it('refuses the current plan and a higher one', () => {
      given(started('Basic')).when(downgrade('Basic', 'monthly')).thenThrows(AlreadyOnPlan);
      given(started('Basic'))
        .when(downgrade('Pro', 'monthly'))
        .thenThrows(NotADowngrade, 'upgrade to it instead');
    });

    it('refuses a price for Free, a missing price for a paid plan, and admin-only plans', () => {
      const toFree = downgrade('Free');
      given(started('Pro'))
        .when({ ...toFree, data: { ...toFree.data, priceCents: 100 } })
        .thenThrows(InvalidBillingValue, 'priceCents must be 0 for Free');
      given(started('Pro')).when(downgrade('Basic', null)).thenThrows(InvalidBillingValue, 'billing_cycle');
      const toBasic = downgrade('Basic', 'monthly');
      given(started('Pro'))
        .when({ ...toBasic, data: { ...toBasic.data, priceCents: 0 } })
        .thenThrows(InvalidBillingValue, 'priceCents must be');
      given(started('Pro'))
        .when({ ...toFree, data: { ...toFree.data, plan: 'Max' as SelfServePlan } })
        .thenThrows(PlanNotPurchasable);
    });

    it('lets a past-due user downgrade', () => {
      given(started('Pro'), failed)
        .when(downgrade('Free'))
        .then([scheduled('Free')]);
    });
  });

  describe('applying a downgrade (ApplyDowngrade)', () => {
    const downgradedToFree: SubscriptionEvent = {
      type: 'PlanDowngraded',
      data: {
        userId,
        idempotencyKey: null,
        fromPlan: 'Pro',
        fromCycle: 'monthly',
        plan: 'Free',
        cycle: null,
        priceCents: 0,
        gatewaySubscriptionId: null,
        billingPeriodStart: null,
        nextBillingDate: null,
        downgradedAt: '2025-04-01T00:00:00Z',
      },
    };

    it('refuses to apply it before the cycle ends', () => {
      given(started('Pro'), scheduled('Free'))
        .when(apply('2025-03-31T23:59:59Z'))
        .thenThrows(DowngradeNotDue, 'on 2025-04-01');
    });

    it('ends the subscription at the cycle end for a downgrade to Free', () => {
      given(started('Pro'), scheduled('Free')).when(apply('2025-04-01T00:00:00Z')).then([downgradedToFree]);
      const state = stateOf([started('Pro'), scheduled('Free'), downgradedToFree]);
      expect(currentPlan(state)).toBe('Free');
      expect(subscriptionStatus(state)).toBe('free');
    });

    it('moves to the lower paid plan on the gateway subscription that bills it, after the cycle end', () => {
      const event: SubscriptionEvent = {
        type: 'PlanDowngraded',
        data: {
          userId,
          idempotencyKey: null,
          fromPlan: 'Pro',
          fromCycle: 'monthly',
          plan: 'Basic',
          cycle: 'monthly',
          priceCents: 500,
          gatewaySubscriptionId: 'sub-1',
          ...APRIL,
          downgradedAt: '2025-04-02T03:00:00Z',
        },
      };
      given(started('Pro'), scheduled('Basic', 'monthly'))
        .when(apply('2025-04-02T03:00:00Z', { subscriptionId: 'sub-1' }))
        .then([event]);
      const state = stateOf([started('Pro'), scheduled('Basic', 'monthly'), event]);
      expect(state.subscription).toMatchObject({
        plan: 'Basic',
        priceCents: 500,
        scheduledDowngrade: null,
        ...APRIL,
      });
    });

    it('needs the gateway subscription for a paid plan and none for Free', () => {
      given(started('Pro'), scheduled('Basic', 'monthly'))
        .when(apply('2025-04-01T00:00:00Z'))
        .thenThrows(InvalidBillingValue, 'needs the gateway subscription');
      given(started('Pro'), scheduled('Free'))
        .when(apply('2025-04-01T00:00:00Z', { subscriptionId: 'sub-1' }))
        .thenThrows(InvalidBillingValue, 'no gateway subscription');
    });

    it('records nothing when no downgrade is scheduled, or when it was applied already', () => {
      given(started('Pro')).when(apply('2025-04-01T00:00:00Z')).then([]);
      given(started('Pro'), scheduled('Free'), downgradedToFree).when(apply('2025-04-02T00:00:00Z')).then([]);
    });
  });

  describe('payment method', () => {
    const update = (paymentMethod: PaymentMethod, key: string | null = 'card-update-1') =>
      ({
        type: 'UpdatePaymentMethod',
        data: { userId, idempotencyKey: key, paymentMethod },
      }) satisfies SubscriptionCommand;

    it('records a new card', () => {
      const newCard = { ...card, token: 'card-2', last4: '4242' };
      given(started('Basic'))
        .when(update(newCard))
        .then([
          {
            type: 'PaymentMethodUpdated',
            data: { userId, idempotencyKey: 'card-update-1', paymentMethod: newCard },
          },
        ]);
    });

    it('records nothing for the card already on file, whatever the order of its fields', () => {
      const { cardholderName, token, ...rest } = card;
      given(started('Basic'))
        .when(update({ cardholderName, ...rest, token }))
        .then([]);
    });

    it('refuses a card without a token or with a malformed last4', () => {
      given()
        .when(update({ ...card, token: '' }))
        .thenThrows(InvalidBillingValue, 'paymentMethod.token is required');
      given()
        .when(update({ ...card, last4: 'abcd' }))
        .thenThrows(InvalidBillingValue, 'last4');
    });
  });

  describe('gateway webhooks', () => {
    it('marks the subscription past due when a renewal payment fails', () => {
      given(started('Pro')).when(fail()).then([failed]);
      expect(subscriptionStatus(stateOf([started('Pro'), failed]))).toBe('past_due');
    });

    it('records a redelivered webhook once', () => {
      given(started('Pro'), failed).when(fail()).then([]);
    });

    it('ignores webhooks about another subscription', () => {
      given(started('Pro')).when(fail('webhook-x', 'sub-old')).then([]);
      given(started('Pro')).when(renew('webhook-x', 'sub-old')).then([]);
      given(started('Pro')).when(cancel('sub-old')).then([]);
      given().when(fail()).then([]);
    });

    it('moves the period on when a renewal is charged, and makes a past-due subscription active again', () => {
      given(started('Pro')).when(renew()).then([renewed]);
      given(started('Pro'), failed).when(renew()).then([renewed]);
      const state = stateOf([started('Pro'), failed, renewed]);
      expect(subscriptionStatus(state)).toBe('active');
      expect(state.subscription).toMatchObject(APRIL);
    });

    it('records nothing for a renewal of a period already recorded', () => {
      given(started('Pro'), renewed).when(renew('webhook-charged-again')).then([]);
    });

    it('returns to Free when the gateway cancels the subscription', () => {
      const canceled: SubscriptionEvent = {
        type: 'SubscriptionCanceled',
        data: { ...cancel().data, plan: 'Pro' },
      };
      given(started('Pro'), failed).when(cancel()).then([canceled]);
      const state = stateOf([started('Pro'), failed, canceled]);
      expect(currentPlan(state)).toBe('Free');
      expect(planChange(state, 'Pro', 'monthly')).toBe('checkout');
    });

    it('keeps the paid plan to the cycle end when the cancel comes from a scheduled downgrade to Free', () => {
      given(started('Pro'), scheduled('Free')).when(cancel()).then([]);
    });

    it('keeps the paid plan when the cancel comes from a cycle change that a pending next subscription bills', () => {
      const fromYearly = { plan: 'Pro', cycle: 'yearly' } as const;
      given(started('Pro', 'yearly'), scheduled('Pro', 'monthly', fromYearly, 'downgrade-1', 'sub-next'))
        .when(cancel())
        .then([]);
      // Without a pending next subscription the current one keeps billing: its cancel ends the subscription.
      given(started('Pro'), scheduled('Basic', 'monthly'))
        .when(cancel())
        .then([{ type: 'SubscriptionCanceled', data: { ...cancel().data, plan: 'Pro' } }]);
    });

    it('makes a past-due subscription active again on a retried charge that leaves the period as it was', () => {
      const retried = renew('card-update-1#renewal');
      const command = { ...retried, data: { ...retried.data, chargedCents: 500, ...MARCH } };
      given(started('Basic'), failed)
        .when(command)
        .then([{ type: 'SubscriptionRenewed', data: command.data }]);
      given(started('Basic')).when(command).then([]);
    });
  });
});
