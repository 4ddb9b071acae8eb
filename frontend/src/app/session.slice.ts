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
  /** Where the route guard sends a user whose session just ended; / unless they chose to log out. */
  exitPath: string | null;
}

export function initialSessionState(): SessionState {
  if (!readAccessToken()) return { status: 'anonymous', email: null, isAdmin: false, exitPath: null };
  const identity = readStoredIdentity();
  if (!identity) return { status: 'checking', email: null, isAdmin: false, exitPath: null };
  return { status: 'authenticated', email: identity.email, isAdmin: identity.isAdmin, exitPath: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    tokensReceived(state) {
      if (state.status === 'anonymous') state.status = 'checking';
    },
    identified(state, action: PayloadAction<StoredIdentity>) {
      state.status = 'authenticated';
      state.exitPath = null;
      state.email = action.payload.email;
      state.isAdmin = action.payload.isAdmin;
    },
    ended: {
      reducer(_state, action: PayloadAction<string | null>) {
        return {
          status: 'anonymous',
          email: null,
          isAdmin: false,
          exitPath: action.payload,
        } satisfies SessionState;
      },
      prepare: (exitPath: string | null = null) => ({ payload: exitPath }),
    },
  },
});

export const { tokensReceived, identified, ended } = sessionSlice.actions;

export function beginSession(dispatch: Dispatch, accessToken: string, refreshToken?: string | null): void {
  storeTokens(accessToken, refreshToken);
  dispatch(tokensReceived());
}

export function confirmIdentity(dispatch: Dispatch, identity: StoredIdentity): void {
  storeIdentity(identity);
  dispatch(identified(identity));
}

export function endSession(dispatch: Dispatch, exitPath: string | null = null): void {
  clearStoredSession();
  dispatch(ended(exitPath));
}
