import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { createHmac, randomBytes } from 'node:crypto';
import { sameText } from '../platform/security/same-text';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { LOGIN_INTENT, SignInIntent, signInIntent } from './sign-in-intent';

const COOKIE = 'oauth_state';
const MAX_AGE_MS = 10 * 60 * 1000;

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

/** What passport-oauth2 hands a state store about the strategy calling it. */
interface StoreMeta {
  callbackURL?: string;
}

interface StatePayload {
  nonce: string;
  expiresAt: number;
  intent: SignInIntent;
}

/** Where the callback finds the intent once the state checked out; set by verify only. */
export type StateVerifiedRequest = Request & { verifiedIntent?: SignInIntent };

export const STATE_MISMATCH_MESSAGE =
  'The sign-in request expired or was started in another browser. Please try again.';

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

// The cookie is scoped to the provider's folder as the browser sees it (/auth/google, /auth/outlook), so
// a Google and an Outlook sign-in started in two tabs do not overwrite each other's nonce.
function cookiePath(meta: StoreMeta): string {
  if (!meta.callbackURL) return '/auth';
  return new URL(meta.callbackURL).pathname.replace(/\/callback$/, '') || '/auth';
}

/**
 * passport-oauth2 state store without server sessions: the API is stateless behind several replicas.
 * The state is `base64url(JSON {nonce, expiresAt, intent}).hmac`, so the plan, cycle and campaign
 * parameters survive the provider round trip and cannot be edited on the way. The nonce also goes into an
 * HttpOnly cookie, so a callback only succeeds in the browser that started it (login CSRF), once, within
 * ten minutes.
 */
@Injectable()
export class OAuthStateCookieStore {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = createHmac('sha256', config.JWT_SECRET).update('oauth-state').digest();
    this.secure = config.PUBLIC_URL.startsWith('https:');
  }

  // passport-oauth2 picks the call shape by arity: (req, state, meta, callback) receives the `state`
  // authenticate option, which the OAuth guard sets to the validated intent.
  store(request: Request, intent: SignInIntent | undefined, meta: StoreMeta, callback: StoreCallback): void {
    const nonce = randomBytes(16).toString('base64url');
    const payload: StatePayload = {
      nonce,
      expiresAt: Date.now() + MAX_AGE_MS,
      intent: intent ?? LOGIN_INTENT,
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    request.res?.cookie(COOKIE, nonce, {
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET from another site.
      sameSite: 'lax',
      secure: this.secure,
      path: cookiePath(meta),
      maxAge: MAX_AGE_MS,
    });
    callback(null, `${encoded}.${this.sign(encoded)}`);
  }

  // Arity (req, state, meta, callback), as passport-oauth2 expects.
  verify(request: StateVerifiedRequest, state: string, meta: StoreMeta, callback: VerifyCallback): void {
    const cookieNonce = readCookie(request, COOKIE);
    request.res?.clearCookie(COOKIE, {
      path: cookiePath(meta),
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
    const payload = this.open(state);
    const valid =
      payload !== null &&
      payload.expiresAt > Date.now() &&
      cookieNonce !== undefined &&
      sameText(cookieNonce, payload.nonce);
    if (!valid) return callback(null, false, { message: STATE_MISMATCH_MESSAGE });
    // Left on the request rather than only passed on as passport's info.state: passport forwards info on
    // success alone, and the failure redirects (refused identity, provider error) need the flow too.
    request.verifiedIntent = payload.intent;
    callback(null, true);
  }

  /** The payload of a state this server signed, or null for anything else. */
  private open(state: unknown): StatePayload | null {
    if (typeof state !== 'string') return null;
    const separator = state.lastIndexOf('.');
    if (separator <= 0) return null;
    const encoded = state.slice(0, separator);
    if (!sameText(state.slice(separator + 1), this.sign(encoded))) return null;
    try {
      const parsed = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<StatePayload>;
      const intent = signInIntent.safeParse(parsed.intent);
      if (typeof parsed.nonce !== 'string' || typeof parsed.expiresAt !== 'number' || !intent.success) {
        return null;
      }
      return { nonce: parsed.nonce, expiresAt: parsed.expiresAt, intent: intent.data };
    } catch {
      return null;
    }
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
