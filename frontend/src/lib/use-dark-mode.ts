import { useCallback } from 'react';
import { localStorageKeys } from '../config/storage-keys';
import { useStoredFlag, writeStoredItem } from './stored-value';

export function isDarkModeStored(): boolean {
  return localStorage.getItem(localStorageKeys.darkMode) === 'true';
}

export function applyDarkMode(dark: boolean): void {
  document.documentElement.classList.toggle('dark', dark);
}

export function setDarkMode(dark: boolean): void {
  writeStoredItem(localStorageKeys.darkMode, String(dark));
  applyDarkMode(dark);
}

/** The dark/light choice, persisted in localStorage 'darkMode' and applied as the root 'dark' class. */
export function useDarkMode(): [boolean, () => void] {
  const [dark] = useStoredFlag(localStorageKeys.darkMode, false);
  const toggle = useCallback(() => setDarkMode(!isDarkModeStored()), []);
  return [dark, toggle];
}
