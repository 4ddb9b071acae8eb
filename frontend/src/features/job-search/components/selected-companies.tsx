import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { AiCompany } from '../job-search.api';
import { companyKey, companyName } from '../job-search-rules';

interface SelectedCompaniesProps {
  companies: readonly AiCompany[];
  onRemove: (company: AiCompany) => void;
  onConfirm: () => void;
}

/** Spec section 2: 'Selected Companies', each with Remove, and 'Confirm Selection'. */
export function SelectedCompanies({ companies, onRemove, onConfirm }: SelectedCompaniesProps) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // A Remove button leaves with its company: focus moves to the Remove now in its place, else to Confirm.
  const [refocusAt, setRefocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (refocusAt === null) return;
    setRefocusAt(null);
    const removes = section.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
    const next = removes[Math.min(refocusAt, removes.length - 1)];
    (next ?? section.current?.querySelector<HTMLButtonElement>('button[data-confirm]'))?.focus();
  }, [refocusAt, companies]);

  return (
    <section
      ref={section}
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
        Selected Companies
      </h2>
      {companies.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No companies selected yet.</p>
      ) : (
        <ul aria-label="Selected companies" className="divide-y divide-gray-200 dark:divide-gray-800">
          {companies.map((company, index) => (
            <li key={companyKey(company)} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 break-words text-gray-900 dark:text-gray-100">
                {companyName(company)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                data-remove
                onClick={() => {
                  onRemove(company);
                  setRefocusAt(index);
                }}
              >
                Remove<span className="sr-only"> {companyName(company)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button data-confirm onClick={onConfirm} className="w-full sm:w-auto">
        Confirm Selection
      </Button>
    </section>
  );
}
