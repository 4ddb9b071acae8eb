import type {
  AttachDocumentsResult,
  AutopilotSettings,
  AutopilotSettingsResult,
  H1bOnlyResult,
  J1OnlyResult,
  ShowOnLeaderboardResult,
  ToggleSetting,
  TrackingResult,
} from '@outreach/backend/preferences/preferences-rules.contract';
import { api } from '../../api/api';
import { optimisticSettings, settleSettingsWrite } from '../../api/settings.api';

export type { AutopilotSettings, ToggleSetting };

const AUTOPILOT_TAG = { type: 'Settings', id: 'AUTOPILOT' } as const;

const TOGGLE_PATHS: Record<ToggleSetting, string> = {
  attach_documents: '/settings/document_attachments',
  tracking_enabled: '/settings/tracking',
  h1b_only: '/settings/h1b_only',
  j1_only: '/settings/j1_only',
  show_on_leaderboard: '/settings/leaderboard_visibility',
};

export interface ToggleInput {
  setting: ToggleSetting;
  enabled: boolean;
}

type ToggleResult =
  AttachDocumentsResult | TrackingResult | H1bOnlyResult | J1OnlyResult | ShowOnLeaderboardResult;

/** The user's switches and the autopilot's settings. */
export const preferencesApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** Attach documents, tracking, H1B only, J1 only and the leaderboard: flipped on screen at once, undone when refused. */
    setSettingToggle: builder.mutation<ToggleResult, ToggleInput>({
      query: ({ setting, enabled }) => ({
        url: TOGGLE_PATHS[setting],
        method: 'PUT',
        body: { [setting]: enabled },
      }),
      onQueryStarted: ({ setting, enabled }, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          optimistic: optimisticSettings((settings) => {
            settings[setting] = enabled;
          }),
        }),
    }),
    autopilotSettings: builder.query<AutopilotSettings, void>({
      query: () => '/settings/autopilot',
      providesTags: [AUTOPILOT_TAG],
    }),
    saveAutopilotSettings: builder.mutation<AutopilotSettingsResult, AutopilotSettings>({
      query: (body) => ({ url: '/settings/autopilot', method: 'PUT', body }),
      onQueryStarted: ({ job_score_threshold }, lifecycle) =>
        settleSettingsWrite(lifecycle, {
          optimistic: (dispatch): { undo(): void } =>
            dispatch(
              preferencesApi.util.updateQueryData('autopilotSettings', undefined, (current) => {
                current.job_score_threshold = job_score_threshold;
              }),
            ),
          apply: (settings, result) => {
            settings.autopilot_settings = { job_score_threshold: result.job_score_threshold };
          },
        }),
    }),
  }),
});

export const { useSetSettingToggleMutation, useAutopilotSettingsQuery, useSaveAutopilotSettingsMutation } =
  preferencesApi;
