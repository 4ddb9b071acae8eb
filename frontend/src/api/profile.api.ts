import type { LinkedInProfileView } from '@outreach/backend/settings/settings-rules.contract';
import { api } from './api';
import { refetchOnProjection } from './refetch-on-projection';

/** GET /profile/linkedin for the shell's avatar; a failed fetch only leaves the initials (spec: only logged). */
const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    shellProfile: builder.query<LinkedInProfileView, void>({
      query: () => '/profile/linkedin',
      async onCacheEntryAdded(_arg, { cacheEntryRemoved, dispatch }) {
        const stop = refetchOnProjection(
          'user-settings',
          () => true,
          () => void dispatch(profileApi.endpoints.shellProfile.initiate(undefined, { forceRefetch: true })),
        );
        await cacheEntryRemoved;
        stop();
      },
    }),
  }),
});

export const { useShellProfileQuery } = profileApi;
