import { expect, Page, test } from '@playwright/test';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { SECTIONED_RESUME_LINES } from '@outreach/backend/profile/testing/resume-fixtures';
import { expectToast } from './support/page-helpers';
import { signIn } from './support/sign-in';

test.use({ viewport: { width: 1440, height: 900 } });

const INSTRUCTIONS = 'Mention my streaming pipelines and ask whether the data team is hiring this spring.';

/** Text as a reader sees it once the layout is gone: runs of white space, line breaks included, read as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The newest e-mail the embedded outbox captured for the signed-in user, as the contact's mail client gets it. */
async function deliveredEmail(page: Page): Promise<{ subject: string; text: string; htmlText: string }> {
  return page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('jwt_token')}` };
    const list = (await (await fetch('/outbox/messages?page=1&limit=1', { headers })).json()) as {
      messages: { id: string }[];
    };
    const message = (await (await fetch(`/outbox/messages/${list.messages[0].id}`, { headers })).json()) as {
      subject: string;
      text: string;
      html: string;
    };
    const body = new DOMParser().parseFromString(message.html, 'text/html').body;
    return { subject: message.subject, text: message.text, htmlText: body.textContent ?? '' };
  });
}

test("a new user's first hour: sign-up, resume, a contact search with scores, an AI draft, a send, and a reply — the e-mail the contact gets is the one the user saw", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signIn(browser, `first-hour-${Date.now().toString(36)}@example.com`, 'Noor Achterberg');

  // The resume, in Settings.
  await page.goto('/settings');
  await page.getByLabel('Resume (PDF)').setInputFiles({
    name: 'noor-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expectToast(page, 'Resume uploaded and processed successfully');

  // A contact search on the screen: one company's contacts, scored against the resume with their reasons.
  await page.goto('/contacts/create');
  const generate = page.getByRole('region', { name: 'Generate Companies' });
  await generate.getByRole('radio', { name: 'By Category' }).check();
  await generate.getByLabel('Categories', { exact: true }).fill('Software');
  const chip = generate
    .getByRole('list', { name: 'Categories found' })
    .getByRole('button', { name: 'Software Development', exact: true });
  await expect(chip).toBeVisible({ timeout: 15_000 });
  await chip.click();
  const state = generate.getByLabel('State/Province');
  await expect(state.getByRole('option', { name: 'Texas', exact: true })).toBeAttached({ timeout: 15_000 });
  await state.selectOption('Texas');
  await generate.getByRole('button', { name: 'Search Companies' }).click();
  const companyRows = generate
    .getByRole('region', { name: 'Companies found' })
    .getByRole('table', { name: 'Company results' })
    .getByRole('row');
  await expect(companyRows).toHaveCount(11, { timeout: 15_000 });
  await companyRows.nth(1).getByRole('button', { name: 'Add Company' }).click();
  await generate
    .getByRole('region', { name: 'Selected Companies' })
    .getByRole('button', { name: 'Find Contacts' })
    .click();
  await expectToast(page, 'Contact search completed!');
  const contactRows = generate
    .getByRole('region', { name: 'Contacts found' })
    .getByRole('table', { name: 'Contact results' })
    .getByRole('row');
  await expect(contactRows.nth(1)).toBeVisible();
  const best = contactRows.nth(1);
  const bestScore = Number.parseInt(await best.getByRole('cell').nth(5).innerText(), 10);
  expect(bestScore).toBeGreaterThan(0);
  await best
    .getByRole('cell')
    .nth(5)
    .getByRole('button', { name: /^Why this score/ })
    .click();
  await expect(
    best
      .getByRole('list', { name: /^Matches for / })
      .getByRole('listitem')
      .first(),
  ).toHaveText(/\d+%: \S/);
  const name = (await best.getByRole('cell').first().innerText()).trim();
  await best.getByRole('button', { name: `Save ${name}`, exact: true }).click();
  await expect(best.getByRole('button', { name: `Unsave ${name}`, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // The saved contact's conversation: a new message, drafted by AI from the resume and the instructions.
  await page.goto('/contacts');
  await page
    .getByRole('list', { name: 'Contacts' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { name: 'New message', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'AI Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate With AI' });
  await dialog.getByLabel('Instructions').fill(INSTRUCTIONS);
  await dialog.getByRole('button', { name: 'Generate with AI Now!' }).click();
  await expectToast(page, 'AI response generated.');
  const subject = await page.getByLabel('Subject').inputValue();
  const draft = await page.getByLabel('Body').inputValue();
  // A draft a person would send: in the user's own voice, the instructions followed rather than pasted.
  expect(subject).not.toMatch(/^Noor/);
  expect(draft).toMatch(/\bI\b/);
  expect(draft).not.toContain(INSTRUCTIONS);
  expect(draft).not.toMatch(/<\/?[a-z]+>/i);

  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expectToast(page, 'Message sent successfully.');
  const sent = page.getByRole('listitem', { name: `Sent message: ${subject}` });
  const shown = flat((await sent.getByRole('article', { name: 'E-mail content' }).textContent()) ?? '');

  // What the contact receives is what the conversation shows, word for word, with one sign-off.
  const delivered = await deliveredEmail(page);
  expect(delivered.subject).toBe(subject);
  expect(flat(delivered.htmlText)).toBe(shown);
  for (const line of delivered.text.split('\n').map(flat).filter(Boolean)) {
    expect(shown.replace(/\s/g, '')).toContain(line.replace(/\s/g, '').replace(/:https?:\/\/\S+$/, ''));
  }
  expect(shown.match(/Best regards|Kind regards|Thanks,|Cheers,/g)?.length ?? 0).toBe(1);

  // The contact answers; the reply shows in the conversation without a reload.
  const conversationUrl = page.url();
  await page.goto('/outbox');
  await page
    .getByRole('button', { name: new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click();
  await page.getByLabel('Reply text (optional)').fill('Thanks Noor, we are hiring. Does Tuesday suit you?');
  await page.getByRole('button', { name: 'Simulate reply' }).click();
  await expectToast(page, 'Reply simulated');
  await page.goto(conversationUrl);
  await expect(page.getByText('Thanks Noor, we are hiring. Does Tuesday suit you?')).toBeVisible({
    timeout: 15_000,
  });
});
