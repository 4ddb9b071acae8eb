/** Every client route of the spec's route map (section 2); patterns use react-router's syntax. */
export const paths = {
  home: '/',
  features: '/#features',
  login: '/login',
  signup: '/signup',
  authCallback: '/auth/callback',
  signupCallback: '/signup/callback',
  about: '/about',
  careers: '/careers',
  contactUs: '/contact',
  pricing: '/pricing',
  blog: '/blog',
  blogPost: '/blog/:slug',
  checkout: '/checkout',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookies: '/cookies',
  dashboard: '/dashboard',
  admin: '/admin',
  contacts: '/contacts',
  contactDetail: '/contacts/:contactId?',
  addContact: '/contacts/create',
  importContacts: '/import',
  outbox: '/outbox',
  jobsSearch: '/jobs/search',
  outgoingMessages: '/messages/outgoing',
  autopilot: '/autopilot',
  autopilotTask: '/autopilot/task/:taskId',
  settings: '/settings',
} as const;

/** Backend endpoints the browser leaves the app for (full page navigations, not fetches). */
export const backendPaths = {
  googleLogin: '/auth/google/login',
  outlookLogin: '/auth/outlook/login',
  googleSignup: '/auth/google/signup',
  outlookSignup: '/auth/outlook/signup',
} as const;
