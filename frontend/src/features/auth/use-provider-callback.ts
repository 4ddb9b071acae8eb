import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { useAppDispatch } from '../../api/hooks';
import { readAccessToken } from '../../api/session-storage';
import { beginSession, endSession } from '../../api/session.slice';
import { paths } from '../../config/paths';
import { adoptCurrentUser, type CurrentUser, useLazyMeQuery, useSaveTokenMutation } from './auth.api';

interface ProviderCallbackOptions {
  /** Toasted when the provider reports an error or sends no token, and when signing in fails. */
  failure: string;
  /** Where a visit with neither token nor error goes while a session is stored; without it such a visit fails. */
  signedInGoesTo?: string;
  /** Runs once the address carries a token, before signing in; returns what to do once the identity is confirmed. */
  onToken: (params: URLSearchParams) => (user: CurrentUser) => void;
}

/**
 * A provider's redirect back to the app, handled once although StrictMode runs effects twice: without a token the
 * error is toasted and the visitor goes home; with one the tokens are stored, the token is saved server-side and the
 * identity confirmed before the page goes on. A failure on the way ends the half-made session and goes home.
 */
export function useProviderCallback({ failure, signedInGoesTo, onToken }: ProviderCallbackOptions): void {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [saveToken] = useSaveTokenMutation();
  const [fetchMe] = useLazyMeQuery();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;

    const error = searchParams.get('error');
    const token = searchParams.get('token');
    if (!error && !token && signedInGoesTo && readAccessToken()) {
      navigate(signedInGoesTo, { replace: true });
      return;
    }
    if (error || !token) {
      toast.error(error || failure);
      navigate(paths.home, { replace: true });
      return;
    }

    const onSignedIn = onToken(searchParams);
    const signIn = async () => {
      try {
        beginSession(dispatch, token, searchParams.get('refresh_token'));
        await saveToken({ token }).unwrap();
        const user = await fetchMe(undefined, false).unwrap();
        adoptCurrentUser(dispatch, user);
        onSignedIn(user);
      } catch {
        endSession(dispatch);
        toast.error(failure);
        navigate(paths.home, { replace: true });
      }
    };
    void signIn();
  }, [dispatch, failure, fetchMe, navigate, onToken, saveToken, searchParams, signedInGoesTo]);
}
