import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { backendPaths, paths } from '../../../config/paths';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { leaveAppFor } from '../../../lib/leave-app';
import { AuthCard } from './auth-card';
import { GoogleIcon, OutlookIcon } from './provider-icons';

const providers = {
  google: { label: 'Google', path: backendPaths.googleLogin, Icon: GoogleIcon },
  outlook: { label: 'Outlook', path: backendPaths.outlookLogin, Icon: OutlookIcon },
} as const;

type Provider = keyof typeof providers;

export function LoginPage() {
  const [redirecting, setRedirecting] = useState<Provider | null>(null);

  const signIn = (provider: Provider) => {
    setRedirecting(provider);
    toast.loading(`Redirecting to ${providers[provider].label}...`);
    leaveAppFor(providers[provider].path);
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to continue your job search.">
      {(Object.keys(providers) as Provider[]).map((provider) => {
        const { label, Icon } = providers[provider];
        return (
          <button
            key={provider}
            type="button"
            onClick={() => signIn(provider)}
            disabled={redirecting !== null}
            className={`${buttonClasses('secondary')} w-full py-2.5`}
          >
            <Icon />
            Continue with {label}
          </button>
        );
      })}
      <p className="pt-2 text-center text-sm text-gray-600 dark:text-gray-400">
        New here?{' '}
        <Link
          to={paths.signup}
          className={`rounded font-medium text-indigo-600 hover:underline dark:text-indigo-400 ${focusRing}`}
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
