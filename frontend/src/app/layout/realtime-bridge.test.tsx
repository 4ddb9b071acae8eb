import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import { api } from '../../api/api';
import { subscriptionApi } from '../../api/subscription.api';
import { makeStore } from '../store';
import { RealtimeBridge } from './realtime-bridge';

/** A list query of the kind the job search and contact search keep: tagged, refetched on invalidation. */
const listsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    bridgeSavedJobs: builder.query<number, void>({
      query: () => '/bridge-test/saved-jobs',
      providesTags: [{ type: 'SavedJob', id: 'LIST' }],
    }),
  }),
});

describe('realtime bridge', () => {
  it('refetches the saved jobs when their read model pushes, and not on other pushes', async () => {
    let calls = 0;
    server.use(http.get('/bridge-test/saved-jobs', () => HttpResponse.json(++calls)));
    const store = makeStore();
    render(
      <Provider store={store}>
        <RealtimeBridge />
      </Provider>,
    );
    const subscription = store.dispatch(listsApi.endpoints.bridgeSavedJobs.initiate());
    await waitFor(() => expect(calls).toBe(1));

    pushProjection({ projection: 'drafts-list', checkpoint: '1', keys: null });
    pushProjection({ projection: 'saved-jobs', checkpoint: '2', keys: ['user-1'] });
    await waitFor(() => expect(calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
    subscription.unsubscribe();
  });

  it('refetches the subscription when a renewal, a failed payment or an applied downgrade is pushed', async () => {
    let calls = 0;
    server.use(
      http.get('/api/braintree/subscription', () => {
        calls += 1;
        return HttpResponse.json({
          plan_name: calls === 1 ? 'Pro' : 'Free',
          billing_cycle: calls === 1 ? 'monthly' : null,
          status: calls === 1 ? 'active' : 'none',
          next_billing_date: calls === 1 ? '2026-12-01' : null,
          price: calls === 1 ? '15.00' : null,
          scheduled_downgrade: null,
        });
      }),
    );
    const store = makeStore();
    render(
      <Provider store={store}>
        <RealtimeBridge />
      </Provider>,
    );
    const subscription = store.dispatch(subscriptionApi.endpoints.subscription.initiate());
    await waitFor(() => expect(calls).toBe(1));

    pushProjection({ projection: 'subscriptions', checkpoint: '3', keys: ['user-1'] });
    await waitFor(() =>
      expect(subscriptionApi.endpoints.subscription.select()(store.getState()).data?.plan_name).toBe('Free'),
    );
    subscription.unsubscribe();
  });
});
