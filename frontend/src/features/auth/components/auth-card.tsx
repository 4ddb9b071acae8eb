import type { ReactNode } from 'react';
import { BrandLink } from '../../../components/ui/brand-link';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
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
      <BrandLink to={paths.home} className="text-xl" />
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

/** The card's last line: the other way in, from signing in to creating an account and back. */
export function AuthCardSwitch({
  question,
  to,
  children,
}: {
  question: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <p className="pt-2 text-center text-sm text-gray-600 dark:text-gray-400">
      {question} <TextLink to={to}>{children}</TextLink>
    </p>
  );
}
