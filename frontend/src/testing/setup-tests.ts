import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { toastsDelivered } from '../lib/toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';
import { forgetProjectionListeners } from './socket-mock';

// Tests open no connection: every push and reconnect is delivered by hand through socket-mock.
vi.mock('../api/socket', () => import('./socket-mock'));

// Two cores shared with PostgreSQL and Chromium in CI: a starved render may need more than the default second.
configure({ asyncUtilTimeout: 3000 });

/**
 * Requests no handler answered in the current test. MSW's 'error' strategy only prints and fails the request, which
 * the app shows as a failed load while the test passes. Here the callback throws, so MSW answers 500 without
 * reaching the network, and the test that made the request fails after it ran, naming every such request.
 */
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request) {
      const url = new URL(request.url);
      unhandledRequests.push(`${request.method} ${url.pathname}${url.search}`);
      throw new Error(`No mock-server handler for ${request.method} ${url.pathname}${url.search}`);
    },
  }),
);
afterEach(async () => {
  cleanup();
  // sonner keeps toasts in module state and replays them to the next test's Toaster; a toast asked for while the
  // test's screen closed reaches sonner a moment later, so it is waited for and dismissed with the rest.
  await toastsDelivered();
  toast.dismiss();
  server.resetHandlers();
  forgetProjectionListeners();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
  // Last, so the next test starts clean whatever this one did.
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) {
    throw new Error(
      `The test made requests no mock-server handler answers (add one with server.use):\n  ${unhandled.join('\n  ')}`,
    );
  }
});
afterAll(() => server.close());
