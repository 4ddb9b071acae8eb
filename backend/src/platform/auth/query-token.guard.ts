import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AccessTokens, bearerToken } from './access-tokens.service';
import type { AuthenticatedRequest } from './jwt-auth.guard';

/**
 * For event streams: a browser's EventSource cannot send headers, so the access token comes as `?token=` (the
 * Authorization header is taken too). 401 unless it is valid; the user is then on the request. The request log
 * redacts the parameter. Such a token is not renewed: the stream's client renews it through its other calls.
 */
@Injectable()
export class QueryTokenGuard implements CanActivate {
  constructor(private readonly accessTokens: AccessTokens) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : bearerToken(request.headers.authorization);
    try {
      request.authenticatedUser = this.accessTokens.verify(token);
    } catch {
      throw new UnauthorizedException({ detail: 'Authentication required' });
    }
    return true;
  }
}
