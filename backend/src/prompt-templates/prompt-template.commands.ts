import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import { fold } from '../platform/commands/execute-command';
import { settingsStream } from '../settings/settings.commands';
import type { SettingsEvent } from '../settings/settings.events';
import {
  promptTemplateDecider,
  type ChangeFooterTemplate,
  type ChangePromptTemplate,
} from './prompt-template.decider';
import type { FooterTemplateResult, PromptResult } from './prompt-template-rules.contract';
import { DEFAULT_PROMPT_TEMPLATE } from './prompt-variables.contract';

const onSettingsStream = decisionTargets(promptTemplateDecider, settingsStream);

const promptTemplates = onSettingsStream<ChangePromptTemplate, PromptResult>(({ state, checkpoint }) => ({
  prompt: state.promptTemplate ?? DEFAULT_PROMPT_TEMPLATE,
  checkpoint,
}));

const footerTemplates = onSettingsStream<ChangeFooterTemplate, FooterTemplateResult>(
  ({ state, checkpoint }) => ({ footer_template: state.footerTemplate, checkpoint }),
);

/** Answers the prompt drafting uses after the change: the user's own or the default. */
export const decidePromptTemplate = (command: ChangePromptTemplate, meta: CommandMetadata) =>
  new Decide(promptTemplates, command, meta);

export const decideFooterTemplate = (command: ChangeFooterTemplate, meta: CommandMetadata) =>
  new Decide(footerTemplates, command, meta);

/**
 * The prompt drafting uses, as a settings stream holds it: the user's own template or the default. The profile's
 * LinkedIn profile call answers it too, so it reads it from the stream it decided on.
 */
export const promptInEffect = (history: readonly Recorded<SettingsEvent>[]): string =>
  fold(promptTemplateDecider, history).promptTemplate ?? DEFAULT_PROMPT_TEMPLATE;
