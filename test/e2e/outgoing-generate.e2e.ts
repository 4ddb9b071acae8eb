import { expect, Page, test } from '@playwright/test';
import { createContact, recordShownTexts, uploadResume } from './support/page-helpers';
import { signIn } from './support/sign-in';

// Plain ASCII: the test PDF is written in Latin-1.
const RESUME = [
  'Lena Ortiz',
  'Backend Engineer, Quayside Labs (2020 - present)',
  '- Moved billing to an event store; cut month-end close from 3 days to 4 hours',
  'Skills: TypeScript, PostgreSQL, Kafka',
];

async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, 'the Outgoing Messages page scrolls sideways at 375 px').toBeLessThanOrEqual(0);
}

test('at 375 px in dark mode, a user filters contacts, bulk-generates drafts for them by keyboard, watches them arrive, then mass-sends them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signIn(browser, `outgoing-${Date.now().toString(36)}@example.com`, 'Lena Ortiz');
  await uploadResume(page, 'lena-resume.pdf', RESUME);
  for (const [first, company] of [
    ['Amara', 'Harborline'],
    ['Tobias', 'Harborline'],
    ['Wen', 'Copperfield'],
  ]) {
    await createContact(page, {
      first_name: first,
      last_name: 'Okafor',
      email: `${first.toLowerCase()}.${Date.now().toString(36)}@${company.toLowerCase()}.example`,
      company,
      job_title: 'Engineering Manager',
    });
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.goto('/messages/outgoing');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outgoing Messages' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Generate Messages' });
  const drafted = page.getByRole('region', { name: 'Drafted Messages' });
  await expect(drafted).toContainText('No drafts yet');

  // Filtered contacts, chosen by keyboard: the radio, then the contact list's own filter popup.
  await panel.getByRole('radio', { name: 'All contacts without a waiting draft' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('radio', { name: 'Filtered contacts' })).toBeChecked();
  await expect(panel).toContainText('No filters: all 3 contacts');
  await panel.getByRole('button', { name: 'Add filters' }).focus();
  await page.keyboard.press('Enter');
  const filters = page.getByRole('dialog', { name: 'Filter Contacts' });
  await filters.getByLabel('Field').selectOption('company');
  await expect(filters.getByLabel('Value').locator('option', { hasText: 'Harborline' })).toHaveCount(1);
  await filters.getByLabel('Value').selectOption('Harborline');
  await filters.getByRole('button', { name: 'Add Filter' }).click();
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(filters).toBeHidden();
  await expect(panel).toContainText('2 contacts match your filters');
  await expect(panel.getByRole('list', { name: /Contact filters/ })).toContainText('Company: Harborline');

  // The rest of the form by keyboard: number, message type, tone, instructions, then Generate.
  const number = panel.getByLabel('Number of e-mails');
  await number.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await expect(panel.getByLabel('Tone')).toHaveValue('Professional');
  await expect(panel.getByLabel('Message type')).toHaveValue('Connection Request');
  await panel.getByLabel('Instructions').focus();
  await page.keyboard.type('Ask whether they hire backend engineers.');
  const phases = await recordShownTexts(page, 'section[aria-label="Generation status"]', 'data-phase');
  await panel.getByRole('button', { name: 'Generate Messages' }).focus();
  await page.keyboard.press('Enter');

  const status = panel.getByRole('region', { name: 'Generation status' });
  await expect(status).toContainText('All emails generated successfully!', { timeout: 60_000 });
  await expect(status).toContainText('2 of 2 · 100%');
  const arrived = status.getByRole('list', { name: 'Generated e-mails' }).getByRole('listitem');
  await expect(arrived).toHaveCount(2);
  await expect(arrived.first()).toContainText(/Email \d of 2:/);
  const shown = await phases();
  expect(shown.indexOf('streaming'), `phases shown: ${shown.join(', ')}`).toBeGreaterThanOrEqual(0);
  expect(shown.indexOf('complete')).toBeGreaterThan(shown.indexOf('streaming'));

  // The drafts card follows the drafts pushes: both drafts, to the filtered contacts only, without a reload.
  const latest = drafted.getByRole('list', { name: 'Latest drafts' }).getByRole('listitem');
  await expect(latest).toHaveCount(2);
  await expect(drafted).toContainText('Amara Okafor');
  await expect(drafted).toContainText('Tobias Okafor');
  await expect(drafted).not.toContainText('Wen Okafor');
  await expectNoSidewaysScrolling(page);

  // Mass send of the drafts just made, to the same filtered contacts.
  await page
    .getByRole('region', { name: 'Mass Email' })
    .getByRole('button', { name: 'Send Mass Email' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Mass Email' });
  await modal.getByRole('radio', { name: 'Filtered contacts' }).check();
  await expect(modal).toContainText('2 contacts match your filters');
  await modal.getByLabel('How many e-mails').fill('5');
  await modal.getByRole('button', { name: 'Review' }).click();
  await expect(modal).toContainText(
    'Send up to 5 waiting drafts, one per contact, to the 2 contacts your filters match?',
  );
  await modal.getByRole('button', { name: 'Send now' }).click();
  await expect(modal.getByRole('status')).toHaveText('2 e-mails sent.', { timeout: 30_000 });
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(drafted).toContainText('No drafts yet');

  // Nothing is left for the filters: the next mass send says so.
  await page
    .getByRole('region', { name: 'Mass Email' })
    .getByRole('button', { name: 'Send Mass Email' })
    .click();
  await modal.getByRole('radio', { name: 'Filtered contacts' }).check();
  await modal.getByRole('button', { name: 'Review' }).click();
  await modal.getByRole('button', { name: 'Send now' }).click();
  await expect(modal.getByRole('alert')).toHaveText('No contacts match your filters.');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expectNoSidewaysScrolling(page);
});
