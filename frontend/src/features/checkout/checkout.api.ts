import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.contract';
import type { CheckoutResult } from '@outreach/backend/billing/billing-views.contract';
import { api } from '../../api/api';

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
      // The plan the rest of the product shows (GET /settings/plan, /settings/all) follows the subscription; the
      // settings' subscription and card (tag Subscription) change with a checkout or a card update.
      invalidatesTags: ['Settings', 'Subscription'],
    }),
  }),
});

export const { useClientTokenQuery, useCheckoutMutation } = checkoutApi;
