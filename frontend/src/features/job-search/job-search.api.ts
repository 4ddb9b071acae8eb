import type {
  AiCompany,
  GenerateMoreBody as GenerateMoreRequest,
  SavedSearchView as SavedSearch,
} from '@outreach/backend/company-search/company-search.contract';
import {
  DATE_POSTED_OPTIONS,
  SENIORITY_LEVELS,
  type DatePostedOption as DatePosted,
  type DeleteSelectedJobInput as JobIdentity,
  type FetchJobsResponse as JobSearchResult,
  type SavedJobView as SavedJob,
  type ScoredJob as JobResult,
  type SeniorityLevel,
} from '@outreach/backend/job-search/job-search.contract';
import { api } from '../../api/api';

/** Spec section 2 and 9: the Seniority Level and Date Posted choices, in the order shown. */
export { DATE_POSTED_OPTIONS, SENIORITY_LEVELS };
export type {
  AiCompany,
  DatePosted,
  JobIdentity,
  JobResult,
  JobSearchResult,
  SavedJob,
  SavedSearch,
  SeniorityLevel,
};

/** POST /jobsearch/fetch-jobs's body (contract section 5). */
export interface JobSearchRequest {
  job_title?: string;
  location?: string;
  seniority_level: SeniorityLevel;
  date_posted: DatePosted;
  company_names: string[];
}

export interface JobToSave extends JobIdentity {
  company_url?: string | null;
}

export interface AiSearchResult {
  companies: AiCompany[];
  search_term: string;
}

const SAVED_JOBS = { type: 'SavedJob', id: 'LIST' } as const;
const SAVED_SEARCHES = { type: 'SavedSearch', id: 'LIST' } as const;

const jobSearchApi = api.injectEndpoints({
  endpoints: (builder) => ({
    // A mutation: every press of Search asks again, and the page keeps the answer to mark selections on it.
    fetchJobs: builder.mutation<JobSearchResult, JobSearchRequest>({
      query: (body) => ({ url: '/jobsearch/fetch-jobs', method: 'POST', body }),
    }),
    savedJobs: builder.query<SavedJob[], void>({
      query: () => '/jobsearch/fetch-selected-jobs',
      transformResponse: ({ jobs_selected }: { jobs_selected: SavedJob[] }) => jobs_selected,
      providesTags: [SAVED_JOBS],
    }),
    saveJob: builder.mutation<SavedJob[], JobToSave>({
      query: (job) => ({
        url: '/jobsearch/update-selected-jobs',
        method: 'POST',
        body: { jobs: [job] },
      }),
      transformResponse: ({ jobs_selected }: { jobs_selected: SavedJob[] }) => jobs_selected,
      invalidatesTags: [SAVED_JOBS],
    }),
    deleteSavedJob: builder.mutation<{ deleted: true }, JobIdentity>({
      query: ({ job_title, company_name }) => ({
        url: '/jobsearch/delete-selected-job',
        method: 'DELETE',
        body: { job_title, company_name },
      }),
      invalidatesTags: [SAVED_JOBS],
    }),
    aiCompanySearch: builder.mutation<AiSearchResult, string>({
      query: (search_term) => ({ url: '/perplexity/search', method: 'POST', body: { search_term } }),
      // The server saves every AI search it runs.
      invalidatesTags: [SAVED_SEARCHES],
    }),
    generateMoreCompanies: builder.mutation<AiCompany[], GenerateMoreRequest>({
      query: (body) => ({ url: '/perplexity/generate-more', method: 'POST', body }),
      transformResponse: ({ companies }: { companies: AiCompany[] }) => companies,
    }),
    savedSearches: builder.query<SavedSearch[], void>({
      query: () => '/perplexity/saved-searches',
      transformResponse: ({ saved_searches }: { saved_searches: SavedSearch[] }) => saved_searches,
      providesTags: [SAVED_SEARCHES],
    }),
  }),
});

export const {
  useFetchJobsMutation,
  useSavedJobsQuery,
  useSaveJobMutation,
  useDeleteSavedJobMutation,
  useAiCompanySearchMutation,
  useGenerateMoreCompaniesMutation,
  useSavedSearchesQuery,
} = jobSearchApi;
