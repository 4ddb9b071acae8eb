import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import {
  clearStoredSession,
  readAccessToken,
  readStoredIdentity,
  storeIdentity,
  storeTokens,
  type StoredIdentity,
} from './session-storage';

/** checking: a token is stored but /auth/me has not confirmed who it belongs to yet. */
export type SessionStatus = 'anonymous' | 'checking' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  email: string | null;
  isAdmin: boolean;
  /** Where the user goes after the session ended: / after a failed refresh, /signup after a logout. */
  exitPath: string | null;
  /** Counts the ends that asked to leave the page, so each one navigates once, whatever page is open. */
  exits: number;
}

export function initialSessionState(): SessionState {
  const signedOut = { email: null, isAdmin: false, exitPath: null, exits: 0 };
  if (!readAccessToken()) return { status: 'anonymous', ...signedOut };
  const identity = readStoredIdentity();
  if (!identity) return { status: 'checking', ...signedOut };
  return {
    status: 'authenticated',
    email: identity.email,
    isAdmin: identity.isAdmin,
    exitPath: null,
    exits: 0,
  };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** New tokens arrived from a provider: whoever was signed in before, nobody is confirmed until /auth/me says. */
    began(state) {
      state.status = 'checking';
      state.email = null;
      state.isAdmin = false;
      state.exitPath = null;
    },
    identified(state, action: PayloadAction<StoredIdentity>) {
      state.status = 'authenticated';
      state.exitPath = null;
      state.email = action.payload.email;
      state.isAdmin = action.payload.isAdmin;
    },
    ended: {
      reducer(state, action: PayloadAction<string | null>) {
        // Parallel requests refused together each end the session; the first one decides where to go.
        if (state.status === 'anonymous') return;
        state.status = 'anonymous';
        state.email = null;
        state.isAdmin = false;
        state.exitPath = action.payload;
        if (action.payload !== null) state.exits += 1;
      },
      prepare: (exitPath: string | null = null) => ({ payload: exitPath }),
    },
    /** Sends the user on from a session that has already ended: a logout whose call found it expired. */
    exitRedirected(state, action: PayloadAction<string>) {
      if (state.status !== 'anonymous') return;
      state.exitPath = action.payload;
      state.exits += 1;
    },
  },
});

export const { began, identified, ended, exitRedirected } = sessionSlice.actions;

/**
 * Starts a session from a provider's tokens. A callback may land over a live session (another account, or the
 * same one again), so that session's stored data goes first, as a logout would clear it; the API cache is reset
 * by a listener on `began`.
 */
export function beginSession(dispatch: Dispatch, accessToken: string, refreshToken?: string | null): void {
  clearStoredSession();
  storeTokens(accessToken, refreshToken);
  dispatch(began());
}

export function confirmIdentity(dispatch: Dispatch, identity: StoredIdentity): void {
  storeIdentity(identity);
  dispatch(identified(identity));
}

/**
 * Clears the stored session (the API cache is reset by a listener on `ended`). With an exit path the user is
 * taken there from any page; without one only signed-in pages send them away, to /.
 */
export function endSession(dispatch: Dispatch, exitPath: string | null = null): void {
  clearStoredSession();
  dispatch(ended(exitPath));
}
