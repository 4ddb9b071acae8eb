import { expect, Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScrolling } from './support/page-checks';
import { signIn } from './support/sign-in';

const DEMO_STEPS = ['Researching company', 'Finding roles', 'Finding contacts', 'Drafting email'];

/** The demo's four steps as their status marks, top to bottom. */
const stepStates = (page: Page) =>
  page
    .getByRole('list', { name: 'Demo steps' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-status')));

test('a visitor runs the demo end to end and reaches sign-up; an admin then sees the button_click counts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Get noticed by the people who hire' })).toBeVisible();

  // Search: the bar runs to Done, then the companies show as a carousel that wraps around.
  await page.getByLabel('Industry').fill('software');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Done ·')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Companies found' })).toBeVisible();
  const count = await page.getByText(/^1 of \d+$/).textContent();
  const total = Number(count!.split(' of ')[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(10);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await expect(page.getByText('Please wait before searching again.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, page.url());
  if (total > 1) {
    await page.getByRole('button', { name: 'Previous company' }).click();
    await expect(page.getByText(`${total} of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next company' }).click();
  }

  // The run: four steps, each pending, in progress and completed, then the blurred contacts and the summary.
  const run = page.getByRole('button', { name: /^Run the demo on / });
  const company = (await run.textContent())!.replace('Run the demo on ', '');
  // Every state the steps pass through, recorded in the page: a loaded machine may pass one between two polls.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { stepStates: string[] }).stepStates = seen;
    const record = () => {
      const items = document.querySelectorAll('[aria-label="Demo steps"] > li');
      const states = [...items].map((item) => item.getAttribute('data-status')).join(' ');
      if (states && seen.at(-1) !== states) seen.push(states);
      // The mock contacts show for 5 s: what they showed is kept, for a loaded machine that looks after they went.
      const mock = document.querySelector('[data-testid="mock-contacts"]');
      if (mock) {
        (window as unknown as { mockContacts: { items: number; text: string } }).mockContacts = {
          items: mock.querySelectorAll('li').length,
          text: mock.textContent ?? '',
        };
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  });
  await run.click();
  await expect(page.getByRole('heading', { name: company, exact: true })).toBeFocused();
  const list = page.getByRole('list', { name: 'Demo steps' });
  for (const title of DEMO_STEPS) await expect(list).toContainText(title);
  await expect(page.getByText(/^\d+ roles found$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^\d+ contacts found$/)).toBeVisible({ timeout: 20_000 });
  const contacts = page.getByTestId('mock-contacts');
  await expect(contacts).toBeVisible({ timeout: 20_000 });
  expect(await stepStates(page)).toEqual(['completed', 'completed', 'completed', 'completed']);
  // One step at a time, in order, each pending → in progress → completed.
  expect(await page.evaluate(() => (window as unknown as { stepStates: string[] }).stepStates)).toEqual([
    'in-progress pending pending pending',
    'completed in-progress pending pending',
    'completed completed in-progress pending',
    'completed completed completed in-progress',
    'completed completed completed completed',
  ]);
  const shown = () =>
    page.evaluate(
      () => (window as unknown as { mockContacts?: { items: number; text: string } }).mockContacts,
    );
  await expect.poll(async () => (await shown())?.items).toBe(3);
  expect((await shown())?.text).toContain('.example');

  await expect(page.getByRole('heading', { name: `Results for ${company}` })).toBeVisible({ timeout: 8_000 });
  await expect(contacts).toBeHidden();
  const roles = Number(await page.getByText('Roles found').locator('+ dd').textContent());
  expect(roles).toBeGreaterThanOrEqual(4);
  expect(roles).toBeLessThanOrEqual(11);
  const found = Number(await page.getByText('Contacts found', { exact: true }).locator('+ dd').textContent());
  expect(found).toBeGreaterThanOrEqual(18);
  expect(found).toBeLessThanOrEqual(40);

  const counted = page.waitForResponse(
    (response) => response.url().endsWith('/api/analytics/events') && response.status() === 202,
  );
  await page.getByRole('main').getByRole('link', { name: 'Sign Up For Free' }).last().click();
  await counted;
  await page.waitForURL('**/signup');
  await context.close();

  // The admin's Site analytics tab shows the clicks, counted by the projection.
  const admin = await signIn(browser, 'admin@example.com', 'Ada Admin');
  await admin.goto('/admin?tab=site');
  const perButton = admin.getByRole('table', { name: /^Clicks per button/ });
  for (const name of ['demo search', 'demo choose company', 'demo sign up']) {
    await expect(perButton.getByRole('row').filter({ hasText: name })).toContainText(/\d+/, {
      timeout: 10_000,
    });
  }
  await expect(admin.getByRole('table', { name: 'Clicks per day (UTC)' })).toContainText('demo sign up');
});

test('at 375 px in dark mode the landing page fits without sideways scrolling and works by keyboard', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, colorScheme: 'dark' });
  await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Get noticed by the people who hire' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await expectNoSidewaysScrolling(page, 'the landing page');

  // A feature's dialog by keyboard: Enter opens it, Escape closes it and focus goes back.
  const more = page.getByRole('button', { name: 'More about research companies' });
  await more.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Research companies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Try For Free' })).toHaveAttribute('href', '/pricing');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(more).toBeFocused();

  // The comparison tooltip opens with a tap under 768 px.
  const cell = page.getByRole('button', { name: 'Companies per contact search on Starter: 25' });
  await cell.click();
  await expect(page.getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/#pricing');
  await expectNoSidewaysScrolling(page, 'the demo');
  await cell.click();

  // The demo by keyboard: type, Enter searches, Tab reaches the company, Enter runs it.
  await page.getByLabel('Industry').focus();
  await page.keyboard.type('software');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Companies found' })).toBeVisible({ timeout: 15_000 });
  await expectNoSidewaysScrolling(page, 'the demo');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Run the demo on / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Demo steps' })).toBeVisible();
  await expectNoSidewaysScrolling(page, 'the demo');

  await expectNoSeriousAxeViolations(page, page.url());

  // The hash follows the section in view without adding history entries.
  const before = await page.evaluate(() => history.length);
  await page.locator('#features').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('features')!.scrollIntoView());
  await expect.poll(() => page.evaluate(() => location.hash)).toBe('#features');
  expect(await page.evaluate(() => history.length)).toBe(before);
  await context.close();
});

test("the demo's code arrives as it comes near the screen, and what was typed before it arrived is kept", async ({
  page,
}) => {
  const demoCode: string[] = [];
  let hold = false;
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/demo-playground-[^/]+\.js$/, async (route) => {
    demoCode.push(route.request().url());
    if (hold) await arrived;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // Far below the first screen (more than 600 px under its bottom edge), the demo is the server's HTML and its code
  // is not fetched.
  const demoTop = await page.locator('#demo').evaluate((section) => section.getBoundingClientRect().top);
  expect(demoTop).toBeGreaterThan(400 + 600);
  expect(demoCode).toEqual([]);

  // From here its code is held back until the visitor has typed.
  hold = true;
  const industry = page.getByLabel('Industry');
  await industry.scrollIntoViewIfNeeded();
  await expect.poll(() => demoCode.length).toBe(1);
  await industry.pressSequentially('software');
  release();

  const search = page.getByRole('button', { name: 'Search', exact: true });
  await expect(search).toBeEnabled();
  await expect(industry).toHaveValue('software');
  await search.click();
  await expect(page.getByText('Done ·')).toBeVisible({ timeout: 15_000 });
});
