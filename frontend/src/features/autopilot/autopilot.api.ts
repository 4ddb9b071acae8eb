import type {
  CommandAnswer,
  ContinueAnswer,
  RetryAnswer,
  SessionsPage,
  StartAnswer,
  TaskView,
  RetryView,
} from '@outreach/backend/autopilot/autopilot.contract';
import type {
  CompanyDetail,
  CompanySearchPage,
} from '@outreach/backend/company-search/company-search.contract';
import { api } from '../../api/api';
import { settleCommand } from '../../api/settle-command';

export type { CommandAnswer, ContinueAnswer, RetryAnswer, SessionsPage, StartAnswer, TaskView, RetryView };
export type { SessionView } from '@outreach/backend/autopilot/autopilot.contract';
export type { CompanyDetail, CompanySearchPage };

/** The side panel's company search: the directory's companies by name, ten at a time. */
export const COMPANY_SEARCH_PAGE_SIZE = 10;

export interface CompanySearchInput {
  company_name: string;
  offset: number;
}

export interface StartTaskInput {
  company_names: string[];
  job_titles: string[];
}

export interface RetryWithStrategyInput {
  id: string;
  strategy: '1day' | 'delayed';
  delay_hours?: number;
}

export interface ContinueWithSelectedJobsInput {
  id: string;
  target_company: string;
  selected_jobs: string[];
}

export interface ContinueWithoutJobsInput {
  id: string;
  company: string;
  contact_count: number;
}

const taskPath = (id: string, action = '') => `/autopilot/${encodeURIComponent(id)}${action && `/${action}`}`;

/**
 * The autopilot's calls (spec §7.1). Every command settles through the autopilot-tasks read model, whose pushes
 * refresh the AutopilotTask tag: the list and the detail show the command's effect without polling.
 */
export const autopilotApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** The newest tasks first; `offset` pages back through older ones (has_more says whether any remain). */
    autopilotSessions: builder.query<SessionsPage, { offset: number } | void>({
      query: (page) => ({
        url: '/autopilot/sessions',
        ...(page && page.offset > 0 && { params: { offset: page.offset } }),
        timeout: 30_000,
      }),
      providesTags: [{ type: 'AutopilotTask', id: 'LIST' }],
    }),
    autopilotTask: builder.query<TaskView, string>({
      query: (id) => taskPath(id),
      providesTags: (_result, _error, id) => [{ type: 'AutopilotTask', id }],
    }),
    scheduledRetries: builder.query<{ scheduled_retries: RetryView[] }, void>({
      query: () => '/autopilot/scheduled-retries',
      providesTags: [{ type: 'AutopilotTask', id: 'RETRIES' }],
    }),
    startAutopilotTask: builder.mutation<StartAnswer, StartTaskInput>({
      query: (search_params) => ({ url: '/autopilot/start', method: 'POST', body: { search_params } }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    restartAutopilotTask: builder.mutation<CommandAnswer, string>({
      query: (id) => ({ url: taskPath(id, 'restart'), method: 'POST' }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    manualRetry: builder.mutation<RetryAnswer, string>({
      query: (id) => ({ url: taskPath(id, 'manual-retry'), method: 'POST' }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    retryWithStrategy: builder.mutation<RetryAnswer, RetryWithStrategyInput>({
      query: ({ id, ...body }) => ({ url: taskPath(id, 'retry-with-strategy'), method: 'POST', body }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    rerunSelected: builder.mutation<CommandAnswer, { id: string; companies: string[] }>({
      query: ({ id, companies }) => ({
        url: taskPath(id, 'rerun-selected'),
        method: 'POST',
        body: { companies },
      }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    forceComplete: builder.mutation<CommandAnswer, string>({
      query: (id) => ({ url: taskPath(id, 'force-complete'), method: 'POST' }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    continueWithSelectedJobs: builder.mutation<ContinueAnswer, ContinueWithSelectedJobsInput>({
      query: ({ id, target_company, selected_jobs }) => ({
        url: taskPath(id, 'continue-with-selected-jobs'),
        method: 'POST',
        body: { selected_jobs, selected_companies: [target_company], company_specific: true, target_company },
      }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    continueWithoutJobs: builder.mutation<ContinueAnswer, ContinueWithoutJobsInput>({
      query: ({ id, company, contact_count }) => ({
        url: taskPath(id, 'continue-without-jobs'),
        method: 'POST',
        body: { company, contact_count, company_specific: true },
      }),
      onQueryStarted: (_input, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    retryWithNewSettings: builder.mutation<CommandAnswer, string>({
      query: (id) => ({ url: taskPath(id, 'retry-with-new-settings'), method: 'POST', body: {} }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    deleteAutopilotTask: builder.mutation<CommandAnswer, string>({
      query: (id) => ({ url: taskPath(id), method: 'DELETE' }),
      onQueryStarted: (_id, lifecycle) => settleCommand(lifecycle, { projections: ['autopilot-tasks'] }),
    }),
    // The create panel's company selection, over the company directory (spec §4.5): the search, then each chosen
    // company's details, which say whether the directory holds it.
    autopilotCompanySearch: builder.mutation<CompanySearchPage, CompanySearchInput>({
      query: ({ company_name, offset }) => ({
        url: '/snowflake/search_companies',
        method: 'POST',
        body: { mode: 'company', company_name, offset, limit: COMPANY_SEARCH_PAGE_SIZE },
      }),
      invalidatesTags: (_result, error, { offset }) =>
        !error && offset === 0 ? [{ type: 'SearchHistory', id: 'LIST' }] : [],
    }),
    autopilotCompanyDetails: builder.mutation<{ companies: CompanyDetail[] }, string[]>({
      query: (company_names) => ({
        url: '/perplexity/companies/details',
        method: 'POST',
        body: { company_names },
      }),
    }),
  }),
});

export const {
  useAutopilotSessionsQuery,
  useAutopilotTaskQuery,
  useScheduledRetriesQuery,
  useStartAutopilotTaskMutation,
  useRestartAutopilotTaskMutation,
  useManualRetryMutation,
  useRetryWithStrategyMutation,
  useRerunSelectedMutation,
  useForceCompleteMutation,
  useContinueWithSelectedJobsMutation,
  useContinueWithoutJobsMutation,
  useRetryWithNewSettingsMutation,
  useDeleteAutopilotTaskMutation,
  useAutopilotCompanySearchMutation,
  useAutopilotCompanyDetailsMutation,
} = autopilotApi;
