import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createHash, randomBytes } from 'node:crypto';
import { sameText } from '../../platform/security/same-text';
import { APP_CONFIG, AppConfig } from '../../platform/config/config';
import { localClientSettings, OAuthClientSettings, SignInProvider } from '../identity-provider.settings';

export interface LocalIdentity {
  sub: string;
  email: string;
  email_verified: true;
  name: string;
  given_name: string;
  family_name: string;
}

/** The fields of Microsoft Graph's /me that the Outlook strategy reads. */
export interface LocalGraphUser {
  id: string;
  displayName: string;
  givenName: string;
  surname: string;
  mail: string;
  userPrincipalName: string;
}

/** One of the app's two clients: the Google button's and the Outlook button's. */
export interface LocalClient extends OAuthClientSettings {
  standsInFor: 'Google' | 'Outlook';
  scope: string;
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

export function graphUserOf(identity: LocalIdentity): LocalGraphUser {
  return {
    id: identity.sub,
    displayName: identity.name,
    givenName: identity.given_name,
    surname: identity.family_name,
    mail: identity.email,
    userPrincipalName: identity.email,
  };
}

const CLIENTS: { provider: SignInProvider; standsInFor: LocalClient['standsInFor']; scope: string }[] = [
  { provider: 'google', standsInFor: 'Google', scope: 'openid email profile' },
  { provider: 'outlook', standsInFor: 'Outlook', scope: 'openid email profile User.Read' },
];

/**
 * Development stand-in for Google's and Microsoft's OAuth endpoints, one registered client per button.
 * State lives in memory: it is one developer's process, codes live a minute and a restart only means
 * signing in again.
 */
@Injectable()
export class LocalIdentityProvider {
  readonly clients: LocalClient[];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, { identity: LocalIdentity; expiresAt: number }>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.clients = CLIENTS.map(({ provider, standsInFor, scope }) => ({
      ...localClientSettings(config, provider),
      standsInFor,
      scope,
    }));
  }

  /** This app's client with exactly its registered callback; anything else must not be redirected to. */
  registeredClient(clientId: unknown, redirectUri: unknown): LocalClient | undefined {
    return this.clients.find((client) => client.clientID === clientId && client.callbackURL === redirectUri);
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
    const client = this.clients.find((candidate) => candidate.clientID === request.client_id);
    if (
      !client ||
      typeof request.client_secret !== 'string' ||
      !sameText(request.client_secret, client.clientSecret)
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
    const idToken = jwt.sign({ ...issued.identity }, client.clientSecret, {
      algorithm: 'HS256',
      issuer: client.authorizationURL.replace(/\/authorize$/, ''),
      audience: client.clientID,
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    });
    return {
      access_token: accessToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      scope: client.scope,
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
