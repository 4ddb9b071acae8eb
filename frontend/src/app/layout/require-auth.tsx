import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { useAppSelector } from '../hooks';

export function SessionCheck() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <Spinner label="Checking your session..." />
    </main>
  );
}

/** Protected pages send a signed-out visitor to / (spec section 2, Route guard), or where a logout said. */
export function RequireAuth() {
  const { status, exitPath } = useAppSelector((state) => state.session);
  if (status === 'anonymous') return <Navigate to={exitPath ?? paths.home} replace />;
  if (status === 'checking') return <SessionCheck />;
  return <Outlet />;
}

/**
 * Signed-out pages send a user with a stored token to the dashboard (spec section 2; the login page's own
 * rule in the same section). The dashboard's guard waits for /auth/me when the token is not confirmed yet.
 */
export function RedirectSignedIn() {
  const status = useAppSelector((state) => state.session.status);
  return status === 'anonymous' ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}

/** Unknown paths: /dashboard when signed in, / otherwise (spec section 2, Route map). */
export function UnknownPathRedirect() {
  const status = useAppSelector((state) => state.session.status);
  return <Navigate to={status === 'anonymous' ? paths.home : paths.dashboard} replace />;
}
