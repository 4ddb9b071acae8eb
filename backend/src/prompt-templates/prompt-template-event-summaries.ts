import type { EventSummaries } from '../platform/audit/event-summaries';
import type { PromptTemplateEvent } from './prompt-template.events';

const characters = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;

/** Audit sentences for the prompt templates' events on the settings-<userId> stream. */
export const promptTemplateEventSummaries: EventSummaries<PromptTemplateEvent> = {
  PromptTemplateChanged: ({ data }) =>
    data.promptTemplate === null
      ? 'Reset the e-mail prompt to the default'
      : `Changed the e-mail prompt (${characters(data.promptTemplate.length)})`,
  FooterTemplateChanged: ({ data }) =>
    data.footerTemplate === null
      ? 'Reset the e-mail footer to the default'
      : `Changed the e-mail footer (${characters(data.footerTemplate.length)})`,
};
