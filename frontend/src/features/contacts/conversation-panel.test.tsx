import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { pushProjection } from '../../testing/socket-mock';
import {
  aContact,
  aConversation,
  aMessage,
  aPage,
  contactsListAnswers,
  conversationAnswers,
  renderContacts,
} from './testing/contacts-factories';

beforeEach(() => {
  contactsListAnswers(() => aPage([]));
});

describe('conversation panel', () => {
  it('asks for a contact when none is selected', async () => {
    renderContacts('/contacts');
    expect(await screen.findByText('Select a contact to view conversation details.')).toBeInTheDocument();
  });

  it("shows the contact's name, role, picture and similarity, and the message history", async () => {
    const contact = aContact({
      similarity_score: 0.85,
      linkedin_data: { profilePicture: 'https://img.example.com/ada.png' },
    });
    conversationAnswers(
      aConversation({
        contact,
        conversation_history: [
          aMessage({
            subject: 'Hello Ada',
            content: 'Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script>',
            human_opens: 2,
            opens: 5,
            human_clicks: 1,
            clicks: 3,
          }),
          aMessage({
            subject: 'Second try',
            status: 'failed',
            failure_reason: 'Mailbox unavailable',
          }),
          aMessage({
            direction: 'in',
            status: 'received',
            subject: 'Re: Hello Ada',
            from_name: 'Ada Lovelace',
            content: 'Thanks!\nLet us talk.',
          }),
        ],
      }),
    );
    renderContacts(`/contacts/${contact.id}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Engineer at Analytical Engines')).toBeInTheDocument();
    expect(screen.getByText('85%')).toHaveClass('bg-green-100');
    const history = screen.getByRole('list', { name: 'Message history' });
    const [sent, failed, received] = within(history).getAllByRole('listitem');
    expect(within(sent).getByText('Hello Ada')).toBeInTheDocument();
    // Bodies go through the draft sanitiser even though the server sanitised them.
    expect(sent.querySelector('script')).toBeNull();
    expect(within(sent).getByText('Hi there')).toBeInTheDocument();
    expect(sent.querySelector('a')).toBeNull();
    expect(within(sent).getByText('Sent', { selector: 'span.rounded-full' })).toBeInTheDocument();
    // Human opens and clicks, not what scanners and proxies counted.
    expect(within(sent).getByText('Opened 2 times · Clicked 1 time')).toBeInTheDocument();
    expect(within(failed).getByText('Not delivered: Mailbox unavailable')).toBeInTheDocument();
    expect(within(received).getByText('Received', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(within(received).getByText(/Let us talk/)).toBeInTheDocument();
    expect(received.querySelector('br')).not.toBeNull();
  });

  it('shows a sent message as its contact got it: the footer, the custom links and the attached files', async () => {
    const contact = aContact();
    conversationAnswers(
      aConversation({
        contact,
        conversation_history: [
          aMessage({
            subject: 'Compilers',
            content: 'Hi Ada,<br>Shall we talk?',
            preview: {
              html:
                '<div>Hi Ada,<br>Shall we talk?</div><p>Best regards,<br>Grace Hopper<br>https://grace.dev</p>' +
                '<p><a href="https://github.com/grace">GitHub</a></p>',
              text: 'Hi Ada,\nShall we talk?\n\nBest regards,\nGrace Hopper\nhttps://grace.dev\n\nGitHub: https://github.com/grace',
              attachments: ['resume.pdf'],
            },
          }),
        ],
      }),
    );
    renderContacts(`/contacts/${contact.id}`);

    const sent = await screen.findByRole('listitem', { name: 'Sent message: Compilers' });
    expect(within(sent).getByText(/Shall we talk\?/)).toBeInTheDocument();
    expect(within(sent).getByText(/Best regards,/)).toBeInTheDocument();
    expect(within(sent).getByText(/https:\/\/grace\.dev/)).toBeInTheDocument();
    expect(within(sent).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/grace',
    );
    expect(within(sent).getByText('resume.pdf', { exact: false })).toHaveTextContent(
      'Attachments: resume.pdf',
    );
  });

  it.each([
    [0.65, 'bg-blue-100', '65%'],
    [0.45, 'bg-yellow-100', '45%'],
    [0.2, 'bg-gray-100', '20%'],
    [null, 'bg-gray-100', '—'],
  ])('colours a similarity of %s as %s', async (score, colour, text) => {
    const contact = aContact({ similarity_score: score });
    conversationAnswers(aConversation({ contact }));
    renderContacts(`/contacts/${contact.id}`);
    expect(await screen.findByText(text)).toHaveClass(colour);
  });

  it('says when the conversation has no messages', async () => {
    const contact = aContact();
    conversationAnswers(aConversation({ contact }));
    renderContacts(`/contacts/${contact.id}`);
    expect(await screen.findByText('No messages found for this conversation.')).toBeInTheDocument();
  });

  it("says the address names no contact of the user's", async () => {
    server.use(
      http.get('/contacts/:id/conversation', () =>
        HttpResponse.json({ code: 'CONTACT.NOT_FOUND', detail: 'Contact not found' }, { status: 404 }),
      ),
    );
    renderContacts('/contacts/00000000-0000-4000-8000-999999999999');
    expect(await screen.findByText('Failed to load contact from URL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all contacts' })).toHaveAttribute('href', '/contacts');
  });

  it('shows a contact that was not in the list yet once the contacts-list projection pushes', async () => {
    const contact = aContact();
    let listed = false;
    server.use(
      http.get('/contacts/:id/conversation', () =>
        listed
          ? HttpResponse.json(aConversation({ contact }))
          : HttpResponse.json({ code: 'CONTACT.NOT_FOUND', detail: 'Contact not found' }, { status: 404 }),
      ),
    );
    renderContacts(`/contacts/${contact.id}`);
    expect(await screen.findByText('Failed to load contact from URL')).toBeInTheDocument();

    listed = true;
    pushProjection({ projection: 'contacts-list', checkpoint: '7', keys: null });

    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load contact from URL')).not.toBeInTheDocument();
  });

  it('offers Retry when the conversation fails to load', async () => {
    const contact = aContact();
    conversationAnswers(aConversation({ contact }));
    // Added last, so it answers first.
    server.use(
      http.get('/contacts/:id/conversation', () => HttpResponse.json({ detail: 'Boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderContacts(`/contacts/${contact.id}`);

    expect(await screen.findByText('Failed to load conversation.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it.each(['conversations', 'message-tracking', 'drafts-list', 'contacts-list'] as const)(
    'shows what arrived when the %s projection pushes',
    async (projection) => {
      const contact = aContact();
      let history = [aMessage({ subject: 'Hello Ada' })];
      conversationAnswers(() => aConversation({ contact, conversation_history: history }));
      renderContacts(`/contacts/${contact.id}`);
      await screen.findByText('Hello Ada');

      history = [...history, aMessage({ direction: 'in', status: 'received', subject: 'Re: Hello Ada' })];
      pushProjection({ projection, checkpoint: '42', keys: null });

      expect(await screen.findByText('Re: Hello Ada')).toBeInTheDocument();
    },
  );

  it('lists the drafts of the conversation and opens the newest in the reply form with its line breaks', async () => {
    const contact = aContact();
    conversationAnswers(
      aConversation({
        contact,
        email_drafts: [
          {
            id: 'a4b5c6d7-0000-4000-8000-000000000001',
            subject: 'Older idea',
            body: 'Old',
            created_at: '2025-01-01T00:00:00.000Z',
            message_type: 'Follow-Up',
          },
          {
            id: 'a4b5c6d7-0000-4000-8000-000000000002',
            subject: 'Coffee?',
            body: 'Hi Ada,<br>Coffee next week?<br/>Grace',
            created_at: '2025-02-01T00:00:00.000Z',
            message_type: 'Connection Request',
          },
        ],
      }),
    );
    const { user } = renderContacts(`/contacts/${contact.id}`);

    expect(await screen.findByLabelText('Subject')).toHaveValue('Coffee?');
    expect(screen.getByLabelText('Body')).toHaveValue('Hi Ada,\nCoffee next week?\nGrace');
    await user.click(screen.getByRole('button', { name: 'Edit draft Older idea' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Older idea'));
  });
});
