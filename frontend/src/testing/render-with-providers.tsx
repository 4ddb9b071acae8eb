import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { resolveLazyRoutes, routes as appRoutes } from '../app/router';
import type { AppStore } from '../api/root-reducer';
import { makeStore } from '../app/store';
import { server } from './msw-server';
import { preloadSignedInShell } from '../app/layout/lazy-signed-in-shell';

// The app's lazy chunks (the signed-in shell, the dashboard, the sign-in callbacks, the upgrade dialog) are loaded
// once up front, as a browser that has them cached would: a test's first render would otherwise wait for their
// transform.
await Promise.all([
  preloadSignedInShell(),
  import('../app/routes/dashboard-page'),
  import('../app/layout/plan-limit-dialog'),
  import('../features/auth/components/auth-callback-page'),
  import('../features/auth/components/signup-callback-page'),
]);

interface Options {
  /** Address the router starts at. */
  route?: string;
  /** Several elements, each at its own path, instead of one element or the app's route table. */
  routes?: RouteObject[];
  store?: AppStore;
}

/** Renders the whole app's route table at a path, or a single element mounted at that path. */
export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', routes: given, store = makeStore() }: Options = {},
) {
  // A single element gets a catch-all beside it, so a test that navigates away sees the new location rather than
  // React Router's 404 error boundary (which logs the error).
  const routes: RouteObject[] =
    given ??
    (ui
      ? [
          { path: route.split('?')[0], element: ui },
          { path: '*', element: null },
        ]
      : appRoutes);
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  // StrictMode as in main.tsx, so effects that must run once are tested against the double run.
  const result = render(
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...result, store, router, user };
}

/**
 * The app's route table at a path whose screen is its own chunk (the sign-in and sign-up pages, the public pages),
 * once the router has loaded that chunk: what a visitor sees after the page's code arrives.
 */
export async function renderLoadedRoute(route: string, options: Omit<Options, 'route' | 'routes'> = {}) {
  await resolveLazyRoutes(appRoutes, route);
  return renderWithProviders(null, { ...options, route });
}

/** Stores what a completed sign-in leaves behind, so a test starts signed in. */
export function signIn({ email = 'admin@example.com', isAdmin = true } = {}): void {
  localStorage.setItem('jwt_token', 'access-token');
  localStorage.setItem('refresh_token', 'refresh-token');
  sessionStorage.setItem('isAuthenticated', 'true');
  sessionStorage.setItem('userEmail', email);
  sessionStorage.setItem('isAdmin', String(isAdmin));
}

/** Signed in as a plain user by default, with the identity call confirming who it is. */
export function signedInAs({ email = 'ada@example.com', isAdmin = false } = {}): void {
  signIn({ email, isAdmin });
  server.use(
    http.get('/auth/me', () =>
      HttpResponse.json({ email, first_name: null, last_name: null, is_admin: isAdmin, role: 'user' }),
    ),
  );
}
