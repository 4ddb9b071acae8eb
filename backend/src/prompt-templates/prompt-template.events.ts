/**
 * The prompt templates' events on the settings-<userId> stream (settings/settings.events.ts names the stream).
 * A public contract: add types or versions, never reshape.
 */

/** promptTemplate null: back to the default template. */
export interface PromptTemplateChanged {
  type: 'PromptTemplateChanged';
  data: { userId: string; promptTemplate: string | null };
}

/** footerTemplate null: back to the default footer. */
export interface FooterTemplateChanged {
  type: 'FooterTemplateChanged';
  data: { userId: string; footerTemplate: string | null };
}

export type PromptTemplateEvent = PromptTemplateChanged | FooterTemplateChanged;
