import { ForwardContactMessageRun } from '@outreach/backend/contact-messages/forwarding/forward-contact-message.run';
import { forwardContactMessagesReactor } from '@outreach/backend/contact-messages/forwarding/forward-contact-messages.reactor';
import { CONTACT_MESSAGE_BODY_LIMIT_BYTES } from '@outreach/backend/platform/http/body-limits';
import type { EnqueueOptions, TaskSender } from '@outreach/backend/platform/jobs/jobs.port';
import { PG_POOL } from '@outreach/backend/platform/platform.module';
import type { Pool } from 'pg';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'support',
  message: 'I connected Outlook but my drafts still go out from the outbox. What did I miss?',
};

/** The public contact form and the admins' read of it, in one process on a fresh database. */
describe('contact messages', () => {
  let t: InProcessApp;
  let admin: string;
  let member: string;
  let clients = 0;
  // Every test writes from its own address, so the rate limit of one never touches another.
  const fromNewClient = () => `198.51.100.${++clients}`;
  const send = (body: object, client = fromNewClient()) =>
    t.api().post('/api/contact-messages').set('X-Forwarded-For', client).send(body);
  const streams = async () => {
    const { rows } = await t.app
      .get<Pool>(PG_POOL)
      .query<{ stream_id: string }>(
        `SELECT DISTINCT stream_id FROM es_events WHERE stream_id LIKE 'contactmessage-%'`,
      );
    return rows.map((row) => row.stream_id);
  };
  const outboxRows = async () =>
    (
      await t.app
        .get<Pool>(PG_POOL)
        .query<{ to_email: string; subject: string; text: string }>(
          `SELECT to_email, subject, text FROM mail_outbox WHERE user_id = 'contact-form'`,
        )
    ).rows;

  beforeAll(async () => {
    // The test plays the clients' proxy on loopback, naming each client in X-Forwarded-For.
    t = await startInProcessApp({ TRUST_PROXY: 'loopback', SUPPORT_EMAIL: 'help@outreach.test' });
    admin = (await t.register('admin@example.com', 'Ada')).token;
    member = (await t.register('member@example.com', 'Max')).token;
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [{ ...valid, name: undefined }, 'name', 'name is required'],
    [{ ...valid, name: '   ' }, 'name', 'name is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'name must be at most 100 characters'],
    [
      { ...valid, name: 'Ada\nBcc: everyone@example.com' },
      'name',
      'name must not contain control characters',
    ],
    [{ ...valid, email: undefined }, 'email', 'email is required'],
    [{ ...valid, email: 'not-an-address' }, 'email', 'email must be a valid e-mail address'],
    [
      { ...valid, subject: 'sales' },
      'subject',
      'subject must be one of general, support, pricing, partnership, feedback',
    ],
    [
      { ...valid, subject: undefined },
      'subject',
      'subject must be one of general, support, pricing, partnership, feedback',
    ],
    [{ ...valid, message: undefined }, 'message', 'message is required'],
    [{ ...valid, message: 'Hi' }, 'message', 'message must be at least 10 characters'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message', 'message must be at most 5000 characters'],
  ])('refuses %j with a 400 naming %s and records nothing', async (body, field, msg) => {
    const before = await streams();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual(expect.arrayContaining([{ loc: [field], msg }]));
    expect(await streams()).toEqual(before);
  });

  it('refuses a body larger than any contact message with 413, and takes the largest one allowed', async () => {
    const tooBig = await send({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_BODY_LIMIT_BYTES) });
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'REQUEST.TOO_LARGE']);
    // A client may escape every character (\u20ac is six bytes for one character): the largest message still fits.
    const escaped = JSON.stringify({ ...valid, name: 'n'.repeat(100), message: '' }).replace(
      '"message":""',
      `"message":"${'\\u20ac'.repeat(5000)}"`,
    );
    const largest = await t
      .api()
      .post('/api/contact-messages')
      .set('X-Forwarded-For', fromNewClient())
      .set('Content-Type', 'application/json')
      .send(escaped);
    expect(Buffer.byteLength(escaped)).toBeGreaterThan(30_000);
    expect(largest.status).toBe(201);
  });

  it('records a message, answers a confirmation and lists it for admins, newest first', async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      received_at: expect.any(String),
      reply: 'Thanks for your message. We will reply within 24 hours on business days.',
    });
    const stream = await t.store.readStream(`contactmessage-${response.body.id}`);
    expect(stream.map((event) => [event.type, event.data])).toEqual([
      ['ContactMessageReceived', { messageId: response.body.id, ...valid }],
    ]);

    await t.projected('contact-messages', await t.newestPosition());
    const second = await send({ ...valid, name: 'Grace Hopper', subject: 'partnership' });
    await t.projected('contact-messages', await t.newestPosition());
    const list = await t
      .api()
      .get('/api/admin/contact-messages')
      .query({ limit: 1 })
      .set('Authorization', `Bearer ${admin}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, limit: 1 });
    expect(list.body.total).toBeGreaterThanOrEqual(2);
    expect(list.body.messages).toEqual([
      {
        id: second.body.id,
        name: 'Grace Hopper',
        email: valid.email,
        subject: 'partnership',
        message: valid.message,
        received_at: second.body.received_at,
        forwarded_at: null,
        forwarded_to: null,
      },
    ]);
  });

  it('answers a filled honeypot like a success and records and sends nothing', async () => {
    const before = await streams();
    const response = await send({ ...valid, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(response.body.reply).toMatch(/within 24 hours on business days/);
    expect(await streams()).toEqual(before);
    expect(await t.store.readStream(`contactmessage-${response.body.id}`)).toEqual([]);
  });

  it('records the same form sent again under one Idempotency-Key once', async () => {
    const client = fromNewClient();
    const again = () =>
      t
        .api()
        .post('/api/contact-messages')
        .set('X-Forwarded-For', client)
        .set('Idempotency-Key', 'contact-form-retry-1')
        .send(valid);
    const first = await again();
    const second = await again();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await t.store.readStream(`contactmessage-${first.body.id}`)).toHaveLength(1);
  });

  it('lets a client send 5 messages in 10 minutes, then answers 429 with Retry-After', async () => {
    const client = fromNewClient();
    for (let sent = 0; sent < 5; sent++) expect((await send(valid, client)).status).toBe(201);
    const before = await streams();
    const limited = await send(valid, client);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'CONTACT_MESSAGE.TOO_MANY_REQUESTS' });
    expect(limited.body.detail).toMatch(/try again in 10 minutes/);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await streams()).toEqual(before);
    // Another visitor is not held back by it.
    expect((await send(valid)).status).toBe(201);
  });

  it('sends a message to SUPPORT_EMAIL once even when the forwarding runs twice', async () => {
    const response = await send({ ...valid, subject: 'pricing', name: 'Twice Sent' });
    const forward = t.app.get(ForwardContactMessageRun);
    await forward.run({ messageId: response.body.id });
    await forward.run({ messageId: response.body.id });
    await Promise.all([
      forward.run({ messageId: response.body.id }),
      forward.run({ messageId: response.body.id }),
    ]);

    const mails = (await outboxRows()).filter((mail) => mail.subject.includes('Twice Sent'));
    expect(mails).toEqual([
      {
        to_email: 'help@outreach.test',
        subject: '[Contact form] Pricing and plans from Twice Sent',
        text: expect.stringContaining(valid.message),
      },
    ]);
    const stream = await t.store.readStream(`contactmessage-${response.body.id}`);
    expect(stream.map((event) => event.type)).toEqual(['ContactMessageReceived', 'ContactMessageForwarded']);
    expect(stream[1].data).toMatchObject({ to: 'help@outreach.test', transport: 'outbox' });

    await t.projected('contact-messages', await t.newestPosition());
    const list = await t.api().get('/api/admin/contact-messages').set('Authorization', `Bearer ${admin}`);
    expect(list.body.messages.find((m: { id: string }) => m.id === response.body.id)).toMatchObject({
      forwarded_to: 'help@outreach.test',
      forwarded_at: expect.any(String),
    });
  });

  it('queues one forwarding per message even when the reactor sees the event twice', async () => {
    const response = await send(valid);
    const [event] = await t.store.readStream(`contactmessage-${response.body.id}`);
    const keys: string[] = [];
    const sender: TaskSender = {
      enqueue: async (_queue: string, _payload: unknown, options: EnqueueOptions) => {
        const fresh = !keys.includes(options.key);
        keys.push(options.key);
        return fresh ? options.key : null;
      },
    };
    const reactor = forwardContactMessagesReactor(sender);
    await reactor.react([event]);
    await reactor.react([event]);
    expect(new Set(keys).size).toBe(1);
  });

  it('lets only admins read the messages: 401 signed out, 403 for a member', async () => {
    expect((await t.api().get('/api/admin/contact-messages')).status).toBe(401);
    const refused = await t.api().get('/api/admin/contact-messages').set('Authorization', `Bearer ${member}`);
    expect(refused.status).toBe(403);
    const badPage = await t
      .api()
      .get('/api/admin/contact-messages')
      .query({ page: 0 })
      .set('Authorization', `Bearer ${admin}`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.detail).toEqual([{ loc: ['page'], msg: 'page must be at least 1' }]);
  });
});
