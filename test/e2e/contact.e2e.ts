import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScrolling } from './support/page-checks';
import { signIn } from './support/sign-in';

test('a visitor sends the contact form and an admin reads it in /admin, sent on to support', async ({
  browser,
}) => {
  const marker = `Playwright question ${Date.now().toString(36)}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/contact');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(visitor).toHaveTitle('Contact Us · Outreach');

  await visitor.getByLabel('Your name').fill('Pat Visitor');
  await visitor.getByLabel('Your e-mail').fill('pat.visitor@example.com');
  await visitor.getByLabel('Subject').selectOption('partnership');
  await visitor.getByLabel('Message', { exact: true }).fill(`${marker}: can our careers club get seats?`);
  await visitor.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(visitor.getByRole('status')).toContainText('We will reply within 24 hours on business days.');

  const admin = await signIn(browser, 'admin@example.com', 'Ada Admin');
  await admin.getByRole('link', { name: 'Admin' }).click();
  await admin.getByRole('tab', { name: 'Messages' }).click();
  const message = admin.getByRole('listitem').filter({ hasText: marker });
  await expect(message).toContainText('Pat Visitor');
  await expect(message.getByRole('link', { name: 'pat.visitor@example.com' })).toBeVisible();
  await expect(message).toContainText('Partnership or clubs');
  // The forwarding is a reaction worked by the job queue; the tab follows it through the projection's push.
  await expect(message).toContainText('Sent to support@example.com', { timeout: 30_000 });
});

test('every footer link opens a real page with its heading', async ({ page }) => {
  const pages = [
    ['About', '/about', "We know what it's like to feel invisible"],
    ['Careers', '/careers', 'Careers'],
    ['Contact', '/contact', 'Contact Us'],
    ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
    ['Terms of Service', '/terms-of-service', 'Terms of Service'],
    ['Cookies', '/cookies', 'Cookies'],
  ] as const;
  await page.goto('/');
  for (const [label, path, heading] of pages) {
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back to Main Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the contact page at 375 px in dark mode fits the screen and is sent by keyboard alone', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/contact');
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoSidewaysScrolling(page, 'contact page at 375 px');
  await expectNoSeriousAxeViolations(page, 'contact page, dark, 375 px');

  await page.getByLabel('Your name').focus();
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Your e-mail')).toBeFocused();
  await page.keyboard.type('kim.keyboard@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Subject')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Message', { exact: true })).toBeFocused();
  await page.keyboard.type('I would like to know how the yearly plan is billed.');
  // The honeypot is skipped: the next stop is the send button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expectNoSidewaysScrolling(page, 'contact confirmation at 375 px');

  // The FAQ opens by keyboard too.
  const question = page.locator('summary', { hasText: 'Can I change plans or get a refund?' });
  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Payments are non-refundable\.$/)).toBeVisible();
  await context.close();
});

test('the legal and company pages pass axe in light and dark mode', async ({ page }) => {
  // axe takes seconds a page on a loaded machine; the pages checked are those the issue names, plus one of each kind.
  test.setTimeout(240_000);
  const checks = [
    ['/privacy-policy', false],
    ['/privacy-policy', true],
    ['/terms-of-service', true],
    ['/cookies', false],
    ['/about', true],
    ['/careers', false],
  ] as const;
  for (const [path, dark] of checks) {
    await page.goto(path);
    await page.evaluate((on) => localStorage.setItem('darkMode', String(on)), dark);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(dark ? /dark/ : /^(?!.*dark)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page, `${path} ${dark ? 'dark' : 'light'}`);
  }
});
