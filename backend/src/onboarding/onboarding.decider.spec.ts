import { deciderSpec } from '../platform/testing/decider-spec';
import { evolve, initialState, onboardingDecider, type OnboardingCommand } from './onboarding.decider';
import {
  NotCurrentTourStep,
  TourAlreadyCompleted,
  TourAlreadySkipped,
  TourChoiceNotAllowed,
  TourChoiceRequired,
} from './onboarding.errors';
import type { OnboardingEvent } from './onboarding.events';
import { nextStep, tourRoute, type TourChoice, type TourPath, type TourStep } from './tour-steps.contract';

const given = deciderSpec(onboardingDecider);

const userId = 'user-1';
const complete = (step: TourStep, choice?: TourChoice): OnboardingCommand => ({
  type: 'CompleteTourStep',
  data: { userId, step, ...(choice ? { choice } : {}) },
});
const skip: OnboardingCommand = { type: 'SkipTour', data: { userId } };
const restart: OnboardingCommand = { type: 'RestartTour', data: { userId } };
const completed = (step: TourStep, next: TourStep, choice?: TourChoice): OnboardingEvent => ({
  type: 'TourStepCompleted',
  data: { userId, step, next, ...(choice ? { choice } : {}) },
});
const skipped = (atStep: TourStep): OnboardingEvent => ({ type: 'TourSkipped', data: { userId, atStep } });
const restarted: OnboardingEvent = { type: 'TourRestarted', data: { userId } };
const minimize: OnboardingCommand = { type: 'MinimizeTour', data: { userId } };
const show: OnboardingCommand = { type: 'ShowTour', data: { userId } };
const minimized = (atStep: TourStep): OnboardingEvent => ({
  type: 'TourMinimized',
  data: { userId, atStep },
});
const shown: OnboardingEvent = { type: 'TourShown', data: { userId } };

/** The events of walking a route from START up to (not including) `until`. */
function walked(path: TourPath, until: TourStep): OnboardingEvent[] {
  const route = tourRoute(path);
  const events: OnboardingEvent[] = [];
  for (const step of route.slice(0, route.indexOf(until))) {
    const choice =
      step === 'CHOOSE_PATH' ? (path === 'jobs' ? 'CHOOSE_PATH_JOBS' : 'CHOOSE_PATH_CONTACTS') : undefined;
    events.push(completed(step, nextStep(step, path)!, choice));
  }
  return events;
}

describe('onboarding decider', () => {
  it('starts every user at START and completes it towards AWAITING_RESUME', () => {
    expect(initialState()).toEqual({ step: 'START', path: null, skipped: false, minimized: false });
    given()
      .when(complete('START'))
      .then([completed('START', 'AWAITING_RESUME')]);
  });

  it('refuses a step that is not the current one, naming the current step', () => {
    given()
      .when(complete('AWAITING_LINKEDIN'))
      .thenThrows(NotCurrentTourStep, /^step: the current step is START$/);
    given(completed('START', 'AWAITING_RESUME'))
      .when(complete('START'))
      .thenThrows(NotCurrentTourStep, /^step: the current step is AWAITING_RESUME$/);
  });

  it('takes the jobs path when CHOOSE_PATH is completed with CHOOSE_PATH_JOBS', () => {
    given(...walked('jobs', 'CHOOSE_PATH'))
      .when(complete('CHOOSE_PATH', 'CHOOSE_PATH_JOBS'))
      .then([completed('CHOOSE_PATH', 'JOBS_START', 'CHOOSE_PATH_JOBS')]);
  });

  it('takes the contacts path when CHOOSE_PATH is completed with CHOOSE_PATH_CONTACTS', () => {
    given(...walked('contacts', 'CHOOSE_PATH'))
      .when(complete('CHOOSE_PATH', 'CHOOSE_PATH_CONTACTS'))
      .then([completed('CHOOSE_PATH', 'CONTACTS_START', 'CHOOSE_PATH_CONTACTS')]);
  });

  it('requires a choice at CHOOSE_PATH and refuses one anywhere else', () => {
    given(...walked('jobs', 'CHOOSE_PATH'))
      .when(complete('CHOOSE_PATH'))
      .thenThrows(
        TourChoiceRequired,
        'choice: required at CHOOSE_PATH, one of CHOOSE_PATH_JOBS, CHOOSE_PATH_CONTACTS',
      );
    given()
      .when(complete('START', 'CHOOSE_PATH_JOBS'))
      .thenThrows(TourChoiceNotAllowed, /^choice: only allowed at CHOOSE_PATH$/);
  });

  it('joins the closing steps after the last step of either path', () => {
    given(...walked('jobs', 'JOBS_SAVE'))
      .when(complete('JOBS_SAVE'))
      .then([completed('JOBS_SAVE', 'GOTO_OUTGOING')]);
    given(...walked('contacts', 'CONTACTS_SELECT_AND_SAVE'))
      .when(complete('CONTACTS_SELECT_AND_SAVE'))
      .then([completed('CONTACTS_SELECT_AND_SAVE', 'GOTO_OUTGOING')]);
  });

  it("refuses the other path's steps once a path is chosen", () => {
    given(...walked('jobs', 'JOBS_START'))
      .when(complete('CONTACTS_START'))
      .thenThrows(NotCurrentTourStep, /^step: the current step is JOBS_START$/);
  });

  it('reaches DONE after DASHBOARD_EXPLAINED and then refuses any completion', () => {
    given(...walked('contacts', 'DASHBOARD_EXPLAINED'))
      .when(complete('DASHBOARD_EXPLAINED'))
      .then([completed('DASHBOARD_EXPLAINED', 'DONE')]);
    const finished = walked('contacts', 'DONE');
    given(...finished)
      .when(complete('DONE'))
      .thenThrows(TourAlreadyCompleted);
    given(...finished)
      .when(complete('START'))
      .thenThrows(TourAlreadyCompleted);
  });

  it('walks every step of both routes in order', () => {
    for (const path of ['jobs', 'contacts'] as const) {
      const events = walked(path, 'DONE');
      expect(events.map((event) => (event as { data: { step: TourStep } }).data.step)).toEqual(
        tourRoute(path).slice(0, -1),
      );
      expect(events.reduce(evolve, initialState())).toEqual({
        step: 'DONE',
        path,
        skipped: false,
        minimized: false,
      });
    }
  });

  it('skips at the current step, and a second skip records nothing', () => {
    given(completed('START', 'AWAITING_RESUME'))
      .when(skip)
      .then([skipped('AWAITING_RESUME')]);
    given(completed('START', 'AWAITING_RESUME'), skipped('AWAITING_RESUME')).when(skip).then([]);
  });

  it('refuses to skip a finished tour', () => {
    given(...walked('jobs', 'DONE'))
      .when(skip)
      .thenThrows(TourAlreadyCompleted);
  });

  it('refuses completing a step after the tour was skipped', () => {
    given(skipped('START')).when(complete('START')).thenThrows(TourAlreadySkipped);
  });

  it('restarts from anywhere: after a skip, mid-route and after DONE, forgetting the path', () => {
    for (const history of [[skipped('START')], walked('jobs', 'JOBS_SELECT'), walked('contacts', 'DONE')]) {
      given(...history)
        .when(restart)
        .then([restarted]);
      expect([...history, restarted].reduce(evolve, initialState())).toEqual(initialState());
    }
    given(skipped('START'), restarted)
      .when(complete('START'))
      .then([completed('START', 'AWAITING_RESUME')]);
  });

  it('records nothing when restarting a tour that has not begun', () => {
    given().when(restart).then([]);
    given(...walked('jobs', 'DONE'), restarted)
      .when(restart)
      .then([]);
  });
});

describe('onboarding decider, a minimized tour', () => {
  it('minimizes at the current step and stays minimized through later steps until shown', () => {
    given(completed('START', 'AWAITING_RESUME'))
      .when(minimize)
      .then([minimized('AWAITING_RESUME')]);
    const history = [
      completed('START', 'AWAITING_RESUME'),
      minimized('AWAITING_RESUME'),
      completed('AWAITING_RESUME', 'AWAITING_LINKEDIN'),
    ];
    expect(history.reduce(evolve, initialState())).toMatchObject({
      step: 'AWAITING_LINKEDIN',
      minimized: true,
    });
    given(...history)
      .when(show)
      .then([shown]);
    expect([...history, shown].reduce(evolve, initialState()).minimized).toBe(false);
  });

  it('records nothing for a second minimize, or for showing a tour that is not minimized', () => {
    given(minimized('START')).when(minimize).then([]);
    given().when(show).then([]);
    given(minimized('START'), shown).when(show).then([]);
  });

  it('refuses to minimize or show a skipped or finished tour', () => {
    for (const command of [minimize, show]) {
      given(skipped('START')).when(command).thenThrows(TourAlreadySkipped);
      given(...walked('contacts', 'DONE'))
        .when(command)
        .thenThrows(TourAlreadyCompleted);
    }
  });

  it('opens the card again when the tour is restarted', () => {
    given(minimized('START')).when(restart).then([restarted]);
    expect([minimized('START'), restarted].reduce(evolve, initialState())).toEqual(initialState());
  });
});

describe('tour route', () => {
  it('lists the opening and closing before a path is chosen, and the path once it is', () => {
    expect(tourRoute(null)).toEqual([
      'START',
      'AWAITING_RESUME',
      'AWAITING_LINKEDIN',
      'CHOOSE_PATH',
      'GOTO_OUTGOING',
      'OUTGOING_GENERATE_MESSAGE',
      'OUTGOING_VIEW_DRAFTS',
      'GOTO_CONTACTS_PAGE',
      'CONTACTS_PAGE_SELECT_CONTACT',
      'CONTACTS_PAGE_VIEW_CONVO',
      'GOTO_DASHBOARD',
      'DASHBOARD_EXPLAINED',
      'DONE',
    ]);
    expect(tourRoute('jobs').slice(3, 9)).toEqual([
      'CHOOSE_PATH',
      'JOBS_START',
      'JOBS_SEARCH',
      'JOBS_SELECT',
      'JOBS_SAVE',
      'GOTO_OUTGOING',
    ]);
    expect(tourRoute('contacts')).toHaveLength(23 - 4);
  });

  it('has no step after DONE and none for a step off the route', () => {
    expect(nextStep('DONE', 'jobs')).toBeNull();
    expect(nextStep('CONTACTS_START', 'jobs')).toBeNull();
    expect(nextStep('CHOOSE_PATH', null)).toBeNull();
  });
});
