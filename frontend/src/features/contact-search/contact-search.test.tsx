import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { pushServerEvent } from '../../testing/socket-mock';
import type { ContactSavePayload, ContactSearchPage, SearchContactsBody } from './contact-search.api';
import {
  aCompany,
  aCompanyPage,
  aContactPage,
  aContactResult,
  answerCompanySearches,
  answerContactSearches,
  answerLookups,
  answerPosts,
} from './testing/contact-search-factories';
import { renderAddContacts } from '../../testing/render-add-contacts';

type User = ReturnType<typeof renderAddContacts>['user'];

const contactTable = () => screen.findByRole('table', { name: 'Contact results' });

/** Searches companies by name and selects each one found. */
async function selectCompanies(user: User, names: string[]) {
  answerCompanySearches(() => aCompanyPage(names.map((name) => aCompany(name))));
  await user.click(screen.getByRole('radio', { name: 'By Company Name' }));
  await user.type(screen.getByLabelText('Company Name'), 'a');
  await user.click(screen.getByRole('button', { name: 'Search Companies' }));
  const table = await screen.findByRole('table', { name: 'Company results' });
  for (const name of names) {
    await user.click(
      within(within(table).getByRole('row', { name: new RegExp(name) })).getByRole('button', {
        name: 'Add Company',
      }),
    );
  }
}

async function findContacts(user: User) {
  await user.click(screen.getByRole('button', { name: 'Find Contacts' }));
}

async function showContacts(user: User, page: ContactSearchPage) {
  answerLookups();
  const bodies = answerContactSearches(() => page);
  await selectCompanies(user, ['Acme Analytics']);
  await findContacts(user);
  await contactTable();
  return bodies;
}

describe('contact step of the contact search', () => {
  it("asks for at least one company: 'Please select at least one company before searching.'", async () => {
    answerLookups();
    const searched = vi.fn();
    server.use(http.post('/snowflake/search', () => searched()));
    const { user } = renderAddContacts();

    await user.click(await screen.findByRole('button', { name: 'Find Contacts' }));

    expect(
      await screen.findByText('Please select at least one company before searching.'),
    ).toBeInTheDocument();
    expect(searched).not.toHaveBeenCalled();
  });

  it('finds contacts at the selected companies in one step, with no separate confirmation', async () => {
    answerLookups();
    const bodies = answerContactSearches(() => aContactPage([aContactResult('Grace', 'Hopper')]));
    const { user } = renderAddContacts();
    await selectCompanies(user, ['Acme Analytics', 'Globex']);

    expect(screen.queryByRole('button', { name: /Confirm Selection/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find Contacts' }));

    await contactTable();
    expect(bodies.map((body) => body.companies.map((company) => company['Company Name']))).toEqual([
      ['Acme Analytics', 'Globex'],
    ]);
    expect(
      screen.queryByText('Please select at least one company before searching.'),
    ).not.toBeInTheDocument();
  });

  it("refuses fewer than 1 contact per company: 'Contacts per company must be at least 1.'", async () => {
    answerLookups();
    const { user } = renderAddContacts();
    await selectCompanies(user, ['Acme Analytics']);
    const table = screen.getByRole('table', { name: 'Selected companies' });
    const perCompany = within(table).getByLabelText('Contacts to Add for Acme Analytics');

    await user.clear(perCompany);
    await user.type(perCompany, '0');
    await user.click(screen.getByRole('button', { name: 'Find Contacts' }));

    expect(await screen.findByText('Contacts per company must be at least 1.')).toBeInTheDocument();
    expect(perCompany).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s progress labels while it searches, then the contacts with their similarity band', async () => {
    answerLookups();
    let answer: (page: ContactSearchPage) => void = () => undefined;
    const bodies: SearchContactsBody[] = [];
    server.use(
      http.post('/snowflake/search', async ({ request }) => {
        bodies.push((await request.json()) as SearchContactsBody);
        return HttpResponse.json(await new Promise<ContactSearchPage>((resolve) => (answer = resolve)));
      }),
    );
    const { user } = renderAddContacts();
    await selectCompanies(user, ['Acme Analytics', 'Globex']);
    const table = screen.getByRole('table', { name: 'Selected companies' });
    const perCompany = within(table).getByLabelText('Contacts to Add for Globex');
    await user.clear(perCompany);
    await user.type(perCompany, '5');

    await findContacts(user);

    expect(await screen.findByText('Searching contacts')).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    const searchId = bodies[0].search_id ?? '';
    expect(bodies[0]).toEqual({
      companies: [
        { 'Company Name': 'Acme Analytics', limit: 10, domain: 'acme-analytics.example' },
        { 'Company Name': 'Globex', limit: 5, domain: 'globex.example' },
      ],
      offset: 0,
      limit: 10,
      search_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    pushServerEvent('contacts.search.progress', {
      searchId: 'another-tab',
      phase: 'scoring',
      done: 1,
      total: 9,
    });
    pushServerEvent('contacts.search.progress', { searchId, phase: 'filtering', done: 12, total: 15 });
    expect(await screen.findByText('Filtering contacts (12 of 15 contacts)')).toBeInTheDocument();
    pushServerEvent('contacts.search.progress', { searchId, phase: 'scoring', done: 3, total: 12 });
    expect(await screen.findByText('Scoring contacts (3 of 12 contacts)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Contact search progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );

    answer(
      aContactPage([
        aContactResult('Grace', 'Hopper', { total_score: 0.82 }),
        aContactResult('Alan', 'Turing', { total_score: 0.45 }),
      ]),
    );

    expect(await screen.findByText('Contact search completed!')).toBeInTheDocument();
    const results = await contactTable();
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Position', 'Company', 'LinkedIn', 'Similarity Score', 'Actions']);
    expect(within(results).getByText('82%')).toHaveClass('bg-green-100');
    expect(within(results).getByText('45%')).toHaveClass('bg-yellow-100');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("says 'Search failed.' when the search did not succeed, and 'Failed to perform contact search.' on an error", async () => {
    answerLookups();
    let calls = 0;
    server.use(
      http.post('/snowflake/search', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(aContactPage([], { success: false, detail: '' }))
          : HttpResponse.json(
              { detail: 'Your Legacy plan allows up to 3 companies per search.' },
              { status: 422 },
            );
      }),
    );
    const { user } = renderAddContacts();
    await selectCompanies(user, ['Acme Analytics']);

    await findContacts(user);
    expect(await screen.findByText('Search failed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Find Contacts' }));
    expect(await screen.findByText('Failed to perform contact search.')).toBeInTheDocument();
    expect(screen.getByText('Your Legacy plan allows up to 3 companies per search.')).toBeInTheDocument();
  });

  it('says the scores rest on the title alone when the profile has no resume, and links to Settings', async () => {
    const { user } = renderAddContacts();
    await showContacts(user, aContactPage([aContactResult('Grace', 'Hopper')], { profile_known: false }));

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/searched title only/);
    expect(within(note).getByRole('link', { name: 'Add your resume in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('pages the contacts with Back and Next on the server', async () => {
    const { user } = renderAddContacts();
    const bodies = await showContacts(user, aContactPage([aContactResult('Grace', 'Hopper')], { total: 11 }));
    answerContactSearches((body) =>
      aContactPage([aContactResult(body.offset === 0 ? 'Grace' : 'Alan', 'Page')], {
        total: 11,
        offset: body.offset,
      }),
    );

    const pages = screen.getByRole('navigation', { name: 'Contact results pages' });
    // aria-disabled, not disabled: a focused button that turns disabled loses the keyboard focus.
    expect(within(pages).getByRole('button', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await within(await contactTable()).findByText('Alan Page')).toBeInTheDocument();
    expect(within(pages).getByText('Showing 11 to 11 of 11 results')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pages).getByRole('button', { name: 'Back' }));
    expect(await within(await contactTable()).findByText('Grace Page')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('gives a contact card’s e-mail address a row of its own, so it does not break in a third of a phone', async () => {
    const { user } = renderAddContacts();
    const email = 'margaret.hamilton-burroughs@acme-analytics-international.example';
    await showContacts(
      user,
      aContactPage([aContactResult('Margaret', 'Hamilton', { email_address: email })]),
    );

    const card = within(screen.getByRole('list', { name: 'Contact results' })).getByRole('listitem');
    const field = (label: string) => within(card).getByText(label, { selector: 'dt' }).parentElement;

    const address = field('Email')?.querySelector('dd');
    expect(address).toHaveTextContent(email);
    expect(address).toHaveClass('break-words');
    expect(field('Email')).toHaveClass('col-span-full');
    expect(field('Position')).not.toHaveClass('col-span-full');
    expect(field('LinkedIn')).not.toHaveClass('col-span-full');
    // The two short fields share a row in halves, not thirds.
    expect(field('Email')?.parentElement).toHaveClass('grid-cols-2');
  });

  it("explains a contact's Similarity Score: 'Why this score' lists the matched fields with their shared words", async () => {
    const { user } = renderAddContacts();
    await showContacts(
      user,
      aContactPage([
        aContactResult('Grace', 'Hopper', {
          matches: {
            skills: { score: 0.42, terms: ['python', 'sql'] },
            job_title: { score: 0.9, terms: ['engineering', 'manager'] },
            headline_summary: { score: 0.3, terms: [] },
          },
        }),
        aContactResult('Alan', 'Turing', { total_score: 0, matches: {} }),
      ]),
    );
    const table = await contactTable();
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });

    const why = within(rowOf('Grace Hopper')).getByRole('button', {
      name: 'Why this score for Grace Hopper at Acme Analytics',
    });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await user.click(why);

    expect(why).toHaveAttribute('aria-expanded', 'true');
    const reasons = within(rowOf('Grace Hopper')).getByRole('list', {
      name: 'Matches for Grace Hopper at Acme Analytics',
    });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Job title 90%: engineering, manager', 'Skills 42%: python, sql', 'Headline and summary 30%']);
    expect(
      within(rowOf('Alan Turing')).queryByRole('button', { name: /^Why this score/ }),
    ).not.toBeInTheDocument();
    expect(rowOf('Alan Turing')).toHaveTextContent('No match with your profile');
    // The phone's card explains the score too.
    const cards = screen.getByRole('list', { name: 'Contact results' });
    expect(
      within(cards).getByRole('button', { name: 'Why this score for Grace Hopper at Acme Analytics' }),
    ).toBeInTheDocument();
  });

  it('moves the focus to the results heading when Next or Back brings a page', async () => {
    const { user } = renderAddContacts();
    await showContacts(user, aContactPage([aContactResult('Grace', 'Hopper')], { total: 11 }));
    answerContactSearches((body) =>
      aContactPage([aContactResult(body.offset === 0 ? 'Grace' : 'Alan', 'Page')], {
        total: 11,
        offset: body.offset,
      }),
    );
    const pages = screen.getByRole('navigation', { name: 'Contact results pages' });

    await user.click(within(pages).getByRole('button', { name: 'Next' }));

    expect(await within(await contactTable()).findByText('Alan Page')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Contacts found' })).toHaveFocus());
  });

  it("saves one contact with the search's save payload, then unsaves it", async () => {
    const { user } = renderAddContacts();
    const grace = aContactResult('Grace', 'Hopper', { verification_date: '2025-03-01' });
    await showContacts(user, aContactPage([grace]));
    const saved = answerPosts('/contacts/bulk-add', (contacts: ContactSavePayload[]) => ({
      results: contacts.map((contact, index) => ({
        index,
        email: contact.email,
        status: 'added',
        id: grace.contact_id,
      })),
      message: '1 contact added.',
    }));
    const deleted: string[] = [];
    server.use(
      http.delete('/contacts/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ deleted: true, checkpoint: '' });
      }),
    );
    const results = await contactTable();

    await user.click(within(results).getByRole('button', { name: 'Save Grace Hopper' }));

    expect(await screen.findByText('Contact added successfully.')).toBeInTheDocument();
    expect(saved).toEqual([
      [
        {
          full_name: 'Grace Hopper',
          first_name: 'Grace',
          last_name: 'Hopper',
          email: grace.email_address,
          where_met: 'Contact Search',
          phone: null,
          linkedin_url: grace.linkedin_url,
          linkedin_data: null,
          linkedin_data_fetched: false,
          company: 'Acme Analytics',
          company_url: 'https://acme-analytics.example',
          job_title: 'Engineering Manager',
          location: 'Austin, Texas',
          position: 'Engineering Manager',
          seniority: 'senior',
          department: 'it',
          twitter: null,
          verification_status: 'valid',
          verification_date: '2025-03-01T00:00:00.000Z',
          sources: ['https://acme-analytics.example/team'],
          tags: [],
          email_type: 'personal',
          confidence: 92,
          connection_strength: 0,
          similarity_score: 0.85,
          matches: { job_title: { score: 0.9, terms: ['engineering'] } },
        },
      ],
    ]);

    await user.click(within(results).getByRole('button', { name: 'Unsave Grace Hopper' }));

    expect(await screen.findByText('Contact unadded successfully.')).toBeInTheDocument();
    expect(deleted).toEqual([grace.contact_id]);
    expect(within(results).getByRole('button', { name: 'Save Grace Hopper' })).toBeInTheDocument();
  });

  it("says 'Failed to add contact.' and 'Failed to unadd contact.' when the server refuses", async () => {
    const { user } = renderAddContacts();
    await showContacts(
      user,
      aContactPage([aContactResult('Grace', 'Hopper'), aContactResult('Alan', 'Turing', { saved: true })]),
    );
    server.use(
      http.post('/contacts/bulk-add', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
      http.delete('/contacts/:id', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const results = await contactTable();

    await user.click(within(results).getByRole('button', { name: 'Save Grace Hopper' }));
    expect(await screen.findByText('Failed to add contact.')).toBeInTheDocument();

    await user.click(within(results).getByRole('button', { name: 'Unsave Alan Turing' }));
    expect(await screen.findByText('Failed to unadd contact.')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Unsave Alan Turing' })).toBeInTheDocument();
  });

  it('refuses to save or unsave a contact without an address', async () => {
    const { user } = renderAddContacts();
    await showContacts(user, aContactPage([aContactResult('Grace', 'Hopper', { email_address: '' })]));
    const posted = vi.fn();
    server.use(http.post('/contacts/bulk-add', () => posted()));

    await user.click(within(await contactTable()).getByRole('button', { name: 'Save Grace Hopper' }));

    expect(await screen.findByText('Cannot add/unadd contact without an email address.')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  it('saves all new contacts of the page, naming those without an address', async () => {
    const { user } = renderAddContacts();
    await showContacts(
      user,
      aContactPage([
        aContactResult('Grace', 'Hopper'),
        aContactResult('Alan', 'Turing'),
        aContactResult('Ada', 'Lovelace', { saved: true }),
        aContactResult('Charles', 'Babbage', { email_address: '' }),
      ]),
    );
    const saved = answerPosts('/contacts/bulk-add', (contacts: ContactSavePayload[]) => ({
      results: contacts.map((contact, index) => ({
        index,
        email: contact.email,
        status: 'added',
        id: `id-${index}`,
      })),
      message: '',
    }));

    await user.click(screen.getByRole('button', { name: 'Save all on this page' }));

    expect(await screen.findByText('2 contacts added successfully.')).toBeInTheDocument();
    expect(
      screen.getByText('Charles Babbage is missing an email address and cannot be added.'),
    ).toBeInTheDocument();
    expect(saved[0].map((contact) => contact.first_name)).toEqual(['Grace', 'Alan']);
    const results = await contactTable();
    expect(within(results).getByRole('button', { name: 'Unsave Grace Hopper' })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Unsave Alan Turing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save all on this page' }));
    expect(
      await screen.findByText('All contacts are already added or no new contacts to add.'),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it("says 'No contacts to add.' for an empty page and 'Failed to add contacts.' when saving fails", async () => {
    const { user } = renderAddContacts();
    answerLookups();
    let page = aContactPage([]);
    answerContactSearches(() => page);
    await selectCompanies(user, ['Acme Analytics']);
    await findContacts(user);
    await screen.findByText('No contacts found at these companies.');

    await user.click(screen.getByRole('button', { name: 'Save all on this page' }));
    expect(await screen.findByText('No contacts to add.')).toBeInTheDocument();

    page = aContactPage([aContactResult('Grace', 'Hopper')]);
    server.use(
      http.post('/contacts/bulk-add', () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Find Contacts' }));
    await contactTable();
    await user.click(screen.getByRole('button', { name: 'Save all on this page' }));
    expect(await screen.findByText('Failed to add contacts.')).toBeInTheDocument();
  });
});
