import { useId, useState, type ReactNode } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CreateContactDialog } from './create-contact-dialog';

type GenerateMode = 'category' | 'company';

const GENERATE_MODES: { value: GenerateMode; label: string }[] = [
  { value: 'category', label: 'By Category' },
  { value: 'company', label: 'By Company Name' },
];

function Card({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
        {title}
      </h2>
      <p className="text-sm text-gray-600 dark:text-gray-400">{description}</p>
      {children}
    </section>
  );
}

/** Spec section 2, Add Contacts page: add one contact by hand, import a CSV, or generate companies. */
export function AddContactsPage() {
  const [creating, setCreating] = useState(false);
  const [mode, setMode] = useState<GenerateMode>('category');
  const modeName = useId();
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">Add Contacts</h1>
      <div className="grid gap-4 lg:grid-cols-3">
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
        <Card title="Generate Companies" description="Find companies to reach out to.">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-800 dark:text-gray-200">Generate by</legend>
            {GENERATE_MODES.map(({ value, label }) => (
              <label key={value} className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
                <input
                  type="radio"
                  name={modeName}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="h-4 w-4 accent-indigo-600"
                />
                {label}
              </label>
            ))}
          </fieldset>
          {/* No search runs here yet; saying so beats showing results that are not real. */}
          <p
            role="note"
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
          >
            Company discovery arrives with the discovery feature. Until then, add contacts manually or import
            a CSV.
          </p>
        </Card>
      </div>
      <CreateContactDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
