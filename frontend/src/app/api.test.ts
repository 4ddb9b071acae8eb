import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { signIn } from '../testing/render-with-providers';
import { api } from './api';
import { makeStore } from './store';

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
    probesAcceptOnly('access-2');
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
    expect(localStorage.getItem('jwt_token')).toBe('access-2');
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('clears the stored session when the refresh is refused, which sends signed-in pages to /', async () => {
    signIn();
    probesAcceptOnly('never');
    server.use(http.post('/auth/refresh', () => HttpResponse.json({ detail: 'reused' }, { status: 401 })));
    const store = makeStore();

    const result = await store.dispatch(probeApi.endpoints.probe.initiate(1));

    expect(result.error).toMatchObject({ status: 401 });
    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(sessionStorage.getItem('isAuthenticated')).toBeNull();
    expect(store.getState().session).toMatchObject({ status: 'anonymous', exitPath: null });
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
