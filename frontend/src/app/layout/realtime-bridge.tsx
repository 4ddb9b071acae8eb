import { useEffect } from 'react';
import { useAppSelector } from '../../api/hooks';
import { connectRealtime, disconnectRealtime } from '../../api/socket';

/** Holds the socket open while signed in; the store applies what it pushes (api/projection-push). */
export function RealtimeBridge() {
  const signedIn = useAppSelector((state) => state.session.status === 'authenticated');

  useEffect(() => {
    if (!signedIn) return;
    connectRealtime();
    return disconnectRealtime;
  }, [signedIn]);

  return null;
}
