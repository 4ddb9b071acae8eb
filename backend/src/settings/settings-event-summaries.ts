import type { EventSummaries } from '../platform/audit/event-summaries';
import type { ToggleSetting } from './settings-rules.contract';
import type { SettingsEvent } from './settings.events';

const pages = (count: number) => `${count} ${count === 1 ? 'page' : 'pages'}`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const TOGGLE_NAMES: Record<ToggleSetting, string> = {
  attach_documents: 'attaching documents',
  tracking_enabled: 'e-mail tracking',
  h1b_only: 'H1B-only jobs',
  j1_only: 'J1-only jobs',
};

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Audit sentences for the settings-<userId> stream. */
export const settingsEventSummaries: EventSummaries<SettingsEvent> = {
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
  PromptTemplateChanged: ({ data }) =>
    data.promptTemplate === null
      ? 'Reset the e-mail prompt to the default'
      : `Changed the e-mail prompt (${plural(data.promptTemplate.length, 'character', 'characters')})`,
  FooterTemplateChanged: ({ data }) =>
    data.footerTemplate === null
      ? 'Reset the e-mail footer to the default'
      : `Changed the e-mail footer (${plural(data.footerTemplate.length, 'character', 'characters')})`,
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
  SettingToggled: ({ data }) => `${data.enabled ? 'Turned on' : 'Turned off'} ${TOGGLE_NAMES[data.setting]}`,
  AutopilotSettingsChanged: ({ data }) => `Set the job score threshold to ${data.jobScoreThreshold}`,
};
