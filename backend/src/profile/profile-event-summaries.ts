import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ProfileEvent } from './profile.events';

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Audit sentences for the profile's events on the settings-<userId> stream. */
export const profileEventSummaries: EventSummaries<ProfileEvent> = {
  LinkedInProfileSet: ({ data }) =>
    data.linkedinProfile ? `Set LinkedIn profile to ${data.linkedinProfile}` : 'Cleared LinkedIn profile',
  PortfolioLinkSet: ({ data }) =>
    data.portfolioLink ? `Set portfolio link to ${data.portfolioLink}` : 'Cleared portfolio link',
  ResumeUploaded: ({ data }) => `Uploaded resume '${data.fileName}' (${pages(data.pageCount)})`,
  ResumeDeleted: () => 'Deleted resume',
  LinkedInDataEdited: ({ data }) => {
    if (!data.linkedinData) return 'Cleared LinkedIn details';
    const { positions, educations, skills } = data.linkedinData;
    const how =
      data.source === 'linkedin_export'
        ? 'Imported LinkedIn details from the export'
        : 'Edited LinkedIn details';
    const counts = [
      plural(positions.length, 'position', 'positions'),
      plural(educations.length, 'education', 'educations'),
      plural(skills.length, 'skill', 'skills'),
    ];
    return `${how} (${counts.join(', ')})`;
  },
  CustomUrlAdded: ({ data }) =>
    `Added custom URL '${data.name}' (${data.url})${data.includeInEmails ? ', included in e-mails' : ''}`,
  CustomUrlToggled: ({ data }) =>
    data.includeInEmails ? 'Included a custom URL in e-mails' : 'Left a custom URL out of e-mails',
  CustomUrlRemoved: () => 'Removed a custom URL',
  DocumentUploaded: ({ data }) =>
    `Uploaded document '${data.name}' (${data.fileName}, ${megabytes(data.sizeBytes)})`,
  DocumentDeleted: () => 'Deleted a document',
  SelectedDocumentsChanged: ({ data }) =>
    data.documentIds.length === 0
      ? 'Selected no documents to attach'
      : `Selected ${plural(data.documentIds.length, 'document', 'documents')} to attach`,
};
