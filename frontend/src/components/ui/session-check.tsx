import { Spinner } from './spinner';

/** The whole page while /auth/me confirms whose stored token this is. */
export function SessionCheck() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <Spinner label="Checking your session..." />
    </main>
  );
}
