import { cn } from '../../lib/cn';
import { focusRing } from './button';

/** The first focusable element of a page: moves focus past the navigation to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        // Focus instead of a hash navigation, which the router would record as a new address.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      className={cn(
        'sr-only rounded-md bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] dark:bg-gray-900 dark:text-indigo-300',
        focusRing,
      )}
    >
      Skip to content
    </a>
  );
}
