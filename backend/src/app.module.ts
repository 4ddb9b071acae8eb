import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ClubsModule } from './clubs/clubs.module';
import { ContactsModule } from './contacts/contacts.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { AuthModule } from './platform/auth/auth.module';
import type { AppConfig } from './platform/config/config';
import { PublicConfigController } from './platform/http/public-config.controller';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { SettingsModule } from './settings/settings.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        CqrsModule.forRoot(),
        UsersModule,
        AuthModule.forRoot(config),
        RealtimeModule,
        ClubsModule,
        SettingsModule,
        OnboardingModule,
        ContactsModule,
      ],
      controllers: [PublicConfigController],
    };
  }
}
