import type { EventSummaries } from '../platform/audit/event-summaries';
import type { CompanySearchEvent } from './company-search.events';

const described = (data: {
  search_term: string | null;
  categories?: string[];
  company_name?: string | null;
}) =>
  [data.search_term, ...(data.categories ?? []), data.company_name].filter(Boolean).join(', ') || 'companies';

/** One sentence per company search event for audit history. */
export const companySearchEventSummaries: EventSummaries<CompanySearchEvent> = {
  CompanySearchPerformed: ({ data }) =>
    `${data.kind === 'industry' ? 'AI' : data.kind === 'category' ? 'Category' : 'Company'} search for ` +
    `${described(data)}: ${data.result_count} companies found`,
  SearchSaved: ({ data }) => `Search saved: ${data.search_term}`,
};
