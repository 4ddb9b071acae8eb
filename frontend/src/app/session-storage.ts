import { storageKeys } from '../config/storage-keys';

export interface StoredIdentity {
  email: string;
  isAdmin: boolean;
}

export function readAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

export function readRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function storeTokens(accessToken: string, refreshToken?: string | null): void {
  localStorage.setItem(storageKeys.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(storageKeys.refreshToken, refreshToken);
}

export function storeIdentity(identity: StoredIdentity): void {
  sessionStorage.setItem(storageKeys.isAuthenticated, 'true');
  sessionStorage.setItem(storageKeys.userEmail, identity.email);
  sessionStorage.setItem(storageKeys.isAdmin, String(identity.isAdmin));
}

/** The identity remembered for this tab, so a reload renders signed-in pages before /auth/me answers. */
export function readStoredIdentity(): StoredIdentity | null {
  if (sessionStorage.getItem(storageKeys.isAuthenticated) !== 'true') return null;
  return {
    email: sessionStorage.getItem(storageKeys.userEmail) ?? '',
    isAdmin: sessionStorage.getItem(storageKeys.isAdmin) === 'true',
  };
}

/** Signing out clears tokens, the identity flags and every per-tab cache (spec section 4, Logout). */
export function clearStoredSession(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
  localStorage.removeItem(storageKeys.clubSponsor);
  sessionStorage.clear();
}
