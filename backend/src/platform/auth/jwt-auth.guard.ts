import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AccessTokens, bearerToken } from './access-tokens.service';
import { AuthenticatedUser } from './authenticated-user';
import { RefreshTokens } from './refresh-tokens.service';

export type AuthenticatedRequest = Request & { authenticatedUser?: AuthenticatedUser };

/** The response header carrying a renewed access token; the frontend swaps its stored token for it. */
export const RENEWED_TOKEN_HEADER = 'X-Access-Token';

function exposeHeader(response: Response, header: string): void {
  const exposed = String(response.getHeader('Access-Control-Expose-Headers') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!exposed.some((name) => name.toLowerCase() === header.toLowerCase())) exposed.push(header);
  response.setHeader('Access-Control-Expose-Headers', exposed.join(', '));
}

/**
 * 401 unless the request carries a valid bearer access token; the user is then on the request. A token
 * past half its life is answered with a fresh one in X-Access-Token while its sign-in session is live
 * (AdminGuard goes through here too).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    let session: ReturnType<AccessTokens['verifyAndRenew']>;
    try {
      session = this.accessTokens.verifyAndRenew(bearerToken(request.headers.authorization));
    } catch {
      throw new UnauthorizedException({ detail: 'Authentication required' });
    }
    request.authenticatedUser = session.user;
    // The session lookup happens only at renewal time (at most once per half token life), keeping every
    // other request free of a database round trip; a signed-out session's token then simply expires.
    if (session.renewed && (await this.refreshTokens.isSessionActive(session.user.sessionId as string))) {
      const response = http.getResponse<Response>();
      response.setHeader(RENEWED_TOKEN_HEADER, session.renewed);
      exposeHeader(response, RENEWED_TOKEN_HEADER);
    }
    return true;
  }
}
