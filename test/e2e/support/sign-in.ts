import { Browser, expect, Page } from '@playwright/test';

/** Answers the local development identity provider's page, which stands in for Google and Outlook. */
export async function answerIdentityProvider(page: Page, email: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /Local sign-in standing in for/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the real OAuth round trip in a fresh browser context and waits for the dashboard. */
export async function signIn(browser: Browser, email: string, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await answerIdentityProvider(page, email, name);
  await page.waitForURL('**/dashboard');
  return page;
}
