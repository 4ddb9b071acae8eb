import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** The shell once its chunk has arrived: later renders use it directly instead of suspending once more. */
let loadedShell: ComponentType | null = null;

/** Fetches the shell's chunk; main.tsx starts it at once for a user who has a stored session. */
export function preloadSignedInShell(): Promise<{ default: ComponentType }> {
  return import('./signed-in-shell').then(({ SignedInShell }) => {
    loadedShell = SignedInShell;
    return { default: SignedInShell };
  });
}

/**
 * The signed-in shell (sidebar, tour, realtime) in its own chunk: a visitor's public pages never download it, and
 * a signed-in user's first screen waits for it behind the same spinner a lazy screen shows.
 */
const SignedInShell = lazy(preloadSignedInShell);

function ShellLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <Spinner label="Loading..." />
    </main>
  );
}

export function LazySignedInShell() {
  const Shell = loadedShell;
  if (Shell) return <Shell />;
  return (
    <Suspense fallback={<ShellLoading />}>
      <SignedInShell />
    </Suspense>
  );
}
