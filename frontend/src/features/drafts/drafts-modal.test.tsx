import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { textToBreakTags } from '@outreach/backend/drafts/draft-rules.contract';
import { server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { ActiveDraftsCard } from './components/active-drafts-card';
import { DraftsModal } from './components/drafts-modal';
import { aDraft, draftsServer } from './testing/draft-factories';

function renderModal() {
  return renderWithProviders(<DraftsModal open onOpenChange={() => undefined} />, { route: '/dashboard' });
}

async function dialog() {
  const modal = await screen.findByRole('dialog', { name: 'All Drafts' });
  await within(modal).findAllByRole('article');
  return modal;
}

const subjects = (modal: HTMLElement) =>
  within(modal)
    .getAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

beforeEach(() => signIn());

describe('Drafts modal', () => {
  it('opens from the dashboard card, which counts the drafts', async () => {
    draftsServer([aDraft({ subject: 'Hello' })], [aDraft({ subject: 'Older' })]);
    const { user } = renderWithProviders(<ActiveDraftsCard />, { route: '/dashboard' });

    const card = screen.getByRole('region', { name: 'Active Drafts' });
    await waitFor(() => expect(card).toHaveTextContent('2'));
    await user.click(within(card).getByRole('button', { name: 'Review Drafts' }));

    const modal = await dialog();
    expect(within(modal).getByRole('region', { name: 'New drafts' })).toHaveTextContent('Hello');
    expect(within(modal).getByRole('region', { name: 'Earlier drafts' })).toHaveTextContent('Older');
  });

  it('previews the ten newest drafts on the dashboard card, asking for no more', async () => {
    const drafts = Array.from({ length: 12 }, (_, index) => aDraft({ subject: `Draft ${index}` }));
    draftsServer(drafts);
    const limits: (string | null)[] = [];
    server.use(
      http.get('/emails/drafts', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit');
        limits.push(limit);
        return HttpResponse.json({ drafts: drafts.slice(0, Number(limit)) });
      }),
    );
    renderWithProviders(<ActiveDraftsCard />, { route: '/dashboard' });

    const card = screen.getByRole('region', { name: 'Active Drafts' });
    const latest = await within(card).findByRole('list', { name: 'Latest drafts' });
    expect(
      within(latest)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(drafts.slice(0, 10).map(({ subject, contact_name }) => `${subject} – ${contact_name}`));
    await waitFor(() => expect(card).toHaveTextContent('12'));
    expect(new Set(limits)).toEqual(new Set(['10']));
  });

  it("says 'No drafts found' and 'Create some drafts to get started' when there are none", async () => {
    draftsServer([]);
    renderModal();

    const modal = await screen.findByRole('dialog', { name: 'All Drafts' });
    expect(await within(modal).findByText('No drafts found')).toBeInTheDocument();
    expect(within(modal).getByText('Create some drafts to get started')).toBeInTheDocument();
  });

  it('searches company, contact email, subject and body, and hints when nothing matches', async () => {
    draftsServer([
      aDraft({ subject: 'Coffee chat', company: 'Acme', body: 'Hi there<br>about the <b>role</b>' }),
      aDraft({ subject: 'Intro', company: 'Globex', contact_email: 'hank@globex.com', body: 'Hello' }),
    ]);
    const { user } = renderModal();
    const modal = await dialog();
    const search = within(modal).getByLabelText('Search drafts');

    await user.type(search, 'ROLE');
    expect(subjects(modal)).toEqual(['Coffee chat']);
    await user.clear(search);
    await user.type(search, 'hank@');
    expect(subjects(modal)).toEqual(['Intro']);
    await user.clear(search);
    await user.type(search, 'acme');
    expect(subjects(modal)).toEqual(['Coffee chat']);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(within(modal).getByText('No drafts found')).toBeInTheDocument();
    expect(within(modal).getByText('Try adjusting your search or filters')).toBeInTheDocument();
  });

  it('sorts by company, contact or date, either way', async () => {
    draftsServer([
      aDraft({ subject: 'B', company: 'Beta', contact_name: 'Zed', created_at: '2026-01-10T09:00:00Z' }),
      aDraft({ subject: 'A', company: 'Alpha', contact_name: 'Yan', created_at: '2026-01-10T08:00:00Z' }),
      aDraft({ subject: 'C', company: 'Gamma', contact_name: 'Abe', created_at: '2026-01-10T10:00:00Z' }),
    ]);
    const { user } = renderModal();
    const modal = await dialog();

    expect(subjects(modal)).toEqual(['C', 'B', 'A']);
    await user.selectOptions(within(modal).getByLabelText('Sort by'), 'Company');
    expect(subjects(modal)).toEqual(['C', 'B', 'A']);
    await user.click(within(modal).getByRole('button', { name: /Sort descending/ }));
    expect(subjects(modal)).toEqual(['A', 'B', 'C']);
    await user.selectOptions(within(modal).getByLabelText('Sort by'), 'Contact');
    expect(subjects(modal)).toEqual(['C', 'A', 'B']);
    await user.selectOptions(within(modal).getByLabelText('Sort by'), 'Date');
    expect(subjects(modal)).toEqual(['A', 'B', 'C']);
  });

  it('filters by values typed and entered, matching all or any, and clears them', async () => {
    draftsServer([
      aDraft({ subject: 'One', company: 'Acme', contact_email: 'ann@acme.com' }),
      aDraft({ subject: 'Two', company: 'Acme', contact_email: 'bob@acme.com' }),
      aDraft({ subject: 'Three', company: 'Globex', contact_email: 'ann@globex.com' }),
    ]);
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Filters' }));
    await user.type(within(modal).getByLabelText('Company'), 'acme{Enter}');
    expect(subjects(modal)).toEqual(['One', 'Two']);
    await user.type(within(modal).getByLabelText('Contact email'), 'ann{Enter}');
    expect(within(modal).getByRole('list', { name: 'Active filters' })).toHaveTextContent('Company: acme');
    expect(subjects(modal)).toEqual(['One']);

    await user.click(within(modal).getByRole('radio', { name: 'Match any' }));
    expect(subjects(modal)).toEqual(['One', 'Two', 'Three']);
    await user.click(within(modal).getByRole('radio', { name: 'Match all' }));
    await user.type(within(modal).getByLabelText('Status'), 'sent{Enter}');
    expect(within(modal).getByText('Try adjusting your search or filters')).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Clear All' }));
    expect(subjects(modal)).toHaveLength(3);
    expect(within(modal).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('asks for a selection first, then confirms and sends the selected drafts', async () => {
    const first = aDraft({ subject: 'First' });
    const second = aDraft({ subject: 'Second' });
    const third = aDraft({ subject: 'Third' });
    const { remove } = draftsServer([first, second, third]);
    const bodies: unknown[] = [];
    server.use(
      http.post('/emails/drafts/batch-send', async ({ request }) => {
        const body = (await request.json()) as { draft_ids: string[] };
        bodies.push(body);
        remove(body.draft_ids);
        return HttpResponse.json({ sent: body.draft_ids.length, failed: [], checkpoint: '' });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Send Selected (0)' }));
    expect(await screen.findByText('No drafts selected for sending.')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    expect(await screen.findByText('No drafts selected for deletion.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Selected Drafts/ })).not.toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Select All' }));
    expect(within(modal).getByRole('button', { name: 'Send Selected (3)' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Deselect All' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Select draft First' }));
    await user.click(within(modal).getByRole('checkbox', { name: 'Select draft Third' }));

    await user.click(within(modal).getByRole('button', { name: 'Send Selected (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send Selected Drafts' });
    expect(confirm).toHaveTextContent('Send 2 selected drafts now?');
    expect(bodies).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('2 drafts sent successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ draft_ids: [first.id, third.id] }]);
    await waitFor(() => expect(subjects(modal)).toEqual(['Second']));
    expect(within(modal).getByRole('button', { name: 'Send Selected (0)' })).toBeInTheDocument();
  });

  it("reports a partial bulk send: the count sent and 'Failed to send some drafts.'", async () => {
    const first = aDraft({ subject: 'First' });
    const second = aDraft({ subject: 'Second' });
    const { remove } = draftsServer([first, second]);
    server.use(
      http.post('/emails/drafts/batch-send', () => {
        remove([first.id]);
        return HttpResponse.json({
          sent: 1,
          failed: [{ draft_id: second.id, detail: 'Daily send limit reached (30 emails a day).' }],
          checkpoint: '',
        });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Select All' }));
    await user.click(within(modal).getByRole('button', { name: 'Send Selected (2)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send Selected Drafts' })).getByRole('button', {
        name: 'Send',
      }),
    );

    expect(await screen.findByText('1 drafts sent successfully')).toBeInTheDocument();
    expect(screen.getByText('Failed to send some drafts.')).toBeInTheDocument();
    expect(screen.getByText('Daily send limit reached (30 emails a day).')).toBeInTheDocument();
    await waitFor(() => expect(subjects(modal)).toEqual(['Second']));
    expect(within(modal).getByRole('button', { name: 'Send Selected (1)' })).toBeInTheDocument();
  });

  it('sends 150 selected drafts in chunks the server accepts (at most 100) and adds up the counts', async () => {
    const drafts = Array.from({ length: 150 }, (_, index) => aDraft({ subject: `Draft ${index}` }));
    const { remove } = draftsServer(drafts);
    const chunks: string[][] = [];
    server.use(
      http.post('/emails/drafts/batch-send', async ({ request }) => {
        const { draft_ids } = (await request.json()) as { draft_ids: string[] };
        chunks.push(draft_ids);
        // The last id of the last chunk is refused, so failures add up across chunks too.
        const refused = chunks.length === 2 ? draft_ids.slice(-1) : [];
        remove(draft_ids.filter((id) => !refused.includes(id)));
        return HttpResponse.json({
          sent: draft_ids.length - refused.length,
          failed: refused.map((draft_id) => ({
            draft_id,
            detail: 'Daily send limit reached (30 emails a day).',
          })),
          checkpoint: '',
        });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Select All' }));
    await user.click(within(modal).getByRole('button', { name: 'Send Selected (150)' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send Selected Drafts' })).getByRole('button', {
        name: 'Send',
      }),
    );

    expect(await screen.findByText('149 drafts sent successfully')).toBeInTheDocument();
    expect(screen.getByText('Failed to send some drafts.')).toBeInTheDocument();
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 50]);
    expect(chunks.flat()).toEqual(drafts.map(({ id }) => id));
    expect(await within(modal).findByRole('button', { name: 'Send Selected (1)' })).toBeInTheDocument();
  });

  it('deletes 150 selected drafts in one request, within the 500 the server accepts', async () => {
    const drafts = Array.from({ length: 150 }, (_, index) => aDraft({ subject: `Draft ${index}` }));
    const { remove } = draftsServer(drafts);
    const chunks: string[][] = [];
    server.use(
      http.post('/emails/drafts/batch-delete', async ({ request }) => {
        const { draft_ids } = (await request.json()) as { draft_ids: string[] };
        chunks.push(draft_ids);
        remove(draft_ids);
        return HttpResponse.json({ deleted: draft_ids.length, failed: [], checkpoint: '' });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Select All' }));
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Selected Drafts' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('150 drafts deleted successfully')).toBeInTheDocument();
    expect(chunks.map((chunk) => chunk.length)).toEqual([150]);
  });

  it('confirms and deletes the selected drafts', async () => {
    const first = aDraft({ subject: 'First' });
    const second = aDraft({ subject: 'Second' });
    const { remove } = draftsServer([first], [second]);
    server.use(
      http.post('/emails/drafts/batch-delete', async ({ request }) => {
        const { draft_ids } = (await request.json()) as { draft_ids: string[] };
        remove(draft_ids);
        return HttpResponse.json({ deleted: draft_ids.length, failed: [], checkpoint: '' });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Select All' }));
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Selected Drafts' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 drafts deleted successfully')).toBeInTheDocument();
    expect(await within(modal).findByText('Create some drafts to get started')).toBeInTheDocument();
  });

  it("reports 'Failed to delete some drafts.' when the server keeps some", async () => {
    const first = aDraft({ subject: 'First' });
    draftsServer([first]);
    server.use(
      http.post('/emails/drafts/batch-delete', () =>
        HttpResponse.json({
          deleted: 0,
          failed: [{ draft_id: first.id, detail: 'Draft not found' }],
          checkpoint: '',
        }),
      ),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('checkbox', { name: 'Select draft First' }));
    await user.click(within(modal).getByRole('button', { name: 'Delete Selected' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Selected Drafts' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    expect(await screen.findByText('Failed to delete some drafts.')).toBeInTheDocument();
    expect(screen.queryByText(/drafts deleted successfully/)).not.toBeInTheDocument();
  });

  it('edits a draft: loads subject and body, saves with break tags, and returns to the list', async () => {
    const draft = aDraft({ subject: 'Old subject', body: 'Line one<br>Line two' });
    const bodies: unknown[] = [];
    draftsServer([draft]);
    server.use(
      http.put(`/emails/drafts/${draft.id}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ id: draft.id, draft, checkpoint: '' });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Edit draft Old subject' }));
    const subject = within(modal).getByLabelText('Subject');
    const body = within(modal).getByLabelText('Body');
    expect(subject).toHaveValue('Old subject');
    expect(body).toHaveValue('Line one\nLine two');
    await user.clear(subject);
    await user.type(subject, 'New subject');
    await user.type(body, '{Enter}Line three');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Draft updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ subject: 'New subject', body: 'Line one<br>Line two<br>Line three' }]);
    expect(await within(modal).findByRole('article')).toBeInTheDocument();
    expect(within(modal).queryByLabelText('Subject')).not.toBeInTheDocument();
  });

  it('loads the body as the text that was typed, so saving it unchanged stores the same body', async () => {
    const typed = '  Use &lt;b&gt; for bold & <i>\n\nThanks,\nGrace';
    const draft = aDraft({ subject: 'Markup', body: textToBreakTags(typed) });
    const bodies: { body: string }[] = [];
    draftsServer([draft]);
    server.use(
      http.put(`/emails/drafts/${draft.id}`, async ({ request }) => {
        bodies.push((await request.json()) as { body: string });
        return HttpResponse.json({ id: draft.id, draft, checkpoint: '' });
      }),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Edit draft Markup' }));
    expect(within(modal).getByLabelText('Body')).toHaveValue(typed);
    await user.click(within(modal).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Draft updated successfully')).toBeInTheDocument();
    expect(bodies.map(({ body }) => body)).toEqual([draft.body]);
  });

  it("keeps the editor open and says 'Failed to update draft' when saving fails, and refuses an empty draft", async () => {
    const draft = aDraft({ subject: 'Subject', body: 'Body' });
    draftsServer([draft]);
    server.use(
      http.put(`/emails/drafts/${draft.id}`, () =>
        HttpResponse.json({ detail: 'Draft not found' }, { status: 404 }),
      ),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Edit draft Subject' }));
    await user.clear(within(modal).getByLabelText('Subject'));
    await user.clear(within(modal).getByLabelText('Body'));
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(within(modal).getByText('Cannot save empty draft.')).toBeInTheDocument();

    await user.type(within(modal).getByLabelText('Body'), 'Something');
    await user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update draft')).toBeInTheDocument();
    expect(within(modal).getByLabelText('Body')).toHaveValue('Something');
  });

  it('sends one draft, and reports a refused send', async () => {
    const ok = aDraft({ subject: 'Goes out' });
    const refused = aDraft({ subject: 'Stays' });
    const { remove } = draftsServer([ok, refused]);
    server.use(
      http.post(`/emails/drafts/${ok.id}/send`, () => {
        remove([ok.id]);
        return HttpResponse.json({ message_id: 'm-1', status: 'sent', checkpoint: '' }, { status: 201 });
      }),
      http.post(`/emails/drafts/${refused.id}/send`, () =>
        HttpResponse.json(
          {
            code: 'SEND.CONNECTION_REQUEST_ALREADY_SENT',
            detail: 'A connection request was already sent to x.',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Send draft Goes out' }));
    expect(await screen.findByText('Draft sent successfully')).toBeInTheDocument();
    await waitFor(() => expect(subjects(modal)).toEqual(['Stays']));

    await user.click(within(modal).getByRole('button', { name: 'Send draft Stays' }));
    expect(await screen.findByText('Failed to send draft')).toBeInTheDocument();
    expect(screen.getByText('A connection request was already sent to x.')).toBeInTheDocument();
  });

  it('deletes one draft after confirming, and reports a failed delete', async () => {
    const gone = aDraft({ subject: 'Gone' });
    const kept = aDraft({ subject: 'Kept' });
    const { remove } = draftsServer([gone, kept]);
    server.use(
      http.delete(`/emails/drafts/${gone.id}`, () => {
        remove([gone.id]);
        return HttpResponse.json({ id: gone.id, deleted: true, checkpoint: '' });
      }),
      http.delete(`/emails/drafts/${kept.id}`, () => HttpResponse.json({ detail: 'Boom' }, { status: 500 })),
    );
    const { user } = renderModal();
    const modal = await dialog();

    await user.click(within(modal).getByRole('button', { name: 'Delete draft Gone' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Draft' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Draft deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(subjects(modal)).toEqual(['Kept']));

    await user.click(within(modal).getByRole('button', { name: 'Delete draft Kept' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Draft' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Failed to delete draft')).toBeInTheDocument();
  });

  it('shows 100 characters of a long body with Show More and Show Less', async () => {
    const long = 'x'.repeat(100) + 'TAIL';
    draftsServer([aDraft({ subject: 'Long', body: long })]);
    const { user } = renderModal();
    const modal = await dialog();

    expect(within(modal).queryByText(/TAIL/)).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Show More' }));
    expect(within(modal).getByText(/x{100}TAIL/)).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Show Less' }));
    expect(within(modal).queryByText(/TAIL/)).not.toBeInTheDocument();
  });

  it('shows each draft as it goes out: the footer, the custom links and the attached files', async () => {
    draftsServer([
      aDraft({
        subject: 'Compilers',
        body: 'Hi Grace,<br>Shall we talk?<br><br>Best regards,<br>Ada',
        preview: {
          html: '<div>Hi Grace,<br>Shall we talk?<br><br>Best regards,<br>Ada</div><p>https://ada.dev</p>',
          text: 'Hi Grace,\nShall we talk?\n\nBest regards,\nAda\n\nhttps://ada.dev\n\nGitHub: https://github.com/ada',
          attachments: ['resume.pdf', 'portfolio.pdf'],
        },
      }),
    ]);
    renderModal();
    const modal = await dialog();
    const card = within(modal).getByRole('article', { name: 'Compilers' });

    expect(within(card).getByText(/resume\.pdf/)).toHaveTextContent('Attachments: resume.pdf, portfolio.pdf');
    // Under 100 characters with its footer and link, so the card shows it whole.
    const shown = within(card).getByText(/Shall we talk\?/);
    expect(shown.textContent).toBe(
      'Hi Grace,\nShall we talk?\n\nBest regards,\nAda\n\nhttps://ada.dev\n\nGitHub: https://github.com/ada',
    );
  });

  it('shows the new footer on every draft once the settings change is pushed', async () => {
    const draft = aDraft({ subject: 'Compilers', body: 'Hi Grace' });
    const drafts = draftsServer([draft]);
    renderModal();
    const modal = await dialog();
    expect(within(modal).getByText(/Best regards,/)).toBeInTheDocument();

    drafts.state.newDrafts = [
      { ...draft, preview: { html: '', text: 'Hi Grace\n\nCheers,\nAda', attachments: [] } },
    ];
    pushProjection({ projection: 'user-settings', checkpoint: '9', keys: null });

    expect(await within(modal).findByText(/Cheers,/)).toBeInTheDocument();
    expect(within(modal).queryByText(/Best regards,/)).not.toBeInTheDocument();
  });

  it("says 'Failed to load drafts' and loads again on Retry", async () => {
    draftsServer([aDraft({ subject: 'Back' })]);
    server.use(
      http.get(
        '/emails/drafts/all',
        () => HttpResponse.json({ detail: 'Database unavailable' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderModal();

    const modal = await screen.findByRole('dialog', { name: 'All Drafts' });
    expect(await within(modal).findByText('Failed to load drafts')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Retry' }));
    expect(await within(modal).findByText('Back')).toBeInTheDocument();
  });
});
