import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AvailabilityModule } from './availability/availability.module';
import { ClubsModule } from './clubs/clubs.module';
import { ContactsModule } from './contacts/contacts.module';
import { DraftingModule } from './drafting/drafting.module';
import { DraftsModule } from './drafts/drafts.module';
import { MessagingModule } from './messaging/messaging.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { AuthModule } from './platform/auth/auth.module';
import type { AppConfig } from './platform/config/config';
import { PublicConfigController } from './platform/http/public-config.controller';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { RepliesModule } from './replies/replies.module';
import { SettingsModule } from './settings/settings.module';
import { TrackingModule } from './tracking/tracking.module';
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
        DraftsModule,
        MessagingModule,
        DraftingModule,
        TrackingModule,
        AvailabilityModule,
        RepliesModule,
      ],
      controllers: [PublicConfigController],
    };
  }
}
