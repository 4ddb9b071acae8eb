import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/field';
import { ResponsiveTable, type TableColumn } from '../../../components/ui/responsive-table';
import { cn } from '../../../lib/cn';
import {
  contactsPerCompany,
  CONTACTS_PER_COMPANY_TOO_LOW,
  MAX_CONTACTS_PER_COMPANY,
  selectionKey,
  type SelectedCompany,
} from '../contact-search-rules';

interface SelectedCompaniesProps {
  selected: readonly SelectedCompany[];
  /** Saved-jobs mode lists each company with the job title it came from. */
  showJobTitle: boolean;
  /** null when the plan allows any number. */
  limit: number | null;
  /** Find Contacts' refusal, shown under the list. */
  problem: string | null;
  busy: boolean;
  onLimitChange: (key: string, limit: string) => void;
  onRemove: (key: string) => void;
  onFindContacts: () => void;
}

/** The selected list: Company Name, Job Title (saved-jobs mode), Contacts to Add, Remove; then Find Contacts. */
export function SelectedCompanies({
  selected,
  showJobTitle,
  limit,
  problem,
  busy,
  onLimitChange,
  onRemove,
  onFindContacts,
}: SelectedCompaniesProps) {
  const headingId = useId();
  const problemId = useId();
  const inputId = useId();

  const contactsInput = (company: SelectedCompany, place: 'table' | 'card') => {
    const key = selectionKey(company);
    const invalid = contactsPerCompany(company.limit) === null;
    return (
      <input
        id={`${inputId}-${place}-${key}`}
        type="number"
        min={1}
        max={MAX_CONTACTS_PER_COMPANY}
        step={1}
        inputMode="numeric"
        value={company.limit}
        aria-label={`Contacts to Add for ${company.name}`}
        aria-invalid={invalid ? true : undefined}
        title={invalid ? CONTACTS_PER_COMPANY_TOO_LOW : undefined}
        onChange={(event) => onLimitChange(key, event.target.value)}
        className={cn(inputClasses, 'w-24', invalid && 'border-red-500 dark:border-red-400')}
      />
    );
  };

  const columns: TableColumn<SelectedCompany>[] = [
    { header: 'Company Name', cell: (company) => <span className="font-medium">{company.name}</span> },
    ...(showJobTitle
      ? [
          {
            header: 'Job Title',
            cell: (company: SelectedCompany) => company.jobTitle ?? '—',
            inCard: true as const,
          },
        ]
      : []),
    { header: 'Contacts to Add', cell: (company) => contactsInput(company, 'table') },
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
          Selected Companies
        </h3>
        <p className="text-xs text-gray-600 dark:text-gray-400">
          {limit === null
            ? `${selected.length} selected`
            : `${selected.length} of ${limit} allowed by your plan`}
        </p>
      </div>
      {selected.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          No companies selected yet. Add companies from the results.
        </p>
      ) : (
        <ResponsiveTable
          label="Selected companies"
          items={selected}
          itemKey={selectionKey}
          columns={columns}
          actionsHeader="Remove"
          // Beside the company results on a desktop the list is a narrow column: cards there, a table when it is wide.
          tableFrom="@md"
          cardHeading={(company) => (
            <div className="space-y-2">
              <p className="font-medium">{company.name}</p>
              <div className="flex items-center gap-2 text-xs text-gray-600 dark:text-gray-400">
                <span aria-hidden="true">Contacts to Add</span>
                {contactsInput(company, 'card')}
              </div>
            </div>
          )}
          cardBadges={() => null}
          actions={(company) => (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${company.name}${company.jobTitle ? ` (${company.jobTitle})` : ''}`}
              onClick={() => onRemove(selectionKey(company))}
            >
              Remove
            </Button>
          )}
        />
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={onFindContacts}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={problem ? problemId : undefined}
        >
          {busy ? 'Finding contacts...' : 'Find Contacts'}
        </Button>
      </div>
    </section>
  );
}
