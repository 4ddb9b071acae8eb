import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

/**
 * The signed-in shell (sidebar, tour, realtime) in its own chunk: a visitor's public pages never download it, and
 * a signed-in user's first screen waits for it behind the same spinner a lazy screen shows.
 */
const SignedInShell = lazy(() =>
  import('./signed-in-shell').then(({ SignedInShell }) => ({ default: SignedInShell })),
);

function ShellLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <Spinner label="Loading..." />
    </main>
  );
}

export function LazySignedInShell() {
  return (
    <Suspense fallback={<ShellLoading />}>
      <SignedInShell />
    </Suspense>
  );
}
