import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function AuthCard({
  title,
  subtitle,
  wide = false,
  children,
}: {
  title: string;
  subtitle: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <Link
        to={paths.home}
        className={cn('rounded text-xl font-bold text-indigo-600 dark:text-indigo-400', focusRing)}
      >
        Outreach
      </Link>
      <div
        className={cn(
          'w-full rounded-xl bg-white p-6 shadow-md sm:p-8 dark:bg-gray-900',
          wide ? 'max-w-md' : 'max-w-sm',
        )}
      >
        <h1 className="text-center text-2xl font-bold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-center text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
        <div className="mt-6 space-y-3">{children}</div>
      </div>
    </main>
  );
}
