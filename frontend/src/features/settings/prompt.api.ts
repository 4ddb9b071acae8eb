import type { PromptResult } from '@outreach/backend/settings/settings-rules.contract';
import { api, fulfilledData } from '../../api/api';
import { forgetCachedSettings } from './settings-cache';
import { catchUpWith, settingsApi } from './settings.api';

/** What POST /settings/test_prompt drafts for one of the user's contacts (spec §3.8). */
export interface TestEmail {
  subject: string;
  body: string;
}

export const promptApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** null goes back to the default template; the response is the template drafting now uses. */
    savePromptTemplate: builder.mutation<PromptResult, string | null>({
      query: (prompt) => ({ url: '/settings/prompt', method: 'POST', body: { prompt } }),
      async onQueryStarted(prompt, { dispatch, getState, queryFulfilled }) {
        // The tab's stored copy of the settings is behind from the moment a write is sent.
        forgetCachedSettings();
        const result = await fulfilledData(queryFulfilled);
        if (!result) return;
        forgetCachedSettings();
        dispatch(
          settingsApi.util.updateQueryData('settingsAll', undefined, (settings) => {
            settings.prompt_template = prompt === null ? null : result.prompt;
            settings.prompt = result.prompt;
          }),
        );
        await catchUpWith(dispatch, getState, result.checkpoint);
      },
    }),
    testPrompt: builder.mutation<TestEmail, void>({
      query: () => ({ url: '/settings/test_prompt', method: 'POST' }),
    }),
  }),
});

export const { useSavePromptTemplateMutation, useTestPromptMutation } = promptApi;
