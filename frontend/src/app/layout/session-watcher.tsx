import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isAdminUser, useLazyMeQuery } from '../../features/auth/auth.api';
import { paths } from '../../config/paths';
import { useAppDispatch, useAppStore } from '../hooks';
import { readAccessToken } from '../session-storage';
import { confirmIdentity, endSession } from '../session.slice';

/**
 * Responses that mean the token is not accepted. A network failure or a 5xx keeps a session this tab has
 * already confirmed, so a backend restart does not sign everyone out.
 */
function isRejection(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Asks who the user is on every path change except the login callback, which does it itself (spec section 4). */
export function SessionWatcher() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [fetchMe] = useLazyMeQuery();

  useEffect(() => {
    if (pathname === paths.authCallback || !readAccessToken()) return;
    let current = true;
    fetchMe(undefined, false)
      .unwrap()
      .then(
        (user) => {
          if (current) confirmIdentity(dispatch, { email: user.email, isAdmin: isAdminUser(user) });
        },
        (error: unknown) => {
          if (!current) return;
          if (isRejection(error) || store.getState().session.status !== 'authenticated') endSession(dispatch);
        },
      );
    return () => {
      current = false;
    };
  }, [pathname, dispatch, fetchMe, store]);

  return null;
}
