import { recordedEvent } from '../platform/testing/recorded-event.factory';
import { onboardingEventSummaries } from './onboarding-event-summaries';
import type { OnboardingEvent } from './onboarding.events';

type DataOf<Type extends OnboardingEvent['type']> = Extract<OnboardingEvent, { type: Type }>['data'];

const recorded = <Type extends OnboardingEvent['type']>(type: Type, data: DataOf<Type>) =>
  recordedEvent({ type, data }, { streamId: 'onboarding-1', metadata: { actorUserId: '1' } });

describe('onboarding event summaries', () => {
  const { TourStepCompleted, TourSkipped, TourRestarted, TourMinimized, TourShown } =
    onboardingEventSummaries;

  it('names the completed step, the chosen path, and the end of the tour', () => {
    expect(
      TourStepCompleted(
        recorded('TourStepCompleted', { userId: '1', step: 'START', next: 'AWAITING_RESUME' }),
      ),
    ).toBe('Completed tour step START');
    expect(
      TourStepCompleted(
        recorded('TourStepCompleted', {
          userId: '1',
          step: 'CHOOSE_PATH',
          next: 'CONTACTS_START',
          choice: 'CHOOSE_PATH_CONTACTS',
        }),
      ),
    ).toBe('Chose the contacts path in the tour');
    expect(
      TourStepCompleted(
        recorded('TourStepCompleted', {
          userId: '1',
          step: 'CHOOSE_PATH',
          next: 'JOBS_START',
          choice: 'CHOOSE_PATH_JOBS',
        }),
      ),
    ).toBe('Chose the jobs path in the tour');
    expect(
      TourStepCompleted(
        recorded('TourStepCompleted', { userId: '1', step: 'DASHBOARD_EXPLAINED', next: 'DONE' }),
      ),
    ).toBe('Finished the tour');
  });

  it('says where the tour was skipped, and that it was restarted', () => {
    expect(TourSkipped(recorded('TourSkipped', { userId: '1', atStep: 'AWAITING_LINKEDIN' }))).toBe(
      'Skipped the tour at AWAITING_LINKEDIN',
    );
    expect(TourRestarted(recorded('TourRestarted', { userId: '1' }))).toBe('Restarted the tour');
  });

  it('says where the tour was minimized, and that it was opened again', () => {
    expect(TourMinimized(recorded('TourMinimized', { userId: '1', atStep: 'CHOOSE_PATH' }))).toBe(
      'Minimized the tour at CHOOSE_PATH',
    );
    expect(TourShown(recorded('TourShown', { userId: '1' }))).toBe('Opened the minimized tour again');
  });
});
