import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { PRODUCT_NAME } from '../../config/product';
import { ErrorParamToast } from './error-param-toast';
import { PlanLimitDialog } from './plan-limit-dialog';
import { RealtimeBridge } from './realtime-bridge';
import { useRouteTitle } from './route-title';
import { SessionExit } from './session-exit';
import { SessionWatcher } from './session-watcher';

export function RootLayout() {
  const title = useRouteTitle();

  // A layout effect runs before every passive effect, so a page that sets its own title (pricing's SEO data) wins.
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  return (
    <>
      <SessionWatcher />
      <SessionExit />
      <RealtimeBridge />
      <ErrorParamToast />
      <Outlet />
      <PlanLimitDialog />
    </>
  );
}
