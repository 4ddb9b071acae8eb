import { http, HttpResponse } from 'msw';
import { answerQueries, server } from '../../../testing/msw-server';
import { renderWithProviders, signedInAs } from '../../../testing/render-with-providers';
import type { Contact, ContactsPage, Conversation, ConversationMessage } from '../contacts.api';

let sequence = 0;

/** A UUID-shaped id, as contact, message and draft ids are. */
export function anId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function aContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: anId(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    company: 'Analytical Engines',
    job_title: 'Engineer',
    location: null,
    where_met: null,
    phone: null,
    linkedin_url: null,
    company_url: null,
    position: null,
    seniority: null,
    department: null,
    twitter: null,
    tags: [],
    connection_strength: 0,
    similarity_score: null,
    matches: null,
    sources: [],
    verification_status: null,
    verification_date: null,
    email_type: 'unknown',
    confidence: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  const content = overrides.content ?? 'Hi Ada,<br>Nice to meet you.';
  const outgoing = (overrides.direction ?? 'out') === 'out';
  return {
    id: anId(),
    direction: 'out',
    status: 'sent',
    sent_at: '2025-02-03T09:30:00.000Z',
    from_name: 'Grace Hopper',
    from_email: 'grace@example.com',
    to_name: 'Ada Lovelace',
    to_email: 'ada@example.com',
    subject: 'Hello Ada',
    content,
    // As the server renders an outgoing message: the body, then the default footer.
    preview: outgoing
      ? {
          html: `<div>${content}</div><p>Best regards,<br>Grace Hopper</p>`,
          text: `${content.replace(/<br>/g, '\n')}\n\nBest regards,\nGrace Hopper`,
          attachments: [],
        }
      : null,
    failure_reason: null,
    message_type: 'Connection Request',
    opens: 0,
    human_opens: 0,
    clicks: 0,
    human_clicks: 0,
    ...overrides,
  };
}

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    contact: aContact(),
    conversation_history: [],
    email_drafts: [],
    attached_documents: [],
    ...overrides,
  };
}

export function aPage(contacts: Contact[], total = contacts.length, page = 1): ContactsPage {
  return { contacts, total, page, limit: 10 };
}

/** GET /contacts/list answers `respond` of each request's parameters; the requests are recorded. */
export function contactsListAnswers(respond: (params: URLSearchParams) => ContactsPage) {
  return answerQueries('/contacts/list', respond);
}

/** GET /contacts/{id}/conversation answers this conversation (its contact's id); the calls are counted. */
export function conversationAnswers(conversation: Conversation | (() => Conversation)) {
  const calls = { count: 0 };
  server.use(
    http.get('/contacts/:id/conversation', () => {
      calls.count += 1;
      return HttpResponse.json(typeof conversation === 'function' ? conversation() : conversation);
    }),
  );
  return calls;
}

/** The whole app at a contacts address, signed in as a plain user. */
export function renderContacts(route = '/contacts') {
  signedInAs();
  return renderWithProviders(null, { route });
}
