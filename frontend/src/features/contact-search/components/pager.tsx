import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';

interface PagerProps {
  /** Names the navigation, e.g. 'Company results pages'. */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  busy: boolean;
  previousLabel: 'Previous' | 'Back';
  onPage: (page: number) => void;
}

/**
 * Back and Next are disabled while a page loads (and Next stays so on the last one), which drops the keyboard's
 * focus to the document; the heading of the page that arrives takes it instead. `page` is the shown page's data.
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

export function Pager({ label, offset, pageSize, total, busy, previousLabel, onPage }: PagerProps) {
  const page = Math.floor(offset / pageSize);
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + pageSize, total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-gray-600 dark:text-gray-400">
        Showing {from} to {to} of {total} results
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={busy || page === 0} onClick={() => onPage(page - 1)}>
          {previousLabel}
        </Button>
        <Button variant="secondary" size="sm" disabled={busy || to >= total} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
