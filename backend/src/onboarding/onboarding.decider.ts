import { UnknownCommand, type Decider } from '../platform/commands/decider';
import {
  TourAlreadyCompleted,
  TourAlreadySkipped,
  TourChoiceNotAllowed,
  TourChoiceRequired,
  NotCurrentTourStep,
} from './onboarding.errors';
import type { OnboardingEvent, TourRestarted } from './onboarding.events';
import {
  CHOOSE_PATH_STEP,
  FIRST_TOUR_STEP,
  LAST_TOUR_STEP,
  nextStep,
  pathOfChoice,
  type TourChoice,
  type TourPath,
  type TourStep,
} from './tour-steps.contract';

export interface CompleteTourStep {
  type: 'CompleteTourStep';
  data: { userId: string; step: TourStep; choice?: TourChoice };
}

export interface SkipTour {
  type: 'SkipTour';
  data: { userId: string };
}

export interface RestartTour {
  type: 'RestartTour';
  data: TourRestarted['data'];
}

export interface MinimizeTour {
  type: 'MinimizeTour';
  data: { userId: string };
}

export interface ShowTour {
  type: 'ShowTour';
  data: { userId: string };
}

export type OnboardingCommand = CompleteTourStep | SkipTour | RestartTour | MinimizeTour | ShowTour;

export interface OnboardingState {
  step: TourStep;
  path: TourPath | null;
  skipped: boolean;
  /** The card is put away; kept on the server so a reload or another device does not open it again. */
  minimized: boolean;
}

/** A user without events is at START: the tour is offered to everyone until they finish or skip it. */
export const initialState = (): OnboardingState => ({
  step: FIRST_TOUR_STEP,
  path: null,
  skipped: false,
  minimized: false,
});

export function evolve(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'TourStepCompleted': {
      const { next, choice } = event.data;
      return { ...state, step: next, path: choice ? pathOfChoice(choice) : state.path };
    }
    case 'TourSkipped':
      return { ...state, skipped: true };
    case 'TourRestarted':
      return initialState();
    case 'TourMinimized':
      return { ...state, minimized: true };
    case 'TourShown':
      return { ...state, minimized: false };
    default:
      return state;
  }
}

const isUntouched = (state: OnboardingState) =>
  state.step === FIRST_TOUR_STEP && state.path === null && !state.skipped && !state.minimized;

/** Minimizing or showing the card is about a tour in progress: a finished or skipped one shows nothing. */
function assertInProgress(state: OnboardingState): void {
  if (state.skipped) throw new TourAlreadySkipped();
  if (state.step === LAST_TOUR_STEP) throw new TourAlreadyCompleted();
}

export function decide(command: OnboardingCommand, state: OnboardingState): OnboardingEvent[] {
  switch (command.type) {
    case 'CompleteTourStep': {
      const { userId, step, choice } = command.data;
      if (state.skipped) throw new TourAlreadySkipped();
      if (state.step === LAST_TOUR_STEP) throw new TourAlreadyCompleted();
      // Spec part 1, Validation rules: a step may be completed only if it is the current step.
      if (step !== state.step) throw new NotCurrentTourStep(state.step);
      if (step === CHOOSE_PATH_STEP && !choice) throw new TourChoiceRequired();
      if (step !== CHOOSE_PATH_STEP && choice) throw new TourChoiceNotAllowed();
      const next = nextStep(step, choice ? pathOfChoice(choice) : state.path);
      // Unreachable through evolve: a path step is current only once a path is chosen.
      if (!next) throw new NotCurrentTourStep(state.step);
      return [{ type: 'TourStepCompleted', data: { userId, step, next, ...(choice ? { choice } : {}) } }];
    }
    case 'SkipTour': {
      const { userId } = command.data;
      if (state.step === LAST_TOUR_STEP) throw new TourAlreadyCompleted();
      return state.skipped ? [] : [{ type: 'TourSkipped', data: { userId, atStep: state.step } }];
    }
    case 'RestartTour':
      return isUntouched(state) ? [] : [{ type: 'TourRestarted', data: { userId: command.data.userId } }];
    case 'MinimizeTour': {
      assertInProgress(state);
      const { userId } = command.data;
      return state.minimized ? [] : [{ type: 'TourMinimized', data: { userId, atStep: state.step } }];
    }
    case 'ShowTour':
      assertInProgress(state);
      return state.minimized ? [{ type: 'TourShown', data: { userId: command.data.userId } }] : [];
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const onboardingDecider: Decider<OnboardingCommand, OnboardingEvent, OnboardingState> = {
  initialState,
  evolve,
  decide,
};
