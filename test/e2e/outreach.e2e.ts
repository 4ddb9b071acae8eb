import { expect, Page, test } from '@playwright/test';
import { minimalPdf } from '@outreach/backend/settings/testing/minimal-pdf';
import { signIn } from './support/sign-in';

const RESUME_LINE = 'Ines Marlow, backend engineer: Go, PostgreSQL and Kafka at Tidewater Freight';

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible({ timeout: 15_000 });
}

/** The resume is the settings journey's subject; here it is only what drafting needs, so it goes in by API. */
async function uploadResume(page: Page): Promise<void> {
  const pdf = Array.from(minimalPdf({ pages: [[RESUME_LINE, 'Skills: Go, PostgreSQL, Kafka']] }));
  const status = await page.evaluate(async (bytes) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'ines-resume.pdf');
    const response = await fetch('/resume/', {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('jwt_token')}` },
      body: form,
    });
    return response.status;
  }, pdf);
  expect(status).toBe(201);
}

/** Records every step line the progress overlay shows, however briefly, so the test sees what a user saw. */
async function recordShownSteps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownSteps: string[] }).shownSteps = seen;
    new MutationObserver(() => {
      for (const item of document.querySelectorAll('[aria-label="Generation steps"] li')) {
        const text = item.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

test('a user creates a contact, watches an AI draft stream, edits and sends it, finds it in the outbox and sees a simulated reply arrive live in a second window', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `outreach-${Date.now().toString(36)}@example.com`;
  const page = await signIn(browser, email, 'Ines Marlow');
  await uploadResume(page);

  // Create Contact on the Add Contacts page.
  await page.goto('/contacts/create');
  await expect(page.getByRole('heading', { name: 'Add Contacts', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contacts Manually' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('button', { name: 'Create Contact' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await form.getByLabel('First Name *').fill('Priya');
  await form.getByLabel('Last Name *').fill('Raman');
  await form.getByLabel('Email *').fill('priya.raman@harborline.example');
  await form.getByLabel('Company *').fill('Harborline');
  await form.getByLabel('Job Title').fill('Engineering Manager');
  await form.getByRole('button', { name: 'Create Contact' }).click();
  await expectToast(page, 'Contact created successfully!');
  await page.waitForURL(/\/contacts\/[0-9a-f-]{36}$/);
  const conversationUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Priya Raman' }).first()).toBeVisible();
  await expect(page.getByText('No messages found for this conversation.')).toBeVisible();

  // AI Draft: the steps stream into the overlay, then the draft fills the reply form.
  await page.getByRole('button', { name: 'AI Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate With AI' });
  await dialog.getByLabel('Instructions').fill('Ask about the platform team.');
  await recordShownSteps(page);
  await dialog.getByRole('button', { name: 'Generate with AI Now!' }).click();
  await expectToast(page, 'AI response generated.');
  const shown = await page.evaluate(() => (window as unknown as { shownSteps: string[] }).shownSteps);
  expect(shown.length).toBeGreaterThanOrEqual(3);
  expect(shown[0]).toMatch(/^Step 1: /);
  const subject = page.getByLabel('Subject');
  const body = page.getByLabel('Body');
  await expect(subject).not.toHaveValue('');
  await expect(body).toContainText('Harborline');

  // Edit, then send.
  await subject.fill('Platform team at Harborline');
  await body.fill(`${await body.inputValue()}\n\nP.S. I loved your talk on queues.`);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(page, 'Response sent successfully.');
  await expect(page.getByText('Platform team at Harborline').first()).toBeVisible();

  // A second window on the same conversation.
  const second = await signIn(browser, email, 'Ines Marlow');
  await second.goto(conversationUrl);
  await expect(second.getByText('Platform team at Harborline').first()).toBeVisible();

  // The outbox holds the e-mail, marked as not delivered; simulate the contact's reply there.
  await page.goto('/outbox');
  await expect(page.getByText(/Not delivered/).first()).toBeVisible();
  await page.getByRole('button', { name: /Platform team at Harborline/ }).click();
  await expect(page.getByText('priya.raman@harborline.example').first()).toBeVisible();
  await page.getByLabel('Reply text (optional)').fill('Happy to talk, Ines. Does Thursday work?');
  await page.getByRole('button', { name: 'Simulate reply' }).click();
  await expectToast(page, 'Reply simulated');

  // The reply appears in the other window without a reload.
  await expect(second.getByText('Happy to talk, Ines. Does Thursday work?')).toBeVisible({ timeout: 15_000 });
});
