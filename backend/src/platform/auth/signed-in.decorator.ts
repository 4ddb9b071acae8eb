import { applyDecorators, UseGuards, type CanActivate, type Type } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * Routes for signed-in callers: the bearer access token is checked (JwtAuthGuard, then any further guard such as
 * AdminGuard) and the OpenAPI description says so.
 */
export const SignedIn = (...guards: Type<CanActivate>[]) =>
  applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard, ...guards));
