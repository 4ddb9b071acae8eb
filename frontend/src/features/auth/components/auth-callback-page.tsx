import { useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { Spinner } from '../../../components/ui/spinner';
import { useProviderCallback } from '../use-provider-callback';

export const LOGIN_FAILED = 'Error during login. Please try again.';

export function AuthCallbackPage() {
  const navigate = useNavigate();

  useProviderCallback({
    failure: LOGIN_FAILED,
    // A signed-in user who opens /auth/callback is sent to the dashboard (spec section 2, Route map).
    signedInGoesTo: paths.dashboard,
    onToken: (params) => (user) => {
      toast.success(
        params.get('existing_user') === 'true'
          ? `Welcome back, ${user.email}! You were already registered, so we logged you in.`
          : `Welcome back, ${user.email}!`,
      );
      navigate(paths.dashboard, { replace: true });
    },
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 dark:bg-gray-950">
      <h1 className="sr-only">Logging in</h1>
      <Spinner label="Logging in..." />
    </main>
  );
}
