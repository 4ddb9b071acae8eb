import { DASHBOARD_CACHE_MS, type DashboardSummary } from '@outreach/backend/dashboard/dashboard.contract';
import { api } from '../../api/api';

export type {
  ActionItem,
  ActivityItem,
  DashboardSummary,
  MetricView,
} from '@outreach/backend/dashboard/dashboard.contract';
export { DASHBOARD_CACHE_MS, DASHBOARD_PERIOD_DAYS } from '@outreach/backend/dashboard/dashboard.contract';

/** Spec §7: the summary call gives up after 10 s. */
const SUMMARY_TIMEOUT_MS = 10_000;

export interface SummaryArgs {
  activity_limit: number;
  activity_offset: number;
}

/**
 * GET /dashboard/summary, cached 5 minutes (spec §9). The outreach-metrics and user-settings pushes refresh the
 * Dashboard tag, so a send, an open, a reply, a draft or a resume shows without waiting for the next refresh.
 */
export const dashboardApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getDashboardSummary: builder.query<DashboardSummary, SummaryArgs>({
      query: (args) => ({ url: '/dashboard/summary', params: args, timeout: SUMMARY_TIMEOUT_MS }),
      keepUnusedDataFor: DASHBOARD_CACHE_MS / 1000,
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardSummaryQuery } = dashboardApi;
