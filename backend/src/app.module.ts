import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import './contexts';
import { ArticleAudioModule } from './article-audio/article-audio.module';
import { AutopilotModule } from './autopilot/autopilot.module';
import { AutopilotProcessModule } from './autopilot/process/autopilot-process.module';
import { AvailabilityModule } from './availability/availability.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { CampaignSchedulerModule } from './campaigns/process/campaign-scheduler.module';
import { BillingModule } from './billing/billing.module';
import { BlogModule } from './blog/blog.module';
import { ClubsModule } from './clubs/clubs.module';
import { ContactMessagesModule } from './contact-messages/contact-messages.module';
import { CompanySearchModule } from './company-search/company-search.module';
import { ContactSearchModule } from './contact-search/contact-search.module';
import { ContactsModule } from './contacts/contacts.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { DraftingModule } from './drafting/drafting.module';
import { DraftsModule } from './drafts/drafts.module';
import { IdentityModule } from './identity/identity.module';
import { JobSearchModule } from './job-search/job-search.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { MessagingModule } from './messaging/messaging.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { OutgoingActivityModule } from './outgoing-activity/outgoing-activity.module';
import { AuthModule } from './platform/auth/auth.module';
import type { AppConfig } from './platform/config/config';
import { DirectoryModule } from './platform/directory/directory.module';
import { PublicConfigController } from './platform/http/public-config.controller';
import { JobsModule } from './platform/jobs/jobs.module';
import { PaymentsModule } from './platform/payments/payments.module';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { PreferencesModule } from './preferences/preferences.module';
import { ProfileModule } from './profile/profile.module';
import { PromptTemplatesModule } from './prompt-templates/prompt-templates.module';
import { RepliesModule } from './replies/replies.module';
import { ScoringModule } from './scoring/scoring.module';
import { SettingsModule } from './settings/settings.module';
import { SiteAnalyticsModule } from './site-analytics/site-analytics.module';
import { SiteModule } from './site/site.module';
import { TrackingModule } from './tracking/tracking.module';
import { UsersModule } from './users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        DirectoryModule.forRoot(config),
        PaymentsModule.forRoot(config),
        JobsModule.forRoot(config),
        CqrsModule.forRoot(),
        UsersModule,
        AuthModule,
        IdentityModule.forRoot(config),
        RealtimeModule,
        ClubsModule,
        SettingsModule,
        ProfileModule,
        PromptTemplatesModule,
        PreferencesModule,
        OnboardingModule,
        ContactsModule,
        DraftsModule,
        CampaignsModule,
        MessagingModule,
        DraftingModule,
        TrackingModule,
        AvailabilityModule,
        RepliesModule,
        ScoringModule,
        CompanySearchModule,
        ContactSearchModule,
        JobSearchModule,
        BillingModule,
        AutopilotModule,
        LeaderboardModule,
        OutgoingActivityModule,
        AutopilotProcessModule,
        CampaignSchedulerModule,
        DashboardModule,
        ContactMessagesModule,
        BlogModule,
        ArticleAudioModule,
        SiteAnalyticsModule,
        SiteModule,
      ],
      controllers: [PublicConfigController],
    };
  }
}
