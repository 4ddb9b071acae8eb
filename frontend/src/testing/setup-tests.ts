import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw-server';
import { forgetProjectionListeners } from './socket-mock';

// Tests open no connection: every push and reconnect is delivered by hand through socket-mock.
vi.mock('../api/socket', () => import('./socket-mock'));

// Two cores shared with PostgreSQL and Chromium in CI: a starved render may need more than the default second.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // sonner keeps toasts in module state and replays them to the next test's Toaster.
  toast.dismiss();
  server.resetHandlers();
  forgetProjectionListeners();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
});
afterAll(() => server.close());
