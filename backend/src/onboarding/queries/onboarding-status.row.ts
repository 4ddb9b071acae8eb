import type { TourPath, TourStep } from '../tour-steps.contract';

/** The onboarding_status read model as the queries see it (a view over the projector's active generation). */
export interface OnboardingStatusRow {
  user_id: string;
  step: TourStep;
  path: TourPath | null;
  skipped: boolean;
  minimized: boolean;
  completed: boolean;
  updated_at: Date;
  position: string;
}

export interface OnboardingReadModels {
  onboarding_status: OnboardingStatusRow;
}
