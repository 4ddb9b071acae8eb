import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { MassEmailCard } from './components/mass-email-card';
import type { ContactFilterChoice } from './outgoing.api';

const ACME: ContactFilterChoice = {
  logic: 'OR',
  filters: [{ column: 'company', operator: 'contains', value: 'Acme' }],
};
const IDS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

function matchingContacts(ids: string[]) {
  server.use(
    http.get('/contacts/', () =>
      HttpResponse.json(ids.map((id) => ({ id, first_name: 'A', last_name: 'B', email: `${id}@x.com` }))),
    ),
  );
}

function massSendAnswers(answer: () => Response) {
  const requests: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post('/emails/send/', async ({ request }) => {
      requests.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return answer();
    }),
  );
  return requests;
}

async function openModal(contactFilter: ContactFilterChoice = ACME) {
  const onEditFilters = vi.fn();
  const rendered = renderWithProviders(
    <MassEmailCard contactFilter={contactFilter} onEditFilters={onEditFilters} onRemoveFilter={vi.fn()} />,
    { route: '/messages/outgoing' },
  );
  const card = screen.getByRole('region', { name: 'Mass Email' });
  await rendered.user.click(within(card).getByRole('button', { name: 'Send Mass Email' }));
  const modal = await screen.findByRole('dialog', { name: 'Mass Email' });
  return { ...rendered, modal, onEditFilters };
}

beforeEach(() => signIn());

describe('Mass Email modal', () => {
  it('given filtered contacts, when confirmed, then limit and filtered_ids are sent and sent and waiting are shown with the cap', async () => {
    matchingContacts(IDS);
    const requests = massSendAnswers(() =>
      HttpResponse.json({
        sent: 1,
        failed: [],
        results: [{ draft_id: 'd-1', message_id: 'm-1', status: 'sent' }],
        waiting: 1,
        detail: 'Daily send limit reached (1 emails a day). Sending resumes at midnight UTC.',
        checkpoint: '',
      }),
    );
    const { modal, user } = await openModal();

    await user.click(within(modal).getByRole('radio', { name: 'Filtered contacts' }));
    expect(await within(modal).findByText('2 contacts match your filters')).toBeInTheDocument();
    expect(within(modal).getByRole('list', { name: 'Contact filters (match any)' })).toHaveTextContent(
      'Company: Acme',
    );
    await user.clear(within(modal).getByLabelText('How many e-mails'));
    await user.type(within(modal).getByLabelText('How many e-mails'), '2');
    await user.click(within(modal).getByRole('button', { name: 'Review' }));

    expect(
      within(modal).getByText(/Send up to 2 waiting drafts, one per contact, to the 2 contacts/),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    await user.click(within(modal).getByRole('button', { name: 'Send now' }));

    expect(await within(modal).findByText('1 e-mail sent.')).toBeInTheDocument();
    expect(within(modal).getByText(/1 draft waiting: Daily send limit reached/)).toBeInTheDocument();
    expect(requests).toEqual([{ body: { limit: 2, filtered_ids: IDS }, key: expect.any(String) }]);
  });

  it('given filters matching no contact, when reviewing, then "No contacts match your filters." and nothing is sent', async () => {
    matchingContacts([]);
    const requests = massSendAnswers(() => HttpResponse.json({}));
    const { modal, user } = await openModal();

    await user.click(within(modal).getByRole('radio', { name: 'Filtered contacts' }));
    expect(await within(modal).findByText('0 contacts match your filters')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Review' }));

    expect(within(modal).getByRole('alert')).toHaveTextContent('No contacts match your filters.');
    expect(requests).toHaveLength(0);
  });

  it('given no waiting draft, when the server answers no match, then the modal says "No contacts match your filters."', async () => {
    massSendAnswers(() =>
      HttpResponse.json(
        { code: 'SEND.NO_CONTACTS_MATCH', detail: 'No contacts match your filters.', field: 'limit' },
        { status: 422 },
      ),
    );
    const { modal, user } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Review' }));
    await user.click(within(modal).getByRole('button', { name: 'Send now' }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent('No contacts match your filters.');
    expect(within(modal).getByRole('button', { name: 'Review' })).toBeInTheDocument();
  });

  it('given all contacts with a waiting draft, when the send fails, then "Failed to send mass emails." and Send now retries with the same key', async () => {
    let calls = 0;
    const requests = massSendAnswers(() => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ detail: 'Mail server unavailable' }, { status: 503 })
        : HttpResponse.json({ sent: 3, failed: [], results: [], waiting: 0, checkpoint: '' });
    });
    const { modal, user } = await openModal();
    await user.click(within(modal).getByRole('button', { name: 'Review' }));
    expect(within(modal).getByText(/to your contacts with a waiting draft/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('Failed to send mass emails.')).toBeInTheDocument();
    // The toast can paint before the request's settled state does; the button comes back with it.
    await user.click(await within(modal).findByRole('button', { name: 'Send now' }));

    expect(await within(modal).findByText('3 e-mails sent.')).toBeInTheDocument();
    expect(requests.map((request) => request.body)).toEqual([{ limit: 10 }, { limit: 10 }]);
    expect(requests[1]?.key).toBe(requests[0]?.key);
  });

  it('given a number past the cap, when reviewing, then the field asks for 1 to 100', async () => {
    const { modal, user } = await openModal();
    await user.clear(within(modal).getByLabelText('How many e-mails'));
    await user.type(within(modal).getByLabelText('How many e-mails'), '101');
    await user.click(within(modal).getByRole('button', { name: 'Review' }));

    expect(within(modal).getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
  });

  it('given the filtered choice, when Edit filters is pressed, then the page is asked to open the contact filters', async () => {
    matchingContacts(IDS);
    const { modal, user, onEditFilters } = await openModal();
    await user.click(within(modal).getByRole('radio', { name: 'Filtered contacts' }));
    await user.click(within(modal).getByRole('button', { name: 'Edit filters' }));
    await waitFor(() => expect(onEditFilters).toHaveBeenCalledTimes(1));
  });
});
