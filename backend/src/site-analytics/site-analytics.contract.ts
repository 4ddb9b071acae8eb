import { z } from 'zod';

/**
 * Every button the public site counts. A closed list rather than free text: a counter row per name and day, so an
 * open name would let any client grow the table with whatever it sends.
 */
export const BUTTON_NAMES = [
  'hero_sign_up',
  'hero_try_demo',
  'feature_try_for_free',
  'demo_search',
  'demo_choose_company',
  'demo_sign_up',
  'demo_try_another',
] as const;
export type ButtonName = (typeof BUTTON_NAMES)[number];

export const recordSiteEventBody = z.object(
  {
    event: z.literal('button_click', { error: "event must be 'button_click'" }),
    button_name: z.enum(BUTTON_NAMES, { error: `button_name must be one of: ${BUTTON_NAMES.join(', ')}` }),
  },
  { error: 'body must be a JSON object' },
);
export type RecordSiteEventBody = z.infer<typeof recordSiteEventBody>;

export const MAX_REPORT_DAYS = 90;

export const buttonClicksQuery = z.object({
  days: z.coerce
    .number({ error: 'days must be a whole number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(MAX_REPORT_DAYS, `days must be at most ${MAX_REPORT_DAYS}`)
    .default(30),
});
export type ButtonClicksParams = z.infer<typeof buttonClicksQuery>;

/** GET /api/admin/analytics/button-clicks: counts per button and UTC day, newest day first, and per button. */
export interface ButtonClicksReport {
  from: string;
  to: string;
  days: { day: string; button_name: string; count: number }[];
  totals: { button_name: string; count: number }[];
}

/**
 * GET /api/site/stats: the landing page's counters from the product's own read models. A figure too small to be
 * worth stating is null, and the page leaves it out (docs/decisions.md, Issue 19 landing).
 */
export interface SiteStats {
  job_seekers_helped: number | null;
  companies_researched: number | null;
  response_rate: number | null;
}
