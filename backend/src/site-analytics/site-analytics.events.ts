/**
 * Events of the site-analytics-<day> stream (one stream per UTC day). A public contract: add types or versions,
 * never reshape. They carry no personal data: no user, no address, no user agent.
 */
export interface ButtonClicked {
  type: 'ButtonClicked';
  data: { buttonName: string; day: string };
}

export type SiteAnalyticsEvent = ButtonClicked;

export const SITE_ANALYTICS_EVENT_TYPES = ['ButtonClicked'] as const;

export const siteAnalyticsStreamId = (day: string): string => `site-analytics-${day}`;

export const dayOf = (iso: string): string => iso.slice(0, 10);
