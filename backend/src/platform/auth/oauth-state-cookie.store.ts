import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/config';

const COOKIE = 'oauth_state';
const COOKIE_PATH = '/auth/google';
const MAX_AGE_MS = 10 * 60 * 1000;

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

export const STATE_MISMATCH_MESSAGE =
  'The sign-in request expired or was started in another browser. Please try again.';

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * passport-oauth2 state store without server sessions: the API is stateless behind several replicas.
 * The state is `nonce.expiry.hmac`; the nonce also goes into an HttpOnly cookie, so a callback only
 * succeeds in the browser that started it (login CSRF) and only once the HMAC and expiry check out.
 */
@Injectable()
export class OAuthStateCookieStore {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('oauth-state').digest();
    this.secure = config.PUBLIC_URL.startsWith('https:');
  }

  // passport-oauth2 picks the call shape by arity: keep exactly (req, meta, callback).
  store(request: Request, _meta: unknown, callback: StoreCallback): void {
    const nonce = randomBytes(16).toString('base64url');
    const payload = `${nonce}.${Date.now() + MAX_AGE_MS}`;
    request.res?.cookie(COOKIE, nonce, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET from another site.
      sameSite: 'lax',
      secure: this.secure,
      path: COOKIE_PATH,
      maxAge: MAX_AGE_MS,
    });
    callback(null, `${payload}.${this.sign(payload)}`);
  }

  // Arity (req, state, callback), as passport-oauth2 expects.
  verify(request: Request, state: string, callback: VerifyCallback): void {
    const cookieNonce = readCookie(request, COOKIE);
    request.res?.clearCookie(COOKIE, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
    const [nonce, expiry, signature] = (state ?? '').split('.');
    const valid =
      nonce !== undefined &&
      expiry !== undefined &&
      signature !== undefined &&
      this.matches(signature, this.sign(`${nonce}.${expiry}`)) &&
      Number(expiry) > Date.now() &&
      cookieNonce !== undefined &&
      this.matches(cookieNonce, nonce);
    if (!valid) return callback(null, false, { message: STATE_MISMATCH_MESSAGE });
    callback(null, true);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  private matches(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
