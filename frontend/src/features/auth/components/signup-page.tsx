import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { readAccessToken } from '../../../app/session-storage';
import { backendPaths, paths } from '../../../config/paths';
import { buttonClasses, focusRing } from '../../../components/ui/button';
import { backendUrl } from '../../../config/env';
import { AuthCard } from './auth-card';
import { GoogleIcon, OutlookIcon } from './provider-icons';

/** Query parameters the backend's sign-up endpoints accept (spec section 7); a club link carries utm_source. */
const FORWARDED_PARAMS = [
  'plan',
  'cycle',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
];

const benefits = ['No password required', 'Enterprise-grade security', 'Quick setup in seconds'];

export function SignupPage() {
  const [searchParams] = useSearchParams();

  if (readAccessToken()) return <Navigate to={paths.dashboard} replace />;

  const forwarded = new URLSearchParams();
  for (const name of FORWARDED_PARAMS) {
    const value = searchParams.get(name);
    if (value) forwarded.set(name, value);
  }
  const encoded = forwarded.toString();
  const query = encoded ? `?${encoded}` : '';

  return (
    <AuthCard title="Create Your Account" subtitle="Start reaching hiring managers in minutes.">
      <a
        href={backendUrl(`${backendPaths.googleSignup}${query}`)}
        className={`${buttonClasses('secondary')} w-full py-2.5`}
      >
        <GoogleIcon />
        Continue with Google
      </a>
      <a
        href={backendUrl(`${backendPaths.outlookSignup}${query}`)}
        className={`${buttonClasses('secondary')} w-full py-2.5`}
      >
        <OutlookIcon />
        Continue with Outlook
      </a>
      <div className="flex items-center gap-3 pt-2 text-xs text-gray-500 dark:text-gray-400">
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
        Secure &amp; Fast Authentication
        <span className="h-px flex-1 bg-gray-200 dark:bg-gray-700" />
      </div>
      <ul className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-green-600">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="pt-2 text-center text-sm text-gray-600 dark:text-gray-400">
        Already have an account?{' '}
        <Link
          to={paths.login}
          className={`rounded font-medium text-indigo-600 hover:underline dark:text-indigo-400 ${focusRing}`}
        >
          Sign in here
        </Link>
      </p>
    </AuthCard>
  );
}
