import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { BILLING_CYCLES, type BillingCycle, type SelfServePlan } from '../platform/plans/plan-names.contract';
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
import type {
  PaidPlan,
  PaymentFailed,
  PaymentMethod,
  PaymentMethodUpdated,
  PlanDowngraded,
  PlanDowngradeScheduled,
  PlanUpgraded,
  SubscriptionCanceled,
  SubscriptionEvent,
  SubscriptionRenewed,
  SubscriptionStarted,
} from './subscription.events';

/**
 * Every command names the user and carries the client's or the webhook's idempotency key (null when it has
 * none). Amounts and dates are the gateway's answer to the call the handler made before deciding.
 */
interface Keyed {
  userId: string;
  idempotencyKey: string | null;
}

/** Free to a paid plan, after the checkout's gateway subscription was created (or found on a retry). */
export interface StartSubscription {
  type: 'StartSubscription';
  data: SubscriptionStarted['data'];
}

/** prorationCents: what the gateway charged now for the rest of the cycle. */
export interface UpgradePlan {
  type: 'UpgradePlan';
  data: Omit<PlanUpgraded['data'], 'fromPlan' | 'fromCycle' | 'canceledDowngrade'>;
}

/**
 * To Free, cycle is ignored and priceCents must be 0; to a lower paid plan, its cycle and price.
 * nextGatewaySubscriptionId: the pending gateway subscription created for a cycle change (null or absent otherwise).
 */
export interface ScheduleDowngrade {
  type: 'ScheduleDowngrade';
  data: Omit<PlanDowngradeScheduled['data'], 'fromPlan' | 'fromCycle' | 'effectiveAt'>;
}

/**
 * Run by the scheduled job at or after the cycle end. gateway: the subscription that bills the lower paid plan
 * from now on; null for a downgrade to Free, whose gateway subscription was canceled when it was scheduled.
 */
export interface ApplyDowngrade {
  type: 'ApplyDowngrade';
  data: Keyed & {
    now: string;
    gateway: { subscriptionId: string; billingPeriodStart: string; nextBillingDate: string } | null;
  };
}

export interface UpdatePaymentMethod {
  type: 'UpdatePaymentMethod';
  data: PaymentMethodUpdated['data'];
}

/** From the gateway's "charged successfully" webhook, or a reconciliation that found a new period. */
export interface RecordRenewal {
  type: 'RecordRenewal';
  data: SubscriptionRenewed['data'];
}

/** From the gateway's "past due" webhook. */
export interface RecordPaymentFailure {
  type: 'RecordPaymentFailure';
  data: PaymentFailed['data'];
}

/** From the gateway's "canceled" webhook, or a reconciliation that found the subscription canceled. */
export interface CancelSubscription {
  type: 'CancelSubscription';
  data: Omit<SubscriptionCanceled['data'], 'plan'>;
}

export type SubscriptionCommand =
  | StartSubscription
  | UpgradePlan
  | ScheduleDowngrade
  | ApplyDowngrade
  | UpdatePaymentMethod
  | RecordRenewal
  | RecordPaymentFailure
  | CancelSubscription;

export interface ScheduledDowngrade {
  plan: SelfServePlan;
  cycle: BillingCycle | null;
  priceCents: number;
  effectiveAt: string;
  /** The pending gateway subscription that bills the lower plan from effectiveAt; null: the current one keeps billing (or Free). */
  nextGatewaySubscriptionId: string | null;
}

/** The terms SubscriptionStarted recorded, as upgrades, renewals and downgrades have changed them since. */
export interface PaidSubscription extends Omit<
  SubscriptionStarted['data'],
  'userId' | 'idempotencyKey' | 'paymentMethod'
> {
  pastDue: boolean;
  scheduledDowngrade: ScheduledDowngrade | null;
}

export interface SubscriptionState {
  /** null: on Free, never subscribed or the subscription ended. */
  subscription: PaidSubscription | null;
  paymentMethod: PaymentMethod | null;
  /** Idempotency keys of the commands already recorded. */
  appliedKeys: string[];
}

export type SubscriptionStatus = 'free' | 'active' | 'past_due';

/** What choosing a plan and cycle means from the current state (the plan chooser's rules). */
export type PlanChange = 'checkout' | 'upgrade' | 'downgrade' | 'cancel_downgrade' | 'already_on_plan';

const PLAN_RANK: Record<SelfServePlan, number> = { Free: 0, Basic: 1, Pro: 2 };
const CYCLE_RANK: Record<BillingCycle, number> = { monthly: 0, yearly: 1 };

export const isPaidPlan = (plan: unknown): plan is PaidPlan => plan === 'Basic' || plan === 'Pro';
const isSelfServePlan = (plan: unknown): plan is SelfServePlan => plan === 'Free' || isPaidPlan(plan);
const isCycle = (cycle: unknown): cycle is BillingCycle =>
  (BILLING_CYCLES as readonly unknown[]).includes(cycle);

export const initialState = (): SubscriptionState => ({
  subscription: null,
  paymentMethod: null,
  appliedKeys: [],
});

export function subscriptionStatus(state: SubscriptionState): SubscriptionStatus {
  if (!state.subscription) return 'free';
  return state.subscription.pastDue ? 'past_due' : 'active';
}

export function currentPlan(state: SubscriptionState): SelfServePlan {
  return state.subscription?.plan ?? 'Free';
}

/**
 * A higher plan, or the same plan billed yearly instead of monthly, is an upgrade; a lower plan, Free, or the same
 * plan billed monthly instead of yearly is a downgrade. The current plan and cycle again cancels a scheduled downgrade.
 */
export function planChange(
  state: SubscriptionState,
  plan: SelfServePlan,
  cycle: BillingCycle | null,
): PlanChange {
  const current = state.subscription;
  if (!current) return plan === 'Free' ? 'already_on_plan' : 'checkout';
  if (plan === 'Free') return 'downgrade';
  const byPlan = PLAN_RANK[plan] - PLAN_RANK[current.plan];
  const byCycle = CYCLE_RANK[cycle ?? current.cycle] - CYCLE_RANK[current.cycle];
  const order = byPlan !== 0 ? byPlan : byCycle;
  if (order > 0) return 'upgrade';
  if (order < 0) return 'downgrade';
  return current.scheduledDowngrade ? 'cancel_downgrade' : 'already_on_plan';
}

function withKey(state: SubscriptionState, key: string | null): string[] {
  return key === null || state.appliedKeys.includes(key) ? state.appliedKeys : [...state.appliedKeys, key];
}

export function evolve(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const appliedKeys = withKey(state, event.data.idempotencyKey);
  switch (event.type) {
    case 'SubscriptionStarted': {
      const { gatewaySubscriptionId, plan, cycle, priceCents, billingPeriodStart, nextBillingDate } =
        event.data;
      return {
        subscription: {
          gatewaySubscriptionId,
          plan,
          cycle,
          priceCents,
          billingPeriodStart,
          nextBillingDate,
          pastDue: false,
          scheduledDowngrade: null,
        },
        paymentMethod: event.data.paymentMethod ?? state.paymentMethod,
        appliedKeys,
      };
    }
    case 'PlanUpgraded': {
      if (!state.subscription) return { ...state, appliedKeys };
      const { gatewaySubscriptionId, plan, cycle, priceCents, billingPeriodStart, nextBillingDate } =
        event.data;
      const subscription = {
        ...state.subscription,
        gatewaySubscriptionId,
        plan,
        cycle,
        priceCents,
        billingPeriodStart,
        nextBillingDate,
        scheduledDowngrade: null,
      };
      return { ...state, subscription, appliedKeys };
    }
    case 'PlanDowngradeScheduled': {
      if (!state.subscription) return { ...state, appliedKeys };
      const { plan, cycle, priceCents, effectiveAt } = event.data;
      const nextGatewaySubscriptionId = event.data.nextGatewaySubscriptionId ?? null;
      const scheduledDowngrade = { plan, cycle, priceCents, effectiveAt, nextGatewaySubscriptionId };
      return { ...state, subscription: { ...state.subscription, scheduledDowngrade }, appliedKeys };
    }
    case 'PlanDowngraded': {
      const { plan, cycle, priceCents, gatewaySubscriptionId, billingPeriodStart, nextBillingDate } =
        event.data;
      if (!isPaidPlan(plan) || !cycle || !gatewaySubscriptionId || !billingPeriodStart || !nextBillingDate) {
        return { ...state, subscription: null, appliedKeys };
      }
      const subscription: PaidSubscription = {
        gatewaySubscriptionId,
        plan,
        cycle,
        priceCents,
        billingPeriodStart,
        nextBillingDate,
        pastDue: state.subscription?.pastDue ?? false,
        scheduledDowngrade: null,
      };
      return { ...state, subscription, appliedKeys };
    }
    case 'PaymentMethodUpdated':
      return { ...state, paymentMethod: event.data.paymentMethod, appliedKeys };
    case 'PaymentFailed':
      return state.subscription
        ? { ...state, subscription: { ...state.subscription, pastDue: true }, appliedKeys }
        : { ...state, appliedKeys };
    case 'SubscriptionRenewed': {
      if (!state.subscription) return { ...state, appliedKeys };
      const { billingPeriodStart, nextBillingDate } = event.data;
      const subscription = { ...state.subscription, billingPeriodStart, nextBillingDate, pastDue: false };
      return { ...state, subscription, appliedKeys };
    }
    case 'SubscriptionCanceled':
      return { ...state, subscription: null, appliedKeys };
    default:
      return state;
  }
}

function requireCents(field: string, value: number, options: { positive: boolean }): void {
  const ok = Number.isSafeInteger(value) && (options.positive ? value > 0 : value >= 0);
  if (!ok) {
    const what = options.positive ? 'a whole number of cents above 0' : 'a whole number of cents, 0 or more';
    throw new InvalidBillingValue(field, `${field} must be ${what}`);
  }
}

function requireDate(field: string, value: string): number {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time))
    throw new InvalidBillingValue(field, `${field} must be a date (YYYY-MM-DD or ISO time)`);
  return time;
}

function requirePeriod(billingPeriodStart: string, nextBillingDate: string): void {
  const start = requireDate('billingPeriodStart', billingPeriodStart);
  const next = requireDate('nextBillingDate', nextBillingDate);
  if (next <= start)
    throw new InvalidBillingValue('nextBillingDate', 'nextBillingDate must be after billingPeriodStart');
}

function requireText(field: string, value: string): void {
  if (typeof value !== 'string' || value.trim() === '')
    throw new InvalidBillingValue(field, `${field} is required`);
}

function requirePaidPlan(plan: unknown, cycle: unknown): asserts plan is PaidPlan {
  if (!isPaidPlan(plan)) throw new PlanNotPurchasable(String(plan));
  if (!isCycle(cycle))
    throw new InvalidBillingValue('billing_cycle', 'billing_cycle must be monthly or yearly');
}

function requirePaymentMethod(method: PaymentMethod): void {
  requireText('paymentMethod.token', method.token);
  requireText('paymentMethod.cardType', method.cardType);
  if (!/^\d{4}$/.test(method.last4))
    throw new InvalidBillingValue('paymentMethod.last4', 'last4 must be 4 digits');
  requireText('paymentMethod.expirationDate', method.expirationDate);
}

/**
 * Whether a checkout may start this gateway subscription, asked before the gateway charges anything: 'start'
 * from Free, 'recorded' when it is the subscription already recorded (a retry that reconciled); a paying user
 * is refused, with 'Already on that plan' for the plan and cycle they pay for.
 */
export function checkoutDecision(
  state: SubscriptionState,
  checkout: { gatewaySubscriptionId: string; plan: PaidPlan; cycle: BillingCycle },
): 'start' | 'recorded' {
  requirePaidPlan(checkout.plan, checkout.cycle);
  const current = state.subscription;
  if (!current) return 'start';
  if (current.gatewaySubscriptionId === checkout.gatewaySubscriptionId) return 'recorded';
  if (current.plan === checkout.plan && current.cycle === checkout.cycle) throw new AlreadyOnPlan();
  throw new SubscriptionAlreadyActive(current.plan);
}

function startSubscription({ data }: StartSubscription, state: SubscriptionState): SubscriptionEvent[] {
  requirePaidPlan(data.plan, data.cycle);
  requireText('gatewaySubscriptionId', data.gatewaySubscriptionId);
  requireCents('priceCents', data.priceCents, { positive: true });
  requirePeriod(data.billingPeriodStart, data.nextBillingDate);
  if (data.paymentMethod) requirePaymentMethod(data.paymentMethod);
  if (checkoutDecision(state, data) === 'recorded') return [];
  const { userId, idempotencyKey, gatewaySubscriptionId, plan, cycle, priceCents } = data;
  const { billingPeriodStart, nextBillingDate, paymentMethod } = data;
  return [
    {
      type: 'SubscriptionStarted',
      data: {
        userId,
        idempotencyKey,
        gatewaySubscriptionId,
        plan,
        cycle,
        priceCents,
        billingPeriodStart,
        nextBillingDate,
        paymentMethod,
      },
    },
  ];
}

function upgradePlan({ data }: UpgradePlan, state: SubscriptionState): PlanUpgraded[] {
  requirePaidPlan(data.plan, data.cycle);
  const current = state.subscription;
  if (!current) throw new CheckoutRequired(data.plan);
  if (current.pastDue) throw new PaymentPastDue();
  const change = planChange(state, data.plan, data.cycle);
  if (change === 'already_on_plan') throw new AlreadyOnPlan();
  if (change === 'downgrade') throw new NotAnUpgrade(current.plan, data.plan);
  requireText('gatewaySubscriptionId', data.gatewaySubscriptionId);
  requireCents('priceCents', data.priceCents, { positive: true });
  requireCents('prorationCents', data.prorationCents, { positive: false });
  requirePeriod(data.billingPeriodStart, data.nextBillingDate);
  const scheduled = current.scheduledDowngrade;
  const { userId, idempotencyKey, gatewaySubscriptionId, plan, cycle, priceCents, prorationCents } = data;
  return [
    {
      type: 'PlanUpgraded',
      data: {
        userId,
        idempotencyKey,
        gatewaySubscriptionId,
        fromPlan: current.plan,
        fromCycle: current.cycle,
        plan,
        cycle,
        priceCents,
        prorationCents,
        billingPeriodStart: data.billingPeriodStart,
        nextBillingDate: data.nextBillingDate,
        canceledDowngrade: scheduled ? { plan: scheduled.plan, cycle: scheduled.cycle } : null,
      },
    },
  ];
}

function scheduleDowngrade({ data }: ScheduleDowngrade, state: SubscriptionState): PlanDowngradeScheduled[] {
  if (!isSelfServePlan(data.plan)) throw new PlanNotPurchasable(String(data.plan));
  const toFree = data.plan === 'Free';
  if (!toFree) requirePaidPlan(data.plan, data.cycle);
  const current = state.subscription;
  if (!current) {
    if (toFree) throw new AlreadyOnPlan();
    throw new CheckoutRequired(data.plan);
  }
  const change = planChange(state, data.plan, data.cycle);
  if (change === 'upgrade') throw new NotADowngrade(current.plan, data.plan);
  if (change !== 'downgrade') throw new AlreadyOnPlan();
  if (toFree) {
    if (data.priceCents !== 0) throw new InvalidBillingValue('priceCents', 'priceCents must be 0 for Free');
  } else {
    requireCents('priceCents', data.priceCents, { positive: true });
  }
  const cycle = toFree ? null : data.cycle;
  const scheduled = current.scheduledDowngrade;
  if (
    scheduled &&
    scheduled.plan === data.plan &&
    scheduled.cycle === cycle &&
    scheduled.priceCents === data.priceCents
  ) {
    return [];
  }
  return [
    {
      type: 'PlanDowngradeScheduled',
      data: {
        userId: data.userId,
        idempotencyKey: data.idempotencyKey,
        fromPlan: current.plan,
        fromCycle: current.cycle,
        plan: data.plan,
        cycle,
        priceCents: data.priceCents,
        // The terms: a downgrade takes effect at the end of the billing cycle, which the next billing date closes.
        effectiveAt: current.nextBillingDate,
        nextGatewaySubscriptionId: data.nextGatewaySubscriptionId ?? null,
      },
    },
  ];
}

function applyDowngrade({ data }: ApplyDowngrade, state: SubscriptionState): PlanDowngraded[] {
  const current = state.subscription;
  // The job may run again after the downgrade was applied, or after an upgrade back canceled it.
  if (!current?.scheduledDowngrade) return [];
  const scheduled = current.scheduledDowngrade;
  const now = requireDate('now', data.now);
  if (now < requireDate('effectiveAt', scheduled.effectiveAt))
    throw new DowngradeNotDue(scheduled.effectiveAt);
  const base = {
    userId: data.userId,
    idempotencyKey: data.idempotencyKey,
    fromPlan: current.plan,
    fromCycle: current.cycle,
    plan: scheduled.plan,
    cycle: scheduled.cycle,
    priceCents: scheduled.priceCents,
    downgradedAt: data.now,
  };
  if (scheduled.plan === 'Free') {
    if (data.gateway)
      throw new InvalidBillingValue('gateway', 'A downgrade to Free has no gateway subscription');
    return [
      {
        type: 'PlanDowngraded',
        data: { ...base, gatewaySubscriptionId: null, billingPeriodStart: null, nextBillingDate: null },
      },
    ];
  }
  if (!data.gateway) {
    throw new InvalidBillingValue(
      'gateway',
      'A downgrade to a paid plan needs the gateway subscription that bills it',
    );
  }
  const { subscriptionId, billingPeriodStart, nextBillingDate } = data.gateway;
  requireText('gateway.subscriptionId', subscriptionId);
  requirePeriod(billingPeriodStart, nextBillingDate);
  return [
    {
      type: 'PlanDowngraded',
      data: { ...base, gatewaySubscriptionId: subscriptionId, billingPeriodStart, nextBillingDate },
    },
  ];
}

const cardOf = ({
  token,
  cardType,
  last4,
  expirationDate,
  cardholderName,
}: PaymentMethod): PaymentMethod => ({
  token,
  cardType,
  last4,
  expirationDate,
  cardholderName: cardholderName ?? null,
});

function updatePaymentMethod({ data }: UpdatePaymentMethod, state: SubscriptionState): SubscriptionEvent[] {
  requirePaymentMethod(data.paymentMethod);
  const paymentMethod = cardOf(data.paymentMethod);
  // Rebuilt in one key order: events read back from jsonb do not keep the order they were written in.
  if (state.paymentMethod && JSON.stringify(cardOf(state.paymentMethod)) === JSON.stringify(paymentMethod))
    return [];
  return [
    {
      type: 'PaymentMethodUpdated',
      data: { userId: data.userId, idempotencyKey: data.idempotencyKey, paymentMethod },
    },
  ];
}

/** Webhooks about a subscription other than the current one (an ended one, a late delivery) change nothing. */
const isCurrent = (state: SubscriptionState, gatewaySubscriptionId: string): boolean =>
  state.subscription?.gatewaySubscriptionId === gatewaySubscriptionId;

function recordRenewal({ data }: RecordRenewal, state: SubscriptionState): SubscriptionEvent[] {
  if (!state.subscription || !isCurrent(state, data.gatewaySubscriptionId)) return [];
  requireCents('chargedCents', data.chargedCents, { positive: false });
  requirePeriod(data.billingPeriodStart, data.nextBillingDate);
  const { nextBillingDate, pastDue } = state.subscription;
  if (!pastDue && Date.parse(data.nextBillingDate) <= Date.parse(nextBillingDate)) return [];
  const { userId, idempotencyKey, gatewaySubscriptionId, chargedCents, billingPeriodStart } = data;
  return [
    {
      type: 'SubscriptionRenewed',
      data: {
        userId,
        idempotencyKey,
        gatewaySubscriptionId,
        chargedCents,
        billingPeriodStart,
        nextBillingDate: data.nextBillingDate,
      },
    },
  ];
}

function recordPaymentFailure({ data }: RecordPaymentFailure, state: SubscriptionState): SubscriptionEvent[] {
  if (!isCurrent(state, data.gatewaySubscriptionId)) return [];
  requireDate('failedAt', data.failedAt);
  const { userId, idempotencyKey, gatewaySubscriptionId, reason, failedAt } = data;
  return [
    { type: 'PaymentFailed', data: { userId, idempotencyKey, gatewaySubscriptionId, reason, failedAt } },
  ];
}

function cancelSubscription({ data }: CancelSubscription, state: SubscriptionState): SubscriptionEvent[] {
  const current = state.subscription;
  if (!current || !isCurrent(state, data.gatewaySubscriptionId)) return [];
  // Scheduling a downgrade to Free, or one billed by a pending next subscription (a cycle change), cancels the
  // gateway subscription at once so nothing more is charged on it; the plan itself stays paid for until the cycle
  // ends, when ApplyDowngrade ends it or moves it to the next subscription.
  const scheduled = current.scheduledDowngrade;
  if (scheduled?.plan === 'Free' || (scheduled?.nextGatewaySubscriptionId ?? null) !== null) return [];
  requireDate('canceledAt', data.canceledAt);
  const { userId, idempotencyKey, gatewaySubscriptionId, reason, canceledAt } = data;
  return [
    {
      type: 'SubscriptionCanceled',
      data: { userId, idempotencyKey, gatewaySubscriptionId, plan: current.plan, reason, canceledAt },
    },
  ];
}

export function decide(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  const key = command.data.idempotencyKey;
  if (key !== null && state.appliedKeys.includes(key)) return [];
  switch (command.type) {
    case 'StartSubscription':
      return startSubscription(command, state);
    case 'UpgradePlan':
      return upgradePlan(command, state);
    case 'ScheduleDowngrade':
      return scheduleDowngrade(command, state);
    case 'ApplyDowngrade':
      return applyDowngrade(command, state);
    case 'UpdatePaymentMethod':
      return updatePaymentMethod(command, state);
    case 'RecordRenewal':
      return recordRenewal(command, state);
    case 'RecordPaymentFailure':
      return recordPaymentFailure(command, state);
    case 'CancelSubscription':
      return cancelSubscription(command, state);
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  initialState,
  evolve,
  decide,
};
