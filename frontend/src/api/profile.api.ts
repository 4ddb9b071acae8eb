import type {
  LinkedInData,
  LinkedInDataResult,
  LinkedInProfileView,
} from '@outreach/backend/profile/linkedin-data.contract';
import { withTypedDetails } from '@outreach/backend/profile/user-profile.contract';
import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import type { LinkedInProfileResult, PortfolioLinkResult } from '@outreach/backend/profile/profile.contract';
import { api } from './api';
import { settleSettingsWrite } from './settings.api';

/** Typed, cleared or imported: the details, the one profile they lead, and whether the profile has them. */
export function applyLinkedInData(
  settings: SettingsAll,
  { linkedin_data }: { linkedin_data: LinkedInData | null },
): void {
  settings.linkedin_data = linkedin_data;
  settings.profile = withTypedDetails(settings.profile, linkedin_data);
  settings.profile_status.hasLinkedInData = linkedin_data !== null;
}

/**
 * The profile calls more than one feature makes: the shell's avatar (GET /profile/linkedin; a failed fetch only
 * leaves the initials, spec: only logged), the LinkedIn details and portfolio link the profile sections and the
 * prompt editor's variables both edit, and the LinkedIn URL the settings and the tour both save.
 */
const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    shellProfile: builder.query<LinkedInProfileView, void>({
      query: () => '/profile/linkedin',
      providesTags: ['Profile'],
    }),
    savePortfolioLink: builder.mutation<PortfolioLinkResult, { portfolio_link: string | null }>({
      query: (body) => ({ url: '/settings/portfolio_link', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          apply: (settings, { portfolio_link }) => {
            settings.portfolio_link = portfolio_link;
            settings.profile.portfolioLink = portfolio_link;
          },
        }),
    }),
    saveLinkedinProfile: builder.mutation<LinkedInProfileResult, { linkedin_profile: string | null }>({
      query: (body) => ({ url: '/settings/linkedin_profile', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          apply: (settings, { linkedin_profile, prompt }) => {
            settings.linkedin_profile = linkedin_profile;
            settings.prompt = prompt;
            settings.profile_status.hasLinkedInProfile = linkedin_profile !== null;
          },
        }),
    }),
    saveLinkedinData: builder.mutation<LinkedInDataResult, { linkedin_data: LinkedInData | null }>({
      query: (body) => ({ url: '/settings/linkedin_data', method: 'PUT', body }),
      onQueryStarted: (_body, lifecycle) => settleSettingsWrite(lifecycle, { apply: applyLinkedInData }),
    }),
  }),
});

export const {
  useShellProfileQuery,
  useSavePortfolioLinkMutation,
  useSaveLinkedinProfileMutation,
  useSaveLinkedinDataMutation,
} = profileApi;
