import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';

/** Where a paged answer stands, as the server reports it. */
interface PageOf {
  page: number;
  limit: number;
  total: number;
}

interface PagerProps {
  /** Names the navigation landmark, e.g. "Users pages". */
  label: string;
  shown: PageOf;
  /** What is counted, singular then plural. */
  unit: readonly [string, string];
  onPageChange: (page: number) => void;
}

function pageCount({ total, limit }: PageOf): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

/** A push may shorten the list while a later page is shown; fall back to the last page that still exists. */
export function useStayWithinPages(page: number, shown: PageOf | undefined, setPage: (page: number) => void) {
  const lastPage = shown ? pageCount(shown) : 1;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}

/**
 * aria-disabled rather than disabled: a button that becomes disabled while focused (Next on reaching the last
 * page) drops the keyboard user's focus to the page; this one keeps focus and is still announced as unavailable.
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

export function Pager({ label, shown, unit, onPageChange }: PagerProps) {
  const { page, total } = shown;
  const pages = pageCount(shown);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {/* A status, so a new search's count is read out without moving focus from the search box. */}
      <p role="status" className="text-gray-600 dark:text-gray-400">
        Page {page} of {pages} · {total} {total === 1 ? unit[0] : unit[1]}
      </p>
      <div className="flex gap-2">
        <PageButton enabled={page > 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </PageButton>
        <PageButton enabled={page < pages} onClick={() => onPageChange(page + 1)}>
          Next
        </PageButton>
      </div>
    </nav>
  );
}
