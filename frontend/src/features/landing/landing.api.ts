import type { ButtonName, SiteStats } from '@outreach/backend/site-analytics/site-analytics.contract';
import { api } from '../../api/api';

export type { ButtonName, SiteStats };

/** The demo asks for 10 companies at offset 0 (spec §7). */
const DEMO_SEARCH = { offset: 0, limit: 10 } as const;

/** The landing page's public calls: the demo's company search, its button_click events and the site counters. */
export const landingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    demoCompanySearch: builder.mutation<unknown, string>({
      query: (industry) => ({
        url: '/perplexity/public/snowflake-match',
        method: 'POST',
        body: { search_term: industry, ...DEMO_SEARCH },
      }),
    }),
    recordButtonClick: builder.mutation<{ checkpoint: string }, ButtonName>({
      query: (buttonName) => ({
        url: '/api/analytics/events',
        method: 'POST',
        body: { event: 'button_click', button_name: buttonName },
      }),
    }),
    siteStats: builder.query<SiteStats, void>({
      query: () => '/api/site/stats',
      // The server caches for five minutes too; a visitor reading the page does not need fresher.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useDemoCompanySearchMutation, useRecordButtonClickMutation, useSiteStatsQuery } = landingApi;

/** A click is counted in the background: a refused or failed count never gets in the visitor's way. */
export function useTrackClick(): (buttonName: ButtonName) => void {
  const [record] = useRecordButtonClickMutation();
  return (buttonName) => {
    record(buttonName).catch(() => undefined);
  };
}
