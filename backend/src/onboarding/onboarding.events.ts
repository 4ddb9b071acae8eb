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

/** The user put the card away at `atStep`: it stays a header button on every page and device until shown again. */
export interface TourMinimized {
  type: 'TourMinimized';
  data: { userId: string; atStep: TourStep };
}

/** The user opened a minimized card again. */
export interface TourShown {
  type: 'TourShown';
  data: { userId: string };
}

export type OnboardingEvent = TourStepCompleted | TourSkipped | TourRestarted | TourMinimized | TourShown;

export const ONBOARDING_EVENT_TYPES = [
  'TourStepCompleted',
  'TourSkipped',
  'TourRestarted',
  'TourMinimized',
  'TourShown',
] as const;

export const onboardingStreamId = (userId: string): string => `onboarding-${userId}`;
