import { domainError, givenMessage } from '../platform/errors/domain-error';

/** The template has errors by checkPromptTemplate; the detail lists them. */
export class PromptTemplateInvalid extends domainError(
  'SETTINGS.PROMPT_TEMPLATE_INVALID',
  (errors: readonly string[]) => `prompt: ${errors.join('; ')}`,
  'prompt',
) {}

export class FooterTemplateInvalid extends domainError(
  'SETTINGS.FOOTER_TEMPLATE_INVALID',
  givenMessage,
  'footer_template',
) {}

/** Codes stay under SETTINGS. with the rest of the settings stream: clients read them in HTTP answers. */
export const promptTemplateErrorStatus: Record<string, number> = {
  'SETTINGS.PROMPT_TEMPLATE_INVALID': 422,
  'SETTINGS.FOOTER_TEMPLATE_INVALID': 422,
};
