import {
  DEFAULT_COUNTRY,
  type CompanyResult,
  type CompanySearchPage,
  type SavedSearchView as SavedSearch,
  type SaveSearchRequest as SaveSearchBody,
  type SearchCompaniesBody as ServerCompaniesBody,
  type SearchHistoryEntry,
} from '@outreach/backend/company-search/company-search.contract';
import type {
  ContactResult,
  ContactSearchResponse,
} from '@outreach/backend/contact-search/contact-search.contract';
import type { SavedJobView as SelectedJob } from '@outreach/backend/job-search/job-search.contract';
import type { ContactSearchProgress } from '@outreach/backend/platform/realtime/server-events.contract';
import type { SettingsPlan } from '@outreach/backend/settings/settings-views.contract';
import { api } from '../../api/api';

export type {
  CompanyResult,
  CompanySearchPage,
  ContactResult,
  ContactSearchProgress,
  SavedSearch,
  SaveSearchBody,
  SearchHistoryEntry,
  SelectedJob,
  SettingsPlan,
};

/** The directory's employee ranges, as the company search accepts them. */
export type EmployeeRange = NonNullable<ServerCompaniesBody['company_size']>;
export type Matches = ContactResult['matches'];

/** outreach.md §9: categories are fetched 50 at a time and kept for an hour. */
export const CATEGORY_LIMIT = 50;
const CATEGORIES_CACHE_SECONDS = 3600;
export const COMPANY_PAGE_SIZE = 10;
export const CONTACT_PAGE_SIZE = 10;

export type SearchMode = 'category' | 'company';

/** POST /snowflake/search_companies's body (contract §3). */
export interface SearchCompaniesBody {
  mode: SearchMode;
  search_term?: string;
  categories?: string[];
  offset: number;
  limit: number;
  location: string;
  state?: string;
  city?: string;
  company_size?: EmployeeRange;
  jobtitle?: string;
  company_name?: string;
}

/** One company of a contact search, with the spec's keys ('Company Name', jobtitle, limit). */
export interface ContactSearchCompany {
  'Company Name': string;
  jobtitle?: string;
  limit: number;
  /** Searched by this web domain when the directory does not know the company. */
  domain?: string;
}

export interface SearchContactsBody {
  companies: ContactSearchCompany[];
  offset: number;
  limit: number;
  search_id?: string;
}

/** POST /snowflake/search's answer; success is false only when the search could not run. */
export type ContactSearchPage = Omit<ContactSearchResponse, 'success'> & { success: boolean };

/** outreach.md §3 "Contact save payload". */
export interface ContactSavePayload {
  full_name: string;
  first_name: string;
  last_name: string;
  email: string;
  where_met: 'Contact Search';
  phone: string | null;
  linkedin_url: string | null;
  linkedin_data: null;
  linkedin_data_fetched: boolean;
  company: string;
  company_url: string | null;
  job_title: string | null;
  location: string | null;
  position: string | null;
  seniority: string | null;
  department: string | null;
  twitter: string | null;
  verification_status: string | null;
  verification_date: string | null;
  sources: string[];
  tags: string[];
  email_type: string;
  confidence: number;
  connection_strength: number;
  similarity_score: number;
  matches: Matches;
}

/**
 * What POST /contacts/bulk-add says of each item, by its index in the request. A list with a bad item is refused
 * whole (400 naming each bad item's fields), so every item of an answer was added or already there.
 */
export type BulkAddItemResult =
  | { index: number; email: string; status: 'added'; id: string }
  | { index: number; email: string; status: 'already_added'; id: string; detail: string };

export interface BulkAddResult {
  results: BulkAddItemResult[];
  message: string;
}

const CONTACT_LIST_TAG = { type: 'Contact', id: 'LIST' } as const;
const HISTORY_TAG = { type: 'SearchHistory', id: 'LIST' } as const;
const SAVED_SEARCH_TAG = { type: 'SavedSearch', id: 'LIST' } as const;
const SAVED_JOB_TAG = { type: 'SavedJob', id: 'LIST' } as const;

const US = DEFAULT_COUNTRY;
const segment = encodeURIComponent;

// Endpoint names carry the feature's prefix: injected endpoints share one namespace with other features'.
const contactSearchApi = api.injectEndpoints({
  endpoints: (builder) => ({
    contactSearchCategories: builder.query<string[], string>({
      query: (search) => ({ url: '/snowflake/categories', params: { search, limit: CATEGORY_LIMIT } }),
      transformResponse: (body: { categories: { name: string }[] }) =>
        body.categories.map(({ name }) => name),
      keepUnusedDataFor: CATEGORIES_CACHE_SECONDS,
    }),
    contactSearchCountries: builder.query<string[], void>({
      query: () => '/snowflake/countries',
      transformResponse: (body: { countries: string[] }) => body.countries,
      keepUnusedDataFor: CATEGORIES_CACHE_SECONDS,
    }),
    // The United States' lists come from the user-facing calls (spec §7), the others' from the plain ones.
    contactSearchStates: builder.query<string[], string>({
      query: (country) =>
        country === US ? `/snowflake/user-states/${segment(US)}` : `/snowflake/states/${segment(country)}`,
      transformResponse: (body: { states: (string | { state_name: string })[] }) =>
        body.states.map((state) => (typeof state === 'string' ? state : state.state_name)),
      keepUnusedDataFor: CATEGORIES_CACHE_SECONDS,
    }),
    contactSearchCities: builder.query<string[], { country: string; state: string }>({
      query: ({ country, state }) =>
        country === US
          ? `/snowflake/user-cities/${segment(US)}/${segment(state)}`
          : `/snowflake/cities/${segment(country)}/${segment(state)}`,
      transformResponse: (body: { cities: (string | { city_name: string })[] }) =>
        body.cities.map((city) => (typeof city === 'string' ? city : city.city_name)),
      keepUnusedDataFor: CATEGORIES_CACHE_SECONDS,
    }),
    contactSearchCompanies: builder.mutation<CompanySearchPage, SearchCompaniesBody>({
      query: (body) => ({ url: '/snowflake/search_companies', method: 'POST', body }),
      // A first page is recorded in the history.
      invalidatesTags: (_result, error, body) => (!error && body.offset === 0 ? [HISTORY_TAG] : []),
    }),
    contactSearchHistory: builder.query<SearchHistoryEntry[], void>({
      query: () => '/snowflake/search-history',
      transformResponse: (body: { searches: SearchHistoryEntry[] }) => body.searches,
      providesTags: [HISTORY_TAG],
    }),
    contactSearchSavedSearches: builder.query<SavedSearch[], void>({
      query: () => '/perplexity/saved-searches',
      transformResponse: (body: { saved_searches: SavedSearch[] }) => body.saved_searches,
      providesTags: [SAVED_SEARCH_TAG],
    }),
    contactSearchSaveSearch: builder.mutation<{ saved_search: SavedSearch }, SaveSearchBody>({
      query: (body) => ({ url: '/perplexity/saved-searches', method: 'POST', body }),
      invalidatesTags: [SAVED_SEARCH_TAG],
    }),
    contactSearchPlan: builder.query<SettingsPlan, void>({
      query: () => '/settings/plan',
      providesTags: ['Settings'],
    }),
    contactSearchSavedJobs: builder.query<SelectedJob[], void>({
      query: () => '/jobsearch/fetch-selected-jobs',
      transformResponse: (body: { jobs_selected: SelectedJob[] }) => body.jobs_selected,
      providesTags: [SAVED_JOB_TAG],
    }),
    contactSearchContacts: builder.mutation<ContactSearchPage, SearchContactsBody>({
      query: (body) => ({ url: '/snowflake/search', method: 'POST', body }),
    }),
    contactSearchSave: builder.mutation<BulkAddResult, ContactSavePayload[]>({
      query: (contacts) => ({ url: '/contacts/bulk-add', method: 'POST', body: contacts }),
      invalidatesTags: (result) => (result ? [CONTACT_LIST_TAG] : []),
    }),
    contactSearchUnsave: builder.mutation<unknown, string>({
      query: (contactId) => ({ url: `/contacts/${segment(contactId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [CONTACT_LIST_TAG]),
    }),
  }),
});

export const {
  useContactSearchCategoriesQuery,
  useContactSearchCountriesQuery,
  useContactSearchStatesQuery,
  useContactSearchCitiesQuery,
  useContactSearchCompaniesMutation,
  useContactSearchHistoryQuery,
  useContactSearchSavedSearchesQuery,
  useContactSearchSaveSearchMutation,
  useContactSearchPlanQuery,
  useContactSearchSavedJobsQuery,
  useContactSearchContactsMutation,
  useContactSearchSaveMutation,
  useContactSearchUnsaveMutation,
} = contactSearchApi;
