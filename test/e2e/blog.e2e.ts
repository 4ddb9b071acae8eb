import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const SHOTS = '/tmp/shots/blog';
const RESUME_POST = 'Personalising outreach from your resume without overselling';
const FOLLOW_UP_POST = 'Following up: when to write again, and when to stop';

const postCards = (page: Page) => page.getByRole('region', { name: 'Posts' }).getByRole('article');

async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious, `${where}: axe-core`).toEqual([]);
}

async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

async function expectHeroImageLoaded(page: Page, slug: string): Promise<void> {
  const hero = page.locator(`article img[src="/images/blog/${slug}.svg"]`);
  await expect(hero).toBeVisible();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

test('a visitor finds a post by search and by tag, reads it and reaches pricing from its call to action', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Outreach that gets answered' })).toBeVisible();
  await expect(postCards(page)).toHaveCount(6);
  await expectNoSeriousViolations(page, '/blog');

  // By a word that only one post's body holds; the search is kept in the address.
  await page.getByRole('searchbox', { name: 'Search posts' }).fill('treasurer');
  await expect(page).toHaveURL(/\/blog\?q=treasurer$/);
  await expect(postCards(page)).toHaveCount(1);
  await expect(postCards(page).getByRole('heading', { level: 2 })).toHaveText(RESUME_POST);

  await page.getByRole('searchbox', { name: 'Search posts' }).fill('zeppelin');
  await expect(page.getByText('No posts match your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all posts' }).click();
  await expect(postCards(page)).toHaveCount(6);

  // By tag.
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('follow-up');
  await expect(page).toHaveURL(/\/blog\?tag=follow-up$/);
  await expect(postCards(page).getByRole('heading', { level: 2 })).toHaveText([
    'Keeping track of who you wrote to and who wrote back',
    FOLLOW_UP_POST,
  ]);

  await page.getByRole('link', { name: FOLLOW_UP_POST }).click();
  await expect(page).toHaveURL(/\/blog\/follow-up-timing$/);
  await expect(page.getByRole('heading', { level: 1, name: FOLLOW_UP_POST })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }),
  ).toBeVisible();
  await expect(page.getByText('September 22, 2026')).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();
  await expect(page.getByRole('button', { name: /listen to article/i })).toBeVisible();
  await expectHeroImageLoaded(page, 'follow-up-timing');
  await expect(page.getByRole('heading', { level: 2, name: 'How long to wait' })).toBeVisible();
  await expect(page).toHaveTitle(`${FOLLOW_UP_POST} · Outreach`);

  // The progress bar follows the reader down the page.
  const progress = page.getByRole('progressbar', { name: 'Reading progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('heading', { level: 2, name: 'Keep exploring' }).scrollIntoViewIfNeeded();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expectNoSeriousViolations(page, '/blog/follow-up-timing');

  await page.getByRole('link', { name: 'View Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Simple Pricing' })).toBeVisible();
});

test('a shared search link, a post and an unknown post open directly as pages, not as JSON', async ({
  page,
}) => {
  await page.goto('/blog?tag=campus');
  await expect(postCards(page)).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('campus');

  await page.goto('/blog/cold-emails-that-work');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cold e-mails to hiring managers that get read' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'The subject line says why you are writing' }),
  ).toBeVisible();

  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(postCards(page)).toHaveCount(6);
});

test('at 375 px in dark mode the blog and a post fit the screen and pass axe-core', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/blog');
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(postCards(page)).toHaveCount(6);
  await expectNoSidewaysScrolling(page, '/blog at 375 px');
  await expectNoSeriousViolations(page, '/blog at 375 px, dark');
  await page.screenshot({ path: `${SHOTS}/blog-375-dark.png`, fullPage: true });

  await page.getByRole('link', { name: RESUME_POST }).click();
  await expect(page.getByRole('heading', { level: 1, name: RESUME_POST })).toBeVisible();
  await expectHeroImageLoaded(page, 'personalise-from-your-resume');
  await expectNoSidewaysScrolling(page, 'a post at 375 px');
  await expectNoSeriousViolations(page, 'a post at 375 px, dark');
  await page.screenshot({ path: `${SHOTS}/post-375-dark.png`, fullPage: true });

  // By keyboard: the tag links under the post open the blog filtered by that tag.
  const tag = page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'resume' });
  await tag.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\?tag=resume$/);
  await expect(postCards(page)).toHaveCount(1);
});
