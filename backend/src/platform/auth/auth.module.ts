import { Global, Module } from '@nestjs/common';
import { registerErrorStatus } from '../http/error-status';
import { AccessTokens } from './access-tokens.service';
import { AdminGuard } from './admin.guard';
import { authErrorStatus } from './auth.errors';
import { JwtAuthGuard } from './jwt-auth.guard';
import { RefreshTokens } from './refresh-tokens.service';

registerErrorStatus(authErrorStatus);

/**
 * Access and refresh tokens and the guards every context uses. Global so `@UseGuards(JwtAuthGuard)` works in any
 * module. Needs APP_CONFIG and DATABASE from a global module. How a user signs in is the identity context's.
 */
@Global()
@Module({
  providers: [AccessTokens, RefreshTokens, JwtAuthGuard, AdminGuard],
  exports: [AccessTokens, RefreshTokens, JwtAuthGuard, AdminGuard],
})
export class AuthModule {}
