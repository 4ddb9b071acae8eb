import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import type { CheckoutResult } from '@outreach/backend/billing/billing-views.contract';
import { api } from '../../api/api';
import { settleCommand } from '../../api/settle-command';
import { subscriptionApi } from '../../api/subscription.api';

export interface ClientTokenResponse {
  clientToken: unknown;
}

export interface CheckoutRequest {
  payment_method_nonce: string;
  plan_name: Exclude<SelfServePlan, 'Free'>;
  billing_cycle: BillingCycle;
  cardholder_name: string;
  /** The card replaces the subscription's card (and pays the upgrade, or a past-due renewal); sent only when true. */
  update_card?: true;
}

/** The checkout's answer (a card update answers the same). */
export type CheckoutResponse = CheckoutResult;

/** The checkout's calls (spec section 7): a client token for the card form, then the subscription. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (builder) => ({
    // Tokens are single-use and short-lived: never served from the cache to a later visit.
    clientToken: builder.query<ClientTokenResponse, void>({
      query: () => '/api/braintree/client_token',
      keepUnusedDataFor: 0,
    }),
    checkout: builder.mutation<CheckoutResponse, { body: CheckoutRequest; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/braintree/checkout',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // The subscriptions push refreshes the subscription, its card and the settings' plan and limits (the server
      // answers those once the plan is in users_list), as every list is refreshed; the answer shows at once.
      onQueryStarted: (_arg, lifecycle) =>
        settleCommand(lifecycle, {
          projections: ['subscriptions'],
          adopt: (result, dispatch) => {
            dispatch(
              subscriptionApi.util.updateQueryData('subscription', undefined, (view) => {
                Object.assign(view, {
                  plan_name: result.plan_name,
                  billing_cycle: result.billing_cycle,
                  next_billing_date: result.next_billing_date,
                  status: 'active',
                });
              }),
            );
          },
        }),
    }),
  }),
});

export const { useClientTokenQuery, useCheckoutMutation } = checkoutApi;
