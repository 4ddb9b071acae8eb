import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { OnboardingController } from './http/onboarding.controller';
import { onboardingEventSummaries } from './onboarding-event-summaries';
import { onboardingErrorStatus } from './onboarding.errors';
import type { OnboardingEvent } from './onboarding.events';
import { OnboardingStatusQuery } from './queries/onboarding-status.query';

registerErrorStatus(onboardingErrorStatus);
registerEventSummaries<OnboardingEvent>(onboardingEventSummaries);

/** The guided tour: each user's current step, chosen path, skip and restart (stream onboarding-<userId>). */
@Module({
  imports: [DecisionsModule, AuthModule],
  controllers: [OnboardingController],
  providers: [OnboardingStatusQuery],
})
export class OnboardingModule {}
