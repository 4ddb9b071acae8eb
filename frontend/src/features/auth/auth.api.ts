import type { Dispatch } from '@reduxjs/toolkit';
import type {
  ResumeContentView,
  ResumeDeleteResult,
  ResumeStatusView,
  ResumeUploadResult,
} from '@outreach/backend/profile/profile.contract';
import { api } from '../../api/api';
import { resumeContentRead, resumeDelete, resumeStatusRead, resumeUpload } from '../../api/profile-requests';
import { storeClubSponsor } from '../../api/session-storage';
import { confirmIdentity } from '../../api/session.slice';

export interface CurrentUser {
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  role: string | null;
  plan?: string | null;
  /** The club paying for this account's Pro access, so 'Sponsored by' survives a new device. */
  club_sponsor?: { club_name: string; club_code: string } | null;
}

/**
 * The sign-up flow's calls. The settings calls are named for the sign-up (saveSignupLinkedinProfile,
 * signupResumeStatus …) so the settings screen can define its own without clashing in the shared API.
 */
export const authApi = api.injectEndpoints({
  endpoints: (builder) => ({
    me: builder.query<CurrentUser, void>({
      query: () => '/auth/me',
      keepUnusedDataFor: 0,
    }),
    saveToken: builder.mutation<{ saved: boolean }, { token: string }>({
      query: (body) => ({ url: '/auth/save-token', method: 'POST', body }),
    }),
    logout: builder.mutation<void, { refresh_token: string | null }>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
    saveSignupLinkedinProfile: builder.mutation<unknown, { linkedin_profile: string }>({
      query: (body) => ({ url: '/settings/linkedin_profile', method: 'PUT', body }),
    }),
    saveSignupPortfolioLink: builder.mutation<unknown, { portfolio_link: string }>({
      query: (body) => ({ url: '/settings/portfolio_link', method: 'PUT', body }),
    }),
    signupResumeStatus: builder.query<ResumeStatusView, void>(resumeStatusRead),
    signupResumeContent: builder.query<ResumeContentView, void>(resumeContentRead),
    uploadSignupResume: builder.mutation<ResumeUploadResult, File>({
      query: resumeUpload,
      invalidatesTags: ['Resume'],
    }),
    deleteSignupResume: builder.mutation<ResumeDeleteResult, void>({
      query: resumeDelete,
      invalidatesTags: ['Resume'],
    }),
  }),
});

export const {
  useLazyMeQuery,
  useSaveTokenMutation,
  useLogoutMutation,
  useSaveSignupLinkedinProfileMutation,
  useSaveSignupPortfolioLinkMutation,
  useSignupResumeStatusQuery,
  useSignupResumeContentQuery,
  useUploadSignupResumeMutation,
  useDeleteSignupResumeMutation,
} = authApi;

/** Admin when the identity call says is_admin or the role is 'admin' (spec section 6). */
export function isAdminUser(user: Pick<CurrentUser, 'is_admin' | 'role'>): boolean {
  return user.is_admin === true || user.role === 'admin';
}

/**
 * Marks the session authenticated as the identity call's user and keeps the club sponsor it names; a null
 * sponsor forgets a stored one, which belonged to another account or to a sponsorship that has ended.
 */
export function adoptCurrentUser(dispatch: Dispatch, user: CurrentUser): void {
  confirmIdentity(dispatch, { email: user.email, isAdmin: isAdminUser(user) });
  if (user.club_sponsor === null) {
    storeClubSponsor(null);
  } else if (user.club_sponsor?.club_name) {
    storeClubSponsor({ clubName: user.club_sponsor.club_name, clubCode: user.club_sponsor.club_code });
  }
}
