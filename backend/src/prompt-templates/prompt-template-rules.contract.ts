/**
 * The e-mail footer's rules and the answers of the prompt and footer calls: plain code without zod, so the browser can
 * import it; prompt-templates.contract.ts builds the request schemas on it.
 */
import { containsControlBesidesLines } from '../platform/http/control-characters';
import type { Checkpointed } from '../settings/settings-views.contract';

/** Appended under every e-mail until the user writes their own; variables as in the prompt, in double braces. */
export const DEFAULT_FOOTER_TEMPLATE = [
  'Best regards,',
  '{{firstName}} {{lastName}}',
  '{{portfolioLink}}',
].join('\n');
export const MAX_FOOTER_TEMPLATE_LENGTH = 2000;
export const FOOTER_TEMPLATE_TOO_LONG_MESSAGE = `footer_template must be at most ${MAX_FOOTER_TEMPLATE_LENGTH} characters`;
export const FOOTER_TEMPLATE_CONTROL_MESSAGE = 'footer_template must not contain control characters';

/** The first rule a footer breaks, or null; null (back to the default) always passes. */
export function footerTemplateProblem(footer: string | null): string | null {
  if (footer === null) return null;
  if (footer.length > MAX_FOOTER_TEMPLATE_LENGTH) return FOOTER_TEMPLATE_TOO_LONG_MESSAGE;
  if (containsControlBesidesLines(footer)) return FOOTER_TEMPLATE_CONTROL_MESSAGE;
  return null;
}
// ---- Responses ----------------------------------------------------------------------------------------

export interface PromptView {
  prompt: string;
  is_default: boolean;
}

export interface PromptResult extends Checkpointed {
  prompt: string;
}

export interface FooterTemplateResult extends Checkpointed {
  footer_template: string | null;
}
