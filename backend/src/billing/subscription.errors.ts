import { DomainError, domainError } from '../platform/errors/domain-error';
import { PLAN_DISPLAY_NAMES, type PlanKey } from '../platform/plans/plan-names.contract';

/** The spec's wording (autopilot-settings.md §4.6): choosing the current plan. */
export class AlreadyOnPlan extends domainError(
  'BILLING.ALREADY_ON_PLAN',
  'Already on that plan',
  'plan_name',
) {}

/** Free to a paid plan goes to the checkout, never through an upgrade or a downgrade. */
export class CheckoutRequired extends domainError(
  'BILLING.CHECKOUT_REQUIRED',
  (plan: PlanKey) => `You are on the Free plan: ${PLAN_DISPLAY_NAMES[plan]} starts with the checkout.`,
  'plan_name',
) {}

/** The checkout's wording: a paying user changes plan from Settings (upgrade or downgrade), never by a second checkout. */
export class SubscriptionAlreadyActive extends DomainError {
  readonly code = 'BILLING.ALREADY_SUBSCRIBED';
  constructor(readonly plan: PlanKey) {
    super('You already have a subscription; change plans from Settings.', 'plan_name');
  }
}

export class NotAnUpgrade extends domainError(
  'BILLING.NOT_AN_UPGRADE',
  (current: PlanKey, target: PlanKey) =>
    `${PLAN_DISPLAY_NAMES[target]} is below your ${PLAN_DISPLAY_NAMES[current]} plan: ` +
    'a downgrade takes effect at the end of the billing cycle.',
  'plan_name',
) {}

export class NotADowngrade extends domainError(
  'BILLING.NOT_A_DOWNGRADE',
  (current: PlanKey, target: PlanKey) =>
    `${PLAN_DISPLAY_NAMES[target]} is above your ${PLAN_DISPLAY_NAMES[current]} plan: upgrade to it instead.`,
  'plan_name',
) {}

/** Max and Demon are granted by an admin; Free is never bought. */
export class PlanNotPurchasable extends domainError(
  'BILLING.PLAN_NOT_PURCHASABLE',
  (plan: string) => `The ${plan} plan cannot be bought: choose Growth (Basic) or Pro.`,
  'plan_name',
) {}

export class PaymentPastDue extends domainError(
  'BILLING.PAYMENT_PAST_DUE',
  'Your last payment failed. Update your payment method before changing plan.',
  'payment_method',
) {}

export class DowngradeNotDue extends domainError(
  'BILLING.DOWNGRADE_NOT_DUE',
  (effectiveAt: string) => `The downgrade takes effect at the end of the billing cycle, on ${effectiveAt}.`,
) {}

/** A command whose amounts, dates or gateway details do not hold together; names the field. */
export class InvalidBillingValue extends domainError(
  'BILLING.INVALID_VALUE',
  (_field: string, message: string) => message,
  (field) => field,
) {}

/**
 * A checkout failed at the payment gateway: the gateway's error with its code and status kept, answered with
 * success false as the checkout page reads it ('Subscription error: {detail}').
 */
export class CheckoutFailed extends DomainError {
  readonly code: string;
  readonly extra = { success: false };
  constructor(readonly cause: DomainError) {
    super(cause.message, cause.field);
    this.code = cause.code;
  }
}

/** A retried checkout whose gateway subscription was canceled meanwhile: the key cannot start another one. */
export class CheckoutCanceled extends DomainError {
  readonly code = 'BILLING.CHECKOUT_CANCELED';
  readonly extra = { success: false };
  constructor() {
    super('This checkout was canceled at the payment provider. Reload the page to start a new one.');
  }
}

/** HTTP status for each billing code; registered by the billing module. */
export const subscriptionErrorStatus: Record<string, number> = {
  'BILLING.ALREADY_ON_PLAN': 409,
  'BILLING.CHECKOUT_REQUIRED': 409,
  'BILLING.ALREADY_SUBSCRIBED': 409,
  'BILLING.NOT_AN_UPGRADE': 422,
  'BILLING.NOT_A_DOWNGRADE': 422,
  'BILLING.PLAN_NOT_PURCHASABLE': 400,
  'BILLING.PAYMENT_PAST_DUE': 402,
  'BILLING.DOWNGRADE_NOT_DUE': 409,
  'BILLING.INVALID_VALUE': 422,
  'BILLING.CHECKOUT_CANCELED': 409,
};
