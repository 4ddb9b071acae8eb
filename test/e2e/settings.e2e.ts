import { expect, Page, test } from '@playwright/test';
import { linkedInExportZip } from '@outreach/backend/profile/testing/linkedin-export-fixture';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { expectToast } from './support/page-helpers';
import { signIn } from './support/sign-in';

const RESUME_LINE = 'Mara Quellwood, data engineer: Kafka, Flink and dbt pipelines at Harbor Logistics';
const TEMPLATE =
  'Write to {{contactName}} at {{companyName}} as {{firstName}} {{lastName}} ({{headline}}), ' +
  'skilled in {{skills}}. Keep it short. ';

const tourCard = (page: Page) => page.getByRole('dialog').filter({ has: page.getByText('Skip tour') });

async function settingsTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test('a new user fills in their profile on the settings page, finds it all kept after a reload, and walks the tour’s jobs path by what they do', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signIn(browser, `profile-${Date.now().toString(36)}@example.com`, 'Mara Quellwood', {
    keepTour: true,
  });

  // The tour greets a new user on the dashboard and sends them to Settings for the resume.
  const card = tourCard(page);
  await expect(card.getByRole('heading', { name: /Welcome!/ })).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByRole('heading', { name: 'Upload your resume' })).toBeVisible();
  await card.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible();

  await page.getByLabel('Resume (PDF)').setInputFiles({
    name: 'mara-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf({ pages: [[RESUME_LINE, 'Skills: Python, SQL, Kafka']] }),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expectToast(page, 'Resume uploaded and processed successfully');
  await expect(page.getByText('mara-resume.pdf').first()).toBeVisible();

  // With a resume on file the tour moves on by itself.
  await expect(card.getByRole('heading', { name: 'Add your LinkedIn profile' })).toBeVisible();
  // Before the export is imported, or the step would complete by itself on the imported details.
  await card.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/mara-quellwood');
  await card.getByRole('button', { name: 'Save and continue' }).click();
  await expect(card.getByRole('heading', { name: 'What would you like to do first?' })).toBeVisible();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Resume Preview' });
  await expect(preview.getByLabel('Resume text')).toContainText(RESUME_LINE);
  const download = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download as Text' }).click();
  expect((await download).suggestedFilename()).toBe('resume.txt');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await page.getByLabel('Import LinkedIn data export').setInputFiles({
    name: 'Basic_LinkedInDataExport_11-22-2026.zip',
    mimeType: 'application/zip',
    buffer: linkedInExportZip(),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Data engineer, streaming pipelines').first()).toBeVisible();

  await page.getByLabel('Document file').setInputFiles({
    name: 'cover-letter.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf({ pages: [['Dear hiring team, I would love to join you.']] }),
  });
  await page.getByLabel('Document name (optional)').fill('Cover letter');
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await expectToast(page, 'Document uploaded successfully');
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Cover letter');

  await settingsTab(page, 'Advanced');
  await page.getByRole('button', { name: 'Edit email prompt' }).click();
  const editor = page.getByRole('dialog', { name: 'Email Prompt Editor' });
  const template = editor.getByLabel('Prompt template');
  await template.fill(TEMPLATE + 'Mention the {{seasn}}.');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.getByText(/seasn/).first()).toBeVisible();
  // Typing clears the issues; a palette variable goes in at the caret.
  await template.fill(TEMPLATE + 'Mention the season: ');
  await template.press('End');
  await editor.getByRole('button', { name: 'Insert Season' }).press('Enter');
  await expect(template).toHaveValue(`${TEMPLATE}Mention the season: {{season}}`);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Prompt template updated successfully');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  const addUrl = page.getByRole('form', { name: 'Add a custom URL' });
  await addUrl.getByLabel('Name').fill('Portfolio');
  await addUrl.getByLabel('URL').fill('  HTTPS://Mara.Example.com/Work ');
  await addUrl.getByRole('button', { name: 'Add URL' }).click();
  await expect(page.getByRole('list', { name: 'Custom URLs' })).toContainText(
    'https://mara.example.com/work',
  );

  // Everything is kept on the server, not only on this page.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Advanced', selected: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Custom URLs' })).toContainText(
    'https://mara.example.com/work',
  );
  await page.getByRole('button', { name: 'Edit email prompt' }).click();
  await expect(editor.getByLabel('Prompt template')).toHaveValue(`${TEMPLATE}Mention the season: {{season}}`);
  await page.keyboard.press('Escape');
  await settingsTab(page, 'General');
  await expect(page.getByText('mara-resume.pdf').first()).toBeVisible();
  await expect(page.getByText('Data engineer, streaming pipelines').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Cover letter');

  // The tour carries on where it was; on the jobs path each step moves on with what the user does, not a Next.
  await expect(card.getByRole('heading', { name: 'What would you like to do first?' })).toBeVisible();
  await card.getByRole('button', { name: 'Find jobs' }).click();
  await expect(card.getByRole('heading', { name: 'Find jobs' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Open Search Jobs' }).click();

  await expect(card.getByRole('heading', { name: 'Search for a job title' })).toBeVisible();
  const jobForm = page.getByRole('form', { name: 'Search jobs' });
  await jobForm.getByRole('button', { name: 'Search' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter a job title');
  await jobForm.getByLabel('Job Title').fill('Data Engineer');
  await jobForm.getByRole('button', { name: 'Search' }).click();

  await expect(card.getByRole('heading', { name: 'Pick jobs' })).toBeVisible();
  const firstJob = page.getByRole('table', { name: 'Job Listings' }).getByRole('row').nth(1);
  await firstJob.getByRole('button', { name: /^Select / }).click();
  await expectToast(page, 'Job saved successfully!');

  await expect(card.getByRole('heading', { name: 'Save your jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'View Saved Jobs' }).click();
  const savedJobs = page.getByRole('dialog', { name: 'Saved Jobs' });
  await expect(savedJobs.getByRole('list', { name: 'Saved jobs' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(savedJobs).toBeHidden();

  await expect(card.getByRole('heading', { name: 'Go to Outgoing Messages' })).toBeVisible();
  await card.getByRole('link', { name: 'Open Outgoing Messages' }).click();
  await expect(card.getByRole('heading', { name: 'Generate a message' })).toBeVisible();

  // Leaving the tour here: it stays closed on a new page load.
  await card.getByRole('button', { name: 'Skip tour' }).click();
  await page
    .getByRole('dialog', { name: 'Are You Sure You Want to Skip?' })
    .getByRole('button', { name: 'Yes, skip' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Are You Sure You Want to Skip?' })).toBeHidden();
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'General', selected: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toBeHidden();
});
