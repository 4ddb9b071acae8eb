export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  authCallback: '/auth/callback',
  dashboard: '/dashboard',
  admin: '/admin',
} as const;

/** Backend endpoints the browser leaves the app for (full page navigations, not fetches). */
export const backendPaths = {
  googleLogin: '/auth/google/login',
  outlookLogin: '/auth/outlook/login',
  googleSignup: '/auth/google/signup',
  outlookSignup: '/auth/outlook/signup',
} as const;
