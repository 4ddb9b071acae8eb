import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import type { AppConfig } from '../platform/config/config';
import { UsersModule } from '../users/users.module';
import { AuthSessions } from './auth-sessions.service';
import { GoogleStrategy } from './google.strategy';
import { AuthController } from './http/auth.controller';
import { GoogleOAuthGuard, OutlookOAuthGuard, SignUpQueryGuard } from './http/oauth.guard';
import { googleSettings, microsoftSettings, usesLocalIdentityProvider } from './identity-provider.settings';
import { LocalIdentityProviderModule } from './local-identity-provider/local-identity-provider.module';
import { MicrosoftStrategy } from './microsoft.strategy';
import { OAuthStateCookieStore } from './oauth-state-cookie.store';
import { SignUpProcess } from './sign-up.process';
import { UserActivity } from './user-activity.service';

/**
 * Sign-in and sign-up: the Google and Outlook strategies (or the local identity provider standing in for them), the
 * /auth routes, the sign-up process across the users and clubs streams, sessions and the daily-active marker. Needs
 * APP_CONFIG, EVENT_STORE and DATABASE from a global module and CqrsModule.forRoot() at the root.
 */
@Module({})
export class IdentityModule {
  static forRoot(config: AppConfig): DynamicModule {
    // Fails at boot, not at the first sign-in, when production would fall back to the local provider.
    googleSettings(config);
    microsoftSettings(config);
    return {
      module: IdentityModule,
      imports: [
        AuthModule,
        DecisionsModule,
        UsersModule,
        ...(usesLocalIdentityProvider(config) ? [LocalIdentityProviderModule] : []),
      ],
      controllers: [AuthController],
      providers: [
        AuthSessions,
        SignUpProcess,
        UserActivity,
        OAuthStateCookieStore,
        GoogleStrategy,
        MicrosoftStrategy,
        GoogleOAuthGuard,
        OutlookOAuthGuard,
        SignUpQueryGuard,
      ],
    };
  }
}
