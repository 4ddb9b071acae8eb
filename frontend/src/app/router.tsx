import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { paths } from '../config/paths';
import { RedirectSignedIn, RequireAuth, UnknownPathRedirect } from './layout/require-auth';
import { RootLayout } from './layout/root-layout';
import { SignedInShell } from './layout/signed-in-shell';
import { DashboardPage } from './routes/dashboard-page';
import { LandingPage } from './routes/landing-page';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <RedirectSignedIn />, children: [{ path: paths.home, element: <LandingPage /> }] },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.authCallback, element: <AuthCallbackPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInShell />,
            children: [
              { path: paths.dashboard, element: <DashboardPage /> },
              {
                path: paths.admin,
                // Only admins need the admin screen's dialogs and forms; keep them out of everyone's first load.
                lazy: () => import('./routes/admin-page').then(({ AdminPage }) => ({ Component: AdminPage })),
              },
            ],
          },
        ],
      },
      { path: '*', element: <UnknownPathRedirect /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
