import { mkdirSync } from 'node:fs';
import { expect, Locator, Page, test } from '@playwright/test';
import { expectToast, recordShownTexts, uploadResume } from './support/page-helpers';
import { signIn } from './support/sign-in';

const RESUME_LINES = [
  'Noor Achterberg, data engineer: Spark, Airflow, dbt and Snowflake pipelines for analytics teams',
  'Skills: Python, SQL, Kafka, data modeling, ETL, data warehousing',
];
const CATEGORY = 'Software Development';
const STATE = 'Texas';
const JOB_TITLE = 'Data Engineer';
/** Outside the repository: the narrow-screen pictures are for looking at, not for keeping. */
const SHOTS = '/tmp/shots';
const PROGRESS_LABELS = /^(Searching|Filtering|Scoring) contacts/;

// A desktop as wide as the issue-16 walk-through: the company results are a table beside the selected list there.
test.use({ viewport: { width: 1440, height: 900 } });

/** The company step by category: a chip found by typing, a state, then 'Search Companies'. */
async function searchCompaniesByCategory(page: Page): Promise<Locator> {
  await page.goto('/contacts/create');
  await expect(page.getByRole('heading', { name: 'Add Contacts', exact: true })).toBeVisible();
  const generate = page.getByRole('region', { name: 'Generate Companies' });
  await generate.getByRole('radio', { name: 'By Category' }).check();
  await generate.getByLabel('Categories', { exact: true }).fill('Software');
  const chips = generate.getByRole('list', { name: 'Categories found' });
  const chip = chips.getByRole('button', { name: CATEGORY, exact: true });
  await expect(chip).toBeVisible({ timeout: 15_000 });
  // The filter narrowed the chips to the typed word.
  await expect(chips.getByRole('button', { name: 'Banking', exact: true })).toBeHidden();
  await chip.click();
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(generate.getByRole('list', { name: 'Selected categories' })).toContainText(CATEGORY);
  const state = generate.getByLabel('State/Province');
  await expect(state.getByRole('option', { name: STATE, exact: true })).toBeAttached({ timeout: 15_000 });
  await state.selectOption(STATE);
  await expect(generate.getByLabel('City', { exact: true })).toBeEnabled();
  await generate.getByRole('button', { name: 'Search Companies' }).click();
  await expectToast(page, 'Search completed!');
  const found = generate.getByRole('region', { name: 'Companies found' });
  await expect(found.getByText('Demo data', { exact: true })).toBeVisible();
  await expect(found.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
  return found;
}

test('a user finds companies by category and state, selects three, finds and saves two contacts, then saves a job found by title', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `discovery-${Date.now().toString(36)}@example.com`;
  const page = await signIn(browser, email, 'Noor Achterberg');
  await uploadResume(page, 'noor-resume.pdf', RESUME_LINES);
  const generate = page.getByRole('region', { name: 'Generate Companies' });

  // Companies by category and state.
  const found = await searchCompaniesByCategory(page);
  const companyRows = found.getByRole('table', { name: 'Company results' }).getByRole('row');
  await expect(companyRows).toHaveCount(11); // the header and ten companies
  for (const row of (await companyRows.all()).slice(1)) await expect(row).toContainText(STATE);

  // Three of them into the selection.
  const chosen: string[] = [];
  for (const row of (await companyRows.all()).slice(1, 4)) {
    chosen.push((await row.getByRole('cell').first().innerText()).trim());
    await row.getByRole('button', { name: 'Add Company' }).click();
    await expect(row.getByRole('button', { name: 'Company Added' })).toBeDisabled();
  }
  const selection = generate.getByRole('region', { name: 'Selected Companies' });
  await expect(selection.getByText(/^3 (selected|of \d+ allowed by your plan)$/)).toBeVisible();
  // A narrow column beside the results: one card per company.
  const selectedList = selection.getByRole('list', { name: 'Selected companies' });
  for (const name of chosen) {
    await expect(selectedList.getByRole('listitem').filter({ hasText: name })).toBeVisible();
    await expect(selectedList.getByLabel(`Contacts to Add for ${name}`)).toHaveValue('10');
  }

  // Find their contacts: one step, no separate confirmation.
  const shownProgress = await recordShownTexts(
    page,
    '[role="progressbar"][aria-label="Contact search progress"]',
    'aria-valuetext',
  );
  await selection.getByRole('button', { name: 'Find Contacts' }).click();
  await expectToast(page, 'Contact search completed!');
  const contacts = generate.getByRole('region', { name: 'Contacts found' });
  await expect(contacts.getByText('Demo data', { exact: true })).toBeVisible();
  await expect(contacts.getByText(/^Found \d+ contacts at 3 companies\.$/)).toBeVisible();
  const shownLabels = await shownProgress();
  expect(shownLabels[0]).toBe('Searching contacts');
  for (const label of shownLabels) expect(label).toMatch(PROGRESS_LABELS);
  const contactTable = contacts.getByRole('table', { name: 'Contact results' });
  const contactRows = contactTable.getByRole('row');
  await expect(contactRows).toHaveCount(11);
  await expect(contactTable.getByRole('columnheader', { name: 'Similarity Score' })).toBeVisible();
  const scores: number[] = [];
  for (const row of (await contactRows.all()).slice(1)) {
    const company = await row.getByRole('cell').nth(3).innerText();
    expect(chosen).toContain(company.trim());
    // The cell holds the score, then its "Why this score" disclosure.
    const score = await row.getByRole('cell').nth(5).innerText();
    expect(score.trim()).toMatch(/^\d{1,3}%\n/);
    scores.push(Number.parseInt(score, 10));
  }
  // Best match first.
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // The resume is a data engineer's: some of these people share words with it, and the best says why.
  expect(scores[0]).toBeGreaterThan(0);
  const best = contactRows.nth(1).getByRole('cell').nth(5);
  await best.getByRole('button', { name: /^Why this score/ }).click();
  const why = best.getByRole('list', { name: /^Matches for / });
  await expect(why).toBeVisible();
  await expect(why.getByRole('listitem').first()).toHaveText(/\d+%/);
  await expect(contacts.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();

  // Save the two best matches, one at a time.
  const saved: string[] = [];
  for (const row of (await contactRows.all()).slice(1, 3)) {
    const name = (await row.getByRole('cell').first().innerText()).trim();
    saved.push(name);
    await row.getByRole('button', { name: `Save ${name}`, exact: true }).click();
    await expect(row.getByRole('button', { name: `Unsave ${name}`, exact: true })).toBeVisible({
      timeout: 15_000,
    });
  }
  await expectToast(page, 'Contact added successfully.');

  // Both are among the user's contacts.
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Contacts' });
  for (const name of saved)
    await expect(list.getByText(name, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  // Jobs by title: ten a page, best score first.
  await page.goto('/jobs/search');
  await expect(page.getByRole('heading', { name: 'Job Search', level: 1 })).toBeVisible();
  const jobForm = page.getByRole('form', { name: 'Search jobs' });
  await jobForm.getByLabel('Job Title').fill(JOB_TITLE);
  await jobForm.getByRole('button', { name: 'Search' }).click();
  const listings = page.getByRole('region', { name: 'Job Listings' });
  await expect(listings.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible({ timeout: 30_000 });
  await expect(listings.getByText('Demo data', { exact: true })).toBeVisible();
  const jobRows = listings.getByRole('table', { name: 'Job Listings' }).getByRole('row');
  await expect(jobRows).toHaveCount(11);
  const first = jobRows.nth(1);
  const company = (await first.getByRole('cell').nth(0).innerText()).trim();
  const title = (await first.getByRole('cell').nth(1).innerText()).split('\n')[0].trim();
  expect(title).toMatch(/data/i);

  // Select it: saved on the server.
  await first.getByRole('button', { name: /^Select / }).click();
  await expectToast(page, 'Job saved successfully!');
  await expect(first.getByRole('button', { name: /^Unselect / })).toBeVisible();

  // It is in the saved jobs.
  await page.getByRole('button', { name: 'View Saved Jobs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved Jobs' });
  const savedJobs = dialog.getByRole('list', { name: 'Saved jobs' });
  await expect(savedJobs.getByRole('listitem')).toHaveCount(1);
  await expect(savedJobs.getByText(title, { exact: true })).toBeVisible();
  await expect(savedJobs.getByText(company, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Delete ${title} at ${company}` })).toBeVisible();
});

test('at 375 px in dark mode the contact search and the job search fit the screen', async ({ browser }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const page = await signIn(browser, `discovery-narrow-${Date.now().toString(36)}@example.com`, 'Ilse Varga');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  const fits = async () => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  };

  const found = await searchCompaniesByCategory(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const cards = found.getByRole('list', { name: 'Company results' });
  await expect(cards.getByRole('listitem')).toHaveCount(10);
  for (const added of [1, 2]) {
    await cards.getByRole('button', { name: 'Add Company' }).first().click();
    await expect(cards.getByRole('button', { name: 'Company Added' })).toHaveCount(added);
  }
  const generate = page.getByRole('region', { name: 'Generate Companies' });
  await generate.getByRole('button', { name: 'Find Contacts' }).click();
  await expect(
    generate.getByRole('region', { name: 'Contacts found' }).getByRole('list', { name: 'Contact results' }),
  ).toBeVisible({ timeout: 30_000 });
  await fits();
  await page.screenshot({ path: `${SHOTS}/contact-search-375-dark.png`, fullPage: true });

  await page.goto('/jobs/search');
  await page.getByRole('form', { name: 'Search jobs' }).getByLabel('Job Title').fill(JOB_TITLE);
  await page.getByRole('form', { name: 'Search jobs' }).getByRole('button', { name: 'Search' }).click();
  const listings = page.getByRole('region', { name: 'Job Listings' });
  await expect(listings.getByRole('list', { name: 'Job Listings' })).toBeVisible({ timeout: 30_000 });
  await fits();
  await page.screenshot({ path: `${SHOTS}/job-search-375-dark.png`, fullPage: true });
});
