import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wantsRenderedPage, type PageRequest } from './negotiation';
import { PageCache } from './page-cache';
import { composePage, type RenderedPage, type RenderModule } from './page-template';
import { chooseEncoding } from './precompressed-assets';
import { isPublicPagePath } from './public-pages';
import { SitePages } from './site-pages';
import { robotsTxt, sitemapXml } from './sitemap';

const TEMPLATE = [
  '<!doctype html><html><head>',
  '<meta',
  '  name="description"',
  '  content="The default description."',
  '/>',
  '<title>Outreach</title>',
  "<script>if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');</script>",
  '</head><body><div id="root"></div></body></html>',
].join('\n');

function templateFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  const file = join(dir, 'index.html');
  writeFileSync(file, TEMPLATE);
  return file;
}

/** A render module standing in for the frontend's server bundle: counts its renders, answers per path. */
function fakeRenderer(answer: (url: string) => Partial<RenderedPage> = () => ({})) {
  const calls: { url: string; origin: string; apiOrigin: string }[] = [];
  const module: RenderModule = {
    render: async (url, { origin, apiOrigin }) => {
      calls.push({ url, origin, apiOrigin });
      return {
        html: `<main>page ${url}</main>`,
        head: `<title>Page ${url}</title>`,
        status: 200,
        state: '{"queries":{}}',
        ...answer(url),
      };
    },
  };
  return { module, calls };
}

function sitePages(options: { module?: RenderModule | null; spaIndex?: string; now?: () => number } = {}) {
  const warnings: string[] = [];
  const pages = new SitePages({
    spaIndex: 'spaIndex' in options ? options.spaIndex : templateFile(),
    loadRenderModule: () => (options.module === undefined ? fakeRenderer().module : options.module),
    publicUrl: 'https://outreach.example',
    logWarning: (message) => warnings.push(message),
    cache: new PageCache(60_000, 3, options.now),
  });
  return { pages, warnings };
}

const navigation = (path: string, overrides: Partial<PageRequest> = {}): PageRequest => ({
  method: 'GET',
  path,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  authorization: undefined,
  ...overrides,
});

describe('the site: which requests get the rendered page', () => {
  it('renders navigations to the public pages and blog posts', () => {
    for (const path of [
      '/',
      '/pricing',
      '/about',
      '/blog',
      '/blog/cold-emails',
      '/privacy-policy',
      '/cookies',
    ]) {
      expect(wantsRenderedPage(navigation(path), isPublicPagePath)).toBe(true);
    }
    expect(wantsRenderedPage(navigation('/pricing', { method: 'HEAD' }), isPublicPagePath)).toBe(true);
  });

  it('leaves the signed-in paths, deeper paths and other methods to the app and the API', () => {
    for (const path of ['/dashboard', '/settings', '/login', '/blog/a/b', '/blog/', '/pricing/']) {
      expect(wantsRenderedPage(navigation(path), isPublicPagePath)).toBe(false);
    }
    expect(wantsRenderedPage(navigation('/contact', { method: 'POST' }), isPublicPagePath)).toBe(false);
  });

  it("sends the blog's API clients JSON: fetch's */*, JSON, no Accept, or a bearer token", () => {
    expect(wantsRenderedPage(navigation('/blog', { accept: '*/*' }), isPublicPagePath)).toBe(false);
    expect(wantsRenderedPage(navigation('/blog', { accept: 'application/json' }), isPublicPagePath)).toBe(
      false,
    );
    expect(wantsRenderedPage(navigation('/blog/x', { accept: undefined }), isPublicPagePath)).toBe(false);
    expect(wantsRenderedPage(navigation('/blog', { authorization: 'Bearer t' }), isPublicPagePath)).toBe(
      false,
    );
  });
});

describe('the site: composing and caching pages', () => {
  it("puts the page's markup, head and state into the template in place of its defaults", () => {
    const html = composePage(TEMPLATE, {
      html: '<h1>Simple Pricing</h1>',
      head: '<title>Pricing · Outreach</title>',
      status: 200,
      state: '{"queries":{}}',
    });
    expect(html).toContain('<div id="root"><h1>Simple Pricing</h1></div>');
    expect(html).toContain('<script type="application/json" id="server-state">{"queries":{}}</script>');
    expect(html).toContain('<title>Pricing · Outreach</title>\n</head>');
    expect(html).not.toContain('<title>Outreach</title>');
    expect(html).not.toContain('The default description.');
    // The inline dark-mode script is untouched, so its CSP hash still matches.
    expect(html).toContain("<script>if (localStorage.getItem('darkMode') === 'true')");
  });

  it('keeps "$&" in a page as text rather than a replacement pattern', () => {
    const html = composePage(TEMPLATE, { html: '<p>$& $1</p>', head: '', status: 200, state: '{}' });
    expect(html).toContain('<div id="root"><p>$& $1</p></div>');
  });

  it('renders a page once per URL within the cache period, with the public URL and the API origin', async () => {
    const { module, calls } = fakeRenderer();
    let now = 0;
    const { pages } = sitePages({ module, now: () => now });

    const first = await pages.answer('/pricing', 'http://127.0.0.1:3000');
    const second = await pages.answer('/pricing', 'http://127.0.0.1:3000');
    expect(first).toEqual(second);
    expect(first).toMatchObject({ kind: 'page', page: { status: 200 } });
    expect(calls).toEqual([
      { url: '/pricing', origin: 'https://outreach.example', apiOrigin: 'http://127.0.0.1:3000' },
    ]);

    await pages.answer('/pricing?cycle=yearly', 'http://127.0.0.1:3000');
    expect(calls).toHaveLength(2);

    now = 60_001;
    await pages.answer('/pricing', 'http://127.0.0.1:3000');
    expect(calls).toHaveLength(3);
  });

  it('shares one render between requests that arrive while it runs', async () => {
    const { module, calls } = fakeRenderer();
    const { pages } = sitePages({ module });
    await Promise.all([pages.answer('/', 'x'), pages.answer('/', 'x'), pages.answer('/', 'x')]);
    expect(calls).toHaveLength(1);
  });

  it('keeps at most its bound of pages, dropping the oldest first', async () => {
    const { module, calls } = fakeRenderer();
    const { pages } = sitePages({ module });
    for (const url of ['/a', '/b', '/c', '/d']) await pages.answer(url, 'x');
    await pages.answer('/d', 'x');
    expect(calls).toHaveLength(4);
    await pages.answer('/a', 'x');
    expect(calls).toHaveLength(5);
  });

  it("answers an unknown blog post's page with the render's 404", async () => {
    const { module } = fakeRenderer((url) => (url === '/blog/no-such-post' ? { status: 404 } : {}));
    const { pages } = sitePages({ module });
    expect(await pages.answer('/blog/no-such-post', 'x')).toMatchObject({
      kind: 'page',
      page: { status: 404 },
    });
  });

  it('falls back to the plain SPA index when the server bundle was not built or a render fails', async () => {
    const missing = sitePages({ module: null });
    expect(await missing.pages.answer('/', 'x')).toMatchObject({ kind: 'spa' });

    const calls: string[] = [];
    const failing: RenderModule = {
      render: async (url) => {
        calls.push(url);
        throw new Error('window is not defined');
      },
    };
    const broken = sitePages({ module: failing });
    expect(await broken.pages.answer('/about', 'x')).toMatchObject({ kind: 'spa' });
    expect(broken.warnings[0]).toContain('window is not defined');
    // A failed render is not cached: the next visit tries again.
    await broken.pages.answer('/about', 'x');
    expect(calls).toEqual(['/about', '/about']);
  });

  it('leaves the request alone when there is no built frontend at all', async () => {
    const { pages } = sitePages({ spaIndex: undefined });
    expect(await pages.answer('/', 'x')).toEqual({ kind: 'none' });
  });
});

describe('the site: sitemap.xml, robots.txt and compressed files', () => {
  it('lists every public page and post on the public URL, escaping what needs it', () => {
    const xml = sitemapXml('https://outreach.example/', [
      { slug: 'cold-emails', publishedAt: '2026-03-02T10:00:00Z' },
      { slug: 'a&b', publishedAt: 'not a date' },
    ]);
    expect(xml).toContain('<loc>https://outreach.example/</loc>');
    expect(xml).toContain('<loc>https://outreach.example/terms-of-service</loc>');
    expect(xml).toContain(
      '<loc>https://outreach.example/blog/cold-emails</loc>\n    <lastmod>2026-03-02</lastmod>',
    );
    expect(xml).toContain('<loc>https://outreach.example/blog/a%26b</loc>\n  </url>');
    expect(xml.match(/<url>/g)).toHaveLength(11);
  });

  it('keeps crawlers out of the signed-in app and names the sitemap', () => {
    const robots = robotsTxt('https://outreach.example');
    expect(robots).toContain('Disallow: /dashboard\n');
    expect(robots).toContain('Disallow: /settings\n');
    expect(robots).not.toMatch(/Disallow: \/(blog|pricing)\b/);
    expect(robots).toContain('Sitemap: https://outreach.example/sitemap.xml');
  });

  it('sends the compressed copy a browser takes: brotli first, gzip next, none when refused', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')?.name).toBe('br');
    expect(chooseEncoding('gzip')?.name).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')?.name).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
