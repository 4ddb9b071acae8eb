import { Outlet } from 'react-router-dom';
import { ErrorParamToast } from './error-param-toast';
import { RealtimeBridge } from './realtime-bridge';
import { SessionWatcher } from './session-watcher';

export function RootLayout() {
  return (
    <>
      <SessionWatcher />
      <RealtimeBridge />
      <ErrorParamToast />
      <Outlet />
    </>
  );
}
