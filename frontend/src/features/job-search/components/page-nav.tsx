import { Button } from '../../../components/ui/button';
import { pageCount, showingText } from '../job-search-rules';

interface PageNavProps {
  /** Names the navigation landmark, e.g. 'Job pages'. */
  label: string;
  /** 1-based. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Spec section 2: 'Showing x to y of z results' with Previous and Next, ten a page. */
export function PageNav({ label, page, total, onPageChange }: PageNavProps) {
  const pages = pageCount(total);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status" className="text-gray-600 dark:text-gray-400">
        {showingText(page, total)}
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

/** aria-disabled rather than disabled: reaching the last page must not drop the keyboard user's focus. */
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
