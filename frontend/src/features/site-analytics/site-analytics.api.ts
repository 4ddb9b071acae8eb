import type { ButtonClicksReport } from '@outreach/backend/site-analytics/site-analytics.contract';
import { api } from '../../api/api';

export type { ButtonClicksReport };

/** GET /api/admin/analytics/button-clicks: the public site's button_click counts, for admins. */
export const siteAnalyticsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    buttonClicks: builder.query<ButtonClicksReport, number>({
      query: (days) => ({ url: '/api/admin/analytics/button-clicks', params: { days } }),
      // The site-analytics projection pushes to the admins room, which refetches it.
      providesTags: ['SiteAnalytics'],
    }),
  }),
});

export const { useButtonClicksQuery } = siteAnalyticsApi;
