import { useEffect } from 'react';
import { api } from '../../api/api';
import { useAppDispatch, useAppSelector } from '../../api/hooks';
import { checkpointSeen } from '../../api/realtime.slice';
import { connectRealtime, disconnectRealtime, onProjectionUpdated } from '../../api/socket';

/**
 * Read models whose screens simply refetch their lists when they change. The server pushes them to their
 * owner only, so a push means the caller's own saved jobs, searches or usage moved (another tab, a late write).
 */
const LISTS_OF_PROJECTION: Partial<
  Record<string, ('SavedJob' | 'SearchHistory' | 'SavedSearch' | 'Settings' | 'Subscription')[]>
> = {
  'saved-jobs': ['SavedJob'],
  'company-searches': ['SearchHistory', 'SavedSearch'],
  'plan-usage': ['Settings'],
  // A renewal, a failed payment or a downgrade applied at the cycle end arrives without the user doing anything.
  subscriptions: ['Subscription', 'Settings'],
};

/** Holds the socket open while signed in and records every pushed checkpoint for read-your-writes. */
export function RealtimeBridge() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.session.status === 'authenticated');

  useEffect(
    () =>
      onProjectionUpdated(({ projection, checkpoint }) => {
        dispatch(checkpointSeen({ projection, checkpoint }));
        const lists = LISTS_OF_PROJECTION[projection];
        if (lists) dispatch(api.util.invalidateTags(lists));
      }),
    [dispatch],
  );

  useEffect(() => {
    if (!signedIn) return;
    connectRealtime();
    return disconnectRealtime;
  }, [signedIn]);

  return null;
}
