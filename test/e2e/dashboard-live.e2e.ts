import { expect, Page, test } from '@playwright/test';
import { expectToast } from './support/page-helpers';
import { metricCard, ownLine, postForNewContact } from './support/outreach-by-api';
import { signIn } from './support/sign-in';

/** A contact created and a draft saved for it through the real routes, from the window `page` is. */
const draftFor = (page: Page, first: string, subject: string) =>
  postForNewContact(
    page,
    {
      first_name: first,
      last_name: 'Okonjo',
      email: `${first.toLowerCase()}.${Date.now().toString(36)}@tidewater.example`,
      company: 'Tidewater',
    },
    '/emails/drafts/',
    { subject, body: 'Could we talk next week?' },
    201,
  );

test("a send from another window moves the dashboard's Messages Sent and the leaderboard without reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `dash-live-${Date.now().toString(36)}@example.com`;
  const watcher = await signIn(browser, email, 'Tomasz Wielgus');
  await watcher.setViewportSize({ width: 1440, height: 900 });
  await expect(watcher.getByRole('heading', { level: 1, name: 'Welcome back, Tomasz' })).toBeVisible();
  await expect(metricCard(watcher, 'Messages Sent').locator('dd').first()).toHaveText('0');
  await expect(ownLine(watcher)).toHaveCount(0);

  // A second window of the same user saves a draft and sends it from the dashboard's draft review.
  const sender = await signIn(browser, email, 'Tomasz Wielgus');
  await sender.setViewportSize({ width: 1440, height: 900 });
  const subject = `Tidewater platform role ${Date.now().toString(36)}`;
  await draftFor(sender, 'Adaeze', subject);
  await expect(metricCard(sender, 'Active Drafts').locator('dd').first()).toHaveText('1');
  await metricCard(sender, 'Active Drafts').getByRole('button', { name: 'Review Drafts' }).click();
  const review = sender.getByRole('dialog', { name: 'All Drafts' });
  await review.getByRole('button', { name: `Send draft ${subject}` }).click();
  await expectToast(sender, 'Draft sent successfully');

  // The first window was never reloaded: its card and its board move by themselves.
  await expect(metricCard(watcher, 'Messages Sent').locator('dd').first()).toHaveText('1', {
    timeout: 15_000,
  });
  await expect(metricCard(watcher, 'Messages Sent')).toContainText('+1 vs previous 30 days');
  await expect(ownLine(watcher)).toContainText('Tomasz W. (you)', { timeout: 15_000 });
  await expect(ownLine(watcher)).toContainText('1 messages sent');
});

/** An opaque sRGB colour of any CSS form (oklch included), through a canvas; the relative luminance of WCAG 2. */
function contrastOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (element: Element): string => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const background = getComputedStyle(at).backgroundColor;
        if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') return background;
      }
      return 'white';
    };
    return elements.map((element) => {
      const [a, b] = [luminance(getComputedStyle(element).color), luminance(backgroundOf(element))];
      return {
        text: (element.textContent ?? '').slice(0, 40),
        ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });
  });
}

/** A PNG's width from its IHDR chunk. */
const pngWidth = (png: Buffer) => png.readUInt32BE(16);

test('the dashboard at 375 px in dark mode', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signIn(browser, `dash-narrow-${Date.now().toString(36)}@example.com`, 'Zofia Brandt');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Zofia' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Action Items' })).toContainText('Upload your resume');

  // No sideways scroll, and every metric card lies within the 375 px.
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'the dashboard scrolls sideways at 375 px').toBeLessThanOrEqual(0);
  const cards = page.locator('dl[aria-label="Metrics"] > div');
  await expect(cards).toHaveCount(4);
  for (const box of await cards.evaluateAll((all) =>
    all.map((card) => card.getBoundingClientRect().toJSON()),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  }
  // A full-page screenshot is exactly as wide as the screen: nothing sticks out to widen it.
  expect(pngWidth(await page.screenshot({ fullPage: true }))).toBe(375);

  // Readable in dark mode: each card's label, value, trend and note against its own background (WCAG AA, 4.5:1).
  for (const { text, ratio } of await contrastOf(
    page,
    'dl[aria-label="Metrics"] dt, dl[aria-label="Metrics"] dd',
  )) {
    if (text.trim()) expect(ratio, `contrast of "${text}"`).toBeGreaterThanOrEqual(4.5);
  }

  // Refresh is reached with Tab alone and works with Enter.
  const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
  await page.locator('body').focus();
  let reached = false;
  for (let presses = 0; presses < 40 && !reached; presses += 1) {
    await page.keyboard.press('Tab');
    reached = await refresh.evaluate((button) => button === document.activeElement);
  }
  expect(reached, 'Refresh is reached with Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Dashboard refreshed with latest data');
});
