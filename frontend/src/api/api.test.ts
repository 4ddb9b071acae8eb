import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { signIn } from '../testing/render-with-providers';
import { api } from './api';
import { ended } from './session.slice';
import { makeStore } from '../testing/store';

const probeApi = api.injectEndpoints({
  endpoints: (builder) => ({
    probe: builder.query<{ ok: boolean }, number>({ query: (n) => `/api/probe/${n}` }),
  }),
});

function probesAcceptOnly(token: string) {
  server.use(
    http.get('/api/probe/:n', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${token}`
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ detail: 'expired' }, { status: 401 }),
    ),
  );
}

describe('API session handling', () => {
  it('refreshes once for parallel 401s and retries each request with the new token', async () => {
    signIn();
    const attempts: string[] = [];
    server.use(
      http.get('/api/probe/:n', ({ params, request }) => {
        attempts.push(`${String(params.n)} ${request.headers.get('Authorization')}`);
        return request.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const refreshBodies: unknown[] = [];
    server.use(
      http.post('/auth/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json({ access_token: 'access-2', refresh_token: 'refresh-2' });
      }),
    );
    const store = makeStore();

    const results = await Promise.all(
      [1, 2, 3].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-token' }]);
    expect(attempts.toSorted()).toEqual([
      '1 Bearer access-2',
      '1 Bearer access-token',
      '2 Bearer access-2',
      '2 Bearer access-token',
      '3 Bearer access-2',
      '3 Bearer access-token',
    ]);
    expect(localStorage.getItem('jwt_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('uses the tokens another tab stored when that tab rotated the refresh token first', async () => {
    signIn();
    probesAcceptOnly('access-other-tab');
    const refreshBodies: unknown[] = [];
    server.use(
      http.post('/auth/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        // The other tab's refresh won the race: it stored its new pair, and this tab's token counts as reused.
        localStorage.setItem('jwt_token', 'access-other-tab');
        localStorage.setItem('refresh_token', 'refresh-other-tab');
        return HttpResponse.json({ detail: 'reused' }, { status: 401 });
      }),
    );
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));

    expect(result.data).toEqual({ ok: true });
    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-token' }]);
    expect(store.getState().session).toMatchObject({ status: 'authenticated', exits: 0 });
    expect(localStorage.getItem('jwt_token')).toBe('access-other-tab');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-other-tab');
  });

  it('clears exactly the session keys when the refresh is refused and asks to go to /', async () => {
    signIn();
    const kept = {
      darkMode: 'true',
      selected_plan: 'Pro',
      billing_cycle: 'yearly',
      autopilotMode: 'false',
      sidebarCollapsed: 'true',
    };
    const cleared = {
      club_sponsor: '{"clubName":"Chess Society","clubCode":"chess"}',
      hasAccess: 'true',
      selectedJobs: '[1]',
      leaderboardCache: '[]',
      promptVariableHints: '{"hometown":"Leeds"}',
    };
    Object.entries({ ...kept, ...cleared }).forEach(([key, value]) => localStorage.setItem(key, value));
    sessionStorage.setItem('dashboardCache', '{}');
    sessionStorage.setItem('settingsCache', '{}');
    probesAcceptOnly('never');
    let refreshes = 0;
    server.use(
      http.post('/auth/refresh', () => {
        refreshes += 1;
        return HttpResponse.json({ detail: 'reused' }, { status: 401 });
      }),
    );
    const store = makeStore();

    const results = await Promise.all(
      [1, 2].map((n) => store.dispatch(probeApi.endpoints.probe.initiate(n))),
    );

    expect(results.map((result) => result.error)).toMatchObject([{ status: 401 }, { status: 401 }]);
    expect(refreshes).toBe(1);
    expect({ ...localStorage }).toEqual(kept);
    expect(sessionStorage).toHaveLength(0);
    expect(store.getState().session).toMatchObject({ status: 'anonymous', exitPath: '/', exits: 1 });
  });

  it('empties the API cache once the session has ended', async () => {
    signIn();
    server.use(http.get('/api/probe/:n', () => HttpResponse.json({ ok: true })));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate(1));
    expect(probeApi.endpoints.probe.select(1)(store.getState()).data).toEqual({ ok: true });

    store.dispatch(ended('/'));

    await waitFor(() => expect(probeApi.endpoints.probe.select(1)(store.getState()).data).toBeUndefined());
  });

  it('adopts an access token the server sends in x-access-token', async () => {
    signIn();
    server.use(
      http.get('/api/probe/:n', () =>
        HttpResponse.json({ ok: true }, { headers: { 'x-access-token': 'access-renewed' } }),
      ),
    );
    const store = makeStore();

    await store.dispatch(probeApi.endpoints.probe.initiate(1));

    expect(localStorage.getItem('jwt_token')).toBe('access-renewed');
  });
});
