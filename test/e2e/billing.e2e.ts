import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from './support/page-helpers';
import { answerIdentityProvider, signIn } from './support/sign-in';

const SHOTS = '/tmp/shots';

test('a visitor picks Growth yearly on the pricing page, signs up, is declined once, retries and pays, upgrades to Pro with proration and schedules a downgrade to Starter', async ({
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
  await expect(yourPlan.getByText('$45.00 yearly')).toBeVisible();
  await expect(yourPlan.getByText('Visa ending in 1111', { exact: false })).toBeVisible();
  const nextBillingDate = (await yourPlan.getByRole('definition').nth(2).textContent())?.trim() ?? '';
  expect(nextBillingDate).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  // Upgrade to Pro on the same (yearly) cycle: the confirmation shows the card, the next billing date and what
  // the rest of this cycle costs now.
  await yourPlan.getByRole('button', { name: 'Change Plan' }).click();
  let chooser = page.getByRole('dialog', { name: 'Choose a Plan' });
  await expect(chooser.getByRole('radio', { name: 'Yearly (pay for 9 months)' })).toBeChecked();
  await chooser.getByRole('button', { name: 'Choose Pro' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Confirm Upgrade' });
  await expect(upgrade.getByText(/^Visa ending in 1111/)).toBeVisible();
  await expect(upgrade.getByText(nextBillingDate, { exact: true })).toBeVisible();
  // Nearly a whole year is left: the difference of the yearly prices ($135 - $45), prorated by the day.
  await expect(upgrade.getByText(/^\$(89\.\d\d|90\.00)$/)).toBeVisible();
  await upgrade.getByRole('button', { name: 'Confirm Upgrade' }).click();
  await expectToast(page, 'Plan upgraded!');
  await expect(upgrade).toBeHidden();
  await expect(yourPlan.getByText('Pro', { exact: true })).toBeVisible();
  await expect(yourPlan.getByText('$135.00 yearly')).toBeVisible();

  // Starter: the downgrade waits for the end of the billing cycle, and the tab says when.
  await yourPlan.getByRole('button', { name: 'Change Plan' }).click();
  chooser = page.getByRole('dialog', { name: 'Choose a Plan' });
  await chooser.getByRole('button', { name: 'Choose Starter' }).click();
  const downgrade = page.getByRole('dialog', { name: 'Confirm Downgrade' });
  await expect(downgrade).toContainText(`at the end of the billing cycle on ${nextBillingDate}`);
  await downgrade.getByRole('button', { name: 'Confirm Downgrade' }).click();
  await expectToast(page, 'Downgraded to Free');
  await expect(yourPlan.getByText(`Changes to Starter on ${nextBillingDate}`)).toBeVisible();
  await expect(yourPlan.getByText('Pro', { exact: true })).toBeVisible();
});

test('at 375 px in dark mode the checkout, the Subscription tab and its plan dialogs fit the screen and work by keyboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await signIn(browser, `billing-narrow-${Date.now().toString(36)}@example.com`, 'Nia Narrow');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  const fits = async (shot: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/${shot}-375-dark.png`, fullPage: true });
  };

  // Pro monthly through the checkout, typed in with the keyboard.
  await page.goto('/checkout?plan=Pro&cycle=monthly');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const pay = page.getByRole('button', { name: 'Pay $15' });
  await expect(pay).toBeEnabled();
  await page.getByLabel('Cardholder name').fill('Nia Narrow');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await fits('checkout');
  await pay.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Subscription successful!');
  await page.waitForURL('**/dashboard');

  await page.goto('/settings?tab=Subscription');
  const yourPlan = page.getByRole('region', { name: 'Your Plan' });
  await expect(yourPlan.getByText('$15.00 monthly')).toBeVisible();
  await fits('subscription-tab');

  // Pro yearly from Pro monthly: a change of cycle, confirmed as an upgrade whose new cycle starts today.
  await yourPlan.getByRole('button', { name: 'Change Plan' }).focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Choose a Plan' });
  await expect(chooser).toBeVisible();
  await fits('plan-chooser');
  await chooser.getByText('Yearly (pay for 9 months)').click();
  await chooser.getByRole('button', { name: 'Choose Pro' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Confirm Upgrade' });
  await expect(upgrade.getByText(/^Visa ending in 1111/)).toBeVisible();
  await fits('upgrade-confirmation');
  await page.keyboard.press('Escape');
  await expect(upgrade).toBeHidden();
  await expect(yourPlan.getByRole('button', { name: 'Change Plan' })).toBeFocused();

  // Growth monthly: a downgrade at the end of the cycle.
  await openChooserAndChoose(page, 'Choose Growth');
  const downgrade = page.getByRole('dialog', { name: 'Confirm Downgrade' });
  await expect(downgrade).toContainText('at the end of the billing cycle');
  await fits('downgrade-confirmation');
  await downgrade.getByRole('button', { name: 'Confirm Downgrade' }).click();
  await expect(yourPlan.getByText(/^Changes to Growth \(monthly\) on /)).toBeVisible();
  await fits('subscription-tab-scheduled');
});

test('after paying, the Subscription tab shows the new plan with its own limits at once, in this tab and another, without a reload', async ({
  browser,
}) => {
  const page = await signIn(browser, `billing-fresh-${Date.now().toString(36)}@example.com`, 'Fay Fresh');
  // Another tab of the same session keeps the Subscription tab open throughout; it learns of the purchase by push.
  const other = await page.context().newPage();
  await other.goto('/settings?tab=Subscription');
  const limitsOf = (tab: Page) => ({
    plan: tab.getByRole('region', { name: 'Your Plan' }),
    usage: tab.getByRole('region', { name: 'Usage' }),
  });
  await expect(limitsOf(other).usage.getByText('Up to 25 companies per contact search')).toBeVisible();

  // This tab reads the Starter plan first, so its screens hold Starter's limits before the checkout.
  await page.goto('/settings?tab=Subscription');
  const { plan, usage } = limitsOf(page);
  await expect(usage.getByText('Up to 25 companies per contact search')).toBeVisible();
  await expect(usage.getByRole('progressbar', { name: 'Drafts used' })).toHaveAttribute(
    'aria-valuemax',
    '30',
  );
  // A full page load would clear this mark: the checks below must hold without one.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await plan.getByRole('button', { name: 'Change Plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Plan' });
  await chooser.getByText('Monthly', { exact: true }).click();
  await chooser.getByRole('button', { name: 'Choose Growth' }).click();
  await page.waitForURL(/\/checkout\?plan=Basic&cycle=monthly$/);
  await page.getByLabel('Cardholder name').fill('Fay Fresh');
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Pay $5' }).click();
  await expectToast(page, 'Subscription successful!');
  await page.waitForURL('**/dashboard');

  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Settings', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Subscription' }).click();
  for (const tab of [page, other]) {
    const shown = limitsOf(tab);
    await expect(shown.plan.getByText('Growth', { exact: true })).toBeVisible();
    await expect(shown.usage.getByText('Up to 50 companies per contact search')).toBeVisible();
    await expect(shown.usage.getByRole('progressbar', { name: 'Drafts used' })).toHaveAttribute(
      'aria-valuemax',
      '2000',
    );
    await expect(shown.usage.getByRole('progressbar', { name: 'Company lists used' })).toHaveAttribute(
      'aria-valuemax',
      '50',
    );
  }

  // An upgrade from the tab itself: Pro's limits follow as soon as it is confirmed, in both tabs.
  await plan.getByRole('button', { name: 'Change Plan' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a Plan' })
    .getByRole('button', { name: 'Choose Pro' })
    .click();
  const upgrade = page.getByRole('dialog', { name: 'Confirm Upgrade' });
  await upgrade.getByRole('button', { name: 'Confirm Upgrade' }).click();
  await expectToast(page, 'Plan upgraded!');
  for (const tab of [page, other]) {
    const shown = limitsOf(tab);
    await expect(shown.plan.getByText('Pro', { exact: true })).toBeVisible();
    await expect(shown.usage.getByText('Unlimited companies per contact search')).toBeVisible();
    await expect(shown.usage.getByRole('progressbar', { name: 'Drafts used' })).toHaveAttribute(
      'aria-valuemax',
      '5000',
    );
  }
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByRole('button', { name: 'Refresh', exact: true })).not.toHaveAttribute(
    'aria-describedby',
  );
});

async function openChooserAndChoose(page: Page, choice: string): Promise<void> {
  await page.getByRole('region', { name: 'Your Plan' }).getByRole('button', { name: 'Change Plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a Plan' });
  await chooser.getByText('Monthly', { exact: true }).click();
  await chooser.getByRole('button', { name: choice }).click();
}
