import { expect, Page, test } from '@playwright/test';
import { expectToast } from './support/page-helpers';
import { ownLine } from './support/outreach-by-api';
import { signIn } from './support/sign-in';

async function sendOneEmail(page: Page, first: string, company: string): Promise<void> {
  await page.goto('/contacts/create');
  await page.getByRole('button', { name: 'Add Contacts Manually' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('First Name *').fill(first);
  await form.getByLabel('Last Name *').fill('Lindqvist');
  await form
    .getByLabel('Email *')
    .fill(`${first.toLowerCase()}.${Date.now().toString(36)}@${company}.example`);
  await form.getByLabel('Company *').fill(company);
  await form.getByRole('button', { name: 'Create Contact' }).click();
  await expectToast(page, 'Contact created successfully!');
  await page.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);
  await page.getByLabel('Subject').fill(`Hello from the leaderboard journey`);
  await page.getByLabel('Body').fill(`Hi ${first},\nCould we talk?`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(page, 'Message sent successfully.');
}

test('a send from another window moves the leaderboard without a reload, and hiding leaves other boards', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const noorEmail = `noor-${stamp}@example.com`;
  const board = await signIn(browser, noorEmail, 'Noor Zabaleta');
  await board.setViewportSize({ width: 1440, height: 900 });
  const sidebarBoard = board
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Leaderboard' });
  await expect(sidebarBoard.getByRole('button', { name: 'Refresh leaderboard' })).toBeVisible();
  await expect(ownLine(board)).toHaveCount(0);

  // Another window of the same user sends an e-mail; the first window's board moves by itself.
  const sender = await signIn(browser, noorEmail, 'Noor Zabaleta');
  await sendOneEmail(sender, 'Astrid', 'fjordline');
  await expect(ownLine(board)).toContainText('Noor Z. (you)', { timeout: 15_000 });
  await expect(ownLine(board)).toContainText('1 messages sent');

  // Another user sees Noor by first name and last initial, until she hides herself in Settings.
  const ben = await signIn(browser, `ben-${stamp}@example.com`, 'Ben Okafor');
  const bensBoard = ben
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('region', { name: 'Leaderboard' });
  await expect(bensBoard.getByText('Noor Z.', { exact: true })).toBeVisible();

  await sender.goto('/settings?tab=General');
  const visible = sender.getByRole('switch', { name: 'Show me on the leaderboard' });
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'false');

  await expect(bensBoard.getByText('Noor Z.', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  // She still sees her own rank.
  await board.getByRole('button', { name: 'Refresh leaderboard' }).first().click();
  await expect(ownLine(board)).toContainText('Noor Z. (you)');
});

for (const { width, theme } of [
  { width: 375, theme: 'dark' },
  { width: 1440, theme: 'light' },
] as const) {
  test(`the leaderboard works by keyboard at ${width} px in ${theme} mode`, async ({ browser }) => {
    const page = await signIn(browser, `lb-${width}-${Date.now().toString(36)}@example.com`, 'Lea Berg');
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.setViewportSize({ width, height: 900 });
    await page.reload();

    const container =
      width < 768
        ? await (async () => {
            await page.getByRole('button', { name: 'Open menu' }).click();
            return page.getByRole('dialog', { name: 'Menu' });
          })()
        : page.getByRole('complementary', { name: 'Sidebar' });
    const region = container.getByRole('region', { name: 'Leaderboard' });
    const toggle = region.getByRole('button', { name: 'Leaderboard', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(region.getByRole('button', { name: 'This month' })).toBeVisible();

    await region.getByRole('button', { name: 'This month' }).focus();
    await page.keyboard.press('Enter');
    await expect(region.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(region.getByRole('button', { name: 'This month' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    if (width >= 768) {
      // The icons-only sidebar keeps the board behind a trophy.
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      const trophy = page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('button', { name: 'Leaderboard', exact: true });
      await trophy.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Leaderboard' });
      await expect(dialog.getByRole('button', { name: 'Refresh leaderboard' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trophy).toBeFocused();
    }
  });
}
