import type { EventSummaries } from '../platform/audit/event-summaries';
import type { OnboardingEvent } from './onboarding.events';

const pathNames = { CHOOSE_PATH_JOBS: 'jobs', CHOOSE_PATH_CONTACTS: 'contacts' } as const;

/** Audit sentences for the onboarding-<userId> stream. */
export const onboardingEventSummaries: EventSummaries<OnboardingEvent> = {
  TourStepCompleted: ({ data }) =>
    data.choice
      ? `Chose the ${pathNames[data.choice]} path in the tour`
      : data.next === 'DONE'
        ? 'Finished the tour'
        : `Completed tour step ${data.step}`,
  TourSkipped: ({ data }) => `Skipped the tour at ${data.atStep}`,
  TourRestarted: () => 'Restarted the tour',
  TourMinimized: ({ data }) => `Minimized the tour at ${data.atStep}`,
  TourShown: () => 'Opened the minimized tour again',
};
