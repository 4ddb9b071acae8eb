import { useId, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { radioGroup, RadioOptions } from '../../../components/ui/radio';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { CreateContactDialog } from './create-contact-dialog';

export type GenerateMode = 'category' | 'company';

/** The contact search screen's saved-jobs mode (outreach.md §2). */
const SAVED_JOBS_LINK = `${paths.addContact}?source=saved-jobs`;

const GENERATE_MODES: { value: GenerateMode; label: string }[] = [
  { value: 'category', label: 'By Category' },
  { value: 'company', label: 'By Company Name' },
];

function Card({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
    >
      <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
        {title}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      {children}
    </section>
  );
}

interface AddContactsPageProps {
  /**
   * The contact search screen under 'Generate Companies', in the mode the radio chooses. The route supplies it:
   * it belongs to the contact-search feature, which this feature may not import.
   */
  generate: (mode: GenerateMode, onModeChange: (mode: GenerateMode) => void) => ReactNode;
}

/** Spec section 2, Add Contacts page: add one contact by hand, import a CSV, or generate companies. */
export function AddContactsPage({ generate }: AddContactsPageProps) {
  const [creating, setCreating] = useState(false);
  const [mode, setMode] = useState<GenerateMode>('category');
  const modeName = useId();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Add Contacts</h1>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Add Contacts Manually" description="Enter one contact's details yourself.">
          <Button onClick={() => setCreating(true)}>Add Contacts Manually</Button>
        </Card>
        <Card
          title="Import Contacts"
          description="Upload a CSV file with a header row; every row is checked first."
        >
          <Link to={paths.importContacts} className={buttonClasses('secondary')}>
            Import a CSV file
          </Link>
        </Card>
        <Card
          title="Generate Companies"
          description="Find companies, choose them, then find and save their people."
          className="lg:col-span-2"
        >
          <div className="flex flex-wrap items-end justify-between gap-3">
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Generate by</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                <RadioOptions
                  radio={radioGroup(modeName, mode, setMode)}
                  options={GENERATE_MODES}
                  labelClassName="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200"
                />
              </div>
            </fieldset>
            <Link to={SAVED_JOBS_LINK} className={buttonClasses('secondary', 'sm')}>
              Use saved jobs
            </Link>
          </div>
          {generate(mode, setMode)}
        </Card>
      </div>
      <CreateContactDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
