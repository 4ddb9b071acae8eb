/**
 * localStorage keys. The first eight are named by the spec (section 3) and other parts of the product read
 * them; leaderboardCache is the spec's unnamed leaderboard cache; autopilotMode, sidebarCollapsed,
 * leaderboardExpanded (the sidebar's leaderboard open or folded), promptVariableHints (the prompt editor's AI
 * Generated preview hints) and aiSearchCache (the industry search's answers, §9) are choices of this client.
 */
export const localStorageKeys = {
  accessToken: 'jwt_token',
  refreshToken: 'refresh_token',
  selectedPlan: 'selected_plan',
  billingCycle: 'billing_cycle',
  darkMode: 'darkMode',
  clubSponsor: 'club_sponsor',
  hasAccess: 'hasAccess',
  selectedJobs: 'selectedJobs',
  leaderboardCache: 'leaderboardCache',
  autopilotMode: 'autopilotMode',
  sidebarCollapsed: 'sidebarCollapsed',
  leaderboardExpanded: 'leaderboardExpanded',
  promptVariableHints: 'promptVariableHints',
  aiSearchCache: 'aiSearchCache',
} as const;

/** sessionStorage keys (spec section 3): the tab's identity flags and its per-screen caches. */
export const sessionStorageKeys = {
  isAuthenticated: 'isAuthenticated',
  userEmail: 'userEmail',
  isAdmin: 'isAdmin',
  dashboardCache: 'dashboardCache',
  autopilotCache: 'autopilotCache',
  contactsCache: 'contactsCache',
  settingsCache: 'settingsCache',
} as const;
