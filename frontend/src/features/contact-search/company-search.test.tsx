import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import {
  aCompany,
  aCompanyPage,
  aHistoryEntry,
  answerCompanySearches,
  aSavedSearch,
  answerLookups,
  answerPosts,
} from './testing/contact-search-factories';
import { renderAddContacts } from '../../testing/render-add-contacts';

const companyTable = () => screen.findByRole('table', { name: 'Company results' });
const selectedTable = () => screen.getByRole('table', { name: 'Selected companies' });

async function rowOf(name: string) {
  return within(await companyTable()).findByRole('row', { name: new RegExp(name) });
}

async function chooseCategory(user: ReturnType<typeof renderAddContacts>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name, pressed: false }));
}

describe('company step of the contact search', () => {
  it("says 'Please select at least one category.' in category mode and searches nothing", async () => {
    answerLookups();
    const searched = vi.fn();
    server.use(http.post('/snowflake/search_companies', () => searched()));
    const { user } = renderAddContacts();

    await user.click(await screen.findByRole('button', { name: 'Search Companies' }));

    expect(await screen.findByText('Please select at least one category.')).toBeInTheDocument();
    expect(screen.getByLabelText('Categories')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Categories')).toHaveFocus();
    expect(searched).not.toHaveBeenCalled();
  });

  it("says 'Please provide either a company name or job title.' in company mode", async () => {
    answerLookups();
    const { user } = renderAddContacts();

    await user.click(screen.getByRole('radio', { name: 'By Company Name' }));
    await user.click(screen.getByRole('button', { name: 'Search Companies' }));

    expect(await screen.findByText('Please provide either a company name or job title.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company Name')).toHaveFocus();
  });

  it('asks for categories only after typing pauses, and adds and removes category chips', async () => {
    const requests = answerLookups();
    const { user } = renderAddContacts();
    await screen.findByRole('button', { name: 'Software', pressed: false });

    await user.type(screen.getByLabelText('Categories'), 'fin');

    expect(await screen.findByRole('button', { name: 'Fintech', pressed: false })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Software' })).not.toBeInTheDocument());
    expect(requests.map((params) => params.get('search'))).toEqual(['', 'fin']);
    expect(requests.every((params) => params.get('limit') === '50')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Fintech' }));
    expect(screen.getByRole('button', { name: 'Fintech', pressed: true })).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Selected categories' });
    expect(chosen).toHaveTextContent('Fintech');

    await user.click(within(chosen).getByRole('button', { name: 'Remove filter Fintech' }));
    expect(screen.queryByRole('list', { name: 'Selected categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fintech', pressed: false })).toBeInTheDocument();
  });

  it('keeps the city disabled until a state is chosen, then lists that state’s cities', async () => {
    answerLookups();
    const { user } = renderAddContacts();

    const city = await screen.findByLabelText('City');
    expect(city).toBeDisabled();
    expect(city).toHaveAccessibleDescription('Choose a state first.');
    expect(screen.getByLabelText('Country')).toHaveValue('United States');

    await user.selectOptions(
      screen.getByLabelText('State/Province'),
      await screen.findByRole('option', { name: 'Texas' }),
    );

    await waitFor(() => expect(screen.getByLabelText('City')).toBeEnabled());
    await user.selectOptions(
      screen.getByLabelText('City'),
      await screen.findByRole('option', { name: 'Dallas' }),
    );
    expect(screen.getByLabelText('City')).toHaveValue('Dallas');
  });

  it("says 'Failed to load states' and 'Failed to load cities' when those lists fail", async () => {
    answerLookups();
    server.use(
      http.get('/snowflake/states/*', () =>
        HttpResponse.json({ detail: 'Directory unavailable' }, { status: 503 }),
      ),
      http.get('/snowflake/user-cities/*', () =>
        HttpResponse.json({ detail: 'Directory unavailable' }, { status: 503 }),
      ),
    );
    const { user } = renderAddContacts();

    await user.selectOptions(
      await screen.findByLabelText('State/Province'),
      await screen.findByRole('option', { name: 'Texas' }),
    );
    expect(await screen.findByText('Failed to load cities')).toBeInTheDocument();

    await user.selectOptions(
      screen.getByLabelText('Country'),
      await screen.findByRole('option', { name: 'Canada' }),
    );
    expect(await screen.findByText('Failed to load states')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeDisabled();
  });

  it('offers Retry when the states cannot be loaded, and lists them once they can', async () => {
    answerLookups();
    let calls = 0;
    server.use(
      http.get('/snowflake/states/*', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'Directory unavailable' }, { status: 503 })
          : HttpResponse.json({ states: ['Ontario', 'Quebec'] });
      }),
    );
    const { user } = renderAddContacts();
    await user.selectOptions(
      await screen.findByLabelText('Country'),
      await screen.findByRole('option', { name: 'Canada' }),
    );
    expect(await screen.findByText('Failed to load states')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('gives a company card’s About text a row of its own on a phone', async () => {
    answerLookups();
    answerCompanySearches(() => aCompanyPage([aCompany('Acme Analytics')]));
    const { user } = renderAddContacts();
    await chooseCategory(user, 'Software');
    await user.click(screen.getByRole('button', { name: 'Search Companies' }));

    const cards = await screen.findByRole('list', { name: 'Company results' });
    const field = (label: string) => within(cards).getByText(label, { selector: 'dt' }).parentElement;
    expect(field('About')).toHaveClass('col-span-full');
    expect(field('Location')).not.toHaveClass('col-span-full');
    expect(field('About')?.parentElement).toHaveClass('grid-cols-2');
  });

  it('moves the focus to the results heading when Next brings a page of companies', async () => {
    answerLookups();
    answerCompanySearches((body) =>
      aCompanyPage([aCompany(body.offset === 0 ? 'Acme Analytics' : 'Initech')], {
        total: 12,
        offset: body.offset,
      }),
    );
    const { user } = renderAddContacts();
    await chooseCategory(user, 'Software');
    await user.click(screen.getByRole('button', { name: 'Search Companies' }));
    await rowOf('Acme Analytics');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await rowOf('Initech')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Companies found' })).toHaveFocus());
  });

  it("searches by category and place, says 'Search completed!', and an added company reads 'Company Added'", async () => {
    answerLookups();
    const bodies = answerCompanySearches(() =>
      aCompanyPage([aCompany('Acme Analytics'), aCompany('Globex')]),
    );
    const { user } = renderAddContacts();
    await chooseCategory(user, 'Fintech');
    await user.selectOptions(
      screen.getByLabelText('State/Province'),
      await screen.findByRole('option', { name: 'Texas' }),
    );
    await user.selectOptions(screen.getByLabelText('Company Size'), '51-200');

    await user.click(screen.getByRole('button', { name: 'Search Companies' }));

    expect(await screen.findByText('Search completed!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        mode: 'category',
        categories: ['Fintech'],
        offset: 0,
        limit: 10,
        location: 'United States',
        state: 'Texas',
        company_size: '51-200',
      },
    ]);
    const table = await companyTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Company', 'Location', 'Size (Employees)', 'About', 'Action']);
    expect(screen.getAllByText('Demo data').length).toBeGreaterThan(0);

    await user.click(within(await rowOf('Acme Analytics')).getByRole('button', { name: 'Add Company' }));

    expect(
      within(await rowOf('Acme Analytics')).getByRole('button', { name: 'Company Added' }),
    ).toBeDisabled();
    expect(within(await rowOf('Globex')).getByRole('button', { name: 'Add Company' })).toBeEnabled();
    expect(within(selectedTable()).getByText('Acme Analytics')).toBeInTheDocument();
    expect(within(selectedTable()).getByLabelText('Contacts to Add for Acme Analytics')).toHaveValue(10);
  });

  it('searches by company name and job title, and pages by 10', async () => {
    answerLookups();
    const bodies = answerCompanySearches((body) =>
      aCompanyPage([aCompany(body.offset === 0 ? 'Acme Analytics' : 'Initech')], {
        total: 12,
        offset: body.offset,
      }),
    );
    const { user } = renderAddContacts();
    await user.click(screen.getByRole('radio', { name: 'By Company Name' }));
    await user.type(screen.getByLabelText('Company Name'), ' Acme ');
    await user.type(screen.getByLabelText('Job Title'), 'Data Engineer');

    await user.click(screen.getByRole('button', { name: 'Search Companies' }));
    expect(await screen.findByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
    expect(await rowOf('Initech')).toBeInTheDocument();
    expect(bodies.map(({ offset }) => offset)).toEqual([0, 10]);
    expect(bodies[0]).toEqual({
      mode: 'company',
      offset: 0,
      limit: 10,
      location: 'United States',
      company_name: 'Acme',
      jobtitle: 'Data Engineer',
    });
  });

  it("says 'Failed to perform search.' with the server's detail, and Retry searches again", async () => {
    answerLookups();
    let calls = 0;
    server.use(
      http.post('/snowflake/search_companies', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'The company directory is unavailable.' }, { status: 503 })
          : HttpResponse.json(aCompanyPage([aCompany('Acme Analytics')]));
      }),
    );
    const { user } = renderAddContacts();
    await chooseCategory(user, 'Software');

    await user.click(screen.getByRole('button', { name: 'Search Companies' }));

    expect(await screen.findByText('Failed to perform search.')).toBeInTheDocument();
    expect(screen.getByText('The company directory is unavailable.')).toBeInTheDocument();
    // sonner's toast captures the pointer, which jsdom lacks; a click is what a keyboard or a tap sends too.
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await rowOf('Acme Analytics')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('refuses a company beyond the plan’s selection limit with a toast, and does not add it', async () => {
    // A plan name the limits do not know gets the spec's 3 companies.
    answerLookups({ planName: 'Legacy' });
    answerCompanySearches(() =>
      aCompanyPage(['Acme', 'Globex', 'Initech', 'Umbrella'].map((name) => aCompany(name))),
    );
    const { user } = renderAddContacts();
    await chooseCategory(user, 'Software');
    await user.click(screen.getByRole('button', { name: 'Search Companies' }));

    for (const name of ['Acme', 'Globex', 'Initech', 'Umbrella']) {
      await user.click(within(await rowOf(name)).getByRole('button', { name: 'Add Company' }));
    }

    expect(
      await screen.findByText('Your Legacy plan allows up to 3 companies per search.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 3 allowed by your plan')).toBeInTheDocument();
    expect(within(selectedTable()).queryByText('Umbrella')).not.toBeInTheDocument();
    expect(within(await rowOf('Umbrella')).getByRole('button', { name: 'Add Company' })).toBeEnabled();
  });

  it('puts a search from the history back in the form', async () => {
    answerLookups({
      history: [
        aHistoryEntry({ kind: 'company', categories: [], company_name: 'Initech', jobtitle: 'Analyst' }),
      ],
    });
    const { user } = renderAddContacts();

    const history = await screen.findByRole('list', { name: 'Recent searches' });
    await user.click(within(history).getByRole('button', { name: /Company: Initech · Job title: Analyst/ }));

    expect(screen.getByRole('radio', { name: 'By Company Name' })).toBeChecked();
    expect(screen.getByLabelText('Company Name')).toHaveValue('Initech');
    expect(screen.getByLabelText('Job Title')).toHaveValue('Analyst');
  });

  it('loads a saved category search back in category mode, and any other term as a company name', async () => {
    answerLookups({
      savedSearches: [
        aSavedSearch({ search_term: 'Fintech, Software', company_size: '51-200' }),
        aSavedSearch({ search_term: 'Acme Analytics' }),
      ],
    });
    const { user } = renderAddContacts();
    await screen.findByRole('button', { name: 'Software', pressed: false });
    await user.click(screen.getByRole('radio', { name: 'By Company Name' }));
    const saved = await screen.findByRole('list', { name: 'Saved searches' });

    await user.click(within(saved).getByRole('button', { name: /Fintech, Software/ }));

    expect(screen.getByRole('radio', { name: 'By Category' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Fintech', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Software', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Company Size')).toHaveValue('51-200');

    await user.click(within(saved).getByRole('button', { name: /Acme Analytics/ }));

    expect(screen.getByRole('radio', { name: 'By Company Name' })).toBeChecked();
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme Analytics');
  });

  it('saves the search, and says when saved searches cannot be fetched', async () => {
    answerLookups();
    server.use(
      http.get('/perplexity/saved-searches', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const saved = answerPosts('/perplexity/saved-searches', (body: { search_term: string }) => ({
      saved_search: { id: 'x', _id: 'x', location: null, company_size: null, created_at: '', ...body },
    }));
    const { user } = renderAddContacts();
    expect(await screen.findAllByText('Failed to fetch saved searches.')).not.toHaveLength(0);

    await chooseCategory(user, 'Fintech');
    await chooseCategory(user, 'Software');
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect(await screen.findByText('Search saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ search_term: 'Fintech, Software', location: 'United States' }]);
  });
});
