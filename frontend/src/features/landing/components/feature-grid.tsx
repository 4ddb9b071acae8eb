import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { Feature } from '../landing-content';
import type { ButtonName } from '../landing.api';

// The dialog (and its focus trap and scroll lock) is code a visitor needs only on opening a feature: it loads when a
// card's button is pointed at or focused, so the landing page's first download leaves it out.
const loadDialog = () => import('../../../components/ui/dialog');
const Dialog = lazy(() => loadDialog().then(({ Dialog }) => ({ default: Dialog })));

/** Spec §9: the feature dialog's exit animation. */
export const FEATURE_MODAL_EXIT_MS = 300;

interface FeatureGridProps {
  features: readonly Feature[];
  onTrack: (buttonName: ButtonName) => void;
}

/** The features grid: each card opens a dialog with the feature in detail and a 'Try For Free' to pricing. */
export function FeatureGrid({ features, onTrack }: FeatureGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [closing, setClosing] = useState(false);
  const triggers = useRef(new Map<string, HTMLButtonElement | null>());
  const returnFocus = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const open = features.find((feature) => feature.id === openId) ?? null;

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const show = (id: string) => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setClosing(false);
    returnFocus.current = triggers.current.get(id) ?? null;
    setOpenId(id);
  };

  // Escape, the backdrop and the close button all ask to close; the dialog stays mounted while it fades out.
  const requestClose = () => {
    if (closing) return;
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      closeTimer.current = null;
      setOpenId(null);
      setClosing(false);
    }, FEATURE_MODAL_EXIT_MS);
  };

  return (
    <>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li
            key={feature.id}
            className="flex flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-800 dark:bg-gray-900"
          >
            <h3 className="font-semibold text-gray-900 dark:text-gray-100">{feature.title}</h3>
            <p className="mt-1 flex-1 text-sm text-gray-600 dark:text-gray-400">{feature.summary}</p>
            <button
              type="button"
              ref={(element) => {
                triggers.current.set(feature.id, element);
              }}
              onClick={() => show(feature.id)}
              onPointerEnter={() => void loadDialog()}
              onFocus={() => void loadDialog()}
              aria-haspopup="dialog"
              className={cn(
                'mt-3 self-start rounded text-left text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300',
                focusRing,
              )}
            >
              More about {feature.title.toLowerCase()}
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <Dialog
            open
            onOpenChange={(next) => {
              if (!next) requestClose();
            }}
            title={open.title}
            description={open.summary}
            returnFocus={returnFocus}
            overlayClassName={cn(
              'transition-opacity duration-300 motion-reduce:transition-none',
              closing && 'opacity-0',
            )}
            contentClassName={cn(
              'transition-[opacity,scale] duration-300 motion-reduce:transition-none',
              closing && 'scale-95 opacity-0',
            )}
          >
            <div data-state={closing ? 'closing' : 'open'}>
              <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
                {open.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
              <div className="mt-5 flex justify-end">
                <Link
                  to={paths.pricing}
                  className={buttonClasses('primary')}
                  onClick={() => onTrack('feature_try_for_free')}
                >
                  Try For Free
                </Link>
              </div>
            </div>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
