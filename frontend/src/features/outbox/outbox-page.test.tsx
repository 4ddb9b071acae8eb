import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import { pushProjection } from '../../testing/socket-mock';
import { OutboxPage } from './components/outbox-page';
import type { OutboxMessage, OutboxMessageSummary } from './outbox.api';

function aSummary(n: number, overrides: Partial<OutboxMessageSummary> = {}): OutboxMessageSummary {
  return {
    id: `0b0c0d0e-0000-4000-8000-${String(n).padStart(12, '0')}`,
    message_id: `9a9a9a9a-0000-4000-8000-${String(n).padStart(12, '0')}`,
    contact_id: `c-${n}`,
    to: `Person ${n} <person${n}@example.com>`,
    subject: `Subject ${n}`,
    created_at: '2026-01-10T10:00:00Z',
    has_reply: false,
    ...overrides,
  };
}

function aMessage(summary: OutboxMessageSummary, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    ...summary,
    from: 'Ada Lovelace <ada@example.com>',
    html: '<p>Hello <b>there</b></p><script>parent.document.title = "owned"</script>',
    text: 'Hello there',
    raw_size: 2048,
    attachments: [{ filename: 'resume.pdf', content_type: 'application/pdf', size_bytes: 1536 }],
    ...overrides,
  };
}

function listAnswers(respond: (page: number) => { messages: OutboxMessageSummary[]; total: number }) {
  const pages: string[] = [];
  server.use(
    http.get('/outbox/messages', ({ request }) => {
      const params = new URL(request.url).searchParams;
      pages.push(`${params.get('page')}/${params.get('limit')}`);
      return HttpResponse.json({
        ...respond(Number(params.get('page'))),
        page: Number(params.get('page')),
        limit: 20,
      });
    }),
  );
  return pages;
}

beforeEach(() => signIn());

describe('Outbox page', () => {
  it('says plainly that nothing is delivered, and lists the captured e-mails page by page', async () => {
    const pages = listAnswers((page) => ({
      messages: page === 1 ? [aSummary(1, { has_reply: true }), aSummary(2)] : [aSummary(21)],
      total: 21,
    }));
    const { user } = renderWithProviders(<OutboxPage />, { route: '/outbox' });

    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Not delivered: this development outbox captures e-mails instead of sending them.',
    );
    const list = await screen.findByRole('list', { name: 'Captured e-mails' });
    const first = within(list).getByRole('button', { name: /Subject 1/ });
    expect(first).toHaveTextContent('To Person 1 <person1@example.com>');
    expect(first).toHaveTextContent('Replied');
    expect(within(list).getByRole('button', { name: /Subject 2/ })).not.toHaveTextContent('Replied');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Subject 21/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pages).toEqual(['1/20', '2/20']);
  });

  it('shows an e-mail: headers, its HTML in a sandboxed frame, and its attachments', async () => {
    const summary = aSummary(1);
    listAnswers(() => ({ messages: [summary], total: 1 }));
    server.use(http.get(`/outbox/messages/${summary.id}`, () => HttpResponse.json(aMessage(summary))));
    const { user } = renderWithProviders(<OutboxPage />, { route: '/outbox' });

    await user.click(await screen.findByRole('button', { name: /Subject 1/ }));

    const view = await screen.findByRole('region', { name: 'Subject 1' });
    expect(await within(view).findByText('Ada Lovelace <ada@example.com>')).toBeInTheDocument();
    expect(within(view).getByText('Person 1 <person1@example.com>')).toBeInTheDocument();
    expect(within(view).getByText('2.0 KB')).toBeInTheDocument();
    const frame = within(view).getByTitle('E-mail content');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello <b>there</b></p>');
    expect(within(view).getByRole('list', { name: 'Attachments' })).toHaveTextContent('resume.pdf (1.5 KB)');
  });

  it('shows the captured e-mail whole: the body, the footer, the custom links and the attachments', async () => {
    const summary = aSummary(1);
    listAnswers(() => ({ messages: [summary], total: 1 }));
    const html =
      '<!DOCTYPE html><html><body><div>Hi Grace,<br>Shall we talk?</div>' +
      '<p>Best regards,<br>Ada Lovelace<br>https://ada.dev</p><p><a href="https://github.com/ada">GitHub</a></p></body></html>';
    server.use(
      http.get(`/outbox/messages/${summary.id}`, () => HttpResponse.json(aMessage(summary, { html }))),
    );
    const { user } = renderWithProviders(<OutboxPage />, { route: '/outbox' });

    await user.click(await screen.findByRole('button', { name: /Subject 1/ }));

    const view = await screen.findByRole('region', { name: 'Subject 1' });
    expect(within(view).getByTitle('E-mail content').getAttribute('srcdoc')).toBe(html);
    expect(within(view).getByRole('list', { name: 'Attachments' })).toHaveTextContent('resume.pdf');
  });

  it('simulates a reply with the typed text, says so, and refetches the list', async () => {
    const summary = aSummary(1);
    let replied = false;
    listAnswers(() => ({ messages: [{ ...summary, has_reply: replied }], total: 1 }));
    server.use(http.get(`/outbox/messages/${summary.id}`, () => HttpResponse.json(aMessage(summary))));
    const bodies: unknown[] = [];
    server.use(
      http.post(`/outbox/messages/${summary.id}/simulate-reply`, async ({ request }) => {
        bodies.push(await request.json());
        replied = true;
        return HttpResponse.json({ reply_id: 'r-1', checkpoint: '' }, { status: 201 });
      }),
    );
    const { user } = renderWithProviders(<OutboxPage />, {
      route: `/outbox?message=${summary.id}`,
    });

    const view = await screen.findByRole('region', { name: 'Subject 1' });
    await user.type(await within(view).findByLabelText('Reply text (optional)'), 'Happy to chat!');
    await user.click(within(view).getByRole('button', { name: 'Simulate reply' }));

    expect(await screen.findByText('Reply simulated')).toBeInTheDocument();
    expect(bodies).toEqual([{ content: 'Happy to chat!' }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Subject 1/ })).toHaveTextContent('Replied'),
    );
    expect(within(view).getByLabelText('Reply text (optional)')).toHaveValue('');
  });

  it("says 'Failed to simulate reply' with the server's detail", async () => {
    const summary = aSummary(1);
    listAnswers(() => ({ messages: [summary], total: 1 }));
    server.use(
      http.get(`/outbox/messages/${summary.id}`, () => HttpResponse.json(aMessage(summary))),
      http.post(`/outbox/messages/${summary.id}/simulate-reply`, () =>
        HttpResponse.json({ detail: 'Message not found' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<OutboxPage />, { route: `/outbox?message=${summary.id}` });

    await user.click(await screen.findByRole('button', { name: 'Simulate reply' }));

    expect(await screen.findByText('Failed to simulate reply')).toBeInTheDocument();
    expect(screen.getByText('Message not found')).toBeInTheDocument();
  });

  it('refetches the list when the conversations read model pushes', async () => {
    let replied = false;
    listAnswers(() => ({ messages: [aSummary(1, { has_reply: replied })], total: 1 }));
    renderWithProviders(<OutboxPage />, { route: '/outbox' });
    const row = await screen.findByRole('button', { name: /Subject 1/ });
    expect(row).not.toHaveTextContent('Replied');

    replied = true;
    pushProjection({ projection: 'conversations', checkpoint: '5', keys: null });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Subject 1/ })).toHaveTextContent('Replied'),
    );
  });

  it("says 'Failed to fetch messages' when the list cannot load", async () => {
    server.use(
      http.get('/outbox/messages', () => HttpResponse.json({ detail: 'Not found' }, { status: 404 })),
    );
    renderWithProviders(<OutboxPage />, { route: '/outbox' });

    expect(await screen.findByText('Failed to fetch messages')).toBeInTheDocument();
  });
});
