import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { AuthenticatedUser } from './authenticated-user';
import { AuthenticatedRequest } from './jwt-auth.guard';

/** The user JwtAuthGuard or AdminGuard put on the request; a route without either guard gets a 401. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser => {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().authenticatedUser;
    if (!user) throw new UnauthorizedException({ detail: 'Authentication required' });
    return user;
  },
);
