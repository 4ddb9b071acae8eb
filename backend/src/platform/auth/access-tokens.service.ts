import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { APP_CONFIG, AppConfig } from '../config/config';
import { InvalidAccessToken } from './auth.errors';
import { AuthenticatedUser } from './authenticated-user';

interface AccessTokenClaims {
  sub: string;
  email: string;
  /** Informational for clients; the server decides admin from ADMIN_EMAILS on every verify. */
  admin: boolean;
}

const ISSUER = 'outreach-api';
const AUDIENCE = 'outreach';

/** Short-lived HS256 bearer tokens for HTTP and the socket.io handshake. */
@Injectable()
export class AccessTokens {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  issue(user: { userId: string; email: string }): string {
    const email = user.email.toLowerCase();
    const claims: AccessTokenClaims = { sub: user.userId, email, admin: this.isAdminEmail(email) };
    return jwt.sign(claims, this.config.JWT_SECRET, {
      algorithm: 'HS256',
      expiresIn: this.config.ACCESS_TOKEN_TTL_SECONDS,
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  }

  /** Throws InvalidAccessToken for a missing, forged, expired or malformed token. */
  verify(token: string | undefined | null): AuthenticatedUser {
    if (!token) throw new InvalidAccessToken();
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.config.JWT_SECRET, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
    } catch {
      throw new InvalidAccessToken();
    }
    if (typeof payload === 'string' || typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new InvalidAccessToken();
    }
    return { userId: payload.sub, email: payload.email, isAdmin: this.isAdminEmail(payload.email) };
  }

  isAdminEmail(email: string): boolean {
    return this.config.ADMIN_EMAILS.includes(email.toLowerCase());
  }
}

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
