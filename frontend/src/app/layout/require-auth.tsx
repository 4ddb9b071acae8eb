import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { useAppSelector } from '../hooks';

/** Protected pages send a signed-out visitor to / (spec section 2, Route guard). */
export function RequireAuth() {
  const { status, exitPath } = useAppSelector((state) => state.session);
  if (status === 'anonymous') return <Navigate to={exitPath ?? paths.home} replace />;
  if (status === 'checking') {
    return (
      <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
        <Spinner label="Checking your session..." />
      </main>
    );
  }
  return <Outlet />;
}

/** Pages for signed-out visitors send a signed-in user to the dashboard. */
export function RedirectSignedIn() {
  const status = useAppSelector((state) => state.session.status);
  return status === 'authenticated' ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}

/** Unknown paths: /dashboard when signed in, / otherwise (spec section 2, Route map). */
export function UnknownPathRedirect() {
  const status = useAppSelector((state) => state.session.status);
  return <Navigate to={status === 'anonymous' ? paths.home : paths.dashboard} replace />;
}
