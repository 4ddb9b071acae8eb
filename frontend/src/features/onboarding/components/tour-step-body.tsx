import {
  AWAITING_RESULTS_AUTO_ADVANCE_MS,
  CHOOSE_PATH_CONTACTS,
  CHOOSE_PATH_JOBS,
  TOUR_NO_CONTACTS_MESSAGE,
  type TourChoice,
  type TourStep,
} from '@outreach/backend/onboarding/tour-steps.contract';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { tourScreen, type TourStepCopy } from '../tour-content';
import { useCompleteAfter } from '../use-complete-after';
import { AwaitingLinkedInStep } from './awaiting-linkedin-step';
import { AwaitingResumeStep } from './awaiting-resume-step';

/** Completes the card's step; resolves false when it failed (the card shows why, or refetches on a 409). */
export type CompleteStep = (choice?: TourChoice) => Promise<boolean>;

interface TourStepBodyProps {
  step: Exclude<TourStep, 'DONE'>;
  copy: TourStepCopy;
  complete: CompleteStep;
  busy: boolean;
  /** The check message or note the card shows for the user's last action at this step. */
  check?: string | null;
}

/** The button of a step that completes on the user's action, for when that action cannot happen. */
const NEXT = 'Next';
const WITHOUT_CONTACTS = 'Continue without contacts';

/** What the user can do at a step: a button, a form, or a link to the screen where the step happens. */
export function TourStepBody({ step, copy, complete, busy, check = null }: TourStepBodyProps) {
  switch (step) {
    case 'START':
      return (
        <div className="flex justify-end">
          <Button onClick={() => void complete()} disabled={busy}>
            {copy.next}
          </Button>
        </div>
      );
    case 'AWAITING_RESUME':
      return (
        <AwaitingResumeStep complete={complete} busy={busy}>
          <ScreenLink screen={copy.screen} />
        </AwaitingResumeStep>
      );
    case 'AWAITING_LINKEDIN':
      return <AwaitingLinkedInStep complete={complete} busy={busy} />;
    case 'CHOOSE_PATH':
      return (
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => void complete(CHOOSE_PATH_JOBS)} disabled={busy}>
            Find jobs
          </Button>
          <Button variant="secondary" onClick={() => void complete(CHOOSE_PATH_CONTACTS)} disabled={busy}>
            Find contacts
          </Button>
        </div>
      );
    case 'CONTACTS_AWAITING_RESULTS':
      return <AutoAdvancingStep copy={copy} complete={complete} />;
    case 'CONTACTS_SELECT_AND_SAVE':
      // A search that found nobody leaves nothing to save: the user may carry on without contacts.
      return (
        <ScreenStep
          copy={check === TOUR_NO_CONTACTS_MESSAGE ? { ...copy, next: WITHOUT_CONTACTS } : copy}
          complete={complete}
          busy={busy}
        />
      );
    default:
      return <ScreenStep copy={copy} complete={complete} busy={busy} />;
  }
}

/** A link to the step's screen, and a note when it arrives in a later issue (a route-map placeholder). */
export function ScreenLink({ screen }: { screen?: string }) {
  const target = screen ? tourScreen(screen) : null;
  if (!screen || !target) return null;
  return (
    <div className="space-y-1 text-sm">
      <TextLink to={screen}>Open {target.title}</TextLink>
      {!target.available && (
        <p className="text-amber-700 dark:text-amber-400">
          {target.title} is not available yet; it arrives in a later update. Choose Next to carry on.
        </p>
      )}
    </div>
  );
}

/**
 * A step done on a screen: a link to it, and the step moves on when the user does what the card says there. Only
 * a step nothing on a screen can show done (the last one), or whose screen is not there yet, has a button.
 */
function ScreenStep({ copy, complete, busy }: Omit<TourStepBodyProps, 'step' | 'check'>) {
  const available = copy.screen ? (tourScreen(copy.screen)?.available ?? false) : true;
  const label = copy.next ?? (available ? null : NEXT);
  return (
    <>
      <ScreenLink screen={copy.screen} />
      {label ? (
        <div className="flex justify-end">
          <Button onClick={() => void complete()} disabled={busy}>
            {label}
          </Button>
        </div>
      ) : (
        <p className="text-xs text-gray-500 dark:text-gray-400">The tour moves on once you have done this.</p>
      )}
    </>
  );
}

/** Spec part 1, Tour: the awaiting-results step moves on by itself after 10 s. */
function AutoAdvancingStep({ copy, complete }: Pick<TourStepBodyProps, 'copy' | 'complete'>) {
  useCompleteAfter(complete, AWAITING_RESULTS_AUTO_ADVANCE_MS);
  return <ScreenLink screen={copy.screen} />;
}
