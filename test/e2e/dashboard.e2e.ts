import { expect, Page, test } from '@playwright/test';
import { metricCard, postForNewContact } from './support/outreach-by-api';
import { signIn } from './support/sign-in';

/** A contact created and a message sent to it through the real routes, from whichever window `page` is. */
const sendFrom = (page: Page, first: string) =>
  postForNewContact(
    page,
    {
      first_name: first,
      last_name: 'Raman',
      email: `${first.toLowerCase()}.raman@harborline.example`,
      company: 'Harborline',
    },
    '/emails/send/',
    { subject: 'Platform team', body: 'Could we talk?' },
    201,
  );

test('at 375 px in dark mode, a send from another window moves the dashboard without a reload, and its panels work by keyboard', async ({
  browser,
}) => {
  // Two windows and two sends through the whole pipeline: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const email = `dashboard-${Date.now().toString(36)}@example.com`;
  const page = await signIn(browser, email, 'Ines Marlow');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ines' })).toBeVisible();
  await expect(metricCard(page, 'Messages Sent')).toContainText('0');
  await expect(page.getByText('No Recent Activity')).toBeVisible();
  // A new user has no resume: the first suggestion.
  const items = page.getByRole('region', { name: 'Action Items' });
  await expect(items).toContainText('Upload your resume');
  await expect(metricCard(page, 'Open Rate')).toContainText('machine opens');

  // Another window of the same session sends two messages; this one is never reloaded.
  const other = await page.context().newPage();
  await other.goto('/contacts');
  await sendFrom(other, 'Priya');
  await sendFrom(other, 'Omar');
  await other.close();

  await expect(metricCard(page, 'Messages Sent')).toContainText('2');
  await expect(metricCard(page, 'Messages Sent')).toContainText('+2 vs previous 30 days');
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(recent).toContainText('Message sent to Omar Raman');

  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'the dashboard scrolls sideways at 375 px').toBeLessThanOrEqual(0);

  // The panel opens and closes by keyboard.
  await recent.getByRole('button', { name: 'View 1 more activity' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'All Activities' });
  await expect(panel).toContainText('Message sent to Priya Raman');
  await expect(panel.getByRole('status')).toHaveText('Page 1 of 1 · 2 activities');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(recent.getByRole('button', { name: 'View 1 more activity' })).toBeFocused();
});

test('at 1440 px in light mode the dashboard lays out its four metrics in a row and its quick actions work by keyboard', async ({
  browser,
}) => {
  const page = await signIn(browser, `dashboard-wide-${Date.now().toString(36)}@example.com`, 'Omar Haddad');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Omar' })).toBeVisible();

  const tops = await page
    .locator('dl[aria-label="Metrics"] > div')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops).size, 'the four metric cards share one row').toBe(1);

  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await quick.getByRole('link', { name: /Create Campaign/ }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/autopilot');
});
