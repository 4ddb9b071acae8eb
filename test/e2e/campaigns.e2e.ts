import { expect, type Page, test } from '@playwright/test';
import { expectToast } from './support/page-helpers';
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
        last_name: 'Okoro',
        email: `${name.toLowerCase()}.okoro@quayside.example`,
        company: 'Quayside',
      }),
    });
    if (!created.ok) return `${created.status} ${await created.text()}`;
    const { contact } = (await created.json()) as { contact: { id?: string; _id?: string } };
    const request = {
      method: 'POST',
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        contact_id: contact.id ?? contact._id,
        subject: 'Hello',
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

// Each journey signs up through the identity provider and waits on live pushes: a loaded machine needs the time.
test.describe.configure({ timeout: 150_000 });

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

test('a user schedules a campaign from Outgoing Messages, finds it on /outgoing and cancels it after confirming', async ({
  browser,
}) => {
  const page = await signIn(browser, `campaigns-${Date.now().toString(36)}@example.com`, 'Tomas Okafor');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/messages/outgoing');
  const card = page.getByRole('region', { name: 'Scheduled Campaigns' });
  await expect(card.getByText(/No scheduled campaigns/)).toBeVisible({ timeout: 20_000 });

  await card.getByRole('button', { name: 'Schedule Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Campaign' });
  await expect(dialog.getByLabel('Start time')).toHaveValue('09:00');
  await expect(dialog.getByLabel('End time')).toHaveValue('17:00');
  await dialog.getByLabel('Campaign name (optional)').fill('Platform leads');
  await dialog.getByLabel('Total messages').fill('3');
  await dialog.getByLabel('Messages per day').fill('9');
  await dialog.getByRole('button', { name: 'Schedule Campaign' }).click();
  // The decider's refusal shows by the field it names; nothing is scheduled.
  const perDay = dialog.getByLabel('Messages per day');
  await expect(perDay).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('messages_per_day cannot be more than total_messages')).toBeVisible();

  await dialog.getByLabel('Total messages').fill('30');
  await perDay.fill('5');
  await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
  await dialog.getByRole('button', { name: 'Schedule Campaign' }).click();
  await expect(dialog.getByText('Campaign scheduled')).toBeVisible();
  // The submission animation closes the modal by itself.
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  const campaign = card
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Platform leads' }) });
  await expect(campaign).toContainText('0/30 sent · 30 remaining');
  await expect(campaign).toContainText('Scheduled');
  await expect(campaign).toContainText('Mon, Tue, Wed, Thu, Fri, Sat');

  await page.goto('/outgoing');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  const listed = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Platform leads' }) });
  await expect(listed).toContainText('0/30 sent · 30 remaining');
  await expect(listed).toContainText(/Next message\s*in /);

  // Dismissing the confirmation keeps the campaign; confirming cancels it.
  await listed.getByRole('button', { name: 'Cancel campaign Platform leads' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this campaign?' });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(listed).toBeVisible();
  await listed.getByRole('button', { name: 'Cancel campaign Platform leads' }).click();
  await confirm.getByRole('button', { name: 'Cancel campaign' }).click();
  await expectToast(page, 'Campaign cancelled');
  await expect(page.getByText(/No scheduled campaigns/)).toBeVisible();
});

test('at 375 px in dark mode Outgoing Messages and /outgoing fit the screen, and a send moves the chart live', async ({
  browser,
}) => {
  const page = await signIn(browser, `campaigns-narrow-${Date.now().toString(36)}@example.com`, 'Ada Mensah');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.goto('/messages/outgoing');
  await expect(page.locator('html')).toHaveClass(/dark/);

  const charts = page.getByRole('region', { name: 'Messages Sent' });
  await expect(charts.getByText('0 messages sent today.')).toBeVisible({ timeout: 20_000 });

  // Another window of the same session sends a message; this one is never reloaded.
  const other = await page.context().newPage();
  await other.goto('/contacts');
  await sendFrom(other, 'Kofi');
  await other.close();
  // The send goes out through the mail job, then its push reaches this window.
  await expect(charts.getByText(/^1 message sent today; the most, 1, between/)).toBeVisible({
    timeout: 30_000,
  });

  // The tabs go by keyboard; the month's bars fit too.
  await charts.getByRole('tab', { name: 'Day' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(charts.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
  await expect(charts.getByText(/^1 message sent this week/)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('ArrowRight');
  await expect(charts.getByText(/^1 message sent this month/)).toBeVisible({ timeout: 15_000 });
  await charts.getByText('Show as a table').click();
  await expect(charts.getByRole('table', { name: 'Messages sent per day, with the trend' })).toBeVisible();
  expect(await horizontalOverflow(page), 'Outgoing Messages scrolls sideways at 375 px').toBeLessThanOrEqual(
    0,
  );

  const card = page.getByRole('region', { name: 'Scheduled Campaigns' });
  await card.getByRole('button', { name: 'Schedule Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Campaign' });
  await dialog
    .getByLabel('Campaign name (optional)')
    .fill('A campaign with a rather long name for a small phone');
  await dialog.getByLabel('Total messages').fill('12');
  await dialog.getByLabel('Messages per day').fill('3');
  expect(await horizontalOverflow(page), 'the schedule modal scrolls sideways at 375 px').toBeLessThanOrEqual(
    0,
  );
  await dialog.getByRole('button', { name: 'Schedule Campaign' }).click();
  await expect(dialog.getByText('Campaign scheduled')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.goto('/outgoing');
  await expect(
    page.getByRole('heading', { name: 'A campaign with a rather long name for a small phone' }),
  ).toBeVisible();
  expect(await horizontalOverflow(page), '/outgoing scrolls sideways at 375 px').toBeLessThanOrEqual(0);
});
