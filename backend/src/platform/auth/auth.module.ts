import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from '../config/config';
import { registerErrorStatus } from '../http/error-status';
import { AccessTokens } from './access-tokens.service';
import { AdminGuard } from './admin.guard';
import { authErrorStatus } from './auth.errors';
import { AuthSessions } from './auth-sessions.service';
import { GoogleStrategy } from './google.strategy';
import { AuthController } from './http/auth.controller';
import { GoogleOAuthGuard, OutlookOAuthGuard, SignUpQueryGuard } from './http/oauth.guard';
import { googleSettings, microsoftSettings, usesLocalIdentityProvider } from './identity-provider.settings';
import { JwtAuthGuard } from './jwt-auth.guard';
import { LocalIdentityProviderModule } from './local-identity-provider/local-identity-provider.module';
import { MicrosoftStrategy } from './microsoft.strategy';
import { OAuthStateCookieStore } from './oauth-state-cookie.store';
import { RefreshTokens } from './refresh-tokens.service';
import { SignUpProcess } from './sign-up.process';
import { UserActivity } from './user-activity.service';

registerErrorStatus(authErrorStatus);

/**
 * Sign-in, tokens and the guards every context uses. Global so `@UseGuards(JwtAuthGuard)` works in any
 * module. Needs APP_CONFIG, EVENT_STORE and DATABASE from a global module, CqrsModule.forRoot(), UsersModule
 * and ClubsModule (the sign-up process reserves club seats).
 */
@Module({})
export class AuthModule {
  static forRoot(config: AppConfig): DynamicModule {
    // Fails at boot, not at the first sign-in, when production would fall back to the local provider.
    googleSettings(config);
    microsoftSettings(config);
    return {
      module: AuthModule,
      global: true,
      imports: usesLocalIdentityProvider(config) ? [LocalIdentityProviderModule] : [],
      controllers: [AuthController],
      providers: [
        AccessTokens,
        RefreshTokens,
        AuthSessions,
        SignUpProcess,
        UserActivity,
        OAuthStateCookieStore,
        GoogleStrategy,
        MicrosoftStrategy,
        GoogleOAuthGuard,
        OutlookOAuthGuard,
        SignUpQueryGuard,
        JwtAuthGuard,
        AdminGuard,
      ],
      exports: [AccessTokens, RefreshTokens, JwtAuthGuard, AdminGuard],
    };
  }
}
