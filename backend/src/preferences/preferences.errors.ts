import { domainError } from '../platform/errors/domain-error';
import { JOB_SCORE_THRESHOLD_MESSAGE } from './preferences-rules.contract';

export class JobScoreThresholdOutOfRange extends domainError(
  'SETTINGS.JOB_SCORE_THRESHOLD_OUT_OF_RANGE',
  JOB_SCORE_THRESHOLD_MESSAGE,
  'job_score_threshold',
) {}

/** Codes stay under SETTINGS. with the rest of the settings stream: clients read them in HTTP answers. */
export const preferencesErrorStatus: Record<string, number> = {
  'SETTINGS.JOB_SCORE_THRESHOLD_OUT_OF_RANGE': 422,
};
