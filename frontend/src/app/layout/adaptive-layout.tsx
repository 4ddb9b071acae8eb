import { useAppSelector } from '../../api/hooks';
import { PublicLayout } from './public-layout';
import { SessionCheck } from '../../components/ui/session-check';
import { LazySignedInShell } from './lazy-signed-in-shell';

/** Pages on both route lists (blog, legal) keep the navigation of whoever is reading them. */
export function AdaptiveLayout() {
  const status = useAppSelector((state) => state.session.status);
  if (status === 'authenticated') return <LazySignedInShell />;
  if (status === 'checking') return <SessionCheck />;
  return <PublicLayout />;
}
