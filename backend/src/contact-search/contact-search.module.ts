import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { RealtimeModule } from '../platform/realtime/realtime.module';
import { ScoringModule } from '../scoring/scoring.module';
import { UserSettingsReader } from '../settings/queries/user-settings.reader';
import { SearchContactsHandler } from './commands/search-contacts.handler';
import { contactSearchEventSummaries } from './contact-search-event-summaries';
import { contactSearchErrorStatus } from './contact-search.errors';
import type { ContactSearchEvent } from './contact-search.events';
import { ContactSearchController } from './http/contact-search.controller';
import { CompanyContactsQuery } from './queries/company-contacts.query';
import { SearchCallerQuery } from './queries/search-caller.query';
import { SearchSnapshots } from './search-snapshots';

registerErrorStatus(contactSearchErrorStatus);
registerEventSummaries<ContactSearchEvent>(contactSearchEventSummaries);

/**
 * Contact search (POST /snowflake/search); saving its people goes through the contacts context's bulk-add.
 * CompanyContactsQuery is exported for the autopilot's contacts step.
 */
@Module({
  imports: [CqrsModule, AuthModule, RealtimeModule, ScoringModule, PlanLimitsModule],
  controllers: [ContactSearchController],
  // UserSettingsReader (the caller's plan) is the settings context's read, provided here as job search does.
  providers: [
    SearchContactsHandler,
    SearchCallerQuery,
    SearchSnapshots,
    UserSettingsReader,
    CompanyContactsQuery,
  ],
  exports: [CompanyContactsQuery],
})
export class ContactSearchModule {}
