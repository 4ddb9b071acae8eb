import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { CACHE_TAG_TYPES } from '@outreach/backend/platform/realtime/projections.contract';
import { backendUrl } from '../config/env';
import { paths } from '../config/paths';
import { listenerMiddleware } from './listener-middleware';
import { readAccessToken, readRefreshToken, storeTokens } from './session-storage';
import { began, ended, endSession } from './session.slice';

const fetchFromBackend = fetchBaseQuery({
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = readAccessToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A store's thunk extra argument: the server render's store reaches the backend on its own origin. */
export interface StoreExtra {
  apiOrigin?: string;
}

/** Paths go to the backend: the page's origin in a browser, the server render's `apiOrigin` on the server. */
const rawBaseQuery: typeof fetchFromBackend = (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  if (/^https?:/i.test(request.url)) return fetchFromBackend(request, api, extraOptions);
  const origin = (api.extra as StoreExtra | undefined)?.apiOrigin ?? backendUrl('');
  return fetchFromBackend({ ...request, url: `${origin}${request.url}` }, api, extraOptions);
};

let refreshInFlight: Promise<boolean> | null = null;

interface RefreshResponse {
  access_token: string;
  refresh_token?: string;
}

/**
 * One refresh at a time: refresh tokens rotate with reuse detection, so a second concurrent refresh would be
 * refused. Other tabs share localStorage and refresh on their own; when this tab's refresh is refused because
 * another tab rotated the token first, the tokens that tab stored are the session's, and this tab uses them.
 */
function refreshTokens(api: BaseQueryApi, extraOptions: object): Promise<boolean> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refreshToken = readRefreshToken();
      if (!refreshToken) return false;
      const result = await rawBaseQuery(
        { url: '/auth/refresh', method: 'POST', body: { refresh_token: refreshToken } },
        api,
        extraOptions,
      );
      const data = result.data as RefreshResponse | undefined;
      if (!result.error && data?.access_token) {
        storeTokens(data.access_token, data.refresh_token);
        return true;
      }
      const stored = readRefreshToken();
      return stored !== null && stored !== refreshToken;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

function adoptRefreshedAccessToken(response: Response | undefined): void {
  const token = response?.headers.get('x-access-token');
  if (token) storeTokens(token);
}

function isRefreshCall(args: string | FetchArgs): boolean {
  const url = typeof args === 'string' ? args : args.url;
  return url.startsWith('/auth/refresh');
}

/**
 * After a 401 to a call sent with `tokenSent`: true once a usable access token is stored (the caller retries
 * once), false after ending the session. Shared with calls RTK Query cannot make, such as the draft stream.
 */
export async function recoverFromUnauthorized(
  tokenSent: string,
  api: BaseQueryApi,
  extraOptions: object = {},
): Promise<boolean> {
  // A parallel request may already have refreshed the token this one was sent with.
  const current = readAccessToken();
  const refreshed = current !== null && current !== tokenSent ? true : await refreshTokens(api, extraOptions);
  // From any page, public ones included (spec section 4, Session refresh).
  if (!refreshed) endSession(api.dispatch, paths.home);
  return refreshed;
}

/** What the refresh call needs from RTK Query's base query context, for a caller outside RTK Query. */
export function baseQueryContext(dispatch: BaseQueryApi['dispatch'], getState: () => unknown): BaseQueryApi {
  return {
    dispatch,
    getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refreshSession',
    type: 'mutation',
  };
}

export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const tokenSent = readAccessToken();
  let result = await rawBaseQuery(args, api, extraOptions);
  adoptRefreshedAccessToken(result.meta?.response);
  if (result.error?.status !== 401 || !tokenSent || isRefreshCall(args)) return result;

  if (!(await recoverFromUnauthorized(tokenSent, api, extraOptions))) return result;
  result = await rawBaseQuery(args, api, extraOptions);
  adoptRefreshedAccessToken(result.meta?.response);
  return result;
};

export interface PublicConfig {
  public_url: string;
  /** The external form behind the sidebar's alert-form button; null hides the button. */
  alert_form_url: string | null;
  /** Where clubs and campus groups ask for member seats (SUPPORT_EMAIL). */
  support_email?: string;
  /** 'outbox': e-mails are captured by the development outbox instead of being delivered. */
  mail_delivery?: 'outbox' | 'smtp';
  /** 'test': the embedded test-mode gateway takes only the test cards; 'braintree': real card payments. */
  payments_mode?: 'test' | 'braintree';
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: CACHE_TAG_TYPES,
  endpoints: (builder) => ({
    publicConfig: builder.query<PublicConfig, void>({
      query: () => '/api/config/public',
      transformResponse: (config: PublicConfig) => ({
        ...config,
        public_url: config.public_url.replace(/\/+$/, ''),
      }),
      providesTags: ['PublicConfig'],
    }),
  }),
});

export const { usePublicConfigQuery } = api;

// Whoever ends the session, nothing fetched with its token may be shown afterwards. The reset waits a task:
// it aborts running requests, whose callers would then read an empty result instead of the 401 they got.
listenerMiddleware.startListening({
  actionCreator: ended,
  effect: async (_action, { dispatch, delay }) => {
    await delay(0);
    dispatch(api.util.resetApiState());
  },
});

// A new session must not see the previous one's data either. Synchronous: the callback's own calls follow at once.
listenerMiddleware.startListening({
  actionCreator: began,
  effect: (_action, { dispatch }) => {
    dispatch(api.util.resetApiState());
  },
});
