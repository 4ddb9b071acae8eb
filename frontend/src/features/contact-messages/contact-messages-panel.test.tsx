import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerQueries, server } from '../../testing/msw-server';
import { renderWithProviders, signIn } from '../../testing/render-with-providers';
import type { ContactMessage } from './contact-messages.api';
import { ContactMessagesPanel } from './components/contact-messages-panel';

function aMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: 'm-1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'pricing',
    message: 'Is there a discount\nfor students?',
    received_at: '2026-11-28T14:30:00Z',
    forwarded_at: '2026-11-28T14:30:05Z',
    forwarded_to: 'support@example.com',
    ...overrides,
  };
}

beforeEach(() => signIn());

describe('contact messages panel', () => {
  it('shows each message with its sender, subject, time and whether it reached support', async () => {
    answerQueries('/api/admin/contact-messages', () => ({
      messages: [aMessage(), aMessage({ id: 'm-2', name: 'Grace', forwarded_at: null, forwarded_to: null })],
      total: 2,
      page: 1,
      limit: 20,
    }));
    renderWithProviders(<ContactMessagesPanel />, { route: '/admin' });

    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: /Ada Lovelace/ })).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(items[0]).getByText('Pricing and plans')).toBeInTheDocument();
    expect(within(items[0]).getByText('Sent to support@example.com')).toBeInTheDocument();
    // Line breaks the visitor typed are kept.
    expect(within(items[0]).getByText(/^Is there a discount/).textContent).toBe(
      'Is there a discount\nfor students?',
    );
    expect(within(items[0]).getByText('Nov 28, 2026, 2:30 PM')).toBeInTheDocument();
    expect(within(items[1]).getByText('Waiting to be sent to support')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Message pages' })).toHaveTextContent(
      'Page 1 of 1 · 2 messages',
    );
  });

  it('asks for the next page', async () => {
    const requests = answerQueries('/api/admin/contact-messages', (params) => ({
      messages: [aMessage({ id: `m-${params.get('page')}`, name: `Sender ${params.get('page')}` })],
      total: 21,
      page: Number(params.get('page')),
      limit: 20,
    }));
    const { user } = renderWithProviders(<ContactMessagesPanel />, { route: '/admin' });
    await screen.findByRole('heading', { name: /Sender 1/ });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Sender 2/ })).toBeInTheDocument();
    expect(requests.map((params) => params.get('page'))).toEqual(['1', '2']);
  });

  it('says when there are none, and offers Retry when the list fails', async () => {
    server.use(
      http.get(
        '/api/admin/contact-messages',
        () => HttpResponse.json({ detail: 'Admin access required' }, { status: 403 }),
        { once: true },
      ),
      http.get('/api/admin/contact-messages', () =>
        HttpResponse.json({ messages: [], total: 0, page: 1, limit: 20 }),
      ),
    );
    const { user } = renderWithProviders(<ContactMessagesPanel />, { route: '/admin' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch messages');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });
});
