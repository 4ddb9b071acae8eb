import type { ComponentType } from 'react';
import { AuthCallbackPage } from '../features/auth/components/auth-callback-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignupCallbackPage } from '../features/auth/components/signup-callback-page';
import { SignupPage } from '../features/auth/components/signup-page';
import { PricingPage } from '../features/pricing/components/pricing-page';
import { paths } from '../config/paths';
import { DashboardPage } from './routes/dashboard-page';
import { LandingPage } from './routes/landing-page';

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

/** A screen built now, one loaded on first visit, or a page that names a screen arriving in a later issue. */
export type RouteScreen =
  { Component: ComponentType } | { lazy: () => Promise<ComponentType> } | 'placeholder';

export interface AppRoute {
  path: string;
  /** The screen's name: the shell's header, the browser tab and the placeholder's heading. */
  title: string;
  access: RouteAccess;
  frame: RouteFrame;
  screen: RouteScreen;
}

export const routeTable: readonly AppRoute[] = [
  {
    path: paths.home,
    title: 'Home',
    access: 'signed-out',
    frame: 'public',
    screen: { Component: LandingPage },
  },
  { path: paths.about, title: 'About', access: 'signed-out', frame: 'public', screen: 'placeholder' },
  { path: paths.careers, title: 'Careers', access: 'signed-out', frame: 'public', screen: 'placeholder' },
  { path: paths.contactUs, title: 'Contact', access: 'signed-out', frame: 'public', screen: 'placeholder' },
  {
    path: paths.pricing,
    title: 'Pricing',
    access: 'signed-out',
    frame: 'public',
    screen: { Component: PricingPage },
  },
  { path: paths.cookies, title: 'Cookies', access: 'signed-out', frame: 'public', screen: 'placeholder' },
  {
    path: paths.login,
    title: 'Log In',
    access: 'signed-out',
    frame: 'bare',
    screen: { Component: LoginPage },
  },

  // /signup shows the profile step to a user who already has a token, so it is not signed-out only.
  {
    path: paths.signup,
    title: 'Sign Up',
    access: 'everyone',
    frame: 'bare',
    screen: { Component: SignupPage },
  },
  {
    path: paths.authCallback,
    title: 'Logging in',
    access: 'everyone',
    frame: 'bare',
    screen: { Component: AuthCallbackPage },
  },
  {
    path: paths.signupCallback,
    title: 'Signing you up',
    access: 'everyone',
    frame: 'bare',
    screen: { Component: SignupCallbackPage },
  },
  { path: paths.blog, title: 'Blog', access: 'everyone', frame: 'adaptive', screen: 'placeholder' },
  { path: paths.blogPost, title: 'Blog Post', access: 'everyone', frame: 'adaptive', screen: 'placeholder' },
  {
    path: paths.privacyPolicy,
    title: 'Privacy Policy',
    access: 'everyone',
    frame: 'adaptive',
    screen: 'placeholder',
  },
  {
    path: paths.termsOfService,
    title: 'Terms of Service',
    access: 'everyone',
    frame: 'adaptive',
    screen: 'placeholder',
  },
  {
    path: paths.checkout,
    title: 'Checkout',
    access: 'everyone',
    frame: 'bare',
    screen: {
      lazy: () =>
        import('../features/checkout/components/checkout-page').then(({ CheckoutPage }) => CheckoutPage),
    },
  },

  {
    path: paths.dashboard,
    title: 'Dashboard',
    access: 'signed-in',
    frame: 'shell',
    screen: { Component: DashboardPage },
  },
  {
    path: paths.admin,
    title: 'Admin',
    access: 'signed-in',
    frame: 'shell',
    // Only admins need the admin screen's dialogs and forms; keep them out of everyone's first load.
    screen: { lazy: () => import('./routes/admin-page').then(({ AdminPage }) => AdminPage) },
  },
  {
    path: paths.contactDetail,
    title: 'Contacts',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () =>
        import('../features/contacts/components/contacts-page').then(({ ContactsPage }) => ContactsPage),
    },
  },
  {
    path: paths.addContact,
    title: 'Add Contact',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () => import('./routes/add-contacts-screen').then(({ AddContactsScreen }) => AddContactsScreen),
    },
  },
  {
    path: paths.importContacts,
    title: 'Import Contacts',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () =>
        import('../features/add-contacts/components/import-contacts-page').then(
          ({ ImportContactsPage }) => ImportContactsPage,
        ),
    },
  },
  {
    path: paths.outbox,
    title: 'Outbox',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () => import('../features/outbox/components/outbox-page').then(({ OutboxPage }) => OutboxPage),
    },
  },
  {
    path: paths.jobsSearch,
    title: 'Search Jobs',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () =>
        import('../features/job-search/components/job-search-page').then(
          ({ JobSearchPage }) => JobSearchPage,
        ),
    },
  },
  {
    path: paths.outgoingMessages,
    title: 'Outgoing Messages',
    access: 'signed-in',
    frame: 'shell',
    screen: 'placeholder',
  },
  { path: paths.autopilot, title: 'Autopilot', access: 'signed-in', frame: 'shell', screen: 'placeholder' },
  {
    path: paths.autopilotTask,
    title: 'Task Details',
    access: 'signed-in',
    frame: 'shell',
    screen: 'placeholder',
  },
  {
    path: paths.settings,
    title: 'Settings',
    access: 'signed-in',
    frame: 'shell',
    screen: {
      lazy: () =>
        import('../features/settings/components/settings-page').then(({ SettingsPage }) => SettingsPage),
    },
  },
];
