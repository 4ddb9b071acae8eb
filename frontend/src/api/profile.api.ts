import type { LinkedInProfileView } from '@outreach/backend/settings/settings-rules.contract';
import { api } from './api';

/** GET /profile/linkedin for the shell's avatar; a failed fetch only leaves the initials (spec: only logged). */
const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    shellProfile: builder.query<LinkedInProfileView, void>({
      query: () => '/profile/linkedin',
      providesTags: ['Profile'],
    }),
  }),
});

export const { useShellProfileQuery } = profileApi;
