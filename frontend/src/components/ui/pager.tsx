import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { pageCount, showingResults, type PageOf } from '../../lib/paging';
import { Button } from './button';

interface PagerProps {
  /** Names the navigation landmark, e.g. 'Job pages'. */
  label: string;
  shown: PageOf;
  /**
   * What is counted, singular then plural: the status then reads 'Page 2 of 3 · 45 events'. Without it, spec
   * section 2's 'Showing 11 to 20 of 45 results'.
   */
  unit?: readonly [string, string];
  /** Spec section 2: the contact results go Back, other lists Previous. */
  previousLabel?: 'Previous' | 'Back';
  /** A page is loading: neither button asks for another. */
  busy?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous (or Back) and Next over a paged list, with where the list stands. */
export function Pager({
  label,
  shown,
  unit,
  previousLabel = 'Previous',
  busy = false,
  onPageChange,
}: PagerProps) {
  const { page, limit, total } = shown;
  const pages = pageCount(total, limit);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {/* A status, so a new search's count is read out without moving focus from the search box. */}
      <p role="status" className="text-gray-600 dark:text-gray-400">
        {unit
          ? `Page ${page} of ${pages} · ${total} ${total === 1 ? unit[0] : unit[1]}`
          : showingResults(page, limit, total)}
      </p>
      <div className="flex gap-2">
        <PageButton enabled={!busy && page > 1} onClick={() => onPageChange(page - 1)}>
          {previousLabel}
        </PageButton>
        <PageButton enabled={!busy && page < pages} onClick={() => onPageChange(page + 1)}>
          Next
        </PageButton>
      </div>
    </nav>
  );
}

/**
 * aria-disabled rather than disabled: a button that becomes disabled while focused (Next on reaching the last
 * page, or while a page loads) drops the keyboard user's focus to the page; this one keeps focus and is still
 * announced as unavailable.
 */
function PageButton({
  enabled,
  onClick,
  children,
}: {
  enabled: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {children}
    </Button>
  );
}

/**
 * For lists paged on the server: when a page the user asked for arrives, the focus moves to its heading, so reading
 * goes on from the top of the new rows rather than from the pager below them. `page` is the shown page's data.
 */
export function usePagingFocus(page: unknown): {
  heading: RefObject<HTMLHeadingElement | null>;
  paging: (onPage: (page: number) => void) => (page: number) => void;
} {
  const heading = useRef<HTMLHeadingElement>(null);
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    heading.current?.focus();
  }, [page]);
  return {
    heading,
    paging: (onPage) => (next) => {
      paged.current = true;
      onPage(next);
    },
  };
}

/** The heading `usePagingFocus` moves the focus to: focusable by script only, and without a ring, as no key put it there. */
export function PagedHeading({
  id,
  ref,
  children,
}: {
  id: string;
  ref: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h3
      id={id}
      ref={ref}
      tabIndex={-1}
      className="text-base font-semibold text-gray-900 focus:outline-none dark:text-gray-100"
    >
      {children}
    </h3>
  );
}
