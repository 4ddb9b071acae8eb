/** The landing page's counters: which figures are worth stating, and how they are rounded (never up). */

/** Below these a counter is not shown: a handful of users says nothing about the product. */
export const STATS_MINIMUM = { jobSeekers: 10, companies: 10, sentForResponseRate: 100 } as const;

/** Rounded down so the page's "N+" is always true: to tens below 100, else to two significant figures. */
export function roundedDown(value: number): number {
  if (value < 100) return Math.floor(value / 10) * 10;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.floor(value / step) * step;
}

export interface StatsFacts {
  jobSeekersWhoSent: number;
  companies: number;
  sent: number;
  replied: number;
}

export interface StatsFigures {
  job_seekers_helped: number | null;
  companies_researched: number | null;
  response_rate: number | null;
}

export function siteStatsFrom(facts: StatsFacts): StatsFigures {
  return {
    job_seekers_helped:
      facts.jobSeekersWhoSent >= STATS_MINIMUM.jobSeekers ? roundedDown(facts.jobSeekersWhoSent) : null,
    companies_researched: facts.companies >= STATS_MINIMUM.companies ? roundedDown(facts.companies) : null,
    response_rate:
      facts.sent >= STATS_MINIMUM.sentForResponseRate
        ? Math.floor((Math.min(facts.replied, facts.sent) / facts.sent) * 100)
        : null,
  };
}
