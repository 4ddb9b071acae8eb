import type {
  OnboardingStatusView,
  TourChoice,
  TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppSelector } from '../../../api/hooks';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { serverErrorMessage } from '../../../lib/error-detail';
import {
  useCompleteTourStepMutation,
  useOnboardingStatusQuery,
  useSkipTourMutation,
} from '../onboarding.api';
import { TOUR_COPY } from '../tour-content';
import { TourStepBody, type CompleteStep } from './tour-step-body';

export const SKIP_QUESTION = 'Are You Sure You Want to Skip?';
const SAVE_FAILED = 'Could not save your progress. Please try again.';

/** 409: another tab or device moved the tour on; onboarding.api refetches the status and nothing is said. */
const isConflict = (failure: unknown) => (failure as { status?: unknown }).status === 409;

/**
 * The guided tour for a signed-in user who has neither finished nor skipped it: a card in the bottom-right
 * corner that leaves the page usable (a bottom sheet on narrow screens).
 */
export function TourOverlay() {
  const signedIn = useAppSelector((state) => state.session.status === 'authenticated');
  const { data: status } = useOnboardingStatusQuery(undefined, { skip: !signedIn });
  if (!status || status.skipped || status.completed || status.step === 'DONE') return null;
  // A new step starts with its own state: no leftover error, confirmation or half-typed input.
  return <TourCard key={status.step} status={status} step={status.step} />;
}

function TourCard({ status, step }: { status: OnboardingStatusView; step: Exclude<TourStep, 'DONE'> }) {
  const titleId = useId();
  const bodyId = useId();
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  // On a phone the card covers the lower part of the page; a minimized card keeps its step running.
  const [minimized, setMinimized] = useState(false);
  const showButton = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [completeTourStep, { isLoading: completing }] = useCompleteTourStepMutation();
  const [skipTour, { isLoading: skipping }] = useSkipTourMutation();
  const skipButton = useRef<HTMLButtonElement>(null);
  const keepGoingButton = useRef<HTMLButtonElement>(null);
  const returnFocusToSkip = useRef(false);

  const complete = useCallback<CompleteStep>(
    async (choice?: TourChoice) => {
      setError(null);
      try {
        await completeTourStep({ step, ...(choice ? { choice } : {}) }).unwrap();
        return true;
      } catch (failure) {
        if (!isConflict(failure)) setError(serverErrorMessage(failure, SAVE_FAILED));
        return false;
      }
    },
    [completeTourStep, step],
  );

  const skip = async () => {
    setError(null);
    try {
      await skipTour().unwrap();
    } catch (failure) {
      if (!isConflict(failure)) setError(serverErrorMessage(failure, SAVE_FAILED));
      setConfirmingSkip(false);
    }
  };

  const keepGoing = () => {
    returnFocusToSkip.current = true;
    setConfirmingSkip(false);
  };

  useEffect(() => {
    if (confirmingSkip) keepGoingButton.current?.focus();
    else if (returnFocusToSkip.current) {
      returnFocusToSkip.current = false;
      skipButton.current?.focus();
    }
  }, [confirmingSkip]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (confirmingSkip) keepGoing();
    else setConfirmingSkip(true);
  };

  const copy = TOUR_COPY[step];
  const route = status.steps.filter((name) => name !== 'DONE');
  const position = route.indexOf(step) + 1;

  const minimize = () => {
    setMinimized(true);
    requestAnimationFrame(() => showButton.current?.focus());
  };
  const restore = () => {
    setMinimized(false);
    requestAnimationFrame(() => cardRef.current?.focus());
  };

  return (
    <>
      {minimized && (
        <button
          ref={showButton}
          type="button"
          onClick={restore}
          aria-expanded="false"
          className="fixed right-4 bottom-4 z-40 rounded-full bg-indigo-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-indigo-500 focus-visible:ring-2 focus-visible:ring-indigo-300 focus-visible:outline-none md:right-6 md:bottom-6"
        >
          Show tour{position > 0 ? ` · Step ${position} of ${route.length}` : ''}
        </button>
      )}
      <section
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        hidden={minimized}
        className={cn(
          'fixed inset-x-0 bottom-0 z-40 max-h-[75vh] overflow-y-auto rounded-t-2xl border-t border-gray-200 bg-white p-5 text-gray-900 shadow-2xl focus:outline-none',
          'md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:rounded-xl md:border',
          'dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
        )}
      >
        {confirmingSkip ? (
          <div className="space-y-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {SKIP_QUESTION}
            </h2>
            <p id={bodyId} className="text-sm text-gray-600 dark:text-gray-400">
              You can take the tour again any time from Settings, under Help &amp; Tours, Getting Started.
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button ref={keepGoingButton} variant="secondary" onClick={keepGoing} disabled={skipping}>
                Keep going
              </Button>
              <Button variant="danger" onClick={() => void skip()} disabled={skipping}>
                Yes, skip
              </Button>
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            {position > 0 && (
              <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
                Getting started · Step {position} of {route.length}
              </p>
            )}
            <h2 id={titleId} className="text-lg font-semibold">
              {copy.title}
            </h2>
            <p id={bodyId} className="text-sm text-gray-600 dark:text-gray-400">
              {copy.body}
            </p>
            <TourStepBody step={step} copy={copy} complete={complete} busy={completing} />
            {error && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-between border-t border-gray-100 pt-3 dark:border-gray-800">
              <Button ref={skipButton} variant="ghost" size="sm" onClick={() => setConfirmingSkip(true)}>
                Skip tour
              </Button>
              <Button variant="ghost" size="sm" onClick={minimize}>
                Minimize
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
