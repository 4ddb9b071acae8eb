import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { PlanLimitsModule } from '../plan-limits/plan-limits.module';
import { AuthModule } from '../platform/auth/auth.module';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { registerOfflineComposer } from '../platform/language-model/embedded-language-model';
import { LanguageModelModule } from '../platform/language-model/language-model.module';
import { AiCompanySearch } from './ai-company-search.service';
import { RecordCompanySearchHandler } from './commands/record-company-search.handler';
import { CompanyFinder } from './company-finder.service';
import { companySearchEventSummaries } from './company-search-event-summaries';
import { COMPANY_SEARCH_PURPOSE, composeOfflineCompanySearch } from './company-search-prompt';
import { companySearchErrorStatus } from './company-search.errors';
import type { CompanySearchEvent } from './company-search.events';
import { AiCompanySearchController } from './http/ai-company-search.controller';
import { CompanyDirectoryController } from './http/company-directory.controller';
import { PublicCompanySearchController } from './http/public-company-search.controller';
import { SavedSearchesQuery } from './queries/saved-searches.query';
import { SearchHistoryQuery } from './queries/search-history.query';

registerErrorStatus(companySearchErrorStatus);
registerEventSummaries<CompanySearchEvent>(companySearchEventSummaries);
registerOfflineComposer(COMPANY_SEARCH_PURPOSE, composeOfflineCompanySearch);

/**
 * Company search: the directory's pickers, category / company / job-title search, the AI industry search,
 * company details, search history and saved searches. The directory ports come from the global DirectoryModule.
 */
@Module({
  imports: [DecisionsModule, AuthModule, LanguageModelModule, PlanLimitsModule],
  controllers: [CompanyDirectoryController, AiCompanySearchController, PublicCompanySearchController],
  providers: [
    CompanyFinder,
    AiCompanySearch,
    RecordCompanySearchHandler,
    SearchHistoryQuery,
    SavedSearchesQuery,
  ],
})
export class CompanySearchModule {}
