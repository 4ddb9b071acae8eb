import {
  AWAITING_RESULTS_AUTO_ADVANCE_MS,
  CHOOSE_PATH_CONTACTS,
  CHOOSE_PATH_JOBS,
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
}

/** What the user can do at a step: a button, a form, or a link to the screen where the step happens. */
export function TourStepBody({ step, copy, complete, busy }: TourStepBodyProps) {
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
      return <AutoAdvancingStep copy={copy} complete={complete} busy={busy} />;
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

function ScreenStep({ copy, complete, busy }: Omit<TourStepBodyProps, 'step'>) {
  return (
    <>
      <ScreenLink screen={copy.screen} />
      <div className="flex justify-end">
        <Button onClick={() => void complete()} disabled={busy}>
          {copy.next}
        </Button>
      </div>
    </>
  );
}

/** Spec part 1, Tour: the awaiting-results step moves on by itself after 10 s. */
function AutoAdvancingStep({ copy, complete, busy }: Omit<TourStepBodyProps, 'step'>) {
  useCompleteAfter(complete, AWAITING_RESULTS_AUTO_ADVANCE_MS);
  return <ScreenStep copy={copy} complete={complete} busy={busy} />;
}
