import { DomainError, domainError } from '../platform/errors/domain-error';
import { CHOOSE_PATH_STEP, TOUR_CHOICES, type TourStep } from './tour-steps.contract';

/** Another tab or device moved the tour on: the caller's view is stale, so it refetches the status. */
export class NotCurrentTourStep extends DomainError {
  readonly code = 'ONBOARDING.NOT_CURRENT_STEP';
  constructor(readonly currentStep: TourStep) {
    super(`step: the current step is ${currentStep}`, 'step');
  }
}

export class TourChoiceRequired extends domainError(
  'ONBOARDING.CHOICE_REQUIRED',
  `choice: required at ${CHOOSE_PATH_STEP}, one of ${TOUR_CHOICES.join(', ')}`,
  'choice',
) {}

export class TourChoiceNotAllowed extends domainError(
  'ONBOARDING.CHOICE_NOT_ALLOWED',
  `choice: only allowed at ${CHOOSE_PATH_STEP}`,
  'choice',
) {}

export class TourAlreadyCompleted extends domainError(
  'ONBOARDING.COMPLETED',
  'The tour is already completed; restart it to take it again.',
  'step',
) {}

export class TourAlreadySkipped extends domainError(
  'ONBOARDING.SKIPPED',
  'The tour was skipped; restart it to take it again.',
  'step',
) {}

export const onboardingErrorStatus: Record<string, number> = {
  'ONBOARDING.NOT_CURRENT_STEP': 409,
  'ONBOARDING.CHOICE_REQUIRED': 422,
  'ONBOARDING.CHOICE_NOT_ALLOWED': 422,
  'ONBOARDING.COMPLETED': 409,
  'ONBOARDING.SKIPPED': 409,
};
