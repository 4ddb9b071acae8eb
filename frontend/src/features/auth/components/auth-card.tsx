import type { ReactNode } from 'react';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <div className="w-full max-w-sm rounded-xl bg-white p-6 shadow-md sm:p-8 dark:bg-gray-900">
        <h1 className="text-center text-2xl font-bold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-2 text-center text-sm text-gray-600 dark:text-gray-400">{subtitle}</p>
        <div className="mt-6 space-y-3">{children}</div>
      </div>
    </main>
  );
}
