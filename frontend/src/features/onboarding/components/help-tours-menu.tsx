import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/toast-failure';
import { useRestartTour } from '../use-restart-tour';

interface TourItem {
  label: string;
  to: string;
  /** Getting Started starts the guided tour again, which goes to / (useRestartTour). */
  restartsTour?: boolean;
}

/** Spec section 2.3: where each tour begins. */
const TOURS: readonly TourItem[] = [
  { label: 'Getting Started', to: paths.home, restartsTour: true },
  { label: 'How to Add Contacts', to: paths.addContact },
  { label: 'How to Search for Jobs', to: paths.jobsSearch },
  { label: 'How to Generate Messages', to: paths.outgoingMessages },
];

/** A menu button (WAI-ARIA menu pattern): arrows move, Escape closes, focus returns to the button. */
export function HelpToursMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const container = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const { restartTour, restarting } = useRestartTour();

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items.current.filter((item): item is HTMLButtonElement => item !== null);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    const go = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') go(index + 1);
    else if (event.key === 'ArrowUp') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = async ({ to, restartsTour }: TourItem) => {
    if (!restartsTour) {
      setOpen(false);
      navigate(to);
      return;
    }
    try {
      await restartTour();
    } catch (error) {
      toastFailure('Failed to restart the tour', error);
    }
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className={buttonClasses('secondary')}
      >
        Help &amp; Tours
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label="Help & Tours"
          onKeyDown={moveFocus}
          className="absolute right-0 z-20 mt-1 w-60 rounded-md border border-gray-200 bg-white py-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          {TOURS.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={restarting}
              onClick={() => void choose(item)}
              className={cn(
                'block w-full px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 dark:focus:bg-gray-800',
                focusRing,
              )}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
