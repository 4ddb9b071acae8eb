import { useAppSelector } from '../../api/hooks';
import { PublicLayout } from './public-layout';
import { SessionCheck } from '../../components/ui/session-check';
import { SignedInShell } from './signed-in-shell';

/** Pages on both route lists (blog, legal) keep the navigation of whoever is reading them. */
export function AdaptiveLayout() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'authenticated') return <SignedInShell />;
  if (status === 'checking') return <SessionCheck />;
  return <PublicLayout />;
}
