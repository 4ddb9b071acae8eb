import type { Request } from 'express';
import { loadConfig } from '../platform/config/config';
import {
  OAuthStateCookieStore,
  StateVerifiedRequest,
  STATE_MISMATCH_MESSAGE,
} from './oauth-state-cookie.store';
import { SignInIntent } from './sign-in-intent';

const config = loadConfig({
  DATABASE_URL: 'postgres://u@127.0.0.1/db',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  PUBLIC_URL: 'https://outreach.example.com',
});
const meta = { callbackURL: 'https://outreach.example.com/auth/outlook/callback' };
const intent: SignInIntent = {
  flow: 'signup',
  plan: 'Pro',
  cycle: 'yearly',
  utm: { source: 'mit-ai', campaign: 'spring' },
};

interface CookieCall {
  name: string;
  value?: string;
  options: { path?: string; httpOnly?: boolean; secure?: boolean; sameSite?: string };
}

function fakeRequest(cookie?: string) {
  const set: CookieCall[] = [];
  const cleared: CookieCall[] = [];
  const request = {
    headers: cookie ? { cookie } : {},
    res: {
      cookie: (name: string, value: string, options: CookieCall['options']) =>
        set.push({ name, value, options }),
      clearCookie: (name: string, options: CookieCall['options']) => cleared.push({ name, options }),
    },
  } as unknown as StateVerifiedRequest;
  return { request, set, cleared };
}

function issue(store: OAuthStateCookieStore, withIntent: SignInIntent | undefined) {
  const started = fakeRequest();
  let state = '';
  store.store(started.request as Request, withIntent, meta, (_err, value) => (state = value as string));
  const [cookie] = started.set;
  return { state, cookie, nonceCookie: `${cookie.name}=${cookie.value}` };
}

function verify(store: OAuthStateCookieStore, state: string, cookie?: string) {
  const back = fakeRequest(cookie);
  let result: { ok: boolean; info?: { message: string } } = { ok: false };
  store.verify(back.request, state, meta, (_err, ok, info) => (result = { ok, info }));
  return { ...result, request: back.request, cleared: back.cleared };
}

describe('OAuth state cookie store', () => {
  it('carries the sign-up intent through the provider and gives it back only after verifying', () => {
    const store = new OAuthStateCookieStore(config);
    const { state, cookie, nonceCookie } = issue(store, intent);

    expect(cookie.options).toMatchObject({
      path: '/auth/outlook',
      httpOnly: true,
      secure: true,
      sameSite: 'lax',
    });
    const back = verify(store, state, nonceCookie);

    expect(back.ok).toBe(true);
    expect(back.request.verifiedIntent).toEqual(intent);
    expect(back.cleared).toEqual([
      expect.objectContaining({
        name: 'oauth_state',
        options: expect.objectContaining({ path: '/auth/outlook' }),
      }),
    ]);
  });

  it('starts a login when no intent is given', () => {
    const store = new OAuthStateCookieStore(config);
    const { state, nonceCookie } = issue(store, undefined);

    expect(verify(store, state, nonceCookie).request.verifiedIntent).toEqual({
      flow: 'login',
      plan: null,
      cycle: null,
      utm: {},
    });
  });

  it('refuses a state whose payload was edited, even when it is well formed', () => {
    const store = new OAuthStateCookieStore(config);
    const { state, nonceCookie } = issue(store, intent);
    const [payload, signature] = state.split('.');
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    edited.intent.utm.source = 'rich-club';
    const forged = `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;

    const back = verify(store, forged, nonceCookie);

    expect(back).toMatchObject({ ok: false, info: { message: STATE_MISMATCH_MESSAGE } });
    expect(back.request.verifiedIntent).toBeUndefined();
  });

  it('refuses a state signed with another secret', () => {
    const other = new OAuthStateCookieStore({
      ...config,
      JWT_SECRET: 'another-secret-that-is-also-32-characters',
    });
    const { state, nonceCookie } = issue(other, intent);

    expect(verify(new OAuthStateCookieStore(config), state, nonceCookie).ok).toBe(false);
  });

  it('refuses a state without the nonce cookie of the browser that started it', () => {
    const store = new OAuthStateCookieStore(config);
    const { state } = issue(store, intent);
    const { nonceCookie: someoneElses } = issue(store, intent);

    expect(verify(store, state).ok).toBe(false);
    expect(verify(store, state, someoneElses).ok).toBe(false);
  });

  it('refuses a state after ten minutes', () => {
    const store = new OAuthStateCookieStore(config);
    const now = Date.now();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(now);
    const { state, nonceCookie } = issue(store, intent);
    spy.mockReturnValue(now + 10 * 60 * 1000 + 1);

    try {
      expect(verify(store, state, nonceCookie).ok).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses garbage', () => {
    const store = new OAuthStateCookieStore(config);
    for (const state of ['', 'abc', '.', 'a.b.c', undefined as unknown as string]) {
      expect(verify(store, state, 'oauth_state=x').ok).toBe(false);
    }
  });
});
