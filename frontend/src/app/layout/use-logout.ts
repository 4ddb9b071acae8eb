import { toast } from '../../lib/toast';
import { useLogoutMutation } from '../../features/auth/auth.api';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppStore } from '../../api/hooks';
import { readRefreshToken } from '../../api/session-storage';
import { endSession, exitRedirected } from '../../api/session.slice';

/** Logout succeeds only when the server answers OK (spec section 4, Logout); otherwise the user stays signed in. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [logoutCall, { isLoading }] = useLogoutMutation();

  const logout = async () => {
    try {
      await logoutCall({ refresh_token: readRefreshToken() }).unwrap();
      endSession(dispatch, paths.signup);
    } catch (error) {
      if (store.getState().session.status !== 'anonymous') {
        const offline = (error as { status?: unknown }).status === 'FETCH_ERROR';
        toast.error(
          offline ? 'Network error during logout. Please try again.' : 'Logout failed. Please try again.',
        );
        return;
      }
      // Refused because the session had expired and could not be refreshed: that ended it, so the logout is done.
      dispatch(exitRedirected(paths.signup));
    }
    toast.success('Logged out successfully.');
  };

  return { logout, loggingOut: isLoading };
}
