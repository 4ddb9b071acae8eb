import { expect, Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

/** Neither the page nor a box inside it scrolls sideways. */
async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px a new user sees no tasks and what their profile lacks, starts a task for a directory company, opens it and deletes it`, async ({
    browser,
  }) => {
    const email = `autopilot-list-${viewport.width}-${Date.now().toString(36)}@example.com`;
    const page = await signIn(browser, email, 'Ada Lovelace');
    await page.setViewportSize(viewport);
    if (viewport.width < 400) {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    }

    await page.goto('/autopilot');
    await expect(page.getByRole('heading', { level: 1, name: 'Autopilot Tasks' })).toBeVisible();
    await expect(page.getByText('No completed tasks without retries scheduled.')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Completed (0)']);
    await expectNoSidewaysScrolling(page, 'task list');

    await page.getByRole('button', { name: 'Profile status: 0 of 3 complete' }).click();
    const profile = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await expect(profile.getByRole('listitem')).toHaveText([
      /Resume\s*Missing/,
      /LinkedIn profile\s*Missing/,
      /Professional data\s*Missing/,
    ]);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await page.getByRole('button', { name: '+ Create New Task' }).click();
    const panel = page.getByRole('dialog', { name: 'Create New Task' });
    const start = panel.getByRole('button', { name: 'Start Autopilot' });
    await expect(start).toBeDisabled();
    await expect(panel.getByText('Please select at least one company to continue')).toBeVisible();

    await panel.getByRole('textbox', { name: 'Company name' }).fill('a');
    await panel.getByRole('button', { name: 'Search' }).click();
    const select = panel
      .getByRole('list', { name: 'Companies found' })
      .getByRole('button', { name: /^Select / });
    await select.first().click();
    await expect(panel.getByText('Details loaded')).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Selected / }).first()).toBeVisible();

    const title = panel.getByRole('textbox', { name: 'Job title' });
    await title.fill('Data Engineer,');
    await title.fill(' data engineer');
    await title.press('Enter');
    await expect(panel.getByRole('list', { name: 'Job titles' }).getByRole('listitem')).toHaveCount(1);
    await expect(start).toBeEnabled();
    await expectNoSidewaysScrolling(page, 'create panel');

    const chosen =
      (await panel
        .getByRole('list', { name: 'Selected companies' })
        .locator('li .font-medium')
        .first()
        .textContent()) ?? '';

    // Started, the task is listed at once, and the autopilot runs it: a new user has no resume (or the company no such
    // job), so it ends with its automatic retry scheduled, under Retrying, as the server's task (its row opens the
    // detail); deleted, it is gone.
    await start.click();
    await expect(panel).toBeHidden();
    const retrying = page.getByRole('tab', { name: 'Retrying (1)' });
    await retrying.click();
    const row = page.getByRole('link', { name: `Data Engineer at ${chosen}` }).filter({ visible: true });
    await expect(row).toHaveAttribute('href', /^\/autopilot\/task\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expectNoSidewaysScrolling(page, 'task list with a task');
    await row.click();
    await page.waitForURL(/\/autopilot\/task\/[0-9a-f-]{36}$/);
    await page.goto('/autopilot?refresh=true');
    await page.waitForURL(/\/autopilot$/);
    await retrying.click();
    await page
      .getByRole('button', { name: `Delete Data Engineer at ${chosen}` })
      .filter({ visible: true })
      .click();
    await page.getByRole('dialog', { name: 'Delete task?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: `Data Engineer at ${chosen}` })).toHaveCount(0);
    await expect(page.getByText('No completed tasks without retries scheduled.')).toBeVisible();
  });
}
