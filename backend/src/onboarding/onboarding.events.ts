import type { TourChoice, TourStep } from './tour-steps.contract';

/** Events of the onboarding-<userId> stream. A public contract: add types or versions, never reshape. */

/** The user finished `step`; the tour is now at `next`. `choice` only at CHOOSE_PATH: it picks the path. */
export interface TourStepCompleted {
  type: 'TourStepCompleted';
  data: { userId: string; step: TourStep; next: TourStep; choice?: TourChoice };
}

/** The user confirmed 'Are You Sure You Want to Skip?' while at `atStep`; the overlay stays closed. */
export interface TourSkipped {
  type: 'TourSkipped';
  data: { userId: string; atStep: TourStep };
}

/** Back to START with no path chosen and not skipped (Help & Tours, Getting Started). */
export interface TourRestarted {
  type: 'TourRestarted';
  data: { userId: string };
}

export type OnboardingEvent = TourStepCompleted | TourSkipped | TourRestarted;

export const ONBOARDING_EVENT_TYPES = ['TourStepCompleted', 'TourSkipped', 'TourRestarted'] as const;

export const onboardingStreamId = (userId: string): string => `onboarding-${userId}`;
