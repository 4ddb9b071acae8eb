import type {
  CompleteTourStepBody,
  OnboardingCommandResult,
  OnboardingStatusView,
  TourLinkedInData,
} from '@outreach/backend/onboarding/tour-steps.contract';
import type { ResumeStatusView } from '@outreach/backend/settings/settings.contract';
import { api } from '../../api/api';
import { waitForCheckpoint } from '../../api/realtime.slice';
import { refetchOnProjection } from '../../api/refetch-on-projection';

export const ONBOARDING_PROJECTION = 'onboarding-status';
const SETTINGS_PROJECTION = 'user-settings';

/** The parts of GET /settings/lite the tour reads. */
export interface TourProfileSettings {
  linkedin_profile: string | null;
  linkedin_data: TourLinkedInData | null;
}

const TOUR_RESUME_TAG = { type: 'Resume', id: 'TOUR' } as const;
const TOUR_SETTINGS_TAG = { type: 'Settings', id: 'TOUR' } as const;

interface CommandLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: OnboardingCommandResult }>;
}

const statusOf = ({ checkpoint: _checkpoint, ...status }: OnboardingCommandResult): OnboardingStatusView =>
  status;

/**
 * A command answers with the tour's new status, shown at once; the read model catches up with the push. A 409
 * means another tab or device moved the tour on: the status is refetched and nothing is said.
 */
async function adoptCommandStatus({ dispatch, getState, queryFulfilled }: CommandLifecycle): Promise<void> {
  let result: OnboardingCommandResult;
  try {
    ({ data: result } = await queryFulfilled);
  } catch (failure) {
    const status = (failure as { error?: { status?: unknown } }).error?.status;
    if (status === 409) dispatch(api.util.invalidateTags(['Onboarding']));
    return;
  }
  dispatch(onboardingApi.util.upsertQueryData('onboardingStatus', undefined, statusOf(result)));
  const projected = await waitForCheckpoint(getState, ONBOARDING_PROJECTION, result.checkpoint);
  if (!projected) dispatch(api.util.invalidateTags(['Onboarding']));
}

interface CacheEntryLifecycle {
  dispatch: (action: unknown) => unknown;
  cacheEntryRemoved: Promise<unknown>;
}

/** While the read is cached, every push of the projection invalidates its tag, so it refetches. */
const refetchOnEveryPush =
  (projection: string, tag: 'Onboarding' | typeof TOUR_RESUME_TAG | typeof TOUR_SETTINGS_TAG) =>
  async (_arg: unknown, { dispatch, cacheEntryRemoved }: CacheEntryLifecycle): Promise<void> => {
    const stop = refetchOnProjection(
      projection,
      () => true,
      () => dispatch(api.util.invalidateTags([tag])),
    );
    await cacheEntryRemoved;
    stop();
  };

/**
 * The guided tour's calls. The resume and settings reads are named for the tour (tourResumeStatus,
 * tourProfileSettings) so the settings screen can define its own without clashing in the shared API.
 */
export const onboardingApi = api.injectEndpoints({
  endpoints: (builder) => ({
    onboardingStatus: builder.query<OnboardingStatusView, void>({
      query: () => '/onboarding/status',
      providesTags: ['Onboarding'],
      onCacheEntryAdded: refetchOnEveryPush(ONBOARDING_PROJECTION, 'Onboarding'),
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
    tourResumeStatus: builder.query<ResumeStatusView, void>({
      query: () => '/resume/status',
      providesTags: ['Resume', TOUR_RESUME_TAG],
      onCacheEntryAdded: refetchOnEveryPush(SETTINGS_PROJECTION, TOUR_RESUME_TAG),
    }),
    tourProfileSettings: builder.query<TourProfileSettings, void>({
      query: () => '/settings/lite',
      transformResponse: (settings: Partial<TourProfileSettings>) => ({
        linkedin_profile: settings.linkedin_profile ?? null,
        linkedin_data: settings.linkedin_data ?? null,
      }),
      providesTags: ['Settings', TOUR_SETTINGS_TAG],
      onCacheEntryAdded: refetchOnEveryPush(SETTINGS_PROJECTION, TOUR_SETTINGS_TAG),
    }),
    saveTourLinkedinProfile: builder.mutation<unknown, { linkedin_profile: string }>({
      query: (body) => ({ url: '/settings/linkedin_profile', method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useOnboardingStatusQuery,
  useCompleteTourStepMutation,
  useSkipTourMutation,
  useRestartTourMutation,
  useTourResumeStatusQuery,
  useTourProfileSettingsQuery,
  useSaveTourLinkedinProfileMutation,
} = onboardingApi;
