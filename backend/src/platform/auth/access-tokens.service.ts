import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, AppConfig } from '../config/config';
import { InvalidAccessToken } from './auth.errors';
import { normalizeEmail } from './email-address';
import { AuthenticatedUser } from './authenticated-user';

interface AccessTokenClaims {
  sub: string;
  email: string;
  /** Informational for clients; the server decides admin from ADMIN_EMAILS on every verify. */
  admin: boolean;
  /** When the session began (sign-in or refresh), in seconds; renewals keep it. */
  auth_time: number;
  /** The refresh-token family of the sign-in: logout revokes it, and renewal stops with it. */
  sid?: string;
}

export interface SessionClaims {
  sessionId?: string | null;
  /** Seconds; defaults to now. */
  authTime?: number;
}

const ISSUER = 'outreach-api';
const AUDIENCE = 'outreach';

/** Short-lived HS256 bearer tokens for HTTP and the socket.io handshake. */
@Injectable()
export class AccessTokens {
  /** A prepared secret key: given the string, jsonwebtoken first tries it as a public key, ~0.7 ms a request. */
  private readonly key: KeyObject;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.key = createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
  }

  issue(user: { userId: string; email: string }, session: SessionClaims = {}): string {
    const email = normalizeEmail(user.email);
    const claims: AccessTokenClaims = {
      sub: user.userId,
      email,
      admin: this.isAdminEmail(email),
      auth_time: session.authTime ?? Math.floor(Date.now() / 1000),
      ...(session.sessionId ? { sid: session.sessionId } : {}),
    };
    return jwt.sign(claims, this.key, {
      algorithm: 'HS256',
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  }

  /** Throws InvalidAccessToken for a missing, forged, expired or malformed token. */
  verify(token: string | undefined | null): AuthenticatedUser {
    return this.verifiedClaims(token).user;
  }

  /**
   * Verifies like verify(); when less than half of ACCESS_TOKEN_TTL_SECONDS is left it also issues the
   * successor, so an active user's session slides forward without a refresh round trip. Only tokens of a
   * sign-in session renew (the caller must check that session is still live), and never past
   * REFRESH_TOKEN_TTL_DAYS after it began: a stolen access token cannot outlive what its refresh token could.
   */
  verifyAndRenew(
    token: string | undefined | null,
    now = Date.now(),
  ): { user: AuthenticatedUser; renewed: string | null } {
    const { user, expiresAt, authTime } = this.verifiedClaims(token);
    const halfLifeMs = (this.config.ACCESS_TOKEN_TTL_SECONDS * 1000) / 2;
    const sessionEndsAt = authTime * 1000 + this.config.REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;
    const renew = user.sessionId !== null && expiresAt - now < halfLifeMs && now < sessionEndsAt;
    return { user, renewed: renew ? this.issue(user, { sessionId: user.sessionId, authTime }) : null };
  }

  isAdminEmail(email: string): boolean {
    return this.config.ADMIN_EMAILS.includes(normalizeEmail(email));
  }

  private verifiedClaims(token: string | undefined | null): {
    user: AuthenticatedUser;
    expiresAt: number;
    authTime: number;
  } {
    if (!token) throw new InvalidAccessToken();
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
    } catch {
      throw new InvalidAccessToken();
    }
    if (
      typeof payload === 'string' ||
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.exp !== 'number' ||
      typeof payload.iat !== 'number'
    ) {
      throw new InvalidAccessToken();
    }
    return {
      user: {
        userId: payload.sub,
        email: payload.email,
        isAdmin: this.isAdminEmail(payload.email),
        sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      },
      expiresAt: payload.exp * 1000,
      // Tokens issued before auth_time existed began their session when they were issued.
      authTime: typeof payload.auth_time === 'number' ? payload.auth_time : payload.iat,
    };
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
