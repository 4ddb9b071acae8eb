import { useId, type ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Beside the heading: a section-wide action. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of a settings tab, a region named by its heading. */
export function SettingsSection({ title, description, action, children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-100">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
