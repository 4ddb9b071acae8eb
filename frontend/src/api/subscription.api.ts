import type { SubscriptionView } from '@outreach/backend/billing/billing-views.contract';
import { api } from './api';

/**
 * The caller's subscription, read by the settings' Subscription tab and by the checkout's card update (which must
 * know whether the card pays an upgrade, a past-due renewal or nothing). Refetched on every push of the subscriptions read model.
 */
export const subscriptionApi = api.injectEndpoints({
  endpoints: (builder) => ({
    subscription: builder.query<SubscriptionView, void>({
      query: () => '/api/braintree/subscription',
      providesTags: [{ type: 'Subscription', id: 'CURRENT' }],
    }),
  }),
});

export const { useSubscriptionQuery } = subscriptionApi;
export type { SubscriptionView };
