import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { applyHeadTags, clearPageHeadTags, headTagsOf } from '../../lib/page-meta';
import { ErrorParamToast } from './error-param-toast';
import { LazyPlanLimitDialog } from './lazy-plan-limit-dialog';
import { RealtimeBridge } from './realtime-bridge';
import { deepestHandle, routePageMeta, tabTitle } from './route-title';
import { SessionExit } from './session-exit';
import { SessionWatcher } from './session-watcher';

export function RootLayout() {
  const handle = deepestHandle(useMatches());
  const { pathname } = useLocation();
  const title = handle?.title ?? null;
  const meta = handle?.meta;

  // A layout effect runs before every passive effect, so a page that sets its own meta (usePageMeta) wins.
  useLayoutEffect(() => {
    const pageMeta = routePageMeta(meta ? { title: title ?? '', meta } : null, pathname);
    if (pageMeta) {
      applyHeadTags(headTagsOf(pageMeta, window.location.origin));
      return;
    }
    document.title = tabTitle(title);
    clearPageHeadTags();
  }, [title, meta, pathname]);

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
