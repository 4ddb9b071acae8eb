import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import { promptInEffect } from '../prompt-templates/prompt-template.commands';
import { settingsStream } from '../settings/settings.commands';
import type { SettingsEvent } from '../settings/settings.events';
import type { LinkedInDataResult } from './linkedin-data.contract';
import type { LinkedInProfileResult, PortfolioLinkResult } from './profile.contract';
import {
  profileDecider,
  type AddCustomUrl,
  type EditLinkedInData,
  type RemoveCustomUrl,
  type SelectDocuments,
  type SetLinkedInProfile,
  type SetPortfolioLink,
  type StoredCustomUrl,
  type ToggleCustomUrl,
} from './profile.decider';
import { CustomUrlNotFound } from './profile.errors';
import type {
  CustomUrl,
  CustomUrlResult,
  MessageResult,
  SelectedDocumentsResult,
} from './profile-rules.contract';

const onSettingsStream = decisionTargets(profileDecider, settingsStream);

const linkedInProfiles = onSettingsStream<SetLinkedInProfile, LinkedInProfileResult>(
  ({ state, history, checkpoint }) => ({
    linkedin_profile: state.linkedinProfile,
    // We keep the URL only; nothing is fetched from LinkedIn.
    linkedin_data_fetched: false,
    prompt: promptInEffect(history),
    checkpoint,
  }),
);

const portfolioLinks = onSettingsStream<SetPortfolioLink, PortfolioLinkResult>(({ state, checkpoint }) => ({
  portfolio_link: state.portfolioLink,
  checkpoint,
}));

const linkedInData = onSettingsStream<EditLinkedInData, LinkedInDataResult>(({ state, checkpoint }) => ({
  linkedin_data: state.linkedinData,
  checkpoint,
}));

const customUrls = onSettingsStream<AddCustomUrl | ToggleCustomUrl, CustomUrlResult>(
  ({ state, events, checkpoint }, command) => {
    // A replayed add answers with the URL its first attempt added, under that attempt's id.
    const urlId = addedUrlId(events) ?? command.data.urlId;
    const url = state.customUrls.find((u) => u.id === urlId);
    if (!url) throw new CustomUrlNotFound();
    return { ...customUrlView(url), checkpoint };
  },
);

const customUrlRemovals = onSettingsStream<RemoveCustomUrl, MessageResult>(({ checkpoint }) => ({
  message: 'Custom URL deleted successfully',
  checkpoint,
}));

const documentSelections = onSettingsStream<SelectDocuments, SelectedDocumentsResult>(
  ({ state, checkpoint }) => ({ selected_documents: state.selectedDocuments, checkpoint }),
);

/** Answers the link as stored and the prompt in effect, as the spec's LinkedIn profile call does. */
export const decideLinkedInProfile = (command: SetLinkedInProfile, meta: CommandMetadata) =>
  new Decide(linkedInProfiles, command, meta);

export const decidePortfolioLink = (command: SetPortfolioLink, meta: CommandMetadata) =>
  new Decide(portfolioLinks, command, meta);

export const decideLinkedInData = (command: EditLinkedInData, meta: CommandMetadata) =>
  new Decide(linkedInData, command, meta);

/** Answers the URL as stored; throws CustomUrlNotFound for an id the caller does not have. */
export const decideCustomUrl = (command: AddCustomUrl | ToggleCustomUrl, meta: CommandMetadata) =>
  new Decide(customUrls, command, meta);

export const decideCustomUrlRemoval = (command: RemoveCustomUrl, meta: CommandMetadata) =>
  new Decide(customUrlRemovals, command, meta);

export const decideSelectedDocuments = (command: SelectDocuments, meta: CommandMetadata) =>
  new Decide(documentSelections, command, meta);

function addedUrlId(events: readonly Recorded<SettingsEvent>[]): string | undefined {
  for (const event of events) if (event.type === 'CustomUrlAdded') return event.data.urlId;
  return undefined;
}

function customUrlView({ id, name, url, includeInEmails }: StoredCustomUrl): CustomUrl {
  return { id, name, url, include_in_emails: includeInEmails };
}
