import type { EventSummaries } from '../platform/audit/event-summaries';
import type { SettingsEvent } from './settings.events';

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;

/** Audit sentences for the settings-<userId> stream. */
export const settingsEventSummaries: EventSummaries<SettingsEvent> = {
  LinkedInProfileSet: ({ data }) =>
    data.linkedinProfile ? `Set LinkedIn profile to ${data.linkedinProfile}` : 'Cleared LinkedIn profile',
  PortfolioLinkSet: ({ data }) =>
    data.portfolioLink ? `Set portfolio link to ${data.portfolioLink}` : 'Cleared portfolio link',
  ResumeUploaded: ({ data }) => `Uploaded resume '${data.fileName}' (${pages(data.pageCount)})`,
  ResumeDeleted: () => 'Deleted resume',
};
