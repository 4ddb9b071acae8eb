import type { SettingsAll } from '@outreach/backend/settings/settings-views.contract';
import { sessionStorageKeys } from '../config/storage-keys';

/** Spec section 9: the settings cache lives 5 minutes (300000 ms). */
export const SETTINGS_CACHE_LIFETIME_MS = 300_000;

interface CachedSettings {
  storedAt: number;
  settings: SettingsAll;
}

export function forgetCachedSettings(): void {
  sessionStorage.removeItem(sessionStorageKeys.settingsCache);
}

/** The settings stored in this tab less than 5 minutes ago, or null; anything older or unreadable is dropped. */
export function readCachedSettings(now: number = Date.now()): SettingsAll | null {
  const text = sessionStorage.getItem(sessionStorageKeys.settingsCache);
  if (text === null) return null;
  try {
    const { storedAt, settings } = JSON.parse(text) as Partial<CachedSettings>;
    // A clock set back would otherwise keep an entry alive forever.
    const fresh =
      typeof storedAt === 'number' && storedAt <= now && now - storedAt < SETTINGS_CACHE_LIFETIME_MS;
    // An entry stored before the settings carried the one profile is read afresh.
    if (fresh && typeof settings === 'object' && settings !== null && 'profile' in settings) return settings;
  } catch {
    // Not ours or cut short: treated as no cache.
  }
  forgetCachedSettings();
  return null;
}

export function storeCachedSettings(settings: SettingsAll, now: number = Date.now()): void {
  const entry: CachedSettings = { storedAt: now, settings };
  try {
    sessionStorage.setItem(sessionStorageKeys.settingsCache, JSON.stringify(entry));
  } catch {
    // A full or disabled storage only costs the next visit a fetch (spec: storage failures are ignored).
  }
}
