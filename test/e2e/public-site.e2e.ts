import { expect, Page, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './support/page-checks';
import { signIn } from './support/sign-in';

/** What each page must say to a reader without JavaScript: its own heading, from the server's HTML. */
const PAGES = [
  { path: '/', text: 'Get noticed by the people who hire', ogType: 'website' },
  { path: '/about', text: "We know what it's like to feel invisible", ogType: 'website' },
  { path: '/careers', text: 'Careers', ogType: 'website' },
  { path: '/pricing', text: 'Simple Pricing', ogType: 'website' },
  { path: '/contact', text: 'Contact', ogType: 'website' },
  { path: '/blog', text: 'Outreach that gets answered', ogType: 'website' },
  {
    path: '/blog/campus-and-club-networking',
    text: 'Campus and club networking: start with what you already share',
    ogType: 'article',
  },
  { path: '/privacy-policy', text: 'Privacy Policy', ogType: 'website' },
  { path: '/terms-of-service', text: 'Terms of Service', ogType: 'website' },
  { path: '/cookies', text: 'Cookies', ogType: 'website' },
] as const;

/** The chunks only the signed-in application needs; a visitor's page must fetch none of them. */
const SIGNED_IN_CHUNKS =
  /\/assets\/(signed-in-shell|dashboard-page|sidebar|tour-overlay|socket\.io|plan-limit-dialog|login-page|signup-page)[-.]/;

async function headOf(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogTitle: content('meta[property="og:title"]'),
      ogDescription: content('meta[property="og:description"]'),
      ogUrl: content('meta[property="og:url"]'),
      ogType: content('meta[property="og:type"]'),
      ogImage: content('meta[property="og:image"]'),
      canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
    };
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, text, ogType } of PAGES) {
    test(`${path} arrives with its text and its search and sharing tags`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

      const head = await headOf(page);
      expect(head.title).not.toBe('Outreach');
      expect(head.title).toContain('Outreach');
      expect(head.description?.length).toBeGreaterThan(40);
      expect(head.canonical).toBe(`${BASE_URL}${path}`);
      expect(head.canonicals).toBe(1);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogDescription).toBe(head.description);
      expect(head.ogUrl).toBe(head.canonical);
      expect(head.ogType).toBe(ogType);
      expect(head.ogImage).toMatch(new RegExp(`^${BASE_URL}/`));
    });
  }

  test('an unknown post answers 404 with a page that says so', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  });

  test('the pricing page shows the data the server preloaded', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Contact' }).first()).toHaveAttribute('href', /^mailto:/);
  });
});

test('sitemap.xml lists the public pages on the public URL and robots.txt keeps crawlers out of the app', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of [
    '/',
    '/about',
    '/careers',
    '/contact',
    '/pricing',
    '/blog',
    '/privacy-policy',
    '/terms-of-service',
    '/cookies',
  ]) {
    expect(xml).toContain(`<loc>${BASE_URL}${path}</loc>`);
  }
  expect(xml).not.toContain('/dashboard');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Disallow: /dashboard');
  expect(text).toContain('Disallow: /settings');
  expect(text).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
});

test('an API client of /blog is not sent the page', async ({ request }) => {
  const response = await request.get('/blog', { headers: { Accept: 'application/json' } });
  expect(response.headers()['content-type'] ?? '').not.toContain('text/html');
});

test("a visitor's / hydrates the server's page and fetches no signed-in code", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const serverHeading = await page.getByRole('heading', { level: 1 }).elementHandle();
  await page.waitForLoadState('networkidle');

  // Hydrated: the server's element is still the one shown, and the menu button answers.
  expect(await serverHeading?.evaluate((element) => element.isConnected)).toBe(true);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Site menu' }).getByRole('link', { name: 'Pricing' }),
  ).toBeVisible();

  expect(scripts.filter((url) => SIGNED_IN_CHUNKS.test(url))).toEqual([]);
  expect(problems).toEqual([]);
});

test('navigating between public pages keeps one canonical link and updates the tags', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy Policy');
  await expect.poll(async () => (await headOf(page)).canonical).toBe(`${BASE_URL}/privacy-policy`);
  const head = await headOf(page);
  expect(head.canonicals).toBe(1);
  expect(head.ogUrl).toBe(`${BASE_URL}/privacy-policy`);
});

test('a signed-in user opening /blog gets the signed-in shell, not the public page', async ({ browser }) => {
  const page = await signIn(browser, `site-${Date.now().toString(36)}@example.com`, 'Sam Reader');
  await page.goto('/blog');
  await expect(page.getByRole('navigation', { name: 'Site' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Sign Up For Free' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.context().close();
});

test('the pricing page passes axe in light and dark mode', async ({ page }) => {
  for (const dark of [false, true]) {
    await page.goto('/pricing');
    await page.evaluate((on) => localStorage.setItem('darkMode', String(on)), dark);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Simple Pricing' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/pricing ${dark ? 'dark' : 'light'}`);
  }
});
