import { useSearchParams } from 'react-router-dom';
import { CheckList } from '../../../components/ui/check-list';
import { backendUrl } from '../../../config/env';
import { paths } from '../../../config/paths';
import { readChosenPlan } from '../chosen-plan';
import { AuthCard, AuthCardSwitch } from './auth-card';
import { ContinueWith, identityProviders, providerButtonClasses } from './identity-providers';

/** Query parameters the backend's sign-up endpoints accept besides the plan (spec section 7); a club link carries utm_source. */
const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

const benefits = ['No password required', 'Enterprise-grade security', 'Quick setup in seconds'];

/** The sign-up query for the provider: this page's own, with the plan chosen on the pricing page as fallback. */
function signupQuery(searchParams: URLSearchParams): string {
  const chosen = readChosenPlan();
  const forwarded = new URLSearchParams();
  const plan = searchParams.get('plan') || chosen.plan;
  const cycle = searchParams.get('cycle') || chosen.cycle;
  if (plan) forwarded.set('plan', plan);
  if (cycle) forwarded.set('cycle', cycle);
  for (const name of UTM_PARAMS) {
    const value = searchParams.get(name);
    if (value) forwarded.set(name, value);
  }
  const encoded = forwarded.toString();
  return encoded ? `?${encoded}` : '';
}

export function CreateAccount() {
  const [searchParams] = useSearchParams();
  const query = signupQuery(searchParams);

  return (
    <AuthCard title="Create Your Account" subtitle="Start reaching hiring managers in minutes.">
      {identityProviders.map((provider) => (
        <a
          key={provider.id}
          href={backendUrl(`${provider.signupPath}${query}`)}
          className={providerButtonClasses}
        >
          <ContinueWith provider={provider} />
        </a>
      ))}
      <div className="flex items-center gap-3 pt-2 text-xs text-gray-500 dark:text-gray-400">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        Secure &amp; Fast Authentication
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <CheckList items={benefits} dense />
      <AuthCardSwitch question="Already have an account?" to={paths.login}>
        Sign in here
      </AuthCardSwitch>
    </AuthCard>
  );
}
