import type {
  CompleteTourStepBody,
  OnboardingCommandResult,
  OnboardingStatusView,
  TourLinkedInData,
} from '@outreach/backend/onboarding/tour-steps.contract';
import type { ResumeStatusView } from '@outreach/backend/profile/profile.contract';
import { api } from '../../api/api';
import { resumeStatusRead } from '../../api/profile-requests';
import { settleCommand, type CommandLifecycle } from '../../api/settle-command';

/** The parts of GET /settings/lite the tour reads. */
export interface TourProfileSettings {
  linkedin_profile: string | null;
  linkedin_data: TourLinkedInData | null;
}

const statusOf = ({ checkpoint: _checkpoint, ...status }: OnboardingCommandResult): OnboardingStatusView =>
  status;

/**
 * A command answers with the tour's new status, shown at once; the read model catches up with the push. A 409
 * means another tab or device moved the tour on: the status is refetched and nothing is said.
 */
const adoptCommandStatus = (
  lifecycle: CommandLifecycle<OnboardingCommandResult>,
  optimistic?: Partial<OnboardingStatusView>,
): Promise<void> =>
  settleCommand(lifecycle, {
    projections: ['onboarding-status'],
    optimistic: optimistic
      ? (dispatch): { undo(): void } =>
          dispatch(
            onboardingApi.util.updateQueryData(
              'onboardingStatus',
              undefined,
              (status: OnboardingStatusView) => ({
                ...status,
                ...optimistic,
              }),
            ),
          )
      : undefined,
    adopt: (result, dispatch) => {
      dispatch(onboardingApi.util.upsertQueryData('onboardingStatus', undefined, statusOf(result)));
    },
    refused: (failure, dispatch) => {
      const status = (failure as { error?: { status?: unknown } }).error?.status;
      if (status === 409) dispatch(api.util.invalidateTags(['Onboarding']));
    },
  });

/**
 * The guided tour's calls. The resume and settings reads are named for the tour (tourResumeStatus,
 * tourProfileSettings) so the settings screen can define its own without clashing in the shared API.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    onboardingStatus: builder.query<OnboardingStatusView, void>({
      query: () => '/onboarding/status',
      providesTags: ['Onboarding'],
    }),
    completeTourStep: builder.mutation<OnboardingCommandResult, CompleteTourStepBody>({
      query: (body) => ({ url: '/onboarding/complete', method: 'POST', body }),
      onQueryStarted: (_body, lifecycle) => adoptCommandStatus(lifecycle),
    }),
    skipTour: builder.mutation<OnboardingCommandResult, void>({
      query: () => ({ url: '/onboarding/skip', method: 'POST' }),
      onQueryStarted: (_arg, lifecycle) => adoptCommandStatus(lifecycle),
    }),
    restartTour: builder.mutation<OnboardingCommandResult, void>({
      query: () => ({ url: '/onboarding/restart', method: 'POST' }),
      onQueryStarted: (_arg, lifecycle) => adoptCommandStatus(lifecycle),
    }),
    // The card goes away (or comes back) as soon as it is asked; a refusal puts it back as it was.
    minimizeTour: builder.mutation<OnboardingCommandResult, void>({
      query: () => ({ url: '/onboarding/minimize', method: 'POST' }),
      onQueryStarted: (_arg, lifecycle) => adoptCommandStatus(lifecycle, { minimized: true }),
    }),
    showTour: builder.mutation<OnboardingCommandResult, void>({
      query: () => ({ url: '/onboarding/show', method: 'POST' }),
      onQueryStarted: (_arg, lifecycle) => adoptCommandStatus(lifecycle, { minimized: false }),
    }),
    tourResumeStatus: builder.query<ResumeStatusView, void>(resumeStatusRead),
    tourProfileSettings: builder.query<TourProfileSettings, void>({
      query: () => '/settings/lite',
      transformResponse: (settings: Partial<TourProfileSettings>) => ({
        linkedin_profile: settings.linkedin_profile ?? null,
        linkedin_data: settings.linkedin_data ?? null,
      }),
      providesTags: ['Settings'],
    }),
  }),
});

export const {
  useOnboardingStatusQuery,
  useCompleteTourStepMutation,
  useSkipTourMutation,
  useRestartTourMutation,
  useMinimizeTourMutation,
  useShowTourMutation,
  useTourResumeStatusQuery,
  useTourProfileSettingsQuery,
} = onboardingApi;
