import { api } from '../../api/api';

export interface ArticleAudioRequest {
  slug: string;
  text: string;
}

/**
 * POST /blog/tts (spec §7: slug, text; an audio blob). The audio becomes an object URL as it arrives, so the store
 * keeps a string rather than a Blob; whoever unwraps the mutation owns the URL and revokes it.
 */
export const articleAudioApi = api.injectEndpoints({
  endpoints: (builder) => ({
    articleAudio: builder.mutation<string, ArticleAudioRequest>({
      query: ({ slug, text }) => ({
        url: '/blog/tts',
        method: 'POST',
        body: { slug, text },
        responseHandler: async (response) => {
          if (response.ok) return URL.createObjectURL(await response.blob());
          // Errors are JSON with a detail (a 429 says when to come back); anything else is kept as text.
          const isJson = response.headers.get('content-type')?.includes('json') ?? false;
          return isJson ? response.json() : response.text();
        },
      }),
    }),
  }),
});

export const { useArticleAudioMutation } = articleAudioApi;
