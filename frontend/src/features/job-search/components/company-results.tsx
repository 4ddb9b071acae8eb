import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { textLinkClasses } from '../../../components/ui/text-link';
import type { AiCompany } from '../job-search.api';
import {
  companyKey,
  companyLocation,
  companyName,
  companyUrl,
  itemsOnPage,
  JOBS_PAGE_SIZE,
} from '../job-search-rules';

interface CompanyResultsProps {
  companies: readonly AiCompany[];
  /** 1-based; ten companies a page. */
  page: number;
  onPageChange: (page: number) => void;
  isSelected: (company: AiCompany) => boolean;
  onSelect: (company: AiCompany) => void;
  onFindMore: () => void;
  findingMore: boolean;
  /** Shown instead of the table while there are no companies. */
  emptyText: string;
}

function hrefOf(url: string): string {
  return /^[a-z]+:\/\//i.test(url) ? url : `https://${url}`;
}

function CompanyHeading({ company }: { company: AiCompany }) {
  const url = companyUrl(company);
  return (
    <span className="flex flex-col">
      <span className="font-medium text-gray-900 dark:text-gray-100">{companyName(company)}</span>
      {url && (
        <a
          href={hrefOf(url)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${textLinkClasses} text-xs`}
        >
          {url}
        </a>
      )}
    </span>
  );
}

/** The industry search's companies, each with Select, and a way to ask for more like them. */
export function CompanyResults({
  companies,
  page,
  onPageChange,
  isSelected,
  onSelect,
  onFindMore,
  findingMore,
  emptyText,
}: CompanyResultsProps) {
  const headingId = useId();
  const columns: TableColumn<AiCompany>[] = [
    { header: 'Company', cell: (company) => <CompanyHeading company={company} /> },
    { header: 'Industry', cell: (company) => company.industry || '—', inCard: true },
    { header: 'Location', cell: (company) => companyLocation(company) || '—', inCard: true },
    {
      header: 'About',
      cell: (company) => (
        <span className="line-clamp-2 max-w-md whitespace-normal">{company.about_us || '—'}</span>
      ),
      inCard: 'wrap',
    },
  ];
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Companies
        </h2>
        {/* aria-disabled, not disabled: pressing it must not drop the keyboard user's focus. */}
        <Button
          variant="secondary"
          onClick={() => {
            if (!findingMore) onFindMore();
          }}
          aria-disabled={findingMore || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {findingMore ? 'Finding more...' : 'Find more companies like this'}
        </Button>
      </div>
      {companies.length === 0 ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {emptyText}
        </p>
      ) : (
        <>
          <ResponsiveTable
            label="Companies"
            items={itemsOnPage(companies, page)}
            itemKey={companyKey}
            columns={columns}
            cardHeading={(company) => <CompanyHeading company={company} />}
            cardBadges={(company) => isSelected(company) && <Badge tone="green">Selected</Badge>}
            actions={(company) => (
              <span className="inline-flex items-center gap-2">
                <span className="hidden sm:inline">
                  {isSelected(company) && <Badge tone="green">Selected</Badge>}
                </span>
                <Button size="sm" onClick={() => onSelect(company)}>
                  Select<span className="sr-only"> {companyName(company)}</span>
                </Button>
              </span>
            )}
          />
          <Pager
            label="Company pages"
            shown={{ page, limit: JOBS_PAGE_SIZE, total: companies.length }}
            onPageChange={onPageChange}
          />
        </>
      )}
    </section>
  );
}
