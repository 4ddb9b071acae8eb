import type { BillingCycle, SelfServePlan } from '@outreach/backend/platform/plans/plan-names.schemas';
import { api } from '../../app/api';

export interface ClientTokenResponse {
  clientToken: unknown;
}

export interface CheckoutRequest {
  payment_method_nonce: string;
  plan_name: Exclude<SelfServePlan, 'Free'>;
  billing_cycle: BillingCycle;
  cardholder_name: string;
}

export interface CheckoutResponse {
  success: true;
  detail: string;
  plan_name: string;
  billing_cycle: BillingCycle;
  next_billing_date: string | null;
  checkpoint: string;
}

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
      // The plan the rest of the product shows (GET /settings/plan, /settings/all) follows the subscription.
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useClientTokenQuery, useCheckoutMutation } = checkoutApi;
