import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { clearPageHeadTags } from '../../lib/page-meta';
import { ErrorParamToast } from './error-param-toast';
import { LazyPlanLimitDialog } from './lazy-plan-limit-dialog';
import { RealtimeBridge } from './realtime-bridge';
import { deepestHandle, tabTitle } from './route-title';
import { SessionExit } from './session-exit';
import { SessionWatcher } from './session-watcher';

export function RootLayout() {
  const handle = deepestHandle(useMatches());
  const { pathname } = useLocation();
  const title = handle?.title ?? null;
  // A layout effect runs before every passive effect, so a page that sets its own meta (usePageMeta) wins; a
  // screen without any keeps no other page's description, canonical link or sharing tags.
  useLayoutEffect(() => {
    document.title = tabTitle(title);
    clearPageHeadTags();
  }, [title, pathname]);

  return (
    <>
      <SessionWatcher />
      <SessionExit />
      <RealtimeBridge />
      <ErrorParamToast />
      <Outlet />
      <LazyPlanLimitDialog />
    </>
  );
}
