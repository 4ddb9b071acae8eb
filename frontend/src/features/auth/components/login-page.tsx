import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { paths } from '../../../config/paths';
import { leaveAppFor } from '../../../lib/leave-app';
import { AuthCard, AuthCardSwitch } from './auth-card';
import {
  ContinueWith,
  identityProviders,
  providerButtonClasses,
  type IdentityProvider,
} from './identity-providers';

export function LoginPage() {
  const [redirecting, setRedirecting] = useState<IdentityProvider['id'] | null>(null);

  const signIn = (provider: IdentityProvider) => {
    setRedirecting(provider.id);
    toast.loading(`Redirecting to ${provider.label}...`);
    leaveAppFor(provider.loginPath);
  };

  return (
    <AuthCard title="Welcome Back" subtitle="Sign in to continue your job search.">
      {identityProviders.map((provider) => (
        <button
          key={provider.id}
          type="button"
          onClick={() => signIn(provider)}
          disabled={redirecting !== null}
          className={providerButtonClasses}
        >
          <ContinueWith provider={provider} />
        </button>
      ))}
      <AuthCardSwitch question="New here?" to={paths.signup}>
        Create an account
      </AuthCardSwitch>
    </AuthCard>
  );
}
