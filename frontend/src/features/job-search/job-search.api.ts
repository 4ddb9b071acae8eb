import type { Matches } from '@outreach/backend/scoring/scoring.schemas';
import { api } from '../../app/api';

/** Spec section 2 and 9: the Seniority Level and Date Posted choices, in the order shown. */
export const SENIORITY_LEVELS = ['Any', 'Junior', 'Senior', 'Executive'] as const;
export const DATE_POSTED_OPTIONS = ['All', 'Today', '3 Days', 'Past Week', 'Past Month'] as const;

export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];
export type DatePosted = (typeof DATE_POSTED_OPTIONS)[number];

/** POST /jobsearch/fetch-jobs's body (contract section 5). */
export interface JobSearchRequest {
  job_title?: string;
  location?: string;
  seniority_level: SeniorityLevel;
  date_posted: DatePosted;
  company_names: string[];
}

export interface JobResult {
  job_id: string;
  company_name: string;
  job_title: string;
  job_link: string | null;
  company_url: string | null;
  location: string | null;
  posted_at: string | null;
  source: string;
  /** 0 to 10, shown times 10 as a percentage. */
  score: number;
  matches: Matches;
  below_threshold: boolean;
  selected: boolean;
}

export interface JobSearchResult {
  scored_jobs: JobResult[];
  total: number;
  threshold: number;
  filtered_out: { h1b: number; j1: number };
  demo: boolean;
  /** false: the caller's profile holds only titles, so scores rest on the searched title alone. */
  profile_known: boolean;
}

export interface SavedJob {
  company_name: string;
  job_title: string;
  company_url: string | null;
  saved_at: string;
}

/** A saved job is identified by its job title and company name (spec section 3). */
export interface JobIdentity {
  job_title: string;
  company_name: string;
}

export interface JobToSave extends JobIdentity {
  company_url?: string | null;
}

/** Spec section 3, AI-search company; the quoted keys are the industry result's. */
export interface AiCompany {
  'Company Name': string;
  'Company URL': string;
  company_name: string;
  company_url: string;
  city: string | null;
  state: string | null;
  country: string | null;
  about_us: string | null;
  industry: string | null;
  employee_count: number | string | null;
  has_details: boolean;
  needs_details: boolean;
  match_source: 'directory' | 'ai';
}

export interface AiSearchResult {
  companies: AiCompany[];
  search_term: string;
}

export interface GenerateMoreRequest {
  search_term: string;
  /** 'name - url' strings of the companies already shown. */
  existing_companies: string[];
}

export interface SavedSearch {
  id: string;
  _id: string;
  search_term: string;
  location: string | null;
  company_size: string | null;
  created_at: string;
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
