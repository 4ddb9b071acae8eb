import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import type { SearchContactsBody } from './contact-search.api';
import {
  aContactPage,
  aContactResult,
  answerContactSearches,
  answerLookups,
  aSavedJob,
} from './testing/contact-search-factories';
import { renderAddContacts } from '../../testing/render-add-contacts';

const SAVED_JOBS_ROUTE = '/contacts/create?source=saved-jobs';

function savedJobsAnswer(jobs: ReturnType<typeof aSavedJob>[]) {
  server.use(http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: jobs })));
}

describe('contact search from saved jobs', () => {
  it('lists the saved jobs’ companies with their job titles and searches each by its title', async () => {
    answerLookups();
    savedJobsAnswer([
      aSavedJob('Acme Analytics', 'Data Engineer'),
      aSavedJob('Acme Analytics', 'Data Engineer'),
      aSavedJob('Globex', 'Product Manager'),
    ]);
    const bodies: SearchContactsBody[] = answerContactSearches(() =>
      aContactPage([aContactResult('Grace', 'Hopper')]),
    );
    const { user } = renderAddContacts(SAVED_JOBS_ROUTE);

    const table = await screen.findByRole('table', { name: 'Selected companies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Company Name', 'Job Title', 'Contacts to Add', 'Remove']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Product Manager')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search Companies' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Find Contacts' }));

    expect(await screen.findByText('Contact search completed!')).toBeInTheDocument();
    expect(bodies[0].companies).toEqual([
      { 'Company Name': 'Acme Analytics', jobtitle: 'Data Engineer', limit: 10 },
      { 'Company Name': 'Globex', jobtitle: 'Product Manager', limit: 10 },
    ]);
  });

  it("says 'No companies found from saved jobs.' and goes to the job search with the no-jobs flag", async () => {
    answerLookups();
    savedJobsAnswer([]);
    const { router } = renderAddContacts(SAVED_JOBS_ROUTE);

    expect(await screen.findByText('No companies found from saved jobs.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/search'));
    expect(router.state.location.state).toEqual({ noJobs: true });
  });

  it("says 'Failed to load companies from saved jobs.' when they cannot be read", async () => {
    answerLookups();
    server.use(
      http.get('/jobsearch/fetch-selected-jobs', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const { router } = renderAddContacts(SAVED_JOBS_ROUTE);

    expect(await screen.findByText('Failed to load companies from saved jobs.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contacts/create');
  });

  it("reaches saved-jobs mode from the page's 'Use saved jobs' link", async () => {
    answerLookups();
    savedJobsAnswer([aSavedJob('Initech', 'Analyst')]);
    const { user } = renderAddContacts();

    await user.click(await screen.findByRole('link', { name: 'Use saved jobs' }));

    const table = await screen.findByRole('table', { name: 'Selected companies' });
    expect(await within(table).findByText('Initech')).toBeInTheDocument();
    expect(within(table).getByText('Analyst')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search companies instead' }));
    expect(await screen.findByRole('button', { name: 'Search Companies' })).toBeInTheDocument();
  });
});
