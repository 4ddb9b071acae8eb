import { buttonClasses } from '../../../components/ui/button';
import { backendPaths } from '../../../config/paths';
import { GoogleIcon, OutlookIcon } from './provider-icons';

/** The providers one signs up and signs in with, in the order their buttons show (spec section 2). */
export const identityProviders = [
  {
    id: 'google',
    label: 'Google',
    Icon: GoogleIcon,
    loginPath: backendPaths.googleLogin,
    signupPath: backendPaths.googleSignup,
  },
  {
    id: 'outlook',
    label: 'Outlook',
    Icon: OutlookIcon,
    loginPath: backendPaths.outlookLogin,
    signupPath: backendPaths.outlookSignup,
  },
] as const;

export type IdentityProvider = (typeof identityProviders)[number];

export const providerButtonClasses = `${buttonClasses('secondary')} w-full py-2.5`;

/** The words on a provider's button, the same on the sign-up links and the login buttons. */
export function ContinueWith({ provider: { Icon, label } }: { provider: IdentityProvider }) {
  return (
    <>
      <Icon />
      Continue with {label}
    </>
  );
}
