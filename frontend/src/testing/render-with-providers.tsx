import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

interface Options {
  /** Address the router starts at. */
  route?: string;
  store?: AppStore;
}

/** Renders the whole app's route table at a path, or a single element mounted at that path. */
export function renderWithProviders(
  ui: ReactElement | null,
  { route = '/', store = makeStore() }: Options = {},
) {
  const routes: RouteObject[] = ui ? [{ path: route.split('?')[0], element: ui }] : appRoutes;
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

/** Stores what a completed sign-in leaves behind, so a test starts signed in. */
export function signIn({ email = 'admin@example.com', isAdmin = true } = {}): void {
  localStorage.setItem('jwt_token', 'access-token');
  localStorage.setItem('refresh_token', 'refresh-token');
  sessionStorage.setItem('isAuthenticated', 'true');
  sessionStorage.setItem('userEmail', email);
  sessionStorage.setItem('isAdmin', String(isAdmin));
}
