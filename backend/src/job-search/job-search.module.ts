import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { ScoringModule } from '../scoring/scoring.module';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { JobSearchController } from './http/job-search.controller';
import { FetchJobsQuery } from './queries/fetch-jobs.query';
import { SavedJobsQuery } from './queries/saved-jobs.query';
import { savedJobEventSummaries } from './saved-job-event-summaries';
import { savedJobErrorStatus } from './saved-job.errors';
import type { SavedJobEvent } from './saved-job.events';

registerErrorStatus(savedJobErrorStatus);
registerEventSummaries<SavedJobEvent>(savedJobEventSummaries);

/**
 * Job search over the directory's listings (JOB_LISTINGS, global) and the user's saved jobs; SavedJobsQuery is
 * exported for the contact search's saved-jobs mode, FetchJobsQuery for the autopilot's job search.
 */
@Module({
  imports: [DecisionsModule, AuthModule, ScoringModule],
  controllers: [JobSearchController],
  // UserSettingsReader is the settings context's read of user_settings, provided here rather than exported by it.
  providers: [SavedJobsQuery, FetchJobsQuery, UserSettingsReader],
  exports: [SavedJobsQuery, FetchJobsQuery],
})
export class JobSearchModule {}
