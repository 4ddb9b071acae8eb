import { expect, Page, test } from '@playwright/test';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { SECTIONED_RESUME_LINES } from '@outreach/backend/profile/testing/resume-fixtures';
import { GENERIC_TITLE_WORDS } from '@outreach/backend/scoring/profile-terms';
import { expectToast } from './support/page-helpers';
import { signIn } from './support/sign-in';

const CATEGORY = 'Software Development';
const STATE = 'Texas';

// The desktop width the walk-through used: the result lists are tables there.
test.use({ viewport: { width: 1440, height: 900 } });

const tourCard = (page: Page) => page.getByRole('dialog').filter({ has: page.getByText('Skip tour') });

/** The words a "Why this score" list names: each item reads "Label 80%: word, word". */
const listedWords = (items: string[]): string[] =>
  items.flatMap((item) => (item.split(': ')[1] ?? '').split(', ').map((word) => word.trim().toLowerCase()));

test('after a resume upload in the tour, the profile shows what the resume filled and a contact search made on the screen scores with its matches', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signIn(browser, `first-hour-${Date.now().toString(36)}@example.com`, 'Noor Achterberg', {
    keepTour: true,
  });

  // The tour sends a new user to Settings for the resume; the resume has no "Skills:" line, only headings.
  const card = tourCard(page);
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
  await card.getByRole('link', { name: 'Open Settings' }).click();
  await page.getByLabel('Resume (PDF)').setInputFiles({
    name: 'noor-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expectToast(page, 'Resume uploaded and processed successfully');
  await expectToast(
    page,
    'It filled Job Title, Summary, Skills and Education in Professional Details, where you can change them.',
  );
  await expect(card.getByRole('heading', { name: 'Add your LinkedIn profile' })).toBeVisible();
  await card.getByRole('button', { name: 'Skip tour' }).click();
  await expect(card).toBeHidden();

  // Professional Details read the one profile: the name from sign-in, the rest from the resume, and say so.
  const details = page.getByRole('region', { name: 'Professional Details' });
  await expect(details.getByText('Noor Achterberg', { exact: true })).toBeVisible();
  await expect(details.getByText('Data Engineer', { exact: true })).toBeVisible();
  await expect(
    details.getByText('Filled from your resume: Job Title, Summary, Skills and Education.'),
  ).toBeVisible();
  await expect(details.getByText('From your sign-in: First Name and Last Name.')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Skills' })).toContainText('Snowflake');

  // So do the prompt variables: no "Not set" for a name known from sign-in.
  await page.getByRole('tab', { name: 'Advanced' }).click();
  await page.getByRole('button', { name: 'Edit email prompt' }).click();
  const editor = page.getByRole('dialog', { name: 'Email Prompt Editor' });
  await expect(editor.getByRole('button', { name: 'Insert First Name' })).toHaveAccessibleDescription(
    '{{firstName}} Value: Noor from sign-in',
  );
  await expect(editor.getByRole('button', { name: 'Insert Job Title' })).toHaveAccessibleDescription(
    '{{headline}} Value: Data Engineer from your resume',
  );
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Three companies by category and state, their contacts found through the screen.
  await page.goto('/contacts/create');
  const generate = page.getByRole('region', { name: 'Generate Companies' });
  await generate.getByRole('radio', { name: 'By Category' }).check();
  await generate.getByLabel('Categories', { exact: true }).fill('Software');
  const chip = generate
    .getByRole('list', { name: 'Categories found' })
    .getByRole('button', { name: CATEGORY, exact: true });
  await expect(chip).toBeVisible({ timeout: 15_000 });
  await chip.click();
  const state = generate.getByLabel('State/Province');
  await expect(state.getByRole('option', { name: STATE, exact: true })).toBeAttached({ timeout: 15_000 });
  await state.selectOption(STATE);
  await generate.getByRole('button', { name: 'Search Companies' }).click();
  const found = generate.getByRole('region', { name: 'Companies found' });
  const companyRows = found.getByRole('table', { name: 'Company results' }).getByRole('row');
  await expect(companyRows).toHaveCount(11, { timeout: 15_000 });
  for (const row of (await companyRows.all()).slice(1, 4)) {
    await row.getByRole('button', { name: 'Add Company' }).click();
  }
  const selection = generate.getByRole('region', { name: 'Selected Companies' });
  await selection.getByRole('button', { name: 'Find Contacts' }).click();
  await expectToast(page, 'Contact search completed!');

  const contacts = generate.getByRole('region', { name: 'Contacts found' });
  const contactRows = contacts.getByRole('table', { name: 'Contact results' }).getByRole('row');
  await expect(contactRows).toHaveCount(11);
  // The resume says who the user is: no hint that the profile is missing.
  await expect(contacts.getByText(/add your resume/i)).toHaveCount(0);
  const scores: number[] = [];
  for (const row of (await contactRows.all()).slice(1)) {
    scores.push(Number.parseInt(await row.getByRole('cell').nth(5).innerText(), 10));
  }
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(scores[0]).toBeGreaterThanOrEqual(30);
  expect(scores.filter((score) => score > 0).length).toBeGreaterThanOrEqual(3);

  // The best says why, in words shared with the resume, and never through a rank word such as "manager".
  const best = contactRows.nth(1).getByRole('cell').nth(5);
  await best.getByRole('button', { name: /^Why this score/ }).click();
  const why = best.getByRole('list', { name: /^Matches for / });
  await expect(why.getByRole('listitem').first()).toHaveText(/\d+%: \S/);
  expect(listedWords(await why.getByRole('listitem').allInnerTexts()).filter(Boolean).length).toBeGreaterThan(
    0,
  );
  // A data engineer's own field (data, analytics, engineering) is among the best five.
  const positions = await Promise.all(
    (await contactRows.all()).slice(1, 6).map((row) => row.getByRole('cell').nth(2).innerText()),
  );
  expect(positions.some((position) => /data|analytic|engineer/i.test(position))).toBe(true);
  let explained = 0;
  for (const row of (await contactRows.all()).slice(1)) {
    const cell = row.getByRole('cell').nth(5);
    const toggle = cell.getByRole('button', { name: /^Why this score/ });
    if ((await toggle.count()) === 0) continue;
    explained += 1;
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const items = await cell
      .getByRole('list', { name: /^Matches for / })
      .getByRole('listitem')
      .allInnerTexts();
    expect(
      listedWords(items).filter((word) => (GENERIC_TITLE_WORDS as readonly string[]).includes(word)),
    ).toEqual([]);
  }
  expect(explained).toBeGreaterThanOrEqual(3);
});
