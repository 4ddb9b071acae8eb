import { z } from 'zod';
import { flag } from '../platform/http/request-fields';
import { isJobScoreThreshold, JOB_SCORE_THRESHOLD_MESSAGE } from './preferences-rules.contract';

/** Request shapes of the switches and autopilot calls; responses are in preferences-rules.contract.ts. */

export const setAttachDocumentsBody = z.object({ attach_documents: flag('attach_documents') });
export const setTrackingBody = z.object({ tracking_enabled: flag('tracking_enabled') });
export const setH1bOnlyBody = z.object({ h1b_only: flag('h1b_only') });
export const setJ1OnlyBody = z.object({ j1_only: flag('j1_only') });
export const setShowOnLeaderboardBody = z.object({ show_on_leaderboard: flag('show_on_leaderboard') });

export const setAutopilotSettingsBody = z.object({
  job_score_threshold: z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? 'job_score_threshold is required'
          : 'job_score_threshold must be a number',
    })
    .refine(isJobScoreThreshold, JOB_SCORE_THRESHOLD_MESSAGE),
});

export type SetAutopilotSettingsBody = z.infer<typeof setAutopilotSettingsBody>;
