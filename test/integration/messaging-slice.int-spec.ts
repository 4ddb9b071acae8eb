import { simpleParser } from 'mailparser';
import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Test } from 'supertest';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import { messageIdForKey } from '@outreach/backend/messaging/message-id';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { appWithUsers } from './testing/app-with-users';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';
import { smtpDouble } from './testing/smtp-double';

const contactBody = (first: string) => ({
  first_name: first,
  last_name: 'Tester',
  email: `${first.toLowerCase()}@contacts.example`,
  company: 'Acme',
});
const detailOf = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
  body.detail.map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

/** Sending through HTTP on the embedded outbox: quota → queue → deliver → sent, conversation, replies. */
describe('messaging slice on the embedded outbox', () => {
  const { app, ids, api, as, streamEventTypes } = appWithUsers(['ada', 'bob']);
  const seen = (projection: ProjectionName, checkpoint: string) => app().projected(projection, checkpoint);
  const addContact = async (name: string, first: string) => {
    const response = await as(name, api().post('/contacts/')).send(contactBody(first));
    expect(response.status).toBe(201);
    await seen('contacts-list', response.body.checkpoint);
    return response.body.contact.id as string;
  };
  const send = (name: string, body: Record<string, unknown>, key?: string) => {
    const request = as(name, api().post('/emails/send/'));
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const outbox = async (name: string) => (await as(name, api().get('/outbox/messages'))).body;

  it('reports the embedded outbox in the public configuration', async () => {
    const response = await api().get('/api/config/public');
    expect(response.body.mail_delivery).toBe('outbox');
  });

  it('sends an e-mail into the outbox, once per Idempotency-Key, and shows it in the conversation', async () => {
    const contactId = await addContact('ada', 'Grace');
    const body = { contact_id: contactId, subject: 'Hello Grace', body: 'Hi Grace,\nShall we talk?' };
    const first = await send('ada', body, 'send-1');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      message_id: expect.any(String),
      status: 'sent',
      checkpoint: expect.any(String),
    });
    const again = await send('ada', body, 'send-1');
    expect(again.status).toBe(201);
    expect(again.body.message_id).toBe(first.body.message_id);

    const listed = await outbox('ada');
    expect(listed).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(listed.messages).toEqual([
      expect.objectContaining({
        message_id: first.body.message_id,
        contact_id: contactId,
        to: 'Grace Tester <grace@contacts.example>',
        subject: 'Hello Grace',
        has_reply: false,
      }),
    ]);
    const detail = await as('ada', api().get(`/outbox/messages/${listed.messages[0].id}`));
    expect(detail.status).toBe(200);
    expect(detail.body.html).toContain('Hi Grace,<br>Shall we talk?');
    expect(detail.body.text).toContain('Hi Grace,\nShall we talk?');
    expect(detail.body.message_id_header).toBe(`<${first.body.message_id}@app.test>`);
    expect(detail.body.raw_size).toBeGreaterThan(detail.body.html.length);
    expect(await streamEventTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageSent']);
    expect(await streamEventTypes(`send-quota-${ids.ada}-${new Date().toISOString().slice(0, 10)}`)).toEqual([
      'SendQuotaUsed',
    ]);

    await seen('conversations', again.body.checkpoint);
    const conversation = await as('ada', api().get(`/contacts/${contactId}/conversation`));
    expect(conversation.status).toBe(200);
    expect(conversation.body).toEqual({
      contact: expect.objectContaining({
        id: contactId,
        first_name: 'Grace',
        email: 'grace@contacts.example',
        similarity_score: null,
      }),
      conversation_history: [
        {
          id: first.body.message_id,
          direction: 'out',
          status: 'sent',
          sent_at: expect.any(String),
          from_name: 'ada Tester',
          from_email: 'ada@example.com',
          to_name: 'Grace Tester',
          to_email: 'grace@contacts.example',
          subject: 'Hello Grace',
          content: 'Hi Grace,<br>Shall we talk?',
          preview: {
            html: '<div>Hi Grace,<br>Shall we talk?</div><p>Best regards,<br>ada Tester</p>',
            text: 'Hi Grace,\nShall we talk?\n\nBest regards,\nada Tester',
            attachments: [],
          },
          failure_reason: null,
          message_type: 'Connection Request',
          opens: 0,
          human_opens: 0,
          clicks: 0,
          human_clicks: 0,
        },
      ],
      email_drafts: [],
      attached_documents: [],
    });
  });

  /**
   * What a process that died after queueing leaves behind: today's send slot taken and the message queued, no
   * outcome. Answers the day of the slot.
   */
  async function leaveQueued(
    contactId: string,
    messageId: string,
    message: { subject: string; body: string; toEmail: string; toName: string } & Record<string, unknown>,
  ): Promise<string> {
    const day = new Date().toISOString().slice(0, 10);
    await app().store.append(
      `send-quota-${ids.ada}-${day}`,
      [{ type: 'SendQuotaUsed', data: { userId: ids.ada, day, messageId } }],
      { expected: 'any' },
    );
    await app().store.append(
      `conversation-${contactId}`,
      [
        {
          type: 'MessageQueued',
          data: {
            contactId,
            userId: ids.ada,
            messageId,
            draftId: null,
            messageType: 'Connection Request',
            fromEmail: 'ada@example.com',
            fromName: 'ada Tester',
            attachments: [],
            tracked: false,
            ...message,
          },
        },
      ],
      { expected: 'no_stream' },
    );
    return day;
  }

  it('re-delivers a message left queued (e.g. by a crash) with the same Message-ID, once', async () => {
    const contactId = await addContact('ada', 'Edsger');
    const messageId = messageIdForKey(ids.ada, 'crashed-send');
    const day = await leaveQueued(contactId, messageId, {
      subject: 'Before the crash',
      body: 'Queued, never delivered',
      toEmail: 'edsger@contacts.example',
      toName: 'Edsger Tester',
    });

    const retried = await send(
      'ada',
      { contact_id: contactId, subject: 'A different subject', body: 'A different body' },
      'crashed-send',
    );
    expect(retried.body).toMatchObject({ message_id: messageId, status: 'sent' });
    const again = await send(
      'ada',
      { contact_id: contactId, subject: 'A different subject', body: 'A different body' },
      'crashed-send',
    );
    expect(again.body).toMatchObject({ message_id: messageId, status: 'sent' });
    // The key is bound to the retry's request: another one under it is refused, and delivers nothing.
    const reused = await send('ada', { contact_id: contactId, subject: 'x', body: 'y' }, 'crashed-send');
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ code: 'REQUEST.IDEMPOTENCY_KEY_REUSED', field: 'Idempotency-Key' });

    const captured = (await outbox('ada')).messages.filter(
      (message: { contact_id: string }) => message.contact_id === contactId,
    );
    expect(captured).toHaveLength(1);
    const detail = await as('ada', api().get(`/outbox/messages/${captured[0].id}`));
    expect(detail.body).toMatchObject({
      subject: 'Before the crash',
      message_id_header: `<${messageId}@app.test>`,
    });
    expect(await streamEventTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageSent']);
    const slots = (await app().store.readStream(`send-quota-${ids.ada}-${day}`)).filter(
      (event) => (event.data as { messageId: string }).messageId === messageId,
    );
    expect(slots.map((event) => event.type)).toEqual(['SendQuotaUsed']);
    // Queued before footers were recorded: it takes the footer of the user's settings at delivery.
    expect(detail.body.text).toBe('Queued, never delivered\n\nBest regards,\nada Tester');
  });

  it('re-delivers a queued message with the footer and links it was queued with, whatever the settings say now', async () => {
    const contactId = await addContact('ada', 'Frances');
    const messageId = messageIdForKey(ids.ada, 'queued-with-footer');
    await leaveQueued(contactId, messageId, {
      subject: 'Queued with its footer',
      body: 'Hi Frances',
      toEmail: 'frances@contacts.example',
      toName: 'Frances Tester',
      footer: ['Cheers,', 'Ada of old'],
      links: [{ name: 'Blog', url: 'https://ada.example/blog' }],
    });

    const retried = await send(
      'ada',
      { contact_id: contactId, subject: 'x', body: 'y' },
      'queued-with-footer',
    );
    expect(retried.body).toMatchObject({ message_id: messageId, status: 'sent' });
    const captured = (await outbox('ada')).messages.find(
      (message: { message_id: string }) => message.message_id === messageId,
    );
    const detail = await as('ada', api().get(`/outbox/messages/${captured.id}`));
    expect(detail.body.text).toBe('Hi Frances\n\nCheers,\nAda of old\n\nBlog: https://ada.example/blog');

    await seen('conversations', retried.body.checkpoint);
    const conversation = await as('ada', api().get(`/contacts/${contactId}/conversation`));
    expect(conversation.body.conversation_history[0].preview.text).toBe(detail.body.text);
  });

  it('refuses a second connection request to the same contact with 409, but sends a follow-up', async () => {
    const contactId = contactIdFor(ids.ada, 'grace@contacts.example');
    const second = await send('ada', { contact_id: contactId, subject: 'Again', body: 'Hello again' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'SEND.CONNECTION_REQUEST_ALREADY_SENT',
      detail: 'A connection request was already sent to grace@contacts.example.',
    });
    const followUp = await send('ada', {
      contact_id: contactId,
      subject: 'Following up',
      body: 'Any news?',
      message_type: 'Follow-Up',
    });
    expect(followUp.body.status).toBe('sent');
  });

  it('sends a draft once however often it is sent, and marks it sent', async () => {
    const contactId = await addContact('ada', 'Linus');
    const saved = await as('ada', api().post('/emails/drafts/')).send({
      contact_id: contactId,
      subject: 'Kernel chat',
      body: 'Hi Linus',
    });
    expect(saved.status).toBe(201);
    const first = await as('ada', api().post(`/emails/drafts/${saved.body.id}/send`));
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('sent');
    const second = await as('ada', api().post(`/emails/drafts/${saved.body.id}/send`));
    expect(second.body.message_id).toBe(first.body.message_id);
    const messages = (await outbox('ada')).messages.filter(
      (message: { contact_id: string }) => message.contact_id === contactId,
    );
    expect(messages).toHaveLength(1);
    expect(await streamEventTypes(`draft-${saved.body.id}`)).toEqual(['DraftSaved', 'DraftSent']);
  });

  it('sends drafts in a batch with an outcome per draft, and refuses an empty batch', async () => {
    const contactId = await addContact('ada', 'Barbara');
    const saved = await as('ada', api().post('/emails/drafts/')).send({
      contact_id: contactId,
      subject: 'Batch',
      body: 'Hi Barbara',
    });
    const unknown = randomUUID();
    const batch = await as('ada', api().post('/emails/drafts/batch-send')).send({
      draft_ids: [saved.body.id, unknown],
    });
    expect(batch.status).toBe(201);
    expect(batch.body).toMatchObject({ sent: 1, failed: [{ draft_id: unknown, detail: 'Draft not found' }] });
    const empty = await as('ada', api().post('/emails/drafts/batch-send')).send({ draft_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe('No drafts selected for sending.');
  });

  it('records a simulated reply that the conversation and the outbox show', async () => {
    const contactId = contactIdFor(ids.ada, 'grace@contacts.example');
    const [message] = (await outbox('ada')).messages.filter(
      (item: { subject: string }) => item.subject === 'Hello Grace',
    );
    const replied = await as('ada', api().post(`/outbox/messages/${message.id}/simulate-reply`)).send({});
    expect(replied.status).toBe(201);
    await seen('conversations', replied.body.checkpoint);
    const conversation = await as('ada', api().get(`/contacts/${contactId}/conversation`));
    expect(conversation.body.conversation_history.at(-1)).toMatchObject({
      id: replied.body.reply_id,
      direction: 'in',
      status: 'received',
      from_email: 'grace@contacts.example',
      subject: 'Re: Hello Grace',
      content: 'Thanks for reaching out! Happy to chat next week.',
    });
    const listed = await outbox('ada');
    expect(listed.messages.find((item: { id: string }) => item.id === message.id).has_reply).toBe(true);
  });

  it('serves reply HTML sanitised and plain-text replies escaped, while the event keeps what came', async () => {
    const contactId = contactIdFor(ids.ada, 'grace@contacts.example');
    const [message] = (await outbox('ada')).messages.filter(
      (item: { subject: string }) => item.subject === 'Hello Grace',
    );
    const html =
      '<p onclick="alert(1)">Sure, <a href="javascript:alert(1)">here</a> and ' +
      '<a href="https://grace.example/cal">my calendar</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const reply = async (content: string) => {
      const replied = await as('ada', api().post(`/outbox/messages/${message.id}/simulate-reply`)).send({
        content,
      });
      expect(replied.status).toBe(201);
      await seen('conversations', replied.body.checkpoint);
      return replied.body.reply_id as string;
    };
    const htmlReply = await reply(html);
    const textReply = await reply('Fine <script>alert(1)</script> & see you\nGrace');
    const history = (await as('ada', api().get(`/contacts/${contactId}/conversation`))).body
      .conversation_history;
    const contentOf = (id: string) => history.find((item: { id: string }) => item.id === id).content;
    expect(contentOf(htmlReply)).toBe(
      '<p>Sure, here and <a href="https://grace.example/cal" rel="noopener noreferrer">my calendar</a></p>',
    );
    expect(contentOf(textReply)).toBe('Fine &lt;script&gt;alert(1)&lt;/script&gt; &amp; see you<br>Grace');
    const recorded = (await app().store.readStream(`conversation-${contactId}`)).filter(
      (event) => event.type === 'ReplyReceived',
    );
    expect(recorded.map((event) => (event.data as { content: string }).content)).toContain(html);
  });

  it('sends a draft through /emails/send/ once with its draft route, marks it sent, and checks the owner', async () => {
    const contactId = await addContact('ada', 'Niklaus');
    const saved = await as('ada', api().post('/emails/drafts/')).send({
      contact_id: contactId,
      subject: 'Pascal',
      body: 'Hi Niklaus',
    });
    const body = {
      contact_id: contactId,
      subject: 'Pascal, edited',
      body: 'Hi Niklaus!',
      draft_id: saved.body.id,
    };
    const foreign = await send('bob', body);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'DRAFT.NOT_FOUND', detail: 'Draft not found' });
    const unknown = await send('ada', { ...body, draft_id: randomUUID() });
    expect(unknown.status).toBe(404);

    const sent = await send('ada', body, 'draft-via-send');
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('sent');
    expect(await streamEventTypes(`draft-${saved.body.id}`)).toEqual(['DraftSaved', 'DraftSent']);
    const viaDraftRoute = await as('ada', api().post(`/emails/drafts/${saved.body.id}/send`));
    expect(viaDraftRoute.body.message_id).toBe(sent.body.message_id);
    const again = await send('ada', body, 'another-key');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'SEND.DRAFT_ALREADY_SENT',
      detail: 'This draft was already sent.',
    });
    const captured = (await outbox('ada')).messages.filter(
      (message: { contact_id: string }) => message.contact_id === contactId,
    );
    expect(captured).toHaveLength(1);
    expect(captured[0].subject).toBe('Pascal, edited');
    expect(await streamEventTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageSent']);
  });

  /**
   * A message queued for the contact (its quota slot taken) that never finished, as a crash leaves it, then the
   * contact removed by DELETE /contacts/{id}; a retry of the send then finishes it as failed and frees its slot.
   */
  const retryAfterRemoval = async (contactId: string, first: string, key: string) => {
    const messageId = messageIdForKey(ids.ada, key);
    const day = new Date().toISOString().slice(0, 10);
    await app().store.append(
      `send-quota-${ids.ada}-${day}`,
      [{ type: 'SendQuotaUsed', data: { userId: ids.ada, day, messageId } }],
      { expected: 'any' },
    );
    await app().store.append(
      `conversation-${contactId}`,
      [
        {
          type: 'MessageQueued',
          data: {
            contactId,
            userId: ids.ada,
            messageId,
            draftId: null,
            messageType: 'Connection Request',
            subject: 'Queued',
            body: 'Queued, then the contact went',
            toEmail: `${first.toLowerCase()}@contacts.example`,
            toName: `${first} Tester`,
            fromEmail: 'ada@example.com',
            fromName: 'ada Tester',
            attachments: [],
            tracked: false,
          },
        },
      ],
      { expected: 'no_stream' },
    );
    const removed = await as('ada', api().delete(`/contacts/${contactId}`));
    expect(removed.status).toBe(200);
    await seen('contacts-list', removed.body.checkpoint);

    const retried = await send('ada', { contact_id: contactId, subject: 'x', body: 'y' }, key);
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({
      message_id: messageId,
      status: 'failed',
      detail: 'The contact was deleted.',
    });
    expect(await streamEventTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageFailed']);
    const slots = (await app().store.readStream(`send-quota-${ids.ada}-${day}`)).filter(
      (event) => (event.data as { messageId: string }).messageId === messageId,
    );
    expect(slots.map((event) => event.type)).toEqual(['SendQuotaUsed', 'SendQuotaReleased']);
    const fresh = await send('ada', { contact_id: contactId, subject: 'x', body: 'y' });
    expect(fresh.status).toBe(404);
  };

  it('fails a queued message whose contact was deleted before the retry, and frees its slot', async () => {
    const contactId = await addContact('ada', 'Alan');
    await retryAfterRemoval(contactId, 'Alan', 'orphaned-send');
    expect(await streamEventTypes(`contact-${contactId}`)).toEqual(['ContactCreated', 'ContactDeleted']);
  });

  it('fails a queued message whose contact, saved from a contact search, was unsaved before the retry', async () => {
    const saved = await as('ada', api().post('/contacts/bulk-add')).send([
      {
        ...contactBody('Radia'),
        where_met: 'Contact Search',
        similarity_score: 0.64,
        matches: { job_title: { score: 0.5, terms: ['engineer'] } },
        sources: ['https://contacts.example/team'],
        email_type: 'personal',
        confidence: 90,
      },
    ]);
    expect(saved.status).toBe(201);
    const contactId = saved.body.results[0].id as string;
    await seen('contacts-list', saved.body.checkpoint);
    await retryAfterRemoval(contactId, 'Radia', 'unsaved-send');
    expect(await streamEventTypes(`contact-${contactId}`)).toEqual(['ContactSaved', 'ContactUnsaved']);
  });

  it("answers 404 for another user's contact, draft and outbox message", async () => {
    const contactId = contactIdFor(ids.ada, 'grace@contacts.example');
    const [message] = (await outbox('ada')).messages;
    const calls: Test[] = [
      as('bob', api().post('/emails/send/')).send({ contact_id: contactId, subject: 'Hi', body: 'Hi' }),
      as('bob', api().get(`/contacts/${contactId}/conversation`)),
      as('bob', api().get(`/outbox/messages/${message.id}`)),
      as('bob', api().post(`/outbox/messages/${message.id}/simulate-reply`)).send({}),
    ];
    for (const call of calls) expect((await call).status).toBe(404);
    expect((await outbox('bob')).total).toBe(0);
  });

  it('names each bad field with 400', async () => {
    const response = await as('ada', api().post('/emails/send/')).send({
      contact_id: 'nope',
      subject: ' ',
      message_type: 'Cold Call',
    });
    expect(response.status).toBe(400);
    expect(detailOf(response.body)).toEqual([
      'contact_id: contact_id must be a contact id',
      'subject: subject is required',
      'body: body is required',
      'message_type: message_type must be one of: Connection Request, Follow-Up, Thank You',
    ]);
    const draft = await as('ada', api().post('/emails/drafts/not-a-draft/send'));
    expect(draft.status).toBe(400);
    expect(detailOf(draft.body)).toEqual([': id must be a draft id']);
  });
});

/** The same flow against a local SMTP server: what it accepts is delivered, what it refuses is a failed message. */
describe('messaging slice over SMTP', () => {
  const smtp = smtpDouble();
  const { received } = smtp;
  let t: InProcessApp;
  let token: string;
  let userId: string;
  const as = <T extends Test>(test: T) => test.set('Authorization', `Bearer ${token}`);
  const addContact = async (first: string) => {
    const response = await as(t.api().post('/contacts/')).send(contactBody(first));
    await t.projected('contacts-list', response.body.checkpoint);
    return response.body.contact.id as string;
  };

  beforeAll(async () => {
    t = await startInProcessApp({ SMTP_URL: await smtp.start(), DAILY_SEND_CAP: '3' });
    ({ token, userId } = await t.register('cy@example.com', 'Cy'));
  });

  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  it('reports SMTP delivery and has no outbox', async () => {
    expect((await t.api().get('/api/config/public')).body.mail_delivery).toBe('smtp');
    expect((await as(t.api().get('/outbox/messages'))).status).toBe(404);
  });

  it('delivers once per Idempotency-Key with the same Message-ID', async () => {
    const contactId = await addContact('Ada');
    const body = { contact_id: contactId, subject: 'Over the wire', body: 'Hello Ada' };
    const first = await as(t.api().post('/emails/send/')).set('Idempotency-Key', 'smtp-1').send(body);
    const again = await as(t.api().post('/emails/send/')).set('Idempotency-Key', 'smtp-1').send(body);
    expect(first.body.status).toBe('sent');
    expect(again.body.message_id).toBe(first.body.message_id);
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0]);
    expect(mail.messageId).toBe(`<${first.body.message_id}@app.test>`);
    expect(mail.to).toMatchObject({ value: [{ address: 'ada@contacts.example', name: 'Ada Tester' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'cy@example.com', name: 'Cy Tester' }] });
    expect(mail.subject).toBe('Over the wire');
    expect(mail.text).toContain('Hello Ada');
  });

  it('records a refused recipient as a failed message with the server’s reason, and frees its slot', async () => {
    const contactId = await addContact('Nobody');
    const response = await as(t.api().post('/emails/send/')).send({
      contact_id: contactId,
      subject: 'Bounce',
      body: 'Anyone there?',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'failed',
      detail: expect.stringContaining('No such user here'),
    });
    expect(await t.store.readStream(`conversation-${contactId}`)).toEqual([
      expect.objectContaining({ type: 'MessageQueued' }),
      expect.objectContaining({
        type: 'MessageFailed',
        data: expect.objectContaining({ reason: response.body.detail }),
      }),
    ]);
    await t.projected('conversations', response.body.checkpoint);
    const conversation = await as(t.api().get(`/contacts/${contactId}/conversation`));
    expect(conversation.body.conversation_history).toEqual([
      expect.objectContaining({ status: 'failed', failure_reason: response.body.detail }),
    ]);
    const day = new Date().toISOString().slice(0, 10);
    expect((await t.store.readStream(`send-quota-${userId}-${day}`)).map((event) => event.type)).toEqual([
      'SendQuotaUsed',
      'SendQuotaUsed',
      'SendQuotaReleased',
    ]);
  });

  it('answers 429 once the daily cap is reached', async () => {
    // Cap 3: one sent so far (the failed one gave its slot back), so two more go out and the next is refused.
    for (const first of ['Bea', 'Cal']) {
      const contactId = await addContact(first);
      const sent = await as(t.api().post('/emails/send/')).send({
        contact_id: contactId,
        subject: 'Hi',
        body: 'Hi',
      });
      expect(sent.body.status).toBe('sent');
    }
    const contactId = await addContact('Dot');
    const refused = await as(t.api().post('/emails/send/')).send({
      contact_id: contactId,
      subject: 'Hi',
      body: 'Hi',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'SEND.DAILY_CAP_REACHED',
      detail: 'Daily send limit reached (3 emails a day). Sending resumes at midnight UTC.',
    });
    expect(await t.store.readStream(`conversation-${contactId}`)).toEqual([]);
  });
});

/** Delivery against an SMTP server that can be slow, vanish mid-message, and shows what each mail carried. */
describe('messaging over SMTP: one delivery per message, unconfirmed deliveries, attachments and tracking', () => {
  const received: Buffer[] = [];
  const sockets = new Map<number, Socket>();
  /** Holds the server's answer to DATA until `open` is called; `arrived` runs as each message comes in. */
  let gate: { arrived: () => void; opened: Promise<void> } | null = null;
  let dropNextMessage = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (dropNextMessage) {
        dropNextMessage = false;
        // The server takes the message and vanishes before confirming it.
        stream.once('data', () => sockets.get(session.remotePort)?.destroy());
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        const held = gate;
        if (!held) return callback();
        held.arrived();
        void held.opened.then(() => callback());
      });
    },
  });
  server.server.on('connection', (socket: Socket) => sockets.set(socket.remotePort!, socket));
  let t: InProcessApp;
  let token: string;
  let userId: string;
  const as = <T extends Test>(test: T) => test.set('Authorization', `Bearer ${token}`);
  const addContact = async (first: string) => {
    const response = await as(t.api().post('/contacts/')).send(contactBody(first));
    await t.projected('contacts-list', response.body.checkpoint);
    return response.body.contact.id as string;
  };
  const send = (body: Record<string, unknown>, key?: string) => {
    const request = as(t.api().post('/emails/send/'));
    return (key ? request.set('Idempotency-Key', key) : request).send(body);
  };
  const streamTypes = async (streamId: string) =>
    (await t.store.readStream(streamId)).map((event) => event.type);
  const sentMail = async (body: Record<string, unknown>) => {
    const before = received.length;
    const response = await send(body);
    expect(response.body.status).toBe('sent');
    expect(received).toHaveLength(before + 1);
    return simpleParser(received[received.length - 1]);
  };
  const setting = async (path: string, body: Record<string, unknown>) => {
    const response = await as(t.api().put(path)).send(body);
    expect(response.status).toBe(200);
    await t.projected('user-settings', response.body.checkpoint);
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await startInProcessApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    ({ token, userId } = await t.register('dee@example.com', 'Dee'));
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers once when the same send arrives again while the first is still being delivered', async () => {
    const contactId = await addContact('Grace');
    let open!: () => void;
    let firstArrived!: () => void;
    const arrivedOnce = new Promise<void>((resolve) => (firstArrived = resolve));
    let arrivals = 0;
    gate = {
      opened: new Promise<void>((resolve) => (open = resolve)),
      // A second arrival is the double delivery this guards against: let both finish so the test can say so.
      arrived: () => (++arrivals === 1 ? firstArrived() : open()),
    };
    const body = { contact_id: contactId, subject: 'Only once', body: 'Hello Grace' };
    try {
      const first = send(body, 'double-click').then((response) => response);
      await arrivedOnce;
      const second = await send(body, 'double-click');
      open();
      const firstResponse = await first;
      expect(firstResponse.status).toBe(201);
      expect(firstResponse.body.status).toBe('sent');
      expect(second.status).toBe(202);
      expect(second.body).toEqual({
        message_id: firstResponse.body.message_id,
        status: 'queued',
        detail: 'This message is already being sent.',
      });
      expect(arrivals).toBe(1);
      expect(await streamTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageSent']);
    } finally {
      gate = null;
      open();
    }
  });

  it('leaves a message the server never confirmed queued (503); a retry delivers it with the same Message-ID', async () => {
    const contactId = await addContact('Hopper');
    const body = { contact_id: contactId, subject: 'Unconfirmed', body: 'Did it arrive?' };
    const before = received.length;
    dropNextMessage = true;
    const unknown = await send(body, 'unconfirmed');
    expect(unknown.status).toBe(503);
    expect(unknown.body).toMatchObject({
      code: 'SEND.OUTCOME_UNKNOWN',
      detail:
        'The mail server did not confirm delivery. Retry to finish sending; the message will not be sent twice.',
    });
    expect(await streamTypes(`conversation-${contactId}`)).toEqual(['MessageQueued']);

    const retried = await send(body, 'unconfirmed');
    const messageId = messageIdForKey(userId, 'unconfirmed');
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ message_id: messageId, status: 'sent' });
    expect(received).toHaveLength(before + 1);
    expect((await simpleParser(received[received.length - 1])).messageId).toBe(`<${messageId}@app.test>`);
    expect(await streamTypes(`conversation-${contactId}`)).toEqual(['MessageQueued', 'MessageSent']);
    const day = new Date().toISOString().slice(0, 10);
    const slots = (await t.store.readStream(`send-quota-${userId}-${day}`)).filter(
      (event) => (event.data as { messageId: string }).messageId === messageId,
    );
    expect(slots.map((event) => event.type)).toEqual(['SendQuotaUsed']);
  });

  it('attaches the selected documents when attach_documents is on, and none when it is off', async () => {
    const upload = await as(t.api().post('/settings/documents'))
      .field('name', 'Portfolio')
      .attach('file', Buffer.from('Selected works of Dee'), { filename: 'portfolio.txt' });
    expect(upload.status).toBe(201);
    await setting('/settings/selected_documents', { selected_documents: [upload.body.document.id] });

    await setting('/settings/document_attachments', { attach_documents: true });
    const withDocuments = await sentMail({
      contact_id: await addContact('Attach'),
      subject: 'With documents',
      body: 'See attached',
    });
    expect(withDocuments.attachments).toHaveLength(1);
    expect(withDocuments.attachments[0].content.toString()).toBe('Selected works of Dee');

    await setting('/settings/document_attachments', { attach_documents: false });
    const withoutDocuments = await sentMail({
      contact_id: await addContact('Plain'),
      subject: 'Without documents',
      body: 'Nothing attached',
    });
    expect(withoutDocuments.attachments).toEqual([]);
  });

  it('adds the open pixel and tracked links when tracking_enabled is on, and neither when it is off', async () => {
    const body = 'Read <a href="https://example.org/paper">my paper</a>';
    await setting('/settings/tracking', { tracking_enabled: true });
    const tracked = await sentMail({ contact_id: await addContact('Tracked'), subject: 'Tracked', body });
    expect(tracked.html).toMatch(/\/t\/o\/[^"]+\.gif/);
    expect(tracked.html).toMatch(/href="[^"]*\/t\/c\/[^"]*"/);
    expect(tracked.html).not.toContain('href="https://example.org/paper"');

    await setting('/settings/tracking', { tracking_enabled: false });
    const untracked = await sentMail({
      contact_id: await addContact('Untracked'),
      subject: 'Untracked',
      body,
    });
    expect(untracked.html).not.toMatch(/\/t\/o\//);
    expect(untracked.html).not.toMatch(/\/t\/c\//);
    expect(untracked.html).toContain('href="https://example.org/paper"');
  });
});
