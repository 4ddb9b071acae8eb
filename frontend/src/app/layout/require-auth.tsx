import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SessionCheck } from '../../components/ui/session-check';
import { useAppSelector } from '../../api/hooks';

/** Protected pages send a signed-out visitor to / (spec section 2, Route guard), or where a logout said. */
export function RequireAuth() {
  const { status, exitPath } = useAppSelector((state) => state.session);
  if (status === 'anonymous') return <Navigate to={exitPath ?? paths.home} replace />;
  if (status === 'checking') return <SessionCheck />;
  return <Outlet />;
}

/**
 * Signed-out pages send a signed-in user to the dashboard (spec section 2; the login page's own rule in the
 * same section). A stored token not confirmed yet waits for /auth/me here: an expired one leaves the visitor
 * on the page they opened (Log In, say) instead of bouncing through the dashboard to /.
 */
export function RedirectSignedIn() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'checking') return <SessionCheck />;
  return status === 'anonymous' ? <Outlet /> : <Navigate to={paths.dashboard} replace />;
}

/** Unknown paths: /dashboard when signed in, / otherwise (spec section 2, Route map). */
export function UnknownPathRedirect() {
  const status = useAppSelector((state) => state.session.status);
  return <Navigate to={status === 'anonymous' ? paths.home : paths.dashboard} replace />;
}
