import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab writing the same key (a logout there, a theme change) updates this tab too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Writes a localStorage item (null removes it) and re-renders every component reading it. */
export function writeStoredItem(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  notify();
}

/** Removes localStorage items and clears sessionStorage in one go, then re-renders readers once. */
export function clearStoredItems(localKeys: readonly string[], { session }: { session: boolean }): void {
  localKeys.forEach((key) => localStorage.removeItem(key));
  if (session) sessionStorage.clear();
  notify();
}

/** A localStorage item as render state, kept current with writes from this tab and others. */
export function useStoredItem(key: string): string | null {
  // The server render, and the hydration that must match it, see no stored value; the browser's follows at once.
  return useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key),
    () => null,
  );
}

/** A boolean localStorage item ('true' / 'false') with a default for when it was never set. */
export function useStoredFlag(key: string, fallback: boolean): [boolean, (value: boolean) => void] {
  const stored = useStoredItem(key);
  const value = stored === null ? fallback : stored === 'true';
  return [value, (next: boolean) => writeStoredItem(key, String(next))];
}
