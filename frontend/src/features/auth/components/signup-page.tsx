import { useAppSelector } from '../../../api/hooks';
import { SessionCheck } from '../../../components/ui/session-check';
import { CreateAccount } from './create-account';
import { ProfileStep } from './profile-step';

/**
 * With a confirmed session the sign-up page completes the profile; without one it creates the account (spec
 * section 2). A stored token is only confirmed by /auth/me: an expired one must end on 'Create Your Account'
 * with the club link's query intact, so the page waits for the answer rather than show the profile step first.
 */
export function SignupPage() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'checking') return <SessionCheck />;
  return status === 'authenticated' ? <ProfileStep /> : <CreateAccount />;
}
