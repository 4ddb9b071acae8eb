import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { checkpointSeen } from '../realtime.slice';
import { connectRealtime, disconnectRealtime, onProjectionUpdated } from '../socket';

/** Holds the socket open while signed in and records every pushed checkpoint for read-your-writes. */
export function RealtimeBridge() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.status === 'authenticated');

  useEffect(
    () =>
      onProjectionUpdated(({ projection, checkpoint }) =>
        dispatch(checkpointSeen({ projection, checkpoint })),
      ),
    [dispatch],
  );

  useEffect(() => {
    if (!signedIn) return;
    connectRealtime();
    return disconnectRealtime;
  }, [signedIn]);

  return null;
}
