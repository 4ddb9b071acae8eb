import { expect, Page, test } from '@playwright/test';
import { createContact, uploadResume } from './support/page-helpers';
import { signIn } from './support/sign-in';

// Plain ASCII: the test PDF is written in Latin-1, where a bullet or an en dash would not survive.
const RESUME = [
  'Noor Haddad',
  'Data Engineer, Cedar Freight (2021 - present)',
  '- Built a Kafka pipeline processing 2M events per day for fraud detection',
  '- Reduced nightly batch runtime from 6 hours to 40 minutes by moving jobs to Spark',
  'Skills: Python, SQL, Spark, Kafka',
];
const INSTRUCTIONS =
  'Keep it casual. Emphasise my Kafka work. Ask whether they have open roles on the data team. Sign off with Thanks.';

function createPriya(page: Page): Promise<string> {
  return createContact(page, {
    first_name: 'Priya',
    last_name: 'Raman',
    email: `priya.${Date.now().toString(36)}@terrawise.example`,
    company: 'Terrawise Apps',
    job_title: 'Head of Data',
  });
}

test("the offline drafter's e-mails read as the sender wrote them, in Test prompt and in an AI draft", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await signIn(browser, `drafter-${Date.now().toString(36)}@example.com`, 'Noor Haddad');
  await uploadResume(page, 'noor-resume.pdf', RESUME);
  const contactId = await createPriya(page);

  // Test prompt shows the draft as text with its lines, not the stored form's tags.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await page.getByRole('button', { name: 'Edit email prompt' }).click();
  const editor = page.getByRole('dialog', { name: 'Email Prompt Editor' });
  await editor.getByRole('button', { name: 'Test prompt' }).click();
  const tested = editor.getByRole('region', { name: 'Test email' });
  // The draft is written on the server first; the shared machine can take longer than expect's default.
  await expect(tested).toContainText('Dear Priya,', { timeout: 15_000 });
  const shown = await tested.innerText();
  expect(shown).not.toMatch(/<\/?(?:br|p)\b|&(?:amp|lt|gt|nbsp);/);
  expect(shown).toMatch(/Dear Priya,\n\nI am Noor Haddad\b/);
  expect(shown).not.toMatch(/Subject: Noor/);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // An AI draft follows the instructions without pasting them, and signs off once.
  await page.goto(`/contacts/${contactId}`);
  await page.getByRole('button', { name: 'AI Draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate With AI' });
  await dialog.getByLabel('Instructions').fill(INSTRUCTIONS);
  await dialog.getByRole('button', { name: 'Generate with AI Now!' }).click();
  const subject = page.getByLabel('Subject');
  const body = page.getByLabel('Body');
  // The subject names the sender's role when the profile has a headline, never the sender.
  await expect(subject).toHaveValue(/^(?:Data Engineer i|I)nterested in (?:your team at )?Terrawise Apps$/, {
    timeout: 15_000,
  });
  const text = await body.inputValue();
  expect(text).toMatch(/^Hi Priya,\n\nI'm Noor\b/);
  expect(text).toContain('I built a Kafka pipeline processing 2M events per day for fraud detection.');
  expect(text).toContain('Is your team at Terrawise Apps hiring at the moment?');
  for (const sentence of INSTRUCTIONS.split(/(?<=\.)\s+/))
    expect(text).not.toContain(sentence.replace(/\.$/, ''));
  expect(text.match(/\b(?:Thanks|Cheers|Best regards),/g)).toEqual(['Thanks,']);
  expect(text).toMatch(/\n\nThanks,\nNoor$/);
});
