import { NavLink, Outlet } from 'react-router-dom';
import { toast } from 'sonner';
import { useLogoutMutation } from '../../features/auth/auth.api';
import { paths } from '../../config/paths';
import { Button, focusRing } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDarkMode } from '../../lib/use-dark-mode';
import { useAppDispatch, useAppSelector } from '../hooks';
import { readRefreshToken } from '../session-storage';
import { endSession } from '../session.slice';

function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium',
    focusRing,
    isActive
      ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
      : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
  );
}

export function SignedInShell() {
  const { email, isAdmin } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const [dark, toggleDark] = useDarkMode();

  const signOut = async () => {
    try {
      await logout({ refresh_token: readRefreshToken() }).unwrap();
    } catch (error) {
      const offline = (error as { status?: unknown }).status === 'FETCH_ERROR';
      toast.error(
        offline ? 'Network error during logout. Please try again.' : 'Logout failed. Please try again.',
      );
      return;
    }
    // The route guard takes the user to /signup as it unmounts the signed-in pages.
    endSession(dispatch, paths.signup);
    toast.success('Logged out successfully.');
  };

  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 md:flex dark:bg-gray-950 dark:text-gray-100">
      <aside className="flex flex-col gap-3 border-b border-gray-200 bg-white p-4 md:sticky md:top-0 md:h-screen md:w-60 md:shrink-0 md:border-r md:border-b-0 dark:border-gray-800 dark:bg-gray-900">
        <div className="text-lg font-bold text-indigo-600 dark:text-indigo-400">Outreach</div>
        <nav aria-label="Main" className="flex flex-wrap gap-1 md:flex-col">
          <NavLink to={paths.dashboard} className={navLinkClasses}>
            Dashboard
          </NavLink>
          {isAdmin && (
            <NavLink to={paths.admin} className={navLinkClasses}>
              Admin
            </NavLink>
          )}
        </nav>
        <div className="flex flex-wrap items-center gap-2 md:mt-auto md:flex-col md:items-stretch">
          <p className="min-w-0 truncate text-xs text-gray-600 dark:text-gray-400">
            Logged in as <span className="font-medium text-gray-900 dark:text-gray-100">{email}</span>
          </p>
          <Button variant="secondary" size="sm" onClick={toggleDark} aria-pressed={dark}>
            <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
            Dark mode
          </Button>
          <Button variant="ghost" size="sm" onClick={signOut} disabled={loggingOut}>
            Logout
          </Button>
        </div>
      </aside>
      <div className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        <Outlet />
      </div>
    </div>
  );
}
