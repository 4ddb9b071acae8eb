import { Browser, expect, Page } from '@playwright/test';

/** Answers the local development identity provider's page, which stands in for Google and Outlook. */
export async function answerIdentityProvider(page: Page, email: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: /Local sign-in standing in for/ })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Skips the onboarding tour as its card's 'Skip tour' would, for journeys about other screens: the card is a
 * non-modal dialog that would otherwise sit over the page every new user's journey starts on.
 */
export async function skipTour(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const response = await fetch('/onboarding/skip', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
    });
    return response.status;
  });
  expect(status).toBe(200);
  await expect(page.getByRole('button', { name: 'Skip tour' })).toBeHidden();
}

/** Signs in through the real OAuth round trip in a fresh browser context and waits for the dashboard. */
export async function signIn(
  browser: Browser,
  email: string,
  name: string,
  { keepTour = false }: { keepTour?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await answerIdentityProvider(page, email, name);
  await page.waitForURL('**/dashboard');
  if (!keepTour) await skipTour(page);
  return page;
}
