import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import type {
  DowngradeResult,
  PaymentMethodView,
  ProrationEstimateView,
  UpgradePlanResult,
} from '@outreach/backend/billing/billing-views.contract';
import { api } from '../../api/api';
import { READ_YOUR_WRITES_TIMEOUT_MS } from '../../api/realtime.slice';
import type { AppDispatch } from '../../api/root-reducer';
import { refreshSettings } from '../../api/settings.api';
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
const CATCH_UP_POLL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the subscription until it shows the change (at once, normally; again every 250 ms until the deadline
 * otherwise), then the settings (plan and limits) load again.
 */
async function readUntilFresh(
  dispatch: AppDispatch,
  deadline: number,
  isFresh: (view: SubscriptionView) => boolean,
): Promise<void> {
  for (;;) {
    const { data } = await dispatch(
      subscriptionApi.endpoints.subscription.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    if ((data && isFresh(data)) || Date.now() >= deadline) break;
    await sleep(CATCH_UP_POLL_MS);
  }
  refreshSettings(dispatch);
}

/**
 * A plan change's effect on the screen once the server answered: the subscription patched at once, then, once the
 * subscriptions read model has pushed the command's checkpoint, read again until it shows the change, for at most
 * the read-your-writes timeout from the answer in all. A refused call changes nothing.
 */
function settlePlanChange<Result extends { checkpoint: string }>(
  lifecycle: CommandLifecycle<Result>,
  {
    patch,
    isFresh,
  }: {
    patch: (view: SubscriptionView, result: Result) => void;
    isFresh: (view: SubscriptionView, result: Result) => boolean;
  },
): Promise<void> {
  let deadline = 0;
  return settleCommand(lifecycle, {
    projections: ['subscriptions'],
    adopt: (result, dispatch) => {
      deadline = Date.now() + READ_YOUR_WRITES_TIMEOUT_MS;
      dispatch(
        subscriptionApi.util.updateQueryData('subscription', undefined, (view) => patch(view, result)),
      );
    },
    caughtUp: (result, dispatch) => readUntilFresh(dispatch, deadline, (view) => isFresh(view, result)),
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
        settlePlanChange(lifecycle, {
          patch: (view) => {
            Object.assign(view, { plan_name: plan, billing_cycle: cycle, scheduled_downgrade: null });
          },
          isFresh: (view) =>
            view.plan_name === plan && view.billing_cycle === cycle && view.scheduled_downgrade === null,
        }),
    }),
    downgradePlan: builder.mutation<DowngradeResult, DowngradeInput>({
      query: ({ plan, cycle }) => ({
        url: '/settings/downgrade',
        method: 'POST',
        body: cycle ? { plan_name: plan, billing_cycle: cycle } : { plan_name: plan },
      }),
      onQueryStarted: ({ plan, cycle }, lifecycle) =>
        settlePlanChange(lifecycle, {
          patch: (view, result) => {
            view.scheduled_downgrade = {
              plan_name: plan,
              billing_cycle: plan === 'Free' ? null : (cycle ?? view.billing_cycle),
              effective_at: result.effective_at,
            };
          },
          isFresh: (view, result) =>
            view.scheduled_downgrade?.plan_name === plan &&
            view.scheduled_downgrade.effective_at === result.effective_at,
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
