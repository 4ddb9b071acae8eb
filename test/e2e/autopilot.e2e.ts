import { mkdirSync } from 'node:fs';
import { expect, Page, test } from '@playwright/test';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { SECTIONED_RESUME_LINES } from '@outreach/backend/profile/testing/resume-fixtures';
import { expectToast } from './support/page-helpers';
import { signIn } from './support/sign-in';

/*
 * The demo directory is generated from a fixed seed, so these companies answer the same on every machine: for a
 * data engineer's resume and these titles, Orbitvale Pay and Granitestone Trucking each list one job that scores
 * under the default threshold (8), so both wait for the user's review; Starridge Savings lists none, so it completes
 * with zero jobs and can be retried.
 */
const SHOTS = '/tmp/shots';
const REVIEW_WITH_JOB = 'Orbitvale Pay';
const REVIEW_WITHOUT_JOBS = 'Granitestone Trucking';
const NO_JOBS = 'Starridge Savings';
const COMPANIES = [REVIEW_WITH_JOB, REVIEW_WITHOUT_JOBS, NO_JOBS];
const TASK_NAME = `Data Engineer, Analytics Engineer at ${COMPANIES.join(', ')}`;

async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
}

/** A company's entry in the detail page's Company Progress list. */
const companyEntry = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Company Progress' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }),
    });

test('a new user runs the autopilot for three demo companies: live progress, two reviews, drafts edited and sent, a manual retry, and a second window kept current', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `autopilot-${Date.now().toString(36)}@example.com`;
  const page = await signIn(browser, email, 'Noor Achterberg');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/settings');
  await page.getByLabel('Resume (PDF)').setInputFiles({
    name: 'noor-resume.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf({ pages: [SECTIONED_RESUME_LINES] }),
  });
  await page.getByRole('button', { name: 'Upload Resume' }).click();
  await expectToast(page, 'Resume uploaded and processed successfully');

  // A second window of the same user watches the list; it is never reloaded.
  const watcher = await signIn(browser, email, 'Noor Achterberg');
  await watcher.setViewportSize({ width: 1440, height: 900 });
  await watcher.goto('/autopilot');
  await expect(watcher.getByText('No completed tasks without retries scheduled.')).toBeVisible();

  // The task: three companies from the directory and two job titles.
  await page.goto('/autopilot');
  await page.getByRole('button', { name: '+ Create New Task' }).click();
  const panel = page.getByRole('dialog', { name: 'Create New Task' });
  for (const company of COMPANIES) {
    await panel.getByRole('textbox', { name: 'Company name' }).fill(company);
    await panel.getByRole('button', { name: 'Search' }).click();
    await panel
      .getByRole('list', { name: 'Companies found' })
      .getByRole('button', { name: `Select ${company}`, exact: true })
      .click();
    await expect(
      panel.getByRole('list', { name: 'Selected companies' }).getByText(company, { exact: true }),
    ).toBeVisible();
  }
  const title = panel.getByRole('textbox', { name: 'Job title' });
  await title.fill('Data Engineer,');
  await title.fill('Analytics Engineer');
  await title.press('Enter');
  await expect(panel.getByRole('list', { name: 'Job titles' }).getByRole('listitem')).toHaveCount(2);
  await panel.getByRole('button', { name: 'Start Autopilot' }).click();
  await expect(panel).toBeHidden();

  const row = page.getByRole('link', { name: TASK_NAME }).filter({ visible: true });
  await expect(row).toHaveAttribute('href', /^\/autopilot\/task\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  // The other window lists it without a reload.
  await expect(watcher.getByRole('link', { name: TASK_NAME }).filter({ visible: true })).toBeVisible({
    timeout: 15_000,
  });

  // The detail page follows the task live: the company without jobs completes, the other two wait for review.
  await row.click();
  await page.waitForURL(/\/autopilot\/task\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Task Details' })).toBeVisible();
  await expect(companyEntry(page, NO_JOBS).getByText('Completed', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  for (const company of [REVIEW_WITH_JOB, REVIEW_WITHOUT_JOBS]) {
    await expect(companyEntry(page, company).getByText('Awaiting review', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
  }

  // Each company's outcome is explained: the job found, its score and the threshold it missed.
  const reviewed = companyEntry(page, REVIEW_WITH_JOB);
  await reviewed.getByRole('button', { name: 'Show details' }).click();
  await expect(reviewed.getByText(/threshold/i).first()).toBeVisible();

  // Review: one company continues with its job, the other without jobs, with two contacts.
  await reviewed.getByRole('button', { name: 'Review Jobs' }).click();
  const review = page.getByRole('dialog', { name: 'Review Jobs & Companies' });
  await review.getByRole('checkbox').first().check();
  await review.getByRole('button', { name: 'Continue with Selected Jobs' }).click();
  await expectToast(page, 'Continuing with the selected jobs');

  await companyEntry(page, REVIEW_WITHOUT_JOBS).getByRole('button', { name: 'Review Jobs' }).click();
  await page
    .getByRole('dialog', { name: 'Review Jobs & Companies' })
    .getByRole('button', { name: 'Continue without jobs' })
    .click();
  const withoutJobs = page.getByRole('dialog', { name: 'Continue without jobs' });
  await withoutJobs.getByLabel('Number of contacts').fill('2');
  await withoutJobs.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectToast(page, 'Continuing without jobs');

  // The task completes by itself; the stream says so.
  await expect(page.getByText('Autopilot session completed!', { exact: true }).first()).toBeVisible({
    timeout: 120_000,
  });
  await expect(companyEntry(page, REVIEW_WITHOUT_JOBS).getByText('Completed', { exact: true })).toBeVisible();

  // The drafts of the company whose job led the way: one edited and sent.
  await companyEntry(page, REVIEW_WITH_JOB)
    .getByRole('button', { name: /^View Drafts \(\d+\)$/ })
    .click();
  const drafts = page.getByRole('dialog', { name: `Drafts for ${REVIEW_WITH_JOB}` });
  const first = drafts.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.getByRole('button', { name: /^Edit draft / }).click();
  const subject = `Data engineering at ${REVIEW_WITH_JOB} (${Date.now().toString(36)})`;
  await drafts.getByLabel('Subject').fill(subject);
  await drafts.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Draft updated successfully');
  await drafts.getByRole('button', { name: `Send draft ${subject}` }).click();
  await expectToast(page, 'Email sent successfully.');
  await page.keyboard.press('Escape');

  // The detail page at 375 px in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1, name: 'Task Details' })).toBeVisible();
  await expect(companyEntry(page, NO_JOBS)).toBeVisible();
  await expectNoSidewaysScrolling(page, 'task detail at 375 px');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/autopilot-detail-375-dark.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.screenshot({ path: `${SHOTS}/autopilot-detail-1440.png`, fullPage: true });

  // The sent e-mail is in the outbox.
  await page.goto('/outbox');
  await expect(page.getByText(subject).first()).toBeVisible({ timeout: 15_000 });

  // The company without jobs has its automatic retry in 24 hours, so the task is listed under Retrying. A manual
  // retry starts it now instead, as a new session, which the other window lists without a reload.
  await page.goto('/autopilot');
  await page.getByRole('tab', { name: 'Retrying (1)' }).click();
  await page
    .getByRole('button', { name: `Manual retry ${TASK_NAME}` })
    .filter({ visible: true })
    .click();
  const retry = page.getByRole('dialog', { name: 'Manual Retry Confirmation' });
  await expect(retry.getByText(NO_JOBS, { exact: true })).toBeVisible();
  await expect(retry.getByText('1 / 3', { exact: true })).toBeVisible();
  await retry.getByRole('button', { name: 'Start Retry' }).click();
  await expectToast(page, 'Manual retry #1 started successfully');
  const retrySession = `Data Engineer, Analytics Engineer at ${NO_JOBS}`;
  // Which tab lists the new session depends on how far it has run; the window looks through its tabs, never reloading.
  await expect
    .poll(
      async () => {
        for (const tab of await watcher.getByRole('tab').all()) {
          await tab.click();
          const listed = watcher.getByRole('link', { name: retrySession }).filter({ visible: true });
          if ((await listed.count()) > 0) return true;
        }
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});
