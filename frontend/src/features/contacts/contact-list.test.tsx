import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failOnceThenAnswer, server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import {
  aContact,
  aConversation,
  aPage,
  contactsListAnswers,
  conversationAnswers,
  renderContacts,
} from './testing/contacts-factories';

const json = (params: URLSearchParams, name: string) => JSON.parse(params.get(name) ?? 'null') as unknown;

function twelveContacts() {
  return Array.from({ length: 12 }, (_, index) =>
    aContact({ first_name: `Person${index + 1}`, last_name: 'Example', email: `p${index + 1}@example.com` }),
  );
}

/** Answers pages of 10 from these contacts, as the server would. */
function pagedFrom(contacts: ReturnType<typeof aContact>[]) {
  return contactsListAnswers((params) => {
    const page = Number(params.get('page'));
    return aPage(contacts.slice((page - 1) * 10, page * 10), contacts.length, page);
  });
}

async function rows() {
  const list = await screen.findByRole('list', { name: 'Contacts' });
  return within(list).getAllByRole('link');
}

describe('contacts list', () => {
  it('shows the loading state, then ten contacts with the footer and the first page asked for', async () => {
    const requests = pagedFrom(twelveContacts());
    // The list is held back until the loading state has been seen, or a fast answer could skip past it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('/contacts/list', () => held.then(() => undefined), { once: true }));
    renderContacts();

    expect(await screen.findByText('Loading contacts...')).toBeInTheDocument();
    release();
    expect(await rows()).toHaveLength(10);
    expect(screen.getByText('Showing page 1, total contacts: 12')).toBeInTheDocument();
    const first = requests[0];
    expect(first.get('page')).toBe('1');
    expect(first.get('limit')).toBe('10');
    expect(first.get('filter_logic')).toBe('AND');
    expect(json(first, 'filters')).toEqual([]);
    expect(json(first, 'sort')).toEqual([{ column: 'created_at', direction: 'desc' }]);
  });

  it('pages with Next and Previous, each held at its end', async () => {
    const requests = pagedFrom(twelveContacts());
    const { user } = renderContacts();
    await rows();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing page 2, total contacts: 12')).toBeInTheDocument();
    expect(await rows()).toHaveLength(2);
    expect(requests.at(-1)?.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing page 1, total contacts: 12')).toBeInTheDocument();
  });

  it('shows a picture when the contact has one, else initials, and the role line', async () => {
    contactsListAnswers(() =>
      aPage([
        aContact({
          first_name: 'Grace',
          last_name: 'Hopper',
          job_title: 'Admiral',
          company: 'Navy',
          linkedin_data: { profilePicture: 'https://img.example.com/grace.png' },
        }),
        aContact({ first_name: 'Alan', last_name: 'Turing', job_title: null, company: '' }),
      ]),
    );
    renderContacts();

    const [grace, alan] = await rows();
    expect(within(grace).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(grace).getByText('Admiral at Navy')).toBeInTheDocument();
    expect(grace.querySelector('img')).toHaveAttribute('src', 'https://img.example.com/grace.png');
    expect(within(alan).getByText('AT')).toBeInTheDocument();
    expect(within(alan).getByText('No company info')).toBeInTheDocument();
  });

  it("says 'No contacts found.' when there are none", async () => {
    contactsListAnswers(() => aPage([], 0));
    renderContacts();
    expect(await screen.findByText('No contacts found.')).toBeInTheDocument();
    expect(screen.getByText('Showing page 1, total contacts: 0')).toBeInTheDocument();
  });

  it('offers Retry when the list fails, and loads it again', async () => {
    failOnceThenAnswer(
      '/contacts/list',
      { status: 500, detail: 'Database unavailable' },
      aPage([aContact()]),
    );
    const { user } = renderContacts();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch contacts')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await rows()).toHaveLength(1);
  });

  it('sorts by first name from page 1', async () => {
    const requests = pagedFrom(twelveContacts());
    const { user } = renderContacts();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing page 2, total contacts: 12');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'First name (A to Z)');

    await screen.findByText('Showing page 1, total contacts: 12');
    const last = requests.at(-1)!;
    expect(json(last, 'sort')).toEqual([{ column: 'first_name', direction: 'asc' }]);
    expect(last.get('page')).toBe('1');
  });

  it('sends the search words with the chosen filters and says how many matched', async () => {
    const requests = contactsListAnswers((params) =>
      params.get('search') ? aPage([aContact()], 1) : aPage(twelveContacts().slice(0, 10), 12),
    );
    const { user } = renderContacts();
    await rows();

    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'ada');

    expect(await screen.findByText('Found 1 contacts matching "ada"')).toBeInTheDocument();
    const last = requests.at(-1)!;
    expect(last.get('search')).toBe('ada');
    expect(last.get('filter_logic')).toBe('AND');
    expect(json(last, 'filters')).toEqual([]);
    // Typed letters settle before one search goes out, not one per keystroke.
    expect(requests.filter((params) => params.get('search'))).toHaveLength(1);
  });

  it('stops the search box at the 200 characters the server accepts', async () => {
    pagedFrom(twelveContacts());
    renderContacts();
    await rows();
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveAttribute('maxLength', '200');
  });

  it('refetches the list when the contacts-list projection pushes', async () => {
    let contacts = [aContact({ first_name: 'Ada' })];
    contactsListAnswers(() => aPage(contacts));
    renderContacts();
    expect(await rows()).toHaveLength(1);

    contacts = [...contacts, aContact({ first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com' })];
    pushProjection({ projection: 'contacts-list', checkpoint: '9', keys: null });

    await waitFor(async () => expect(await rows()).toHaveLength(2));
  });

  it('opens a contact from the list and marks it as the current one', async () => {
    const ada = aContact();
    contactsListAnswers(() => aPage([ada, aContact({ first_name: 'Grace', email: 'g@example.com' })]));
    conversationAnswers(aConversation({ contact: ada }));
    const { user, router } = renderContacts();

    const [row] = await rows();
    row.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/${ada.id}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    const [selected, other] = await rows();
    expect(selected).toHaveAttribute('aria-current', 'page');
    expect(other).not.toHaveAttribute('aria-current');
  });
});

describe("the dashboard's views (/contacts?filter=responses, ?filter=drafts)", () => {
  it('lists the contacts who responded, keeps the view when a contact opens, and its chip lists all again', async () => {
    const ada = aContact();
    const requests = contactsListAnswers(() => aPage([ada]));
    conversationAnswers(aConversation({ contact: ada }));
    const { user, router } = renderContacts('/contacts?filter=responses');

    const [row] = await rows();
    expect(requests[0].get('filter')).toBe('responses');
    const view = screen.getByRole('list', { name: 'View' });
    expect(view).toHaveTextContent('Contacts who responded');

    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contacts/${ada.id}`));
    expect(router.state.location.search).toBe('?filter=responses');

    await user.click(within(view).getByRole('button', { name: 'Remove filter Contacts who responded' }));
    await waitFor(() => expect(requests.at(-1)?.has('filter')).toBe(false));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('list', { name: 'View' })).not.toBeInTheDocument();
  });

  it('lists the contacts with a draft waiting, and moves when a draft is saved', async () => {
    const requests = contactsListAnswers(() => aPage([aContact()]));
    renderContacts('/contacts?filter=drafts');
    await rows();
    expect(requests[0].get('filter')).toBe('drafts');
    expect(screen.getByRole('list', { name: 'View' })).toHaveTextContent('Contacts with a draft');
    // A draft saved elsewhere moves the view without a reload.
    pushProjection({ projection: 'drafts-list', checkpoint: '9', keys: ['ada'] });
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it('lists every contact for an unknown view', async () => {
    const requests = contactsListAnswers(() => aPage([aContact()]));
    renderContacts('/contacts?filter=everything');
    await rows();
    expect(requests[0].has('filter')).toBe(false);
    expect(screen.queryByRole('list', { name: 'View' })).not.toBeInTheDocument();
  });
});

describe('contact filter popup', () => {
  function filterServer() {
    server.use(
      http.get('/contacts/columns/', () => HttpResponse.json({ columns: ['first_name', 'company'] })),
      http.get('/contacts/field-values/:field', ({ params }) =>
        HttpResponse.json(params.field === 'company' ? ['Acme', 'Globex'] : ['Ada']),
      ),
    );
  }

  it('offers Retry when the fields or the values fail to load, and loads them again', async () => {
    let columnsFail = true;
    let valuesFail = true;
    server.use(
      http.get('/contacts/columns/', () =>
        columnsFail
          ? HttpResponse.json({ code: 'INTERNAL', detail: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json({ columns: ['first_name', 'company'] }),
      ),
      http.get('/contacts/field-values/:field', () =>
        valuesFail
          ? HttpResponse.json({ code: 'INTERNAL', detail: 'Database unavailable' }, { status: 500 })
          : HttpResponse.json(['Acme', 'Globex']),
      ),
    );
    pagedFrom(twelveContacts());
    const { user } = renderContacts();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Contacts' });

    expect(await within(dialog).findByText('Failed to load the fields to filter by.')).toBeInTheDocument();
    columnsFail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByRole('option', { name: 'Company' });
    expect(within(dialog).queryByText('Failed to load the fields to filter by.')).not.toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'company');
    expect(await within(dialog).findByText('Failed to load the values of Company.')).toBeInTheDocument();
    valuesFail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('option', { name: 'Acme' })).toBeInTheDocument();
  });

  it('adds a filter only with a field and a value, and applies it from page 1', async () => {
    filterServer();
    const requests = pagedFrom(twelveContacts());
    const { user } = renderContacts();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing page 2, total contacts: 12');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Contacts' });
    const add = within(dialog).getByRole('button', { name: 'Add Filter' });
    expect(add).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Value' })).toBeDisabled();

    await user.selectOptions(
      await within(dialog)
        .findByRole('option', { name: 'Company' })
        .then(() => within(dialog).getByRole('combobox', { name: 'Field' })),
      'company',
    );
    expect(add).toBeDisabled();
    await within(dialog).findByRole('option', { name: 'Acme' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Value' }), 'Acme');
    await user.click(add);
    await user.click(within(dialog).getByRole('radio', { name: 'Match Any' }));

    expect(within(dialog).getByRole('list', { name: 'Filters' })).toHaveTextContent('Company: Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(json(requests.at(-1)!, 'filters')).toEqual([
        { column: 'company', operator: 'contains', value: 'Acme' },
      ]),
    );
    const last = requests.at(-1)!;
    expect(last.get('page')).toBe('1');
    expect(last.get('filter_logic')).toBe('OR');
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeInTheDocument();
  });

  it('clears every filter with Clear All, and a chip on the list removes its filter from page 1', async () => {
    filterServer();
    const requests = pagedFrom(twelveContacts());
    const { user } = renderContacts();
    await rows();

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    let dialog = await screen.findByRole('dialog', { name: 'Filter Contacts' });
    await within(dialog).findByRole('option', { name: 'First name' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'first_name');
    await within(dialog).findByRole('option', { name: 'Ada' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Value' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await screen.findByRole('button', { name: 'Filter (1)' });

    await user.click(screen.getByRole('button', { name: 'Remove filter First name: Ada' }));
    await screen.findByRole('button', { name: 'Filter' });
    // Back to the unfiltered first page, which the cache still holds.
    expect(screen.queryByRole('list', { name: 'Filters' })).not.toBeInTheDocument();
    expect(await screen.findByText('Showing page 1, total contacts: 12')).toBeInTheDocument();
    expect(json(requests.at(-1)!, 'filters')).toEqual([
      { column: 'first_name', operator: 'contains', value: 'Ada' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    dialog = await screen.findByRole('dialog', { name: 'Filter Contacts' });
    await within(dialog).findByRole('option', { name: 'First name' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Field' }), 'first_name');
    await within(dialog).findByRole('option', { name: 'Ada' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Value' }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Add Filter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));

    expect(within(dialog).queryByRole('list', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('offers Add Contact on the Contacts page, which opens the add-contacts screen', async () => {
    pagedFrom(twelveContacts());
    const { user, router } = renderContacts();

    const main = await screen.findByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Add Contact' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/create'));
  });
});
