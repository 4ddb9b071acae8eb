import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { pushProjection, reconnectRealtime } from '../testing/socket-mock';
import { makeStore } from '../testing/store';
import { api } from './api';
import { bridgePushesToCache, tagsRefreshedBy } from './projection-push';
import { subscriptionApi } from './subscription.api';

/** A list query of the kind the job search and contact search keep: tagged, refetched on invalidation. */
const listsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    bridgeSavedJobs: builder.query<number, void>({
      query: () => '/bridge-test/saved-jobs',
      providesTags: [{ type: 'SavedJob', id: 'LIST' }],
    }),
  }),
});

function savedJobsCounted() {
  const calls = { count: 0 };
  server.use(http.get('/bridge-test/saved-jobs', () => HttpResponse.json(++calls.count)));
  return calls;
}

describe('a push reaching the cache', () => {
  it('refetches the saved jobs when their read model pushes, and not on other pushes', async () => {
    const calls = savedJobsCounted();
    const store = makeStore();
    const subscription = store.dispatch(listsApi.endpoints.bridgeSavedJobs.initiate());
    await waitFor(() => expect(calls.count).toBe(1));

    pushProjection({ projection: 'drafts-list', checkpoint: '1', keys: null });
    pushProjection({ projection: 'saved-jobs', checkpoint: '2', keys: ['user-1'] });
    await waitFor(() => expect(calls.count).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(2);
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
    const subscription = store.dispatch(subscriptionApi.endpoints.subscription.initiate());
    await waitFor(() => expect(calls).toBe(1));

    pushProjection({ projection: 'subscriptions', checkpoint: '3', keys: ['user-1'] });
    await waitFor(() =>
      expect(subscriptionApi.endpoints.subscription.select()(store.getState()).data?.plan_name).toBe('Free'),
    );
    subscription.unsubscribe();
  });

  it('records the checkpoint each projection pushed, for read-your-writes', () => {
    const store = makeStore();

    pushProjection({ projection: 'clubs-list', checkpoint: '0000000009', keys: null });

    expect(store.getState().realtime.checkpoints['clubs-list']).toBe('0000000009');
  });

  it('refetches every read a push would refresh after a reconnect, since pushes sent meanwhile are lost', async () => {
    const calls = savedJobsCounted();
    const store = makeStore();
    const subscription = store.dispatch(listsApi.endpoints.bridgeSavedJobs.initiate());
    await waitFor(() => expect(calls.count).toBe(1));

    reconnectRealtime();

    await waitFor(() => expect(calls.count).toBe(2));
    subscription.unsubscribe();
  });

  it('stops applying pushes and reconnects once disconnected', () => {
    const dispatch = vi.fn();
    const disconnect = bridgePushesToCache(dispatch);
    pushProjection({ projection: 'saved-jobs', checkpoint: '1', keys: null });
    expect(dispatch).toHaveBeenCalledTimes(1);

    disconnect();
    pushProjection({ projection: 'saved-jobs', checkpoint: '2', keys: null });
    reconnectRealtime();

    expect(dispatch).toHaveBeenCalledTimes(1);
  });
});

describe('tagsRefreshedBy', () => {
  it("refreshes a projection's tags whole and its keyed tags for the batch's keys only", () => {
    expect(tagsRefreshedBy({ projection: 'users-list', keys: ['u1', 'u2'] })).toEqual([
      'AdminUser',
      { type: 'UserHistory', id: 'u1' },
      { type: 'UserHistory', id: 'u2' },
    ]);
  });

  it('refreshes every keyed read when the batch says anything may have changed', () => {
    expect(tagsRefreshedBy({ projection: 'clubs-list', keys: null })).toEqual(['Club', 'ClubHistory']);
  });

  it('refreshes nothing for a read model this client does not know', () => {
    const unknown = JSON.parse('{"projection":"job-alerts","keys":null}') as Parameters<
      typeof tagsRefreshedBy
    >[0];
    expect(tagsRefreshedBy(unknown)).toEqual([]);
  });
});
