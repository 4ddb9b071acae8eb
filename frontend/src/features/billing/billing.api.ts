import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import type {
  DowngradeResult,
  PaymentMethodView,
  ProrationEstimateView,
  UpgradePlanResult,
} from '@outreach/backend/billing/billing-views.contract';
import { api } from '../../api/api';
import { settleCommand, type CommandLifecycle } from '../../api/settle-command';
import { subscriptionApi, type SubscriptionView } from '../../api/subscription.api';

export { useSubscriptionQuery, type SubscriptionView } from '../../api/subscription.api';
export type { DowngradeResult, PaymentMethodView, ProrationEstimateView, UpgradePlanResult };

export type PaidPlan = Exclude<SelfServePlan, 'Free'>;

export interface UpgradePlanInput {
  plan: PaidPlan;
  cycle: BillingCycle;
  /** One per confirmation attempt, sent again by its Retry, so a retried upgrade never charges twice. */
  idempotencyKey: string;
}

export interface DowngradeInput {
  plan: SelfServePlan;
  /** Omitted for Free, whose cycle means nothing. */
  cycle?: BillingCycle;
}

const PAYMENT_METHOD_TAG = { type: 'Subscription', id: 'PAYMENT_METHOD' } as const;

/**
 * A plan change's effect on the screen once the server answered: the subscription patched at once, then the
 * subscriptions push (or, when none comes in time, a refetch) refreshes the subscription and the settings' plan and
 * limits, as every list is refreshed. A refused call changes nothing.
 */
function settlePlanChange<Result extends { checkpoint: string }>(
  lifecycle: CommandLifecycle<Result>,
  patch: (view: SubscriptionView, result: Result) => void,
): Promise<void> {
  return settleCommand(lifecycle, {
    projections: ['subscriptions'],
    adopt: (result, dispatch) => {
      dispatch(
        subscriptionApi.util.updateQueryData('subscription', undefined, (view) => patch(view, result)),
      );
    },
  });
}

/** The plan-change calls of the settings page (autopilot-settings.md §7.4). */
export const billingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    paymentMethod: builder.query<PaymentMethodView, void>({
      query: () => '/api/braintree/payment-method',
      providesTags: [PAYMENT_METHOD_TAG],
    }),
    // What an upgrade charges now changes by the day: asked again each time the confirmation opens.
    prorationEstimate: builder.query<ProrationEstimateView, { plan: PaidPlan; cycle: BillingCycle }>({
      query: ({ plan, cycle }) => ({ url: '/api/braintree/proration_estimate', params: { plan, cycle } }),
      keepUnusedDataFor: 0,
    }),
    upgradePlan: builder.mutation<UpgradePlanResult, UpgradePlanInput>({
      query: ({ plan, cycle, idempotencyKey }) => ({
        url: '/api/braintree/upgradeplan',
        method: 'POST',
        body: { plan_name: plan, billing_cycle: cycle },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      onQueryStarted: ({ plan, cycle }, lifecycle) =>
        settlePlanChange(lifecycle, (view) => {
          Object.assign(view, { plan_name: plan, billing_cycle: cycle, scheduled_downgrade: null });
        }),
    }),
    downgradePlan: builder.mutation<DowngradeResult, DowngradeInput>({
      query: ({ plan, cycle }) => ({
        url: '/settings/downgrade',
        method: 'POST',
        body: cycle ? { plan_name: plan, billing_cycle: cycle } : { plan_name: plan },
      }),
      onQueryStarted: ({ plan, cycle }, lifecycle) =>
        settlePlanChange(lifecycle, (view, result) => {
          view.scheduled_downgrade = {
            plan_name: plan,
            billing_cycle: plan === 'Free' ? null : (cycle ?? view.billing_cycle),
            effective_at: result.effective_at,
          };
        }),
    }),
  }),
});

export const {
  usePaymentMethodQuery,
  useProrationEstimateQuery,
  useUpgradePlanMutation,
  useDowngradePlanMutation,
} = billingApi;
