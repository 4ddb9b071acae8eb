import { Button } from '../../../components/ui/button';

interface PagerProps {
  /** Names the navigation landmark, e.g. "Users pages". */
  label: string;
  page: number;
  limit: number;
  total: number;
  /** What is counted, singular then plural. */
  unit: readonly [string, string];
  onPageChange: (page: number) => void;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}

export function Pager({ label, page, limit, total, unit, onPageChange }: PagerProps) {
  const pages = pageCount(total, limit);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-gray-600 dark:text-gray-400">
        Page {page} of {pages} · {total} {total === 1 ? unit[0] : unit[1]}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
