import type { ReactNode } from 'react';

/** A titled panel of a screen (the dashboard's cards, the Outgoing Messages cards). */
export function SectionCard({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900 dark:text-gray-100">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
