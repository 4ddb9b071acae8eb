import { SESSION_LOCAL_KEYS } from '../../api/session-storage';
import { localStorageKeys, sessionStorageKeys } from '../../config/storage-keys';

/**
 * Why each browser storage key exists, typed over the keys themselves: a key added to storage-keys.ts does not
 * compile until the Cookies page says what it holds. null: the spec names the key but this client never writes
 * it (it is only removed at logout, in case an older version left it), so the page does not list it.
 */
const LOCAL_PURPOSES: Record<keyof typeof localStorageKeys, string | null> = {
  accessToken: 'Your sign-in: a short-lived access token sent with each request.',
  refreshToken: 'Your sign-in: renews the access token so you stay signed in.',
  selectedPlan: 'The plan you chose on the pricing page, until checkout.',
  billingCycle: 'The billing cycle you chose on the pricing page, until checkout.',
  darkMode: 'Whether you prefer the dark theme.',
  clubSponsor: 'The club whose link gave you free Pro access, to show "Sponsored by".',
  hasAccess: null,
  selectedJobs: null,
  leaderboardCache: 'The leaderboard, kept for 5 minutes to avoid reloading it on every screen.',
  autopilotMode: 'Whether the sidebar shows the autopilot or the manual workflow.',
  sidebarCollapsed: 'Whether you folded the sidebar.',
  leaderboardExpanded: 'Whether the leaderboard in the sidebar is open.',
  promptVariableHints: 'Sample values you typed to preview your e-mail templates.',
  aiSearchCache: 'Recent answers of the AI industry search, to show them again without asking.',
};

const SESSION_PURPOSES: Record<keyof typeof sessionStorageKeys, string | null> = {
  isAuthenticated: 'Whether this tab is signed in.',
  userEmail: 'Your e-mail address, shown in this tab.',
  isAdmin: 'Whether to show the Admin link in this tab.',
  dashboardCache: null,
  autopilotCache: null,
  contactsCache: null,
  settingsCache: 'Your settings, so they show at once when you come back to them.',
};

export interface StorageEntry {
  key: string;
  purpose: string;
  /** Removed when you log out; the others belong to the browser, not the account. */
  clearedOnLogout: boolean;
}

const signOutKeys: readonly string[] = SESSION_LOCAL_KEYS;

function entries<Name extends string>(
  keys: Record<Name, string>,
  purposes: Record<Name, string | null>,
  clearedOnLogout: (key: string) => boolean,
): StorageEntry[] {
  return (Object.keys(keys) as Name[]).flatMap((name) => {
    const purpose = purposes[name];
    return purpose === null
      ? []
      : [{ key: keys[name], purpose, clearedOnLogout: clearedOnLogout(keys[name]) }];
  });
}

export const LOCAL_STORAGE_ENTRIES = entries(localStorageKeys, LOCAL_PURPOSES, (key) =>
  signOutKeys.includes(key),
);

/** Logging out clears the whole of the tab's sessionStorage. */
export const SESSION_STORAGE_ENTRIES = entries(sessionStorageKeys, SESSION_PURPOSES, () => true);
