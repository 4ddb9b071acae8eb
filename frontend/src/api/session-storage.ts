import { localStorageKeys, sessionStorageKeys } from '../config/storage-keys';
import { clearStoredItems, writeStoredItem } from '../lib/stored-value';

export interface StoredIdentity {
  email: string;
  isAdmin: boolean;
}

/** The club paying for the user's Pro access, as the spec stores it (section 3); the leaderboard reads clubName. */
export interface ClubSponsor {
  clubName: string;
  clubCode: string;
}

/**
 * What ending a session removes from localStorage (spec section 4, Session refresh and Logout). darkMode,
 * selected_plan, billing_cycle and the autopilot and sidebar choices belong to the browser, not the account.
 */
export const SESSION_LOCAL_KEYS = [
  localStorageKeys.accessToken,
  localStorageKeys.refreshToken,
  localStorageKeys.clubSponsor,
  localStorageKeys.hasAccess,
  localStorageKeys.selectedJobs,
  localStorageKeys.leaderboardCache,
  localStorageKeys.promptVariableHints,
  localStorageKeys.aiSearchCache,
] as const;

/** The server render (public pages, a visitor's view) has no browser storage: nobody is signed in there. */
const hasStorage = () => typeof localStorage !== 'undefined';

export function readAccessToken(): string | null {
  return hasStorage() ? localStorage.getItem(localStorageKeys.accessToken) : null;
}

export function readRefreshToken(): string | null {
  return hasStorage() ? localStorage.getItem(localStorageKeys.refreshToken) : null;
}

export function storeTokens(accessToken: string, refreshToken?: string | null): void {
  localStorage.setItem(localStorageKeys.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(localStorageKeys.refreshToken, refreshToken);
}

export function storeIdentity(identity: StoredIdentity): void {
  sessionStorage.setItem(sessionStorageKeys.isAuthenticated, 'true');
  sessionStorage.setItem(sessionStorageKeys.userEmail, identity.email);
  sessionStorage.setItem(sessionStorageKeys.isAdmin, String(identity.isAdmin));
}

/** The identity remembered for this tab, so a reload renders signed-in pages before /auth/me answers. */
export function readStoredIdentity(): StoredIdentity | null {
  if (!hasStorage() || sessionStorage.getItem(sessionStorageKeys.isAuthenticated) !== 'true') return null;
  return {
    email: sessionStorage.getItem(sessionStorageKeys.userEmail) ?? '',
    isAdmin: sessionStorage.getItem(sessionStorageKeys.isAdmin) === 'true',
  };
}

/** Stores the sponsor, or forgets it with null (the server says this account has none). */
export function storeClubSponsor(sponsor: ClubSponsor | null): void {
  writeStoredItem(localStorageKeys.clubSponsor, sponsor && JSON.stringify(sponsor));
}

/** The stored sponsor, or null when there is none or the stored text is not one. */
export function parseClubSponsor(stored: string | null): ClubSponsor | null {
  if (!stored) return null;
  try {
    const { clubName, clubCode } = JSON.parse(stored) as Partial<ClubSponsor>;
    return typeof clubName === 'string' && clubName ? { clubName, clubCode: String(clubCode ?? '') } : null;
  } catch {
    return null;
  }
}

/** Ending a session clears the tokens, the account's local data and everything in sessionStorage. */
export function clearStoredSession(): void {
  clearStoredItems(SESSION_LOCAL_KEYS, { session: true });
}
