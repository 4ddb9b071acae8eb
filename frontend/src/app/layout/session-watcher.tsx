import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { adoptCurrentUser, useLazyMeQuery } from '../../features/auth/auth.api';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppStore } from '../../api/hooks';
import { readAccessToken } from '../../api/session-storage';
import { endSession } from '../../api/session.slice';

/**
 * Responses that mean the token is not accepted. A network failure or a 5xx keeps a session this tab has
 * already confirmed, so a backend restart does not sign everyone out.
 */
function isRejection(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** The callbacks ask who the user is themselves, right after storing the new token. */
const CALLBACKS: readonly string[] = [paths.authCallback, paths.signupCallback];

/** Asks who the user is on every path change except the callbacks (spec section 4, Auth state). */
export function SessionWatcher() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [fetchMe] = useLazyMeQuery();

  useEffect(() => {
    if (CALLBACKS.includes(pathname) || !readAccessToken()) return;
    let current = true;
    fetchMe(undefined, false)
      .unwrap()
      .then(
        (user) => {
          // No user when a session end reset the cache while the call was running.
          if (current && user) adoptCurrentUser(dispatch, user);
        },
        (error: unknown) => {
          const { status } = store.getState().session;
          // A refused refresh has already ended the session and chosen where to go.
          if (!current || status === 'anonymous') return;
          if (isRejection(error) || status !== 'authenticated') endSession(dispatch);
        },
      );
    return () => {
      current = false;
    };
  }, [pathname, dispatch, fetchMe, store]);

  return null;
}
