import { toast } from 'sonner';
import { useLogoutMutation } from '../../features/auth/auth.api';
import { paths } from '../../config/paths';
import { useAppDispatch } from '../hooks';
import { readRefreshToken } from '../session-storage';
import { endSession } from '../session.slice';

/** Logout succeeds only when the server answers OK (spec section 4, Logout); otherwise the user stays signed in. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const dispatch = useAppDispatch();
  const [logoutCall, { isLoading }] = useLogoutMutation();

  const logout = async () => {
    try {
      await logoutCall({ refresh_token: readRefreshToken() }).unwrap();
    } catch (error) {
      const offline = (error as { status?: unknown }).status === 'FETCH_ERROR';
      toast.error(
        offline ? 'Network error during logout. Please try again.' : 'Logout failed. Please try again.',
      );
      return;
    }
    endSession(dispatch, paths.signup);
    toast.success('Logged out successfully.');
  };

  return { logout, loggingOut: isLoading };
}
