import { expect, Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

/** A contact created and a message sent to it through the real routes, from whichever window `page` is. */
async function sendFrom(page: Page, first: string): Promise<void> {
  const status = await page.evaluate(async (name) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('jwt_token')}`,
      'Content-Type': 'application/json',
    };
    const created = await fetch('/contacts/', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        first_name: name,
        last_name: 'Raman',
        email: `${name.toLowerCase()}.raman@harborline.example`,
        company: 'Harborline',
      }),
    });
    if (!created.ok) return `${created.status} ${await created.text()}`;
    const { contact } = (await created.json()) as { contact: { id?: string; _id?: string } };
    const request = {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        contact_id: contact.id ?? contact._id,
        subject: 'Platform team',
        body: 'Could we talk?',
      }),
    };
    // The send reads the contact from the contacts list, which has it once its projector caught up.
    let sent = await fetch('/emails/send/', request);
    for (let tries = 0; sent.status === 404 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      sent = await fetch('/emails/send/', request);
    }
    return sent.ok ? sent.status : `${sent.status} ${await sent.text()}`;
  }, first);
  expect(status).toBe(201);
}

const metricCard = (page: Page, label: string) =>
  page.locator('dl[aria-label="Metrics"] > div').filter({ has: page.locator('dt', { hasText: label }) });

test('at 375 px in dark mode, a send from another window moves the dashboard without a reload, and its panels work by keyboard', async ({
  browser,
}) => {
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
