/** Browser storage keys named by the spec (section 3); other parts of the product read the same keys. */
export const storageKeys = {
  accessToken: 'jwt_token',
  refreshToken: 'refresh_token',
  darkMode: 'darkMode',
  clubSponsor: 'club_sponsor',
  isAuthenticated: 'isAuthenticated',
  userEmail: 'userEmail',
  isAdmin: 'isAdmin',
} as const;
