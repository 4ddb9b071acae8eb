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
