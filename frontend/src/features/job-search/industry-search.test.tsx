import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { AI_SEARCH_CACHE_KEY } from './ai-search-cache';
import { JobSearchPage } from './components/job-search-page';
import type { AiCompany, SavedSearch } from './job-search.api';
import { aCompany, aSavedSearch } from './testing/job-search-factories';

const ACME = aCompany('Acme Pay', 'https://acmepay.example');
const GLOBEX = aCompany('Globex Finance', 'https://globex.example/');

/** Answers every AI search with `companies`, recording the bodies sent. */
function aiSearchAnswers(companies: AiCompany[]): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('/perplexity/search', async ({ request }) => {
      const body = (await request.json()) as { search_term: string };
      bodies.push(body);
      return HttpResponse.json({ companies, search_term: body.search_term });
    }),
  );
  return bodies;
}

function savedSearchesAre(searches: SavedSearch[]) {
  server.use(http.get('/perplexity/saved-searches', () => HttpResponse.json({ saved_searches: searches })));
}

async function openIndustryTab() {
  const rendered = renderWithProviders(<JobSearchPage />, { route: '/jobs/search' });
  await rendered.user.click(screen.getByRole('tab', { name: 'Search By Industry' }));
  return rendered;
}

async function searchFor(user: Awaited<ReturnType<typeof openIndustryTab>>['user'], term: string) {
  const box = screen.getByLabelText('Company Name');
  await user.clear(box);
  await user.type(box, term);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

const companiesTable = () => screen.getByRole('table', { name: 'Companies' });
const selectedList = () => screen.getByRole('region', { name: 'Selected Companies' });

beforeEach(() => {
  signIn();
  server.use(http.get('/jobsearch/fetch-selected-jobs', () => HttpResponse.json({ jobs_selected: [] })));
});

describe('Search By Industry', () => {
  it("refuses an empty term with 'Company Name is required' and a blank one with 'Please provide a company name.', sending nothing", async () => {
    const posted = vi.fn();
    server.use(http.post('/perplexity/search', () => posted()));
    const { user } = await openIndustryTab();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('aria-invalid', 'true');

    await searchFor(user, '   ');
    expect(await screen.findByText('Please provide a company name.')).toBeInTheDocument();
    expect(screen.queryByText('Company Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
  });

  it('searches with the trimmed term, lists the companies and completes the progress bar', async () => {
    const bodies = aiSearchAnswers([ACME, GLOBEX]);
    const { user } = await openIndustryTab();

    await searchFor(user, '  fintech ');

    expect(await screen.findByText('Company search completed!')).toBeInTheDocument();
    expect(bodies).toEqual([{ search_term: 'fintech' }]);
    const rows = within(companiesTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Acme Payhttps://acmepay.example',
      'Globex Financehttps://globex.example/',
    ]);
  });

  it('shows a progress bar while the AI search runs, completing it when the answer comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    server.use(
      http.post('/perplexity/search', async () => {
        asked += 1;
        await answered;
        return HttpResponse.json({ companies: [ACME], search_term: 'fintech' });
      }),
    );
    const { user } = await openIndustryTab();

    await searchFor(user, 'fintech');

    const bar = await screen.findByRole('progressbar', { name: 'Company search progress' });
    expect(bar).toHaveAttribute('aria-valuetext', expect.stringContaining('Searching companies...'));
    // Unavailable but focusable: a pressed button that turns disabled drops the keyboard user's focus.
    const searching = screen.getByRole('button', { name: 'Searching...' });
    expect(searching).toHaveAttribute('aria-disabled', 'true');
    expect(searching).not.toBeDisabled();
    await user.type(screen.getByLabelText('Company Name'), '{Enter}');
    answer();
    expect(await screen.findByText('Company search completed!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Company search progress' })).not.toBeInTheDocument(),
    );
    expect(asked).toBe(1);
  });

  it("shows the server's detail and a failed progress bar when the search fails", async () => {
    server.use(
      http.post('/perplexity/search', () =>
        HttpResponse.json({ detail: 'Failed to perform company search.' }, { status: 502 }),
      ),
    );
    const { user } = await openIndustryTab();

    await searchFor(user, 'fintech');

    expect(await screen.findByText('Failed to perform company search.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Company search progress' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('Company search failed'),
    );
    expect(screen.queryByRole('table', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('offers Retry on a failed search, which searches again and completes', async () => {
    const bodies = aiSearchAnswers([ACME]);
    server.use(http.post('/perplexity/search', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');

    expect(await screen.findByText('Failed to perform company search.')).toBeInTheDocument();
    const retry = await within(screen.getByRole('form', { name: 'Search by industry' })).findByRole(
      'button',
      {
        name: 'Retry',
      },
    );
    await user.click(retry);

    expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
    expect(bodies).toEqual([{ search_term: 'fintech' }]);
    expect(
      within(screen.getByRole('form', { name: 'Search by industry' })).queryByRole('button', {
        name: 'Retry',
      }),
    ).not.toBeInTheDocument();
  });

  it('drops companies found by Find more when a new search has answered meanwhile', async () => {
    let term = 'fintech';
    server.use(
      http.post('/perplexity/search', () =>
        HttpResponse.json({ companies: term === 'fintech' ? [ACME] : [GLOBEX], search_term: term }),
      ),
    );
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    server.use(
      http.post('/perplexity/generate-more', async () => {
        asked = true;
        await released;
        return HttpResponse.json({ companies: [aCompany('Initech', 'https://initech.example')] });
      }),
    );
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });
    await user.click(screen.getByRole('button', { name: 'Find more companies like this' }));
    await waitFor(() => expect(asked).toBe(true));
    const finding = screen.getByRole('button', { name: 'Finding more...' });
    expect(finding).toHaveAttribute('aria-disabled', 'true');
    expect(finding).not.toBeDisabled();

    term = 'banking';
    await searchFor(user, 'banking');
    await within(companiesTable()).findByRole('button', { name: 'Select Globex Finance' });
    release();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Find more companies like this' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(
      within(companiesTable())
        .getAllByRole('button', { name: /^Select/ })
        .map((button) => button.textContent),
    ).toEqual(['Select Globex Finance']);
    expect(screen.queryByText('Additional companies generated!')).not.toBeInTheDocument();
  });

  it("refuses to select a company twice: 'This company is already selected.'; Remove takes it off, keeping focus in the list", async () => {
    aiSearchAnswers([ACME, GLOBEX]);
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });

    await user.click(within(companiesTable()).getByRole('button', { name: 'Select Acme Pay' }));
    await user.click(within(companiesTable()).getByRole('button', { name: 'Select Acme Pay' }));

    expect(await screen.findByText('This company is already selected.')).toBeInTheDocument();
    const chosen = within(selectedList()).getAllByRole('listitem');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]).toHaveTextContent('Acme Pay');

    await user.click(within(companiesTable()).getByRole('button', { name: 'Select Globex Finance' }));
    await user.click(within(selectedList()).getByRole('button', { name: 'Remove Acme Pay' }));
    // The pressed button is gone: focus moves to the Remove now in its place, then to Confirm Selection.
    expect(within(selectedList()).getByRole('button', { name: 'Remove Globex Finance' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(selectedList()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Selection' })).toHaveFocus();
  });

  it('finds more companies from the shown ones and appends only new ones', async () => {
    aiSearchAnswers([ACME, GLOBEX]);
    const moreBodies: unknown[] = [];
    server.use(
      http.post('/perplexity/generate-more', async ({ request }) => {
        moreBodies.push(await request.json());
        return HttpResponse.json({
          companies: [
            aCompany('acme pay', 'http://ACMEPAY.example/'),
            aCompany('Initech', 'https://initech.example'),
            aCompany('Initech', 'initech.example'),
          ],
        });
      }),
    );
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });

    await user.click(screen.getByRole('button', { name: 'Find more companies like this' }));

    expect(await screen.findByText('Additional companies generated!')).toBeInTheDocument();
    expect(moreBodies).toEqual([
      {
        search_term: 'fintech',
        existing_companies: [
          'Acme Pay - https://acmepay.example',
          'Globex Finance - https://globex.example/',
        ],
      },
    ]);
    expect(
      within(companiesTable())
        .getAllByRole('button', { name: /^Select/ })
        .map((button) => button.textContent),
    ).toEqual(['Select Acme Pay', 'Select Globex Finance', 'Select Initech']);
  });

  it('shows the companies ten a page, and Find more moves to the page of the first company it adds', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) =>
      aCompany(`Company ${index + 1}`, `https://company-${index + 1}.example`),
    );
    aiSearchAnswers(twelve);
    server.use(
      http.post('/perplexity/generate-more', () =>
        HttpResponse.json({
          companies: [twelve[0], aCompany('Initech', 'https://initech.example')],
        }),
      ),
    );
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });
    const pages = () => screen.getByRole('navigation', { name: 'Company pages' });
    const names = () =>
      within(companiesTable())
        .getAllByRole('button', { name: /^Select/ })
        .map((button) => button.textContent);

    expect(within(pages()).getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(names()).toEqual(['Select Company 11', 'Select Company 12']);
    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));

    await user.click(screen.getByRole('button', { name: 'Find more companies like this' }));

    await screen.findByText('Additional companies generated!');
    expect(within(pages()).getByText('Showing 11 to 13 of 13 results')).toBeInTheDocument();
    expect(names()).toEqual(['Select Company 11', 'Select Company 12', 'Select Initech']);

    await searchFor(user, 'banking');
    await waitFor(() =>
      expect(within(pages()).getByText('Showing 1 to 10 of 12 results')).toBeInTheDocument(),
    );
  });

  it("says 'Search term or initial companies are missing.' before any search, and 'Failed to generate more companies.' on failure", async () => {
    aiSearchAnswers([ACME]);
    server.use(http.post('/perplexity/generate-more', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await openIndustryTab();

    await user.click(screen.getByRole('button', { name: 'Find more companies like this' }));
    expect(await screen.findByText('Search term or initial companies are missing.')).toBeInTheDocument();

    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });
    await user.click(screen.getByRole('button', { name: 'Find more companies like this' }));
    expect(await screen.findByText('Failed to generate more companies.')).toBeInTheDocument();
    expect(within(companiesTable()).getAllByRole('row')).toHaveLength(2);
  });

  it("asks for a company before confirming: 'Please select at least one company.'", async () => {
    const { user } = await openIndustryTab();

    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));

    expect(await screen.findByText('Please select at least one company.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search By Industry' })).toHaveAttribute('aria-selected', 'true');
  });

  it('confirms the selection into the jobs tab, names comma-joined', async () => {
    aiSearchAnswers([ACME, GLOBEX]);
    const { user } = await openIndustryTab();
    await searchFor(user, 'fintech');
    await screen.findByRole('table', { name: 'Companies' });
    await user.click(within(companiesTable()).getByRole('button', { name: 'Select Globex Finance' }));
    await user.click(within(companiesTable()).getByRole('button', { name: 'Select Acme Pay' }));

    await user.click(screen.getByRole('button', { name: 'Confirm Selection' }));

    expect(await screen.findByText('Selected companies added to Job Search.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Globex Finance, Acme Pay');
    // The Confirm button is gone with its tab: the keyboard user lands on the field that was filled.
    expect(screen.getByLabelText('Company Name')).toHaveFocus();
  });

  it('loads a saved search from the Saved Searches dialog and runs it', async () => {
    savedSearchesAre([aSavedSearch({ id: 's1', search_term: 'climate tech' }), aSavedSearch({ id: 's2' })]);
    const bodies = aiSearchAnswers([ACME]);
    const { user } = await openIndustryTab();

    await user.click(screen.getByRole('button', { name: 'Saved Searches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Searches' });
    expect(dialog.className).toContain('max-h-[80vh]');
    await user.click(await within(dialog).findByRole('button', { name: 'climate tech' }));

    expect(await screen.findByText('Loaded saved search: climate tech')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Companies' })).toBeInTheDocument();
    expect(bodies).toEqual([{ search_term: 'climate tech' }]);
    expect(screen.getByLabelText('Company Name')).toHaveValue('climate tech');
    expect(screen.queryByRole('dialog', { name: 'Saved Searches' })).not.toBeInTheDocument();
  });

  it("says 'No saved searches.' for none and the server's detail when they cannot be fetched", async () => {
    savedSearchesAre([]);
    const { user } = await openIndustryTab();
    await user.click(screen.getByRole('button', { name: 'Saved Searches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved Searches' });
    expect(await within(dialog).findByText('No saved searches.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    server.use(http.get('/perplexity/saved-searches', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Saved Searches' }));
    const again = await screen.findByRole('dialog', { name: 'Saved Searches' });
    expect(await within(again).findByText('Error fetching saved searches.')).toBeInTheDocument();
  });

  it('answers a term searched in the last 24 hours from the cache, whatever its case', async () => {
    const bodies = aiSearchAnswers([ACME]);
    const { user } = await openIndustryTab();
    await searchFor(user, 'Fintech');
    await screen.findByRole('table', { name: 'Companies' });
    expect(localStorage.getItem(AI_SEARCH_CACHE_KEY)).toContain('"fintech"');

    await searchFor(user, 'FINTECH');

    await waitFor(() => expect(screen.getAllByText('Company search completed!')).toHaveLength(2));
    expect(within(companiesTable()).getByRole('button', { name: 'Select Acme Pay' })).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('warns when storage is full and keeps the search working', async () => {
    aiSearchAnswers([ACME]);
    localStorage.setItem(
      AI_SEARCH_CACHE_KEY,
      JSON.stringify({
        owner: 'admin@example.com',
        entries: { old: { storedAt: Date.now(), companies: [] } },
      }),
    );
    const setItem = Storage.prototype.setItem;
    let refused = false;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key,
      value,
    ) {
      if (key === AI_SEARCH_CACHE_KEY && !refused) {
        refused = true;
        throw new DOMException('full', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    });
    const { user } = await openIndustryTab();

    await searchFor(user, 'fintech');

    expect(
      await screen.findByText('Browser storage is full: older cached searches were cleared.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Companies' })).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(AI_SEARCH_CACHE_KEY) ?? '{}') as { entries: object };
    expect(Object.keys(stored.entries)).toEqual(['fintech']);
    spy.mockRestore();
  });
});
