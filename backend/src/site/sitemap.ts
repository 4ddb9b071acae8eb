import { PUBLIC_PAGES, SIGNED_IN_PATHS } from './public-pages';

/** A blog post as the sitemap lists it. */
export interface SitemapPost {
  slug: string;
  /** ISO date or date-time of publication; omitted from the entry when unknown. */
  publishedAt?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function absolute(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

/** The lastmod a crawler accepts: the date part of a valid date, else nothing. */
function lastmodOf(publishedAt: string | undefined): string | null {
  if (!publishedAt) return null;
  const time = Date.parse(publishedAt);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** sitemap.xml: every public page and every blog post, absolute on PUBLIC_URL. */
export function sitemapXml(publicUrl: string, posts: readonly SitemapPost[]): string {
  const entries = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: null as string | null })),
    ...posts.map(({ slug, publishedAt }) => ({
      path: `/blog/${encodeURIComponent(slug)}`,
      lastmod: lastmodOf(publishedAt),
    })),
  ];
  const urls = entries.map(({ path, lastmod }) =>
    [
      '  <url>',
      `    <loc>${escapeXml(absolute(publicUrl, path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public site is open, the signed-in application and the API's private reads are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...SIGNED_IN_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${absolute(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
