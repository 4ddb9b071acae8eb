import { useCallback, useSyncExternalStore } from 'react';
import { storageKeys } from '../config/storage-keys';

const listeners = new Set<() => void>();

export function isDarkModeStored(): boolean {
  return localStorage.getItem(storageKeys.darkMode) === 'true';
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setDarkMode(dark: boolean): void {
  localStorage.setItem(storageKeys.darkMode, String(dark));
  applyDarkMode(dark);
  listeners.forEach((listener) => listener());
}

/** The dark/light choice, persisted in localStorage 'darkMode' and applied as the root 'dark' class. */
export function useDarkMode(): [boolean, () => void] {
  const dark = useSyncExternalStore(subscribe, isDarkModeStored);
  const toggle = useCallback(() => setDarkMode(!isDarkModeStored()), []);
  return [dark, toggle];
}
