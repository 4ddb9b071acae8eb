import { useAppSelector } from '../../../app/hooks';
import { CreateAccount } from './create-account';
import { ProfileStep } from './profile-step';

/** With a login token stored the sign-up page completes the profile; without one it creates the account (spec section 2). */
export function SignupPage() {
  const hasToken = useAppSelector((state) => state.session.status !== 'anonymous');
  return hasToken ? <ProfileStep /> : <CreateAccount />;
}
