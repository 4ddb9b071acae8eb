import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { CompleteTourStepHandler } from './commands/complete-tour-step.handler';
import { RestartTourHandler } from './commands/restart-tour.handler';
import { SkipTourHandler } from './commands/skip-tour.handler';
import { OnboardingController } from './http/onboarding.controller';
import { onboardingEventSummaries } from './onboarding-event-summaries';
import { onboardingErrorStatus } from './onboarding.errors';
import type { OnboardingEvent } from './onboarding.events';
import { OnboardingStatusQuery } from './queries/onboarding-status.query';

registerErrorStatus(onboardingErrorStatus);
registerEventSummaries<OnboardingEvent>(onboardingEventSummaries);

/** The guided tour: each user's current step, chosen path, skip and restart (stream onboarding-<userId>). */
@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [OnboardingController],
  providers: [CompleteTourStepHandler, SkipTourHandler, RestartTourHandler, OnboardingStatusQuery],
})
export class OnboardingModule {}
