import { paths } from './paths';

/**
 * Who may open a route (spec section 2, Route map): signed-out pages send a signed-in user to /dashboard,
 * signed-in pages send a visitor to /, and everyone's pages stay where they are.
 */
export type RouteAccess = 'signed-out' | 'signed-in' | 'everyone';

/**
 * What surrounds the screen: the public top bar and footer, the signed-in shell, whichever of the two fits
 * the session, or nothing (sign-in screens, callbacks and checkout render alone).
 */
export type RouteFrame = 'public' | 'shell' | 'adaptive' | 'bare';

export interface RouteEntry {
  readonly path: string;
  /** The screen's name: the shell's header, the browser tab and the placeholder's heading. */
  readonly title: string;
  readonly access: RouteAccess;
  readonly frame: RouteFrame;
  /** A page that names a screen arriving in a later issue. */
  readonly placeholder?: true;
}

/** Every route of the spec's route map with its name, guard and frame; app/route-table.tsx gives each its screen. */
export const routeMap = [
  {
    path: paths.home,
    title: 'Home',
    access: 'signed-out',
    frame: 'public',
  },
  {
    path: paths.about,
    title: 'About',
    access: 'signed-out',
    frame: 'public',
  },
  {
    path: paths.careers,
    title: 'Careers',
    access: 'signed-out',
    frame: 'public',
  },
  {
    path: paths.contactUs,
    title: 'Contact',
    access: 'signed-out',
    frame: 'public',
  },
  {
    path: paths.pricing,
    title: 'Pricing',
    access: 'signed-out',
    frame: 'public',
  },
  {
    path: paths.cookies,
    title: 'Cookies',
    access: 'signed-out',
    frame: 'public',
  },
  { path: paths.login, title: 'Log In', access: 'signed-out', frame: 'bare' },

  // /signup shows the profile step to a user who already has a token, so it is not signed-out only.
  { path: paths.signup, title: 'Sign Up', access: 'everyone', frame: 'bare' },
  { path: paths.authCallback, title: 'Logging in', access: 'everyone', frame: 'bare' },
  { path: paths.signupCallback, title: 'Signing you up', access: 'everyone', frame: 'bare' },
  {
    path: paths.blog,
    title: 'Blog',
    access: 'everyone',
    frame: 'adaptive',
  },
  {
    path: paths.blogPost,
    title: 'Blog Post',
    access: 'everyone',
    frame: 'adaptive',
  },
  {
    path: paths.privacyPolicy,
    title: 'Privacy Policy',
    access: 'everyone',
    frame: 'adaptive',
  },
  {
    path: paths.termsOfService,
    title: 'Terms of Service',
    access: 'everyone',
    frame: 'adaptive',
  },
  { path: paths.checkout, title: 'Checkout', access: 'everyone', frame: 'bare' },

  { path: paths.dashboard, title: 'Dashboard', access: 'signed-in', frame: 'shell' },
  { path: paths.admin, title: 'Admin', access: 'signed-in', frame: 'shell' },
  { path: paths.contactDetail, title: 'Contacts', access: 'signed-in', frame: 'shell' },
  { path: paths.addContact, title: 'Add Contact', access: 'signed-in', frame: 'shell' },
  { path: paths.importContacts, title: 'Import Contacts', access: 'signed-in', frame: 'shell' },
  { path: paths.outbox, title: 'Outbox', access: 'signed-in', frame: 'shell' },
  { path: paths.jobsSearch, title: 'Search Jobs', access: 'signed-in', frame: 'shell' },
  { path: paths.outgoingMessages, title: 'Outgoing Messages', access: 'signed-in', frame: 'shell' },
  { path: paths.campaigns, title: 'Campaigns', access: 'signed-in', frame: 'shell' },
  { path: paths.autopilot, title: 'Autopilot', access: 'signed-in', frame: 'shell' },
  { path: paths.autopilotTask, title: 'Task Details', access: 'signed-in', frame: 'shell' },
  { path: paths.settings, title: 'Settings', access: 'signed-in', frame: 'shell' },
] as const satisfies readonly RouteEntry[];

/** The paths whose screen is built, each of which app/route-table.tsx must give a screen. */
export type BuiltPath = Exclude<(typeof routeMap)[number], { placeholder: true }>['path'];
