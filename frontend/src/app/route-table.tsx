import type { ComponentType } from 'react';
import { api } from '../api/api';
import { paths } from '../config/paths';
import { routeMap, type BuiltPath, type RouteEntry } from '../config/route-map';
import { LandingPage } from '../features/landing/components/landing-page';
import { blogApi } from '../features/blog/blog.api';
import type { RoutePreload } from './route-preload';

/** A screen built now, one loaded on first visit, or a page that names a screen arriving in a later issue. */
export type RouteScreen =
  { Component: ComponentType } | { lazy: () => Promise<ComponentType> } | 'placeholder';

export interface AppRoute extends RouteEntry {
  screen: RouteScreen;
  /** The reads a server-rendered page shows, fetched before it renders (see route-preload.ts). */
  preload?: RoutePreload;
}

// A visitor downloads the landing page and the frame; every other public page is its own chunk, fetched before the
// server's HTML of it is hydrated (main.tsx), so one page's code (the contact form's validation, the legal texts)
// never weighs on another's first load.
const screens: Record<BuiltPath, Exclude<RouteScreen, 'placeholder'>> = {
  [paths.home]: { Component: LandingPage },
  [paths.pricing]: {
    lazy: () => import('../features/pricing/components/pricing-page').then(({ PricingPage }) => PricingPage),
  },
  [paths.about]: {
    lazy: () => import('../features/company-pages/components/about-page').then(({ AboutPage }) => AboutPage),
  },
  [paths.careers]: {
    lazy: () =>
      import('../features/company-pages/components/careers-page').then(({ CareersPage }) => CareersPage),
  },
  [paths.contactUs]: {
    lazy: () =>
      import('../features/contact-us/components/contact-page').then(({ ContactPage }) => ContactPage),
  },
  [paths.privacyPolicy]: {
    lazy: () =>
      import('../features/legal/components/privacy-policy-page').then(
        ({ PrivacyPolicyPage }) => PrivacyPolicyPage,
      ),
  },
  [paths.termsOfService]: {
    lazy: () =>
      import('../features/legal/components/terms-of-service-page').then(
        ({ TermsOfServicePage }) => TermsOfServicePage,
      ),
  },
  [paths.cookies]: {
    lazy: () => import('../features/legal/components/cookies-page').then(({ CookiesPage }) => CookiesPage),
  },
  [paths.blog]: {
    lazy: () => import('../features/blog/components/blog-page').then(({ BlogPage }) => BlogPage),
  },
  [paths.blogPost]: {
    lazy: () => import('../features/blog/components/blog-post-page').then(({ BlogPostPage }) => BlogPostPage),
  },
  [paths.login]: {
    lazy: () => import('../features/auth/components/login-page').then(({ LoginPage }) => LoginPage),
  },
  [paths.signup]: {
    lazy: () => import('../features/auth/components/signup-page').then(({ SignupPage }) => SignupPage),
  },
  // Only a provider's redirect opens the callbacks; their dialogs stay out of a visitor's public pages.
  [paths.authCallback]: {
    lazy: () =>
      import('../features/auth/components/auth-callback-page').then(
        ({ AuthCallbackPage }) => AuthCallbackPage,
      ),
  },
  [paths.signupCallback]: {
    lazy: () =>
      import('../features/auth/components/signup-callback-page').then(
        ({ SignupCallbackPage }) => SignupCallbackPage,
      ),
  },
  [paths.checkout]: {
    lazy: () =>
      import('../features/checkout/components/checkout-page').then(({ CheckoutPage }) => CheckoutPage),
  },
  [paths.dashboard]: {
    lazy: () => import('./routes/dashboard-page').then(({ DashboardPage }) => DashboardPage),
  },
  // Only admins need the admin screen's dialogs and forms; keep them out of everyone's first load.
  [paths.admin]: { lazy: () => import('./routes/admin-page').then(({ AdminPage }) => AdminPage) },
  [paths.contactDetail]: {
    lazy: () =>
      import('../features/contacts/components/contacts-page').then(({ ContactsPage }) => ContactsPage),
  },
  [paths.addContact]: {
    lazy: () => import('./routes/add-contacts-screen').then(({ AddContactsScreen }) => AddContactsScreen),
  },
  [paths.importContacts]: {
    lazy: () =>
      import('../features/add-contacts/components/import-contacts-page').then(
        ({ ImportContactsPage }) => ImportContactsPage,
      ),
  },
  [paths.outbox]: {
    lazy: () => import('../features/outbox/components/outbox-page').then(({ OutboxPage }) => OutboxPage),
  },
  [paths.jobsSearch]: {
    lazy: () =>
      import('../features/job-search/components/job-search-page').then(({ JobSearchPage }) => JobSearchPage),
  },
  [paths.outgoingMessages]: {
    lazy: () =>
      import('./routes/outgoing-messages-page').then(({ OutgoingMessagesPage }) => OutgoingMessagesPage),
  },
  [paths.campaigns]: {
    lazy: () =>
      import('../features/campaigns/components/campaigns-page').then(({ CampaignsPage }) => CampaignsPage),
  },
  [paths.autopilot]: {
    lazy: () =>
      import('../features/autopilot/components/autopilot-page').then(({ AutopilotPage }) => AutopilotPage),
  },
  [paths.autopilotTask]: {
    lazy: () =>
      import('./routes/autopilot-task-screen').then(({ AutopilotTaskScreen }) => AutopilotTaskScreen),
  },
  [paths.settings]: {
    lazy: () => import('./routes/settings/settings-page').then(({ SettingsPage }) => SettingsPage),
  },
};

/**
 * The public pages' server-side reads: the HTML a crawler gets holds the same data the page shows after hydrating.
 * The blog's two pages add theirs here (getBlogPosts with q and tag from the query, getBlogPost with the slug).
 */
const preloads: Partial<Record<BuiltPath, RoutePreload>> = {
  // The Clubs & Campus card's contact address.
  [paths.pricing]: (dispatch) => [dispatch(api.endpoints.publicConfig.initiate())],
  // The list page asks for every post (its tag box) and for the search in its address.
  [paths.blog]: (dispatch, { search }) => [
    dispatch(blogApi.endpoints.getBlogPosts.initiate({})),
    dispatch(
      blogApi.endpoints.getBlogPosts.initiate({
        q: search.get('q') || undefined,
        tag: search.get('tag') || undefined,
      }),
    ),
  ],
  [paths.blogPost]: (dispatch, { params }) => [
    dispatch(blogApi.endpoints.getBlogPost.initiate(params.slug ?? '')),
  ],
};

/** The route map with each route's screen: the router, the titles and the placeholder pages derive from it. */
export const routeTable: readonly AppRoute[] = routeMap.map((route) => ({
  ...route,
  screen: 'placeholder' in route ? 'placeholder' : screens[route.path],
  preload: 'placeholder' in route ? undefined : preloads[route.path],
}));
