import { z } from 'zod';
import { containsControlBesidesLines } from '../platform/http/control-characters';
import { requiredText } from '../platform/http/request-fields';
import { MAX_FOOTER_TEMPLATE_LENGTH } from './prompt-template-rules.contract';
import { MAX_PROMPT_TEMPLATE_LENGTH } from './prompt-variables.contract';

/** Request shapes of the prompt and footer calls; responses are in prompt-template-rules.contract.ts. */

/** null goes back to the default; checkPromptTemplate's errors are the decider's 422, not this 400. */
export const setPromptBody = z.object({
  prompt: requiredText('prompt')
    .trim()
    .max(MAX_PROMPT_TEMPLATE_LENGTH, `prompt must be at most ${MAX_PROMPT_TEMPLATE_LENGTH} characters`)
    .refine((value) => !containsControlBesidesLines(value), 'prompt must not contain control characters')
    .nullable(),
});

export const setFooterTemplateBody = z.object({
  footer_template: requiredText('footer_template')
    .trim()
    .max(
      MAX_FOOTER_TEMPLATE_LENGTH,
      `footer_template must be at most ${MAX_FOOTER_TEMPLATE_LENGTH} characters`,
    )
    .refine(
      (value) => !containsControlBesidesLines(value),
      'footer_template must not contain control characters',
    )
    .nullable(),
});

export type SetPromptBody = z.infer<typeof setPromptBody>;
export type SetFooterTemplateBody = z.infer<typeof setFooterTemplateBody>;
