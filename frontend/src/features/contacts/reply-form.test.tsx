import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../testing/render-with-providers';
import { EARLIER_ATTEMPT_MAY_HAVE_BEEN_SENT, emptyCompose, ReplyForm } from './components/reply-form';
import { aContact, aConversation, aMessage, conversationAnswers } from './testing/contacts-factories';
import { answerOneContact, noResumeStored, openConversation } from './testing/open-conversation';

const contact = aContact();
const DRAFT_ID = 'd1d1d1d1-0000-4000-8000-000000000001';

beforeEach(() => answerOneContact(contact));

function draftResult(body: Record<string, unknown>) {
  return { id: DRAFT_ID, draft: { id: DRAFT_ID, draft_id: DRAFT_ID, ...body }, checkpoint: '5' };
}

describe('reply form: drafts', () => {
  it("refuses to save a draft whose subject and body are both blank: 'Cannot save empty draft.'", async () => {
    const { user } = await openConversation(contact);
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Cannot save empty draft.')).toBeInTheDocument();
  });

  it("refuses to save without a conversation: 'No conversation selected.'", async () => {
    signedInAs();
    function Harness() {
      const [compose, setCompose] = useState(() => ({ ...emptyCompose(), subject: 'Hi' }));
      const noop = () => undefined;
      return (
        <ReplyForm
          contactId={null}
          firstMessage
          compose={compose}
          onChange={setCompose}
          onAiDraft={noop}
          onIncludeAttachment={noop}
          onIncludeCalendar={noop}
          onLearnMore={noop}
          onResumeMissing={noop}
        />
      );
    }
    const { user } = renderWithProviders(<Harness />, { route: '/contacts' });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('No conversation selected.')).toBeInTheDocument();
  });

  it('creates the draft with its line breaks as <br>, then updates the same draft', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/emails/drafts/', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(draftResult(body), { status: 201 });
      }),
      http.put('/emails/drafts/:id', async ({ request, params }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push({ ...body, id: params.id });
        return HttpResponse.json(draftResult(body));
      }),
    );
    const { user } = await openConversation(contact);

    await user.type(screen.getByLabelText('Subject'), 'Coffee?');
    await user.type(screen.getByLabelText('Body'), 'Hi Ada,{Enter}Coffee?');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));

    expect(await screen.findByText('Draft saved successfully.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      contact_id: contact.id,
      subject: 'Coffee?',
      body: 'Hi Ada,<br>Coffee?',
      message_type: 'Connection Request',
      tone: 'Professional',
    });

    await user.type(screen.getByLabelText('Subject'), ' Soon');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({
      id: DRAFT_ID,
      contact_id: contact.id,
      subject: 'Coffee? Soon',
      body: 'Hi Ada,<br>Coffee?',
    });
  });

  it("says 'Failed to delete draft.' when the delete is refused", async () => {
    conversationAnswers(
      aConversation({
        contact,
        email_drafts: [
          {
            id: DRAFT_ID,
            subject: 'Hi',
            body: 'Body',
            created_at: '2025-01-01T00:00:00Z',
            message_type: 'Follow-Up',
          },
        ],
      }),
    );
    server.use(
      http.delete('/emails/drafts/:id', () =>
        HttpResponse.json({ detail: 'Draft not found' }, { status: 404 }),
      ),
    );
    const { user } = await openConversation(contact);
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Hi'));

    await user.click(screen.getByRole('button', { name: 'Delete Draft' }));

    expect(await screen.findByText('Failed to delete draft.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Hi');
  });
});

describe('reply form: send', () => {
  async function compose(user: Awaited<ReturnType<typeof openConversation>>['user']) {
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'Line one{Enter}Line two');
  }

  it('sends with an idempotency key and clears the form', async () => {
    const requests: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('/emails/send/', async ({ request }) => {
        requests.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json({ message_id: 'm1', status: 'sent', checkpoint: '7' }, { status: 201 });
      }),
    );
    const { user } = await openConversation(contact);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await compose(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(requests[0].body).toEqual({
      contact_id: contact.id,
      subject: 'Hello',
      body: 'Line one<br>Line two',
      message_type: 'Connection Request',
    });
    expect(requests[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Body')).toHaveValue('');
  });

  it('shows the daily cap detail when the send is refused', async () => {
    const cap = 'Daily send limit reached (30 emails a day). Sending resumes at midnight UTC.';
    server.use(
      http.post('/emails/send/', () =>
        HttpResponse.json({ code: 'SEND.DAILY_CAP_REACHED', detail: cap }, { status: 429 }),
      ),
    );
    const { user } = await openConversation(contact);
    await compose(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
    // Inline under the form, and under the toast's title.
    expect(screen.getAllByText(cap)).toHaveLength(2);
    expect(screen.getByLabelText('Subject')).toHaveValue('Hello');
  });

  it('shows the failure reason when the server answers that delivery failed', async () => {
    server.use(
      http.post('/emails/send/', () =>
        HttpResponse.json(
          { message_id: 'm2', status: 'failed', detail: 'SMTP refused the recipient', checkpoint: '8' },
          { status: 201 },
        ),
      ),
    );
    const { user } = await openConversation(contact);
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
    expect(screen.getAllByText('SMTP refused the recipient').length).toBeGreaterThan(0);
  });

  it('after a lost answer and an edit, says the earlier attempt may have gone out, and the next Send uses a new key', async () => {
    const keys: (string | null)[] = [];
    let answer = 0;
    server.use(
      http.post('/emails/send/', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        answer += 1;
        if (answer === 1) return HttpResponse.error();
        if (answer === 2)
          return HttpResponse.json(
            {
              code: 'REQUEST.IDEMPOTENCY_KEY_REUSED',
              detail: 'This Idempotency-Key was used for another request: send a new key for a new request.',
              field: 'Idempotency-Key',
            },
            { status: 422 },
          );
        return HttpResponse.json({ message_id: 'm3', status: 'sent', checkpoint: '9' }, { status: 201 });
      }),
    );
    const { user } = await openConversation(contact);
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Body'), '!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(EARLIER_ATTEMPT_MAY_HAVE_BEEN_SENT)).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Idempotency-Key/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    // The lost attempt's key retried once; after the refusal a new key.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('opens the resume-missing prompt instead of a toast when no resume is stored', async () => {
    server.use(http.post('/emails/send/', () => noResumeStored()));
    const { user } = await openConversation(contact);
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const dialog = await screen.findByRole('dialog', { name: 'Resume Required' });
    expect(within(dialog).getByRole('link', { name: 'Upload your resume in Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByText('Failed to send message.')).not.toBeInTheDocument();
  });

  it("opens the 'Learn more about drafting with AI' dialog", async () => {
    const { user } = await openConversation(contact);
    await user.click(screen.getByRole('button', { name: 'Learn more about drafting with AI' }));
    expect(await screen.findByRole('dialog', { name: 'Drafting with AI' })).toBeInTheDocument();
  });
});

describe('reply form: a first message or a reply', () => {
  const sentOnce = () =>
    server.use(
      http.post('/emails/send/', () =>
        HttpResponse.json({ message_id: 'm9', status: 'sent', checkpoint: '9' }, { status: 201 }),
      ),
    );
  async function composeAndSend(user: Awaited<ReturnType<typeof openConversation>>['user']) {
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Body'), 'Hi Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
  }

  it("titles the first message to a contact 'New message' and confirms it as a message, not a response", async () => {
    sentOnce();
    const { user } = await openConversation(contact);
    expect(screen.getByRole('heading', { name: 'New message' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Reply/ })).not.toBeInTheDocument();

    await composeAndSend(user);

    expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
    expect(screen.queryByText(/Response/)).not.toBeInTheDocument();
  });

  it('still calls it a new message when the only earlier send failed: nothing reached the contact', async () => {
    conversationAnswers(aConversation({ contact, conversation_history: [aMessage({ status: 'failed' })] }));
    await openConversation(contact);
    expect(screen.getByRole('heading', { name: 'New message' })).toBeInTheDocument();
  });

  it("titles the form 'Reply' once the conversation has a message, and confirms a response", async () => {
    sentOnce();
    conversationAnswers(
      aConversation({
        contact,
        conversation_history: [aMessage({ direction: 'in', status: 'received', subject: 'Hi Grace' })],
      }),
    );
    const { user } = await openConversation(contact);
    expect(screen.getByRole('heading', { name: 'Reply' })).toBeInTheDocument();

    await composeAndSend(user);

    expect(await screen.findByText('Response sent successfully.')).toBeInTheDocument();
  });
});

describe('reply form: preview', () => {
  it('shows the message as Send would deliver it, footer and links included, until the body changes', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post('/emails/preview', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({
          html:
            '<div>Hi Ada,<br>Coffee?</div><p>Best regards,<br>Grace Hopper</p>' +
            '<p><a href="https://github.com/grace">GitHub</a></p>',
          text: 'Hi Ada,\nCoffee?\n\nBest regards,\nGrace Hopper\n\nGitHub: https://github.com/grace',
          attachments: ['resume.pdf'],
        });
      }),
    );
    const { user } = await openConversation(contact);
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.type(screen.getByLabelText('Body'), 'Hi Ada,{Enter}Coffee?');

    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const shown = await screen.findByRole('region', { name: 'As it will be sent' });
    expect(requests).toEqual([{ contact_id: contact.id, body: 'Hi Ada,<br>Coffee?' }]);
    expect(within(shown).getByText(/Best regards,/)).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/grace',
    );
    expect(within(shown).getByText(/resume\.pdf/)).toHaveTextContent('Attachments: resume.pdf');

    await user.type(screen.getByLabelText('Body'), '!');
    expect(screen.queryByRole('region', { name: 'As it will be sent' })).not.toBeInTheDocument();
  });
});
