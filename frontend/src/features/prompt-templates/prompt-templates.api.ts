import { breakTagsToText } from '@outreach/backend/drafts/draft-rules.contract';
import type {
  FooterTemplateResult,
  PromptResult,
} from '@outreach/backend/prompt-templates/prompt-template-rules.contract';
import { api } from '../../api/api';
import { settleSettingsWrite } from '../../api/settings.api';

/** What POST /settings/test_prompt drafts for one of the user's contacts (spec §3.8), as text to show. */
export interface TestEmail {
  subject: string;
  /** Plain text with its line breaks: the server sends a draft's stored HTML form, which is read back here. */
  body: string;
}

/** The prompt drafting follows and the footer it appends. */
export const promptTemplatesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** null goes back to the default template; the response is the template drafting now uses. */
    savePromptTemplate: builder.mutation<PromptResult, string | null>({
      query: (prompt) => ({ url: '/settings/prompt', method: 'POST', body: { prompt } }),
      onQueryStarted: (prompt, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          apply: (settings, result) => {
            settings.prompt_template = prompt === null ? null : result.prompt;
            settings.prompt = result.prompt;
          },
        }),
    }),
    testPrompt: builder.mutation<TestEmail, void>({
      query: () => ({ url: '/settings/test_prompt', method: 'POST' }),
      transformResponse: (email: TestEmail): TestEmail => ({ ...email, body: breakTagsToText(email.body) }),
    }),
    saveFooterTemplate: builder.mutation<FooterTemplateResult, { footer_template: string | null }>({
      query: (body) => ({ url: '/settings/footer-template', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          apply: (settings, { footer_template }) => {
            settings.custom_footer_template = footer_template;
          },
        }),
    }),
  }),
});

export const { useSavePromptTemplateMutation, useTestPromptMutation, useSaveFooterTemplateMutation } =
  promptTemplatesApi;
