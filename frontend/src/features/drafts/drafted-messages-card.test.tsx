import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { DraftedMessagesCard } from './components/drafted-messages-card';
import { aDraft, draftsServer } from './testing/draft-factories';

beforeEach(() => signIn());

function renderCard() {
  const onViewAll = vi.fn();
  const rendered = renderWithProviders(<DraftedMessagesCard onViewAll={onViewAll} />, {
    route: '/messages/outgoing',
  });
  return { ...rendered, onViewAll, card: screen.getByRole('region', { name: 'Drafted Messages' }) };
}

describe('Drafted Messages card', () => {
  it('given three drafts, then the latest 2 show with previews of 100 characters, asking for no more', async () => {
    const long = 'x'.repeat(150);
    const { state } = draftsServer([
      aDraft({ subject: 'First', body: long }),
      aDraft({ subject: 'Second' }),
      aDraft({ subject: 'Third' }),
    ]);
    const limits: string[] = [];
    server.use(
      http.get('/emails/drafts', ({ request }) => {
        const limit = new URL(request.url).searchParams.get('limit') ?? '';
        limits.push(limit);
        return HttpResponse.json({ drafts: state.newDrafts.slice(0, Number(limit)) });
      }),
    );
    const { card } = renderCard();

    const list = await within(card).findByRole('list', { name: 'Latest drafts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('First');
    expect(items[0]).toHaveTextContent(`${'x'.repeat(100)}…`);
    expect(items[0]).not.toHaveTextContent('x'.repeat(101));
    expect(items[1]).toHaveTextContent('Second');
    expect(limits).toEqual(['2']);
  });

  it('given no drafts, then it says where drafts come from', async () => {
    draftsServer([]);
    const { card } = renderCard();
    expect(await within(card).findByText(/No drafts yet/)).toBeInTheDocument();
  });

  it('given a failed load, then "Failed to fetch drafted messages." with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('/emails/drafts', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'down' }, { status: 500 })
          : HttpResponse.json({ drafts: [aDraft({ subject: 'Back' })] });
      }),
    );
    const { card, user } = renderCard();
    expect(await within(card).findByText('Failed to fetch drafted messages.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Back')).toBeInTheDocument();
  });

  it('given drafts, when View all is pressed, then the All Drafts modal opens and the page is told', async () => {
    draftsServer([aDraft({ subject: 'Hello' })]);
    const { card, user, onViewAll } = renderCard();
    await within(card).findByText('Hello');
    await user.click(within(card).getByRole('button', { name: 'View all' }));

    const modal = await screen.findByRole('dialog', { name: 'All Drafts' });
    expect(await within(modal).findByRole('region', { name: 'New drafts' })).toHaveTextContent('Hello');
    expect(onViewAll).toHaveBeenCalledTimes(1);
  });

  it('given a draft, when Edit is saved, then the edit modal closes and the card shows the new subject', async () => {
    const draft = aDraft({ subject: 'Old subject', body: 'Hi there' });
    const { state } = draftsServer([draft]);
    server.use(
      http.put('/emails/drafts/:id', async ({ request }) => {
        const body = (await request.json()) as { subject: string; body: string };
        state.newDrafts = [{ ...draft, ...body }];
        // The drafts read model has the write and pushes its checkpoint, which refreshes the lists.
        setTimeout(
          () => pushProjection({ projection: 'drafts-list', checkpoint: '00000005', keys: null }),
          0,
        );
        return HttpResponse.json({ id: draft.id, draft: { ...draft, ...body }, checkpoint: '00000005' });
      }),
    );
    const { card, user } = renderCard();
    await user.click(await within(card).findByRole('button', { name: 'Edit draft Old subject' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit Draft' });
    expect(within(editor).getByLabelText('Body')).toHaveValue('Hi there');
    await user.clear(within(editor).getByLabelText('Subject'));
    await user.type(within(editor).getByLabelText('Subject'), 'New subject');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Draft' })).not.toBeInTheDocument());
    expect(await within(card).findByText('New subject')).toBeInTheDocument();
  });

  it('given a generation elsewhere, when the drafts read model pushes, then the new draft appears without reload', async () => {
    const { state } = draftsServer([aDraft({ subject: 'Earlier one' })]);
    const { card } = renderCard();
    await within(card).findByText('Earlier one');

    state.newDrafts = [aDraft({ subject: 'Just generated' }), ...state.newDrafts];
    pushProjection({ projection: 'drafts-list', checkpoint: '00000099', keys: null });

    expect(await within(card).findByText('Just generated')).toBeInTheDocument();
  });
});
