import type {
  OnboardingStatusView,
  TourChoice,
  TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../api/hooks';
import { toast } from '../../../lib/toast';
import { Button, focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { serverErrorMessage } from '../../../lib/error-detail';
import { onTourAction } from '../../../lib/tour-actions';
import {
  useCompleteTourStepMutation,
  useMinimizeTourMutation,
  useOnboardingStatusQuery,
  useShowTourMutation,
  useSkipTourMutation,
} from '../onboarding.api';
import { TOUR_COPY, tourScreenPattern, tourStepCount } from '../tour-content';
import {
  judgeTourAction,
  NO_TOUR_FACTS,
  observeTourAction,
  tourStepNote,
  type TourFacts,
  type TourObservation,
} from '../tour-rules';
import { TourStepBody, type CompleteStep } from './tour-step-body';

export const SKIP_QUESTION = 'Are You Sure You Want to Skip?';
const SAVE_FAILED = 'Could not save your progress. Please try again.';
const SHOW_FAILED = 'Could not open the tour. Please try again.';

/** 409: another tab or device moved the tour on; onboarding.api refetches the status and nothing is said. */
const isConflict = (failure: unknown) => (failure as { status?: unknown }).status === 409;

/** The card and the header's Show tour button find each other by these ids to hand focus over. */
const TOUR_CARD_ID = 'tour-card';
const SHOW_TOUR_ID = 'show-tour';

/** Focus left on a control that was just hidden or removed, which the tour should take on. */
const focusWasIn = (id: string) => {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(document.getElementById(id)?.contains(active));
};

const inProgress = (
  status: OnboardingStatusView | undefined,
): status is OnboardingStatusView & {
  step: Exclude<TourStep, 'DONE'>;
} => Boolean(status && !status.skipped && !status.completed && status.step !== 'DONE');

function useTourStatus() {
  const signedIn = useAppSelector((state) => state.session.status === 'authenticated');
  const { data: status } = useOnboardingStatusQuery(undefined, { skip: !signedIn });
  return inProgress(status) ? status : null;
}

/**
 * The guided tour for a signed-in user who has neither finished nor skipped it: a card in the bottom-right
 * corner that leaves the page usable (a bottom sheet on narrow screens). Minimized, it is only the header's
 * Show tour button, on every page load and device, until shown again.
 */
export function TourOverlay() {
  const status = useTourStatus();
  const events = useTourEvents();
  if (!status) return null;
  // A new step starts with its own state: no leftover error, confirmation or half-typed input.
  return <TourCard key={status.step} status={status} step={status.step} events={events} />;
}

/** What outlives one step's card: the facts seen so far, and the actions that arrived while a step was sent. */
interface TourEvents {
  facts: MutableRefObject<TourFacts>;
  /** Actions reported while the card's step was being completed: the next step's card weighs them first. */
  carried: MutableRefObject<TourObservation[]>;
  /** The shown card's handler. */
  card: MutableRefObject<((seen: TourObservation) => void) | null>;
}

/** Listens for the screens' reports for as long as the overlay is mounted, and hands each to the shown card. */
function useTourEvents(): TourEvents {
  const facts = useRef(NO_TOUR_FACTS);
  const carried = useRef<TourObservation[]>([]);
  const card = useRef<((seen: TourObservation) => void) | null>(null);
  useEffect(
    () =>
      onTourAction((action) => {
        facts.current = observeTourAction(facts.current, action);
        card.current?.(action);
      }),
    [],
  );
  return useMemo(() => ({ facts, carried, card }), []);
}

/**
 * The minimized tour's way back, in the page header: never over the page's own buttons, as a floating pill was
 * over the conversation's Send.
 */
export function ShowTourButton() {
  const status = useTourStatus();
  const [showTour, { isLoading }] = useShowTourMutation();
  const button = useRef<HTMLButtonElement>(null);
  const minimized = Boolean(status?.minimized);
  useEffect(() => {
    // Minimize was pressed inside the card, now hidden: focus follows to the way back. Not on a page load.
    const active = document.activeElement;
    if (minimized && active && document.getElementById(TOUR_CARD_ID)?.contains(active))
      button.current?.focus();
  }, [minimized]);
  if (!status?.minimized) return null;
  const count = tourStepCount(status);
  const show = async () => {
    try {
      await showTour().unwrap();
    } catch (failure) {
      // 409: another tab or device ended the tour; the refetched status hides this button.
      if (!isConflict(failure)) toast.error(serverErrorMessage(failure, SHOW_FAILED));
    }
  };
  return (
    <button
      id={SHOW_TOUR_ID}
      ref={button}
      type="button"
      onClick={() => void show()}
      disabled={isLoading}
      className={cn(
        'ml-auto shrink-0 rounded-full bg-indigo-600 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-white hover:bg-indigo-500 sm:text-sm dark:bg-indigo-500 dark:hover:bg-indigo-400',
        focusRing,
      )}
    >
      Show tour
      {count && <span className="hidden sm:inline">{` · ${count}`}</span>}
    </button>
  );
}

interface TourCardProps {
  status: OnboardingStatusView;
  step: Exclude<TourStep, 'DONE'>;
  events: TourEvents;
}

function TourCard({ status, step, events }: TourCardProps) {
  const titleId = useId();
  const bodyId = useId();
  const [confirmingSkip, setConfirmingSkip] = useState(false);
  const cardRef = useRef<HTMLElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [completeTourStep, { isLoading: completing }] = useCompleteTourStepMutation();
  const [skipTour, { isLoading: skipping }] = useSkipTourMutation();
  const [minimizeTour, { isLoading: minimizing }] = useMinimizeTourMutation();
  const space = useCardSpace(cardRef);
  const wasMinimized = useRef(status.minimized);
  useEffect(() => {
    // Shown again from the header button, which is gone now: the card takes the focus.
    if (wasMinimized.current && !status.minimized && focusWasIn(SHOW_TOUR_ID)) cardRef.current?.focus();
    wasMinimized.current = status.minimized;
  }, [status.minimized]);
  const skipButton = useRef<HTMLButtonElement>(null);
  const keepGoingButton = useRef<HTMLButtonElement>(null);
  const returnFocusToSkip = useRef(false);

  // Set while the step is being completed: a second way of completing it (an action, a timer) does not send again.
  const sending = useRef(false);
  const complete = useCallback<CompleteStep>(
    async (choice?: TourChoice) => {
      if (sending.current) return false;
      sending.current = true;
      setError(null);
      try {
        await completeTourStep({ step, ...(choice ? { choice } : {}) }).unwrap();
        return true;
      } catch (failure) {
        sending.current = false;
        events.carried.current = [];
        if (!isConflict(failure)) setError(serverErrorMessage(failure, SAVE_FAILED));
        return false;
      }
    },
    [completeTourStep, step, events],
  );
  const check = useTourActions(step, complete, sending, events);

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
  const count = tourStepCount(status);

  const minimize = async () => {
    setError(null);
    try {
      await minimizeTour().unwrap();
    } catch (failure) {
      if (!isConflict(failure)) setError(serverErrorMessage(failure, SAVE_FAILED));
    }
  };

  return (
    <>
      {/* Room below the page as tall as the card, so whatever it covers can be scrolled up from under it. */}
      <div aria-hidden="true" style={{ height: status.minimized ? 0 : space }} className="shrink-0" />
      <section
        id={TOUR_CARD_ID}
        ref={cardRef}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        // Minimized, the card stays mounted and hidden: a step that completes by itself (a resume on file) still runs.
        hidden={status.minimized}
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
            {count && (
              <p className="text-xs font-semibold tracking-wide text-indigo-600 uppercase dark:text-indigo-400">
                Getting started · {count}
              </p>
            )}
            <h2 id={titleId} className="text-lg font-semibold">
              {copy.title}
            </h2>
            <p id={bodyId} className="text-sm text-gray-600 dark:text-gray-400">
              {copy.body}
            </p>
            <TourStepBody step={step} copy={copy} complete={complete} busy={completing} check={check} />
            {check && (
              <p role="alert" className="text-sm font-medium text-amber-700 dark:text-amber-400">
                {check}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex justify-between border-t border-gray-100 pt-3 dark:border-gray-800">
              <Button ref={skipButton} variant="ghost" size="sm" onClick={() => setConfirmingSkip(true)}>
                Skip tour
              </Button>
              <Button variant="ghost" size="sm" onClick={() => void minimize()} disabled={minimizing}>
                Minimize
              </Button>
            </div>
          </div>
        )}
      </section>
    </>
  );
}

/**
 * Weighs what the user does against the card's step (tour-rules): completes the step when the action fits it, or
 * returns the check message to show when it falls short. The screen the user has open counts as an action too.
 */
function useTourActions(
  step: TourStep,
  complete: CompleteStep,
  sending: RefObject<boolean>,
  events: TourEvents,
): string | null {
  const [check, setCheck] = useState<string | null>(() => tourStepNote(step, events.facts.current));
  const observe = useCallback(
    (seen: TourObservation, carriedOver = false) => {
      // An action that arrives while the step is being sent belongs to the step after it.
      if (sending.current) {
        events.carried.current.push(seen);
        return;
      }
      const verdict = judgeTourAction(step, seen, events.facts.current);
      if (verdict.kind === 'complete') void complete();
      else if (verdict.kind === 'check' && !carriedOver) setCheck(verdict.message);
    },
    [step, complete, sending, events],
  );

  useEffect(() => {
    const { card } = events;
    const handler = (seen: TourObservation) => observe(seen);
    card.current = handler;
    return () => {
      if (card.current === handler) card.current = null;
    };
  }, [observe, events]);

  // Once, as the step shows: what the user did while the previous step was being sent.
  const weighedCarried = useRef(false);
  useEffect(() => {
    if (weighedCarried.current) return;
    weighedCarried.current = true;
    for (const seen of events.carried.current.splice(0)) observe(seen, true);
  }, [observe, events]);

  const { pathname } = useLocation();
  useEffect(() => {
    const screen = tourScreenPattern(pathname);
    if (screen) observe({ type: 'screen-opened', screen });
  }, [pathname, observe]);

  return check;
}

/** The card's height plus its margin on wide screens, followed as the card's content changes. */
function useCardSpace(card: RefObject<HTMLElement | null>): number {
  const [space, setSpace] = useState(0);
  useEffect(() => {
    const element = card.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const { top, height } = element.getBoundingClientRect();
      // Whole pixels, and only a real change: a sub-pixel answer to the page's own relayout must not feed back into it.
      const next = height > 0 ? Math.max(0, Math.round(window.innerHeight - top)) : 0;
      setSpace((previous) => (Math.abs(previous - next) <= 1 ? previous : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [card]);
  return space;
}
