import { describe, expect, it } from 'vitest';
import { aSettings } from '../testing/settings-factories';
import {
  forgetCachedSettings,
  readCachedSettings,
  SETTINGS_CACHE_LIFETIME_MS,
  storeCachedSettings,
} from './settings-cache';

describe('settings cache', () => {
  it('returns what was stored for 5 minutes, then nothing', () => {
    storeCachedSettings(aSettings({ plan_name: 'Pro' }), 1_000);

    expect(readCachedSettings(1_000 + SETTINGS_CACHE_LIFETIME_MS - 1)?.plan_name).toBe('Pro');
    expect(readCachedSettings(1_000 + SETTINGS_CACHE_LIFETIME_MS)).toBeNull();
    expect(sessionStorage.getItem('settingsCache')).toBeNull();
  });

  it('ignores an entry from the future or one it cannot read', () => {
    storeCachedSettings(aSettings(), 5_000);
    expect(readCachedSettings(4_000)).toBeNull();

    sessionStorage.setItem('settingsCache', '{not json');
    expect(readCachedSettings()).toBeNull();
  });

  it('forgets on request', () => {
    storeCachedSettings(aSettings());
    forgetCachedSettings();
    expect(readCachedSettings()).toBeNull();
  });
});
