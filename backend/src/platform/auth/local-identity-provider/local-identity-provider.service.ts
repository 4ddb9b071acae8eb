import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { IdentityProviderSettings, localIdentityProviderSettings } from '../identity-provider.settings';

export interface LocalIdentity {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name: string;
}

/** RFC 6749 §5.2 error codes, returned as `{ error, error_description }`. */
export class OAuthProtocolError extends Error {
  constructor(
    readonly error: 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type',
    readonly description: string,
  ) {
    super(description);
  }

  get status(): number {
    return this.error === 'invalid_client' ? 401 : 400;
  }
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  identity: LocalIdentity;
  expiresAt: number;
}

const CODE_TTL_MS = 60 * 1000;
const ACCESS_TOKEN_TTL_SECONDS = 3600;

const secureRandom = (): string => randomBytes(32).toString('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function identityFor(email: string, name: string): LocalIdentity {
  const normalized = email.trim().toLowerCase();
  const fullName = name.trim() || normalized.split('@')[0];
  const [givenName, ...familyName] = fullName.split(/\s+/);
  return {
    sub: `local-${createHash('sha256').update(normalized).digest('hex').slice(0, 24)}`,
    email: normalized,
    email_verified: true,
    name: fullName,
    given_name: givenName,
    family_name: familyName.join(' '),
  };
}

/**
 * Development stand-in for Google's OAuth endpoints. State lives in memory: it is one developer's
 * process, codes live a minute and a restart only means signing in again.
 */
@Injectable()
export class LocalIdentityProvider {
  readonly settings: IdentityProviderSettings;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, { identity: LocalIdentity; expiresAt: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = localIdentityProviderSettings(config);
  }

  /** True for this app's client and its registered callback; anything else must not be redirected to. */
  isRegisteredClient(clientId: unknown, redirectUri: unknown): boolean {
    return clientId === this.settings.clientID && redirectUri === this.settings.callbackURL;
  }

  issueCode(clientId: string, redirectUri: string, identity: LocalIdentity, now = Date.now()): string {
    this.prune(now);
    const code = secureRandom();
    this.codes.set(code, { clientId, redirectUri, identity, expiresAt: now + CODE_TTL_MS });
    return code;
  }

  exchangeCode(
    request: {
      grant_type?: unknown;
      code?: unknown;
      redirect_uri?: unknown;
      client_id?: unknown;
      client_secret?: unknown;
    },
    now = Date.now(),
  ): { access_token: string; id_token: string; token_type: 'Bearer'; expires_in: number; scope: string } {
    this.prune(now);
    if (request.grant_type !== 'authorization_code') {
      throw new OAuthProtocolError('unsupported_grant_type', 'Only authorization_code is supported.');
    }
    if (typeof request.code !== 'string' || typeof request.redirect_uri !== 'string') {
      throw new OAuthProtocolError('invalid_request', 'code and redirect_uri are required.');
    }
    if (
      request.client_id !== this.settings.clientID ||
      typeof request.client_secret !== 'string' ||
      !sameText(request.client_secret, this.settings.clientSecret)
    ) {
      throw new OAuthProtocolError('invalid_client', 'Unknown client or wrong client secret.');
    }
    const issued = this.codes.get(request.code);
    // Single use: the code is gone whether or not the rest of the exchange succeeds.
    this.codes.delete(request.code);
    if (!issued || issued.expiresAt <= now) {
      throw new OAuthProtocolError('invalid_grant', 'The code is unknown, expired or already used.');
    }
    if (issued.clientId !== request.client_id || issued.redirectUri !== request.redirect_uri) {
      throw new OAuthProtocolError('invalid_grant', 'The code was issued to another client or redirect URI.');
    }
    const accessToken = secureRandom();
    this.accessTokens.set(accessToken, {
      identity: issued.identity,
      expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
    const idToken = jwt.sign({ ...issued.identity }, this.settings.clientSecret, {
      algorithm: 'HS256',
      issuer: this.settings.authorizationURL.replace(/\/authorize$/, ''),
      audience: this.settings.clientID,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
    return {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      scope: 'openid email profile',
    };
  }

  userinfo(accessToken: string | undefined, now = Date.now()): LocalIdentity | null {
    const entry = accessToken ? this.accessTokens.get(accessToken) : undefined;
    if (!entry || entry.expiresAt <= now) return null;
    return entry.identity;
  }

  private prune(now: number): void {
    for (const [code, issued] of this.codes) if (issued.expiresAt <= now) this.codes.delete(code);
    for (const [token, entry] of this.accessTokens)
      if (entry.expiresAt <= now) this.accessTokens.delete(token);
  }
}
