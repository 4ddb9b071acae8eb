import { expect, Page, test } from '@playwright/test';
import { signIn } from './support/sign-in';

async function openClubs(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Admin' }).click();
  await page.getByRole('tab', { name: 'Clubs' }).click();
  await expect(page.getByRole('button', { name: 'New Club' })).toBeVisible();
}

const rowOf = (page: Page, code: string) => page.getByRole('row').filter({ hasText: code });

test('an admin creates, edits and deletes a club, and a second window follows within a second', async ({
  browser,
}) => {
  const code = `e2e${Date.now().toString(36)}`;
  const first = await signIn(browser, 'admin@example.com', 'Ada Admin');
  const second = await signIn(browser, 'admin@example.com', 'Ada Admin');
  await openClubs(first);
  await openClubs(second);

  await first.getByRole('button', { name: 'New Club' }).click();
  const create = first.getByRole('dialog', { name: 'Create Club' });
  await expect(create.getByRole('button', { name: 'Create' })).toBeDisabled();
  await create.getByLabel('Club code').fill(code);
  await create.getByLabel('Club name').fill('Playwright Club');
  await expect(create.getByLabel('Max free signups')).toHaveValue('20');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(first.getByText('Club created successfully')).toBeVisible();
  await expect(rowOf(first, code)).toContainText('Playwright Club');
  await expect(rowOf(second, code)).toContainText('Playwright Club', { timeout: 1_000 });

  await rowOf(first, code).getByRole('button', { name: 'Edit' }).click();
  const edit = first.getByRole('dialog', { name: 'Edit Club' });
  await expect(edit.getByLabel('Club code')).not.toBeEditable();
  await edit.getByLabel('Club name').fill('Playwright Society');
  await edit.getByLabel('Max free signups').fill('35');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(first.getByText('Club updated successfully')).toBeVisible();
  await expect(rowOf(second, code)).toContainText('Playwright Society', { timeout: 1_000 });
  await expect(rowOf(second, code)).toContainText('0/35');

  await rowOf(second, code).getByRole('button', { name: 'History' }).click();
  const history = second.getByRole('dialog', { name: 'Club History' });
  await expect(history).toContainText('admin@example.com');
  await expect(history).toContainText('Playwright Society');
  await history.press('Escape');

  await rowOf(first, code).getByRole('button', { name: 'View Link' }).click();
  const link = first.getByRole('dialog', { name: 'Club Link' });
  await expect(link.getByLabel('Sign-up URL')).toHaveValue(new RegExp(`/signup\\?utm_source=${code}$`));
  await link.press('Escape');

  await rowOf(first, code).getByRole('button', { name: 'Delete' }).click();
  await first.getByRole('dialog', { name: 'Delete Club' }).getByRole('button', { name: 'Delete' }).click();
  await expect(first.getByText('Club deleted successfully')).toBeVisible();
  await expect(rowOf(second, code)).toHaveCount(0, { timeout: 1_000 });
});

test('a taken club code is refused with the server message', async ({ browser }) => {
  const code = `dup${Date.now().toString(36)}`;
  const page = await signIn(browser, 'admin@example.com', 'Ada Admin');
  await openClubs(page);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole('button', { name: 'New Club' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Club' });
    await dialog.getByLabel('Club code').fill(code);
    await dialog.getByLabel('Club name').fill('Duplicate');
    await dialog.getByRole('button', { name: 'Create' }).click();
  }
  await expect(page.getByText(`Club code '${code}' is already taken`)).toBeVisible();
});

test('a signed-in member who is not an admin sees no Admin link and cannot use the clubs API', async ({
  browser,
}) => {
  const page = await signIn(browser, 'member@example.com', 'Max Member');
  await expect(page.getByText('member@example.com', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/clubs', {
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
    });
    return response.status;
  });
  expect(status).toBe(403);
});

test('on a 375 px phone in dark mode every club action is reachable without sideways scrolling', async ({
  browser,
}) => {
  const code = `m${Date.now().toString(36)}`;
  const page = await signIn(browser, 'admin@example.com', 'Ada Admin');
  await page.setViewportSize({ width: 375, height: 800 });
  // Under 768 px the sidebar is a drawer behind the menu button.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await drawer.getByRole('link', { name: 'Admin' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('tab', { name: 'Clubs' }).click();
  await expect(page.getByRole('button', { name: 'New Club' })).toBeVisible();
  await page.getByRole('button', { name: 'New Club' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Club' });
  await dialog.getByLabel('Club code').fill(code);
  await dialog.getByLabel('Club name').fill('Phone Club');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const card = page.getByRole('listitem').filter({ hasText: code });
  for (const name of ['View Link', 'History', 'Edit', 'Delete']) {
    await expect(card.getByRole('button', { name })).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
