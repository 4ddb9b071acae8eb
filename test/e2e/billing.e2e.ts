import { expect, test } from '@playwright/test';
import { expectToast } from './support/page-helpers';
import { answerIdentityProvider } from './support/sign-in';

test('a visitor picks Growth yearly on the pricing page, signs up, is declined once, retries and pays, and Settings shows Growth', async ({
  browser,
}) => {
  const email = `billing-${Date.now().toString(36)}@example.com`;
  const page = await (await browser.newContext()).newPage();

  // Pricing: Growth on monthly billing, then on yearly ('Pay for 9 months').
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple Pricing' })).toBeVisible();
  const growth = page
    .getByRole('list', { name: 'Plans' })
    .getByRole('listitem', { name: 'Growth', exact: true });
  await expect(growth).toContainText('$5/month');
  await expect(growth.getByText('Most popular')).toBeVisible();
  const yearly = page.getByRole('radio', { name: /^Yearly/ });
  // The radio itself is visually hidden; its label, with the 'Pay for 9 months' badge, is what one clicks.
  await page.getByText('Pay for 9 months').click();
  await expect(yearly).toBeChecked();
  await expect(page).toHaveURL(/[?&]cycle=yearly/);
  await expect(growth).toContainText('$3.75/month');
  await expect(growth.getByText('$45 billed yearly')).toBeVisible();

  // Get Started leaves for the Google sign-up, which the local identity provider stands in for.
  await growth.getByRole('button', { name: 'Get Started' }).click();
  await answerIdentityProvider(page, email, 'Bea Billing');

  // The sign-up callback sends a paid plan to checkout, with the cycle chosen on the pricing page.
  await page.waitForURL(/\/checkout\?plan=Basic&cycle=yearly$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  const summary = page.getByRole('region', { name: 'Plan summary' });
  await expect(summary.getByText('Growth', { exact: true })).toBeVisible();
  await expect(summary.getByText('$45/year ($3.75/month)')).toBeVisible();
  await expect(summary.getByRole('radio', { name: 'Yearly (Pay for 9 months)' })).toBeChecked();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay $45' });

  // The declined test card, typed in: the gateway's reason shows inline with Retry, and paying waits for it.
  await page.getByLabel('Cardholder name').fill('Bea Billing');
  await page.getByLabel('Card number').fill('4000 1111 1111 1115');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await pay.click();
  const error = page.getByRole('alert').filter({ hasText: 'Subscription error: Do Not Honor' });
  await expect(error).toBeVisible();
  await expect(pay).toBeDisabled();

  // Retry clears the error and prepares the card form again; the card that succeeds is picked from the list.
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(error).toBeHidden();
  await page.getByRole('button', { name: /^Visa 4111 1111 1111 1111/ }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(page.getByLabel('Cardholder name')).toHaveValue('Bea Billing');
  await expect(pay).toBeEnabled();
  await pay.click();
  await expectToast(page, 'Subscription successful!');
  await page.waitForURL('**/dashboard');

  // Settings: the Subscription tab shows the plan just bought.
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await page.waitForURL('**/settings');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  const yourPlan = page.getByRole('region', { name: 'Your Plan' });
  await expect(yourPlan.getByText('Growth', { exact: true })).toBeVisible();
  await expect(yourPlan.getByRole('button', { name: 'Update payment method' })).toBeVisible();
});
