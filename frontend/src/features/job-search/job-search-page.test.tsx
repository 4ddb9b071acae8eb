import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { onTourAction, type TourAction } from '../../lib/tour-actions';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { JobSearchPage } from './components/job-search-page';
import type { JobSearchResult, SavedJob } from './job-search.api';
import { aJob, aJobSearchResult, aSavedJob, someJobs } from './testing/job-search-factories';

function renderPage() {
  return renderWithProviders(<JobSearchPage />, { route: '/jobs/search' });
}

/** Answers every job search with `result`, recording the bodies sent. */
function jobsAnswer(result: JobSearchResult): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/jobsearch/fetch-jobs', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(result);
    }),
  );
  return bodies;
}

/** The saved jobs, as a list the test may change; counts the calls. */
function savedJobsAre(jobs: SavedJob[]) {
  const calls = { count: 0 };
  server.use(
    http.get('/jobsearch/fetch-selected-jobs', () => {
      calls.count += 1;
      return HttpResponse.json({ jobs_selected: jobs });
    }),
  );
  return calls;
}

const listings = () => screen.getByRole('table', { name: 'Job Listings' });
const rowOf = (name: RegExp | string) => within(listings()).getByRole('row', { name });

async function search(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

beforeEach(() => {
  signIn();
  savedJobsAre([]);
});

describe('Job Search page', () => {
  it('shows the title, the saved-jobs button and two tabs, the jobs tab first', async () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Job Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Saved Jobs' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Search modes' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Search Jobs', 'Search By Industry']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Seniority Level')).toHaveValue('Any');
    expect(
      within(screen.getByLabelText('Seniority Level'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Junior', 'Senior', 'Executive']);
    expect(
      within(screen.getByLabelText('Date Posted'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Today', '3 Days', 'Past Week', 'Past Month']);
    expect(screen.queryByRole('link', { name: 'Find contacts for saved jobs' })).not.toBeInTheDocument();
  });

  it('sends the company field split on commas, trimmed and without empties, with the other fields', async () => {
    const bodies = jobsAnswer(aJobSearchResult());
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Company Name'), ' Acme Analytics, ,Globex , ');
    await user.type(screen.getByLabelText('Job Title'), ' Data Analyst ');
    await user.selectOptions(screen.getByLabelText('Seniority Level'), 'Senior');
    await user.selectOptions(screen.getByLabelText('Date Posted'), 'Past Week');
    await search(user);

    await screen.findByRole('table', { name: 'Job Listings' });
    expect(bodies).toEqual([
      {
        job_title: 'Data Analyst',
        seniority_level: 'Senior',
        date_posted: 'Past Week',
        company_names: ['Acme Analytics', 'Globex'],
      },
    ]);
  });

  it('shows ten jobs a page in the server order, pages with Previous and Next, and a new search starts at page 1', async () => {
    jobsAnswer(aJobSearchResult({ scored_jobs: someJobs(23) }));
    const { user } = renderPage();
    await search(user);

    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
    const rows = within(listings()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Analyst 1');
    expect(rows[0]).toHaveTextContent('99%');
    expect(rows[9]).toHaveTextContent('Analyst 10');
    const pages = screen.getByRole('navigation', { name: 'Job pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 20 of 23 results')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 21 to 23 of 23 results')).toBeInTheDocument();
    expect(within(listings()).getAllByRole('row').slice(1)).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');

    await search(user);
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeInTheDocument();
  });

  it("links a job's posting in a new tab, says N/A without one, and bands the similarity on score / 10", async () => {
    jobsAnswer(
      aJobSearchResult({
        scored_jobs: [
          aJob({ job_id: 'a', job_title: 'Data Analyst', score: 8.2 }),
          aJob({ job_id: 'b', job_title: 'BI Developer', job_link: null, score: 3.5, below_threshold: true }),
        ],
      }),
    );
    const { user } = renderPage();
    await search(user);

    await screen.findByRole('table', { name: 'Job Listings' });
    const first = rowOf(/Data Analyst/);
    const view = within(first).getByRole('link', { name: /^View Data Analyst at Acme Analytics/ });
    expect(view).toHaveAttribute('href', 'https://jobs.acme-analytics.example/1');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(first).toHaveTextContent('82%');
    expect(first.querySelector('[data-band]')).toHaveAttribute('data-band', 'green');
    const second = rowOf(/BI Developer/);
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('N/A');
    expect(second).toHaveTextContent('35%');
    expect(second).toHaveTextContent('Below your threshold');
    expect(second.querySelector('[data-band]')).toHaveAttribute('data-band', 'grey');
  });

  it('keeps Search focused and unavailable while it searches, and a second Enter sends nothing', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.post('/jobsearch/fetch-jobs', async () => {
        asked += 1;
        await answered;
        return HttpResponse.json(aJobSearchResult());
      }),
    );
    const { user } = renderPage();
    act(() => screen.getByRole('button', { name: 'Search' }).focus());
    await user.keyboard('{Enter}');

    const searching = await screen.findByRole('button', { name: 'Searching...' });
    expect(searching).toHaveAttribute('aria-disabled', 'true');
    expect(searching).not.toBeDisabled();
    expect(searching).toHaveFocus();
    await user.keyboard('{Enter}');
    answer();

    await screen.findByRole('table', { name: 'Job Listings' });
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(asked).toBe(1);
  });

  it("labels demo results 'Demo data'", async () => {
    jobsAnswer(aJobSearchResult({ demo: true }));
    const { user } = renderPage();
    await search(user);

    expect(await screen.findByText('Demo data')).toBeInTheDocument();
  });

  it('says the scores rest on the title alone when the profile has no resume, and only then', async () => {
    jobsAnswer(aJobSearchResult({ profile_known: false }));
    const { user } = renderPage();
    await search(user);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/searched title only/);
    expect(within(note).getByRole('link', { name: 'Add your resume in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );

    jobsAnswer(aJobSearchResult({ profile_known: true }));
    await search(user);
    await waitFor(() => expect(screen.queryByRole('note')).not.toBeInTheDocument());
  });

  it("says 'No jobs found based on your criteria.' for an empty answer", async () => {
    jobsAnswer(aJobSearchResult({ scored_jobs: [] }));
    const { user } = renderPage();
    await search(user);

    expect(await screen.findByText('No jobs found based on your criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Job Listings' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch jobs.' with the server's detail, and Retry searches again", async () => {
    const bodies = jobsAnswer(aJobSearchResult());
    // Newest handlers answer first: the failure comes before the answer.
    server.use(
      http.post(
        '/jobsearch/fetch-jobs',
        () => HttpResponse.json({ detail: 'Job listings are unavailable.' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Job Title'), 'Analyst');
    await search(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch jobs.');
    expect(alert).toHaveTextContent('Job listings are unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('table', { name: 'Job Listings' })).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ job_title: 'Analyst' })]);
  });

  it('saves a job on Select and removes it on Unselect, each with its toast', async () => {
    jobsAnswer(aJobSearchResult());
    const saved: unknown[] = [];
    const deleted: unknown[] = [];
    const savedList: SavedJob[] = [];
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: savedList })),
      http.post('/jobsearch/update-selected-jobs', async ({ request }) => {
        saved.push(await request.json());
        savedList.push(aSavedJob());
        return HttpResponse.json({ jobs_selected: savedList });
      }),
      http.delete('/jobsearch/delete-selected-job', async ({ request }) => {
        deleted.push(await request.json());
        savedList.length = 0;
        return HttpResponse.json({ deleted: true });
      }),
    );
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });

    await user.click(
      within(rowOf(/Data Analyst/)).getByRole('button', { name: 'Select Data Analyst at Acme Analytics' }),
    );

    expect(await screen.findByText('Job saved successfully!')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        jobs: [
          {
            company_name: 'Acme Analytics',
            job_title: 'Data Analyst',
            company_url: 'https://acme-analytics.example',
          },
        ],
      },
    ]);
    // The saved list is asked again, and with a saved job the contact search is one click away.
    expect(await screen.findByRole('link', { name: 'Find contacts for saved jobs' })).toHaveAttribute(
      'href',
      '/contacts/create?source=saved-jobs',
    );

    await user.click(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Unselect/ }));

    expect(await screen.findByText('Job removed successfully!')).toBeInTheDocument();
    expect(deleted).toEqual([{ job_title: 'Data Analyst', company_name: 'Acme Analytics' }]);
    expect(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Select/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Find contacts for saved jobs' })).not.toBeInTheDocument(),
    );
  });

  it('reports the search, its results, each selection and a look at the saved jobs to the guided tour', async () => {
    jobsAnswer(aJobSearchResult({ scored_jobs: someJobs(3) }));
    const savedList: SavedJob[] = [];
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: savedList })),
      http.post('/jobsearch/update-selected-jobs', () => {
        savedList.push(aSavedJob({ job_title: 'Analyst 1' }));
        return HttpResponse.json({ jobs_selected: savedList });
      }),
    );
    const reported: TourAction[] = [];
    const stop = onTourAction((action) => reported.push(action));
    try {
      const { user } = renderPage();
      await user.type(screen.getByLabelText('Job Title'), ' Data Analyst ');
      await search(user);
      await screen.findByRole('table', { name: 'Job Listings' });
      await user.click(within(rowOf(/Analyst 1/)).getByRole('button', { name: /^Select/ }));
      await screen.findByText('Job saved successfully!');
      await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
      await screen.findByRole('list', { name: 'Saved jobs' });

      await waitFor(() =>
        expect(reported).toEqual([
          { type: 'jobs-searched', jobTitle: 'Data Analyst' },
          { type: 'jobs-loaded', count: 3 },
          { type: 'jobs-selected', count: 1 },
          { type: 'jobs-saved', count: 1 },
        ]),
      );
    } finally {
      stop();
    }
  });

  it('leaves a job as it was when saving or removing fails', async () => {
    jobsAnswer(
      aJobSearchResult({
        scored_jobs: [
          aJob({ job_id: 'a', job_title: 'Data Analyst' }),
          aJob({ job_id: 'b', job_title: 'Data Engineer', selected: true }),
        ],
      }),
    );
    server.use(
      http.post('/jobsearch/update-selected-jobs', () =>
        HttpResponse.json({ detail: 'At most 500 saved jobs.' }, { status: 422 }),
      ),
      http.delete('/jobsearch/delete-selected-job', () =>
        HttpResponse.json({ detail: 'Job not found in saved jobs.' }, { status: 404 }),
      ),
    );
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });

    await user.click(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Select/ }));
    expect(await screen.findByText('Failed to save job.')).toBeInTheDocument();
    expect(screen.getByText('At most 500 saved jobs.')).toBeInTheDocument();
    expect(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Select/ })).toBeEnabled();

    await user.click(within(rowOf(/Data Engineer/)).getByRole('button', { name: /^Unselect/ }));
    expect(await screen.findByText('Failed to remove job.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(/Data Engineer/)).getByRole('button', { name: /^Unselect/ })).toBeEnabled(),
    );
    expect(screen.queryByText('Job saved successfully!')).not.toBeInTheDocument();
  });

  it("explains a job's score: 'Why this score' lists the matched fields with their shared words", async () => {
    jobsAnswer(
      aJobSearchResult({
        scored_jobs: [
          aJob({
            job_id: 'a',
            matches: {
              skills: { score: 0.5, terms: ['sql', 'tableau'] },
              job_title: { score: 0.9, terms: ['data', 'analyst'] },
            },
          }),
          aJob({ job_id: 'b', job_title: 'Welder', score: 0, matches: {} }),
        ],
      }),
    );
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });

    const why = within(rowOf(/Data Analyst/)).getByRole('button', {
      name: 'Why this score for Data Analyst at Acme Analytics',
    });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    act(() => why.focus());
    await user.keyboard('{Enter}');

    expect(why).toHaveAttribute('aria-expanded', 'true');
    const reasons = within(rowOf(/Data Analyst/)).getByRole('list', {
      name: 'Matches for Data Analyst at Acme Analytics',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Job title 90%: data, analyst', 'Skills 50%: sql, tableau']);
    expect(
      within(rowOf(/Welder/)).queryByRole('button', { name: /^Why this score/ }),
    ).not.toBeInTheDocument();
    expect(rowOf(/Welder/)).toHaveTextContent('No match with your profile');
  });

  it('keeps focus on Select while it saves, and ignores presses until that job is answered', async () => {
    jobsAnswer(
      aJobSearchResult({
        scored_jobs: [
          aJob({ job_id: 'a', job_title: 'Data Analyst' }),
          aJob({ job_id: 'b', job_title: 'Data Engineer' }),
        ],
      }),
    );
    const releases: Array<() => void> = [];
    const posted: string[] = [];
    server.use(
      http.post('/jobsearch/update-selected-jobs', async ({ request }) => {
        const { jobs } = (await request.json()) as { jobs: SavedJob[] };
        posted.push(jobs[0].job_title);
        await new Promise<void>((resolve) => releases.push(resolve));
        return HttpResponse.json({ jobs_selected: [] });
      }),
    );
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });
    const selectOf = (title: string) =>
      within(rowOf(new RegExp(title))).getByRole('button', {
        name: new RegExp(`^(Select|Unselect) ${title}`),
      });

    act(() => selectOf('Data Analyst').focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posted).toEqual(['Data Analyst']));
    // aria-disabled, not disabled: a focused button that turns disabled loses the keyboard focus.
    expect(selectOf('Data Analyst')).toHaveAttribute('aria-disabled', 'true');
    expect(selectOf('Data Analyst')).not.toBeDisabled();
    expect(selectOf('Data Analyst')).toHaveFocus();

    await user.click(selectOf('Data Engineer'));
    await waitFor(() => expect(posted).toEqual(['Data Analyst', 'Data Engineer']));
    releases[0]();
    await waitFor(() => expect(selectOf('Data Analyst')).toHaveTextContent(/^Unselect/));
    // The other job is still being saved: pressing it again sends nothing.
    expect(selectOf('Data Engineer')).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    releases[1]();
    await waitFor(() => expect(selectOf('Data Engineer')).toHaveTextContent(/^Unselect/));
    expect(selectOf('Data Engineer')).toHaveFocus();
    expect(posted).toEqual(['Data Analyst', 'Data Engineer']);
  });

  it('switches tabs by keyboard, and switching starts both tabs afresh', async () => {
    jobsAnswer(aJobSearchResult());
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Job Title'), 'Analyst');
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });

    const jobsTab = screen.getByRole('tab', { name: 'Search Jobs' });
    act(() => jobsTab.focus());
    await user.keyboard('{ArrowRight}');
    const industryTab = screen.getByRole('tab', { name: 'Search By Industry' });
    expect(industryTab).toHaveFocus();
    expect(industryTab).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByLabelText('Company Name'), 'fintech');

    act(() => screen.getByRole('tab', { name: 'Search By Industry' }).focus());
    await user.keyboard('{ArrowLeft}');

    expect(screen.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Job Title')).toHaveValue('');
    expect(screen.queryByRole('table', { name: 'Job Listings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Search By Industry' }));
    expect(screen.getByLabelText('Company Name')).toHaveValue('');
  });

  it("toasts 'You have no saved jobs.' when sent here with noJobs, once", async () => {
    const { router } = renderPage();

    await act(() => router.navigate('/jobs/search', { state: { noJobs: true } }));

    expect(await screen.findByText('You have no saved jobs.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(screen.getAllByText('You have no saved jobs.')).toHaveLength(1);
  });
});

describe('Saved Jobs dialog', () => {
  it('lists the saved jobs and deletes one, refreshing the list', async () => {
    const list = [aSavedJob(), aSavedJob({ job_title: 'Data Engineer', company_name: 'Globex' })];
    const deleted: unknown[] = [];
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: [...list] })),
      http.delete('/jobsearch/delete-selected-job', async ({ request }) => {
        deleted.push(await request.json());
        list.splice(1, 1);
        return HttpResponse.json({ deleted: true });
      }),
    );
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Jobs' });
    expect(dialog.className).toContain('max-h-[80vh]');
    expect(dialog.className).toContain('overflow-y-auto');
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Data Analyst',
      'Data Engineer',
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Data Engineer at Globex' }));

    expect(await screen.findByText('Saved job deleted')).toBeInTheDocument();
    expect(deleted).toEqual([{ job_title: 'Data Engineer', company_name: 'Globex' }]);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  });

  it('moves focus to the next Delete after a deletion, and to the dialog when none is left', async () => {
    const list = [aSavedJob(), aSavedJob({ job_title: 'Data Engineer', company_name: 'Globex' })];
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: [...list] })),
      http.delete('/jobsearch/delete-selected-job', async ({ request }) => {
        const { job_title } = (await request.json()) as SavedJob;
        list.splice(
          list.findIndex((job) => job.job_title === job_title),
          1,
        );
        return HttpResponse.json({ deleted: true });
      }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Jobs' });

    act(() =>
      within(dialog)
        .getAllByRole('button', { name: /^Delete/ })[0]
        .focus(),
    );
    await user.keyboard('{Enter}');

    const next = await within(dialog).findByRole('button', { name: 'Delete Data Engineer at Globex' });
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(next).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('No saved jobs.')).toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).not.toBe(document.body);
  });

  it("toasts 'Failed to delete saved job.' and keeps the job", async () => {
    savedJobsAre([aSavedJob()]);
    server.use(
      http.delete('/jobsearch/delete-selected-job', () =>
        HttpResponse.json({ detail: 'Job not found in saved jobs.' }, { status: 404 }),
      ),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Jobs' });

    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete Data Analyst at Acme Analytics' }),
    );

    expect(await screen.findByText('Failed to delete saved job.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);
  });

  it("says 'Failed to fetch saved jobs.' and offers Retry", async () => {
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () =>
        HttpResponse.json({ detail: 'Database down' }, { status: 500 }),
      ),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Jobs' });

    expect(await within(dialog).findByText('Failed to fetch saved jobs.')).toBeInTheDocument();
    savedJobsAre([]);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('No saved jobs.')).toBeInTheDocument();
  });

  it('unmarks a job among the results when it is deleted from the dialog', async () => {
    jobsAnswer(aJobSearchResult({ scored_jobs: [aJob({ selected: true })] }));
    savedJobsAre([aSavedJob()]);
    server.use(http.delete('/jobsearch/delete-selected-job', () => HttpResponse.json({ deleted: true })));
    const { user } = renderPage();
    await search(user);
    await screen.findByRole('table', { name: 'Job Listings' });
    expect(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Unselect/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Saved Jobs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Jobs' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete Data Analyst at Acme Analytics' }),
    );
    await screen.findByText('Saved job deleted');
    await user.keyboard('{Escape}');

    await waitFor(() =>
      expect(within(rowOf(/Data Analyst/)).getByRole('button', { name: /^Select/ })).toBeInTheDocument(),
    );
  });
});
