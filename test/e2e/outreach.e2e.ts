import { expect, test } from '@playwright/test';
import { expectToast, recordShownTexts, uploadResume } from './support/page-helpers';
import { signIn } from './support/sign-in';

const RESUME_LINE = 'Ines Marlow, backend engineer: Go, PostgreSQL and Kafka at Tidewater Freight';

test('a user creates a contact, watches an AI draft stream, edits and sends it, finds it in the outbox and sees a simulated reply arrive live in a second window', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `outreach-${Date.now().toString(36)}@example.com`;
  const page = await signIn(browser, email, 'Ines Marlow');
  await uploadResume(page, 'ines-resume.pdf', [RESUME_LINE, 'Skills: Go, PostgreSQL, Kafka']);

  // Create Contact on the Add Contacts page.
  await page.goto('/contacts/create');
  // The screen's first load fetches its chunk; two journeys and the product share two cores in CI.
  await expect(page.getByRole('heading', { name: 'Add Contacts', exact: true })).toBeVisible({
    timeout: 15_000,
  });
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
  // Nothing has been sent yet: the composer writes a new message, not a reply.
  await expect(page.getByRole('heading', { name: 'New message', exact: true })).toBeVisible();

  // AI Draft: the steps stream into the overlay, then the draft fills the reply form.
  await page.getByRole('button', { name: 'AI Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate With AI' });
  await dialog.getByLabel('Instructions').fill('Ask about the platform team.');
  const shownSteps = await recordShownTexts(page, '[aria-label="Generation steps"] li');
  await dialog.getByRole('button', { name: 'Generate with AI Now!' }).click();
  await expectToast(page, 'AI response generated.');
  const shown = await shownSteps();
  expect(shown.length).toBeGreaterThanOrEqual(3);
  expect(shown[0]).toMatch(/^Step 1: /);
  const subject = page.getByLabel('Subject');
  const body = page.getByLabel('Body');
  await expect(subject).not.toHaveValue('');
  await expect(body).toContainText('Harborline');

  // Edit, then send.
  await subject.fill('Platform team at Harborline');
  await body.fill('Hi Priya,\nCould we talk about the platform team?\n\nP.S. I loved your talk on queues.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(page, 'Message sent successfully.');
  await expect(page.getByRole('heading', { name: 'Reply', exact: true })).toBeVisible();
  // The conversation shows the e-mail as Priya got it: the body, then the default footer signing with the name.
  const sent = page.getByRole('listitem', { name: 'Sent message: Platform team at Harborline' });
  await expect(sent).toContainText('P.S. I loved your talk on queues.');
  await expect(sent).toContainText('Best regards,Ines Marlow');

  // A second window on the same conversation.
  const second = await signIn(browser, email, 'Ines Marlow');
  await second.goto(conversationUrl);
  await expect(second.getByText('Platform team at Harborline').first()).toBeVisible();

  // The outbox holds the e-mail, marked as not delivered; simulate the contact's reply there.
  await page.goto('/outbox');
  await expect(page.getByText(/Not delivered/).first()).toBeVisible();
  await page.getByRole('button', { name: /Platform team at Harborline/ }).click();
  await expect(page.getByText('priya.raman@harborline.example').first()).toBeVisible();
  await expect(page.frameLocator('iframe[title="E-mail content"]').locator('body')).toContainText(
    'Best regards,Ines Marlow',
  );
  await page.getByLabel('Reply text (optional)').fill('Happy to talk, Ines. Does Thursday work?');
  await page.getByRole('button', { name: 'Simulate reply' }).click();
  await expectToast(page, 'Reply simulated');

  // The reply appears in the other window without a reload.
  await expect(second.getByText('Happy to talk, Ines. Does Thursday work?')).toBeVisible({ timeout: 15_000 });
});
