/**
 * The public site's pages (spec section 2, Route map): rendered on the server for navigations, listed in
 * sitemap.xml. The signed-in paths are what robots.txt keeps crawlers out of.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/careers',
  '/contact',
  '/pricing',
  '/blog',
  '/privacy-policy',
  '/terms-of-service',
  '/cookies',
] as const;

/** One post's page: /blog/{slug}, a single path segment. */
const BLOG_POST = /^\/blog\/[^/]+$/;

export const SIGNED_IN_PATHS = [
  '/dashboard',
  '/admin',
  '/contacts',
  '/import',
  '/outbox',
  '/jobs',
  '/messages',
  '/outgoing',
  '/autopilot',
  '/settings',
  '/checkout',
  '/auth/',
  '/signup/callback',
] as const;

/** A path (no query) the server renders: a public page, or a blog post's; a trailing slash is not the same page. */
export function isPublicPagePath(path: string): boolean {
  return (PUBLIC_PAGES as readonly string[]).includes(path) || BLOG_POST.test(path);
}
