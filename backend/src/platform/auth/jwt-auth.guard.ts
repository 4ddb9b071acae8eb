import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { AccessTokens, bearerToken } from './access-tokens.service';
import { AuthenticatedUser } from './authenticated-user';

export type AuthenticatedRequest = Request & { authenticatedUser?: AuthenticatedUser };

/** 401 unless the request carries a valid bearer access token; the user is then on the request. */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly accessTokens: AccessTokens) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    try {
      request.authenticatedUser = this.accessTokens.verify(bearerToken(request.headers.authorization));
    } catch {
      throw new UnauthorizedException({ detail: 'Authentication required' });
    }
    return true;
  }
}
