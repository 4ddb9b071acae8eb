import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { useAppDispatch } from '../../../app/hooks';
import { readAccessToken } from '../../../app/session-storage';
import { beginSession, endSession } from '../../../app/session.slice';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { adoptCurrentUser, useLazyMeQuery, useSaveTokenMutation } from '../auth.api';

export const LOGIN_FAILED = 'Error during login. Please try again.';

export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [saveToken] = useSaveTokenMutation();
  const [fetchMe] = useLazyMeQuery();
  // StrictMode runs effects twice; the tokens must be saved and the welcome shown once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const error = searchParams.get('error');
    const token = searchParams.get('token');
    if (!error && !token && readAccessToken()) {
      // A signed-in user who opens /auth/callback is sent to the dashboard (spec section 2, Route map).
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (error || !token) {
      toast.error(error || LOGIN_FAILED);
      navigate(paths.home, { replace: true });
      return;
    }

    const completeLogin = async () => {
      try {
        beginSession(dispatch, token, searchParams.get('refresh_token'));
        await saveToken({ token }).unwrap();
        const user = await fetchMe(undefined, false).unwrap();
        adoptCurrentUser(dispatch, user);
        toast.success(
          searchParams.get('existing_user') === 'true'
            ? `Welcome back, ${user.email}! You were already registered, so we logged you in.`
            : `Welcome back, ${user.email}!`,
        );
        navigate(paths.dashboard, { replace: true });
      } catch {
        endSession(dispatch);
        toast.error(LOGIN_FAILED);
        navigate(paths.home, { replace: true });
      }
    };
    void completeLogin();
  }, [dispatch, fetchMe, navigate, saveToken, searchParams]);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <h1 className="sr-only">Logging in</h1>
      <Spinner label="Logging in..." />
    </main>
  );
}
