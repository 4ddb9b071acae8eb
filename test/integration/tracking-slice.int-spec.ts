import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ImapFlow } from 'imapflow';
import { sql, type Kysely } from 'kysely';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import { DATABASE } from '@outreach/backend/platform/database/database';
import { ImapReplyPoller } from '@outreach/backend/replies/imap-reply-poller';
import { trackingSecretFrom, trackingToken, linkSignature } from '@outreach/backend/tracking/tracking-links';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

// hoodiecrow-imap ships no types: a scriptable in-memory IMAP server by imapflow's author.
const hoodiecrow = require('hoodiecrow-imap') as (options: object) => {
  listen(port: number, host: string, done: () => void): void;
  close(done?: () => void): void;
  server: { address(): AddressInfo };
};

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const GOOGLE_PROXY =
  'Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)';

/** Opens, clicks, availability and IMAP replies in one process, against an in-memory IMAP server. */
describe('tracking slice', () => {
  let app: InProcessApp;
  let imap: ReturnType<typeof hoodiecrow>;
  let imapPort: number;
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const as = <T extends { set(name: string, value: string): T }>(name: string, test: T): T =>
    test.set('Authorization', `Bearer ${tokens[name]}`);

  beforeAll(async () => {
    imap = hoodiecrow({ plugins: [], storage: { INBOX: { messages: [] } } });
    await new Promise<void>((resolve) => imap.listen(0, '127.0.0.1', resolve));
    imapPort = imap.server.address().port;
    app = await startInProcessApp({
      IMAP_URL: `imap://testuser:testpass@127.0.0.1:${imapPort}/INBOX`,
      // The background loop polls once at start; the tests poll explicitly after that.
      IMAP_POLL_SECONDS: '86400',
      // Eight in-process projectors each hold a pooled connection while rebuilding; 10 can deadlock them.
      DATABASE_POOL_SIZE: '30',
    });
    for (const name of ['ada', 'bob']) {
      ({ userId: ids[name], token: tokens[name] } = await app.register(`${name}@example.com`));
    }
  });

  afterAll(async () => {
    await app?.close();
    await new Promise<void>((resolve) => (imap ? imap.close(() => resolve()) : resolve()));
  });

  const secret = () => trackingSecretFrom(app.config);
  const db = () => app.app.get<Kysely<unknown>>(DATABASE);
  const caughtUp = async (projection: ProjectionName) =>
    app.projected(projection, await app.newestPosition());
  const streamTypes = async (messageId: string) =>
    (await app.store.readStream(`message-tracking-${messageId}`)).map((event) => event.type);

  /** A contact of ada's and one message sent to it through the real send route (embedded outbox). */
  async function sentMessage(first: string): Promise<{ contactId: string; messageId: string }> {
    const email = `${first.toLowerCase()}@example.org`;
    const created = await as('ada', app.api().post('/contacts/')).send({
      first_name: first,
      last_name: 'Hopper',
      email,
      company: 'Navy',
    });
    expect(created.status).toBe(201);
    await app.projected('contacts-list', created.body.checkpoint);
    const contactId = contactIdFor(ids.ada, email);
    const sent = await as('ada', app.api().post('/emails/send/')).send({
      contact_id: contactId,
      subject: 'Hello',
      body: 'Would you have time for a chat? <a href="https://example.org/jobs">Jobs</a>',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.status).toBe('sent');
    return { contactId, messageId: sent.body.message_id };
  }

  const hits = async (messageId: string) =>
    (
      await sql<{
        kind: string;
        suspected: string | null;
        method: string;
        ip_prefix: string;
        url: string | null;
      }>`
        SELECT kind, suspected, method, ip_prefix, url FROM message_tracking_events
        WHERE message_id = ${messageId} ORDER BY position
      `.execute(db())
    ).rows;

  describe('open pixel and click links', () => {
    let message: { contactId: string; messageId: string };
    let token: string;
    beforeAll(async () => {
      message = await sentMessage('Grace');
      token = trackingToken(message, secret());
    });

    it('answers a 1x1 GIF that is never cached and records a person’s open', async () => {
      const response = await app.api().get(`/t/o/${token}.gif`).set('User-Agent', CHROME).buffer(true);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.headers['cache-control']).toContain('no-store');
      expect((response.body as Buffer).subarray(0, 6).toString('ascii')).toBe('GIF89a');
      expect(await streamTypes(message.messageId)).toEqual(['MessageOpened']);
      await caughtUp('message-tracking');
      expect(await hits(message.messageId)).toEqual([
        { kind: 'open', suspected: null, method: 'GET', ip_prefix: '127.0.0.0/24', url: null },
      ]);
    });

    it('records an image proxy’s fetch and a HEAD request as suspected', async () => {
      await app.api().get(`/t/o/${token}.gif`).set('User-Agent', GOOGLE_PROXY).expect(200);
      await app.api().head(`/t/o/${token}.gif`).set('User-Agent', CHROME).expect(200);
      await caughtUp('message-tracking');
      expect((await hits(message.messageId)).map((hit) => [hit.method, hit.suspected])).toEqual([
        ['GET', null],
        ['GET', 'image_proxy'],
        ['HEAD', 'head_request'],
      ]);
    });

    it('redirects a signed click to its URL and records it', async () => {
      const url = 'https://example.org/jobs?team=navy&level=2';
      const response = await app
        .api()
        .get(`/t/c/${token}`)
        .query({ u: url, s: linkSignature(token, url, secret()) })
        .set('User-Agent', CHROME);
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(url);
      await caughtUp('message-tracking');
      expect((await hits(message.messageId)).at(-1)).toEqual(
        expect.objectContaining({ kind: 'click', url, method: 'GET' }),
      );
    });

    it('shows the totals, all and human, on the conversation', async () => {
      await caughtUp('conversations');
      const response = await as('ada', app.api().get(`/contacts/${message.contactId}/conversation`));
      expect(response.status).toBe(200);
      const sent = response.body.conversation_history.find(
        (entry: { id: string }) => entry.id === message.messageId,
      );
      // The click came seconds after the send, so the classifier takes it for a scanner: a click, not a human one.
      expect(sent).toEqual(expect.objectContaining({ opens: 3, human_opens: 1, clicks: 1, human_clicks: 0 }));
      const { rows } = await sql<{ user_id: string; opens: number; human_opens: number }>`
        SELECT user_id, opens, human_opens FROM message_tracking_totals WHERE message_id = ${message.messageId}
      `.execute(db());
      expect(rows).toEqual([{ user_id: ids.ada, opens: 3, human_opens: 1 }]);
    });

    it('answers the GIF for a tampered or unknown token but records nothing', async () => {
      const before = await streamTypes(message.messageId);
      const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      const unknown = trackingToken({ contactId: message.contactId, messageId: randomUUID() }, secret());
      for (const bad of [tampered, 'not-a-token', unknown]) {
        const response = await app.api().get(`/t/o/${bad}.gif`).set('User-Agent', CHROME);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('image/gif');
      }
      expect(await streamTypes(message.messageId)).toEqual(before);
    });

    it('refuses a tampered signature, URL or token with 400 and no redirect, recording nothing', async () => {
      const before = await streamTypes(message.messageId);
      const url = 'https://example.org/jobs';
      const signature = linkSignature(token, url, secret());
      const tampered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
      const attempts = [
        { path: `/t/c/${token}`, query: { u: 'https://evil.example/', s: signature } },
        {
          path: `/t/c/${token}`,
          query: {
            u: url,
            s: `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`,
          },
        },
        { path: `/t/c/${token}`, query: { u: url } },
        { path: `/t/c/${tampered}`, query: { u: url, s: signature } },
        {
          path: `/t/c/${token}`,
          query: { u: 'javascript:alert(1)', s: linkSignature(token, 'javascript:alert(1)', secret()) },
        },
      ];
      for (const { path, query } of attempts) {
        const response = await app.api().get(path).query(query).set('User-Agent', CHROME);
        expect(response.status).toBe(400);
        expect(response.headers.location).toBeUndefined();
        expect(response.text).toContain('This link is not valid');
      }
      expect(await streamTypes(message.messageId)).toEqual(before);
    });
  });

  describe('availability', () => {
    it('describes the business days and the buffered window', async () => {
      const response = await as('ada', app.api().post('/availability')).send({
        available_start: '09:00',
        available_end: '17:00',
        buffer_before: 15,
        buffer_after: 15,
        start_date: '2026-11-21',
        end_date: '2026-11-29',
      });
      expect(response.status).toBe(200);
      expect(response.body.human_readable_availability).toBe(
        'Available Monday, November 23 to Friday, November 27 (weekdays), 9:15 AM – 4:45 PM.',
      );
    });

    it('names the bad field with 400 and refuses a weekend-only range with 422', async () => {
      const bad = await as('ada', app.api().post('/availability')).send({ available_start: '25:00' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('available_start');
      const backwards = await as('ada', app.api().post('/availability')).send({
        start_date: '2026-11-23',
        end_date: '2026-11-20',
      });
      expect(backwards.status).toBe(400);
      expect(JSON.stringify(backwards.body)).toContain('end_date');
      const weekend = await as('ada', app.api().post('/availability')).send({
        start_date: '2026-11-28',
        end_date: '2026-11-29',
      });
      expect(weekend.status).toBe(422);
      expect(weekend.body).toEqual(
        expect.objectContaining({
          code: 'AVAILABILITY.NO_BUSINESS_DAY',
          detail: expect.stringContaining('No business day'),
        }),
      );
    });

    it('refuses anonymous callers', async () => {
      expect((await app.api().post('/availability').send({})).status).toBe(401);
    });
  });

  describe('replies over IMAP', () => {
    const deliver = async (raw: string) => {
      const client = new ImapFlow({
        host: '127.0.0.1',
        port: imapPort,
        secure: false,
        auth: { user: 'testuser', pass: 'testpass' },
        logger: false,
      });
      await client.connect();
      await client.append('INBOX', raw);
      await client.logout();
    };
    const poller = () => app.app.get(ImapReplyPoller);

    it('records a reply naming our message on its conversation, once however often it is polled', async () => {
      const { contactId, messageId } = await sentMessage('Alan');
      await deliver(
        [
          'From: Someone Else <noise@example.net>',
          'To: ada@example.com',
          'Subject: Unrelated',
          'Message-ID: <unrelated@example.net>',
          '',
          'Not a reply to us.',
        ].join('\r\n'),
      );
      await deliver(
        [
          'From: Alan Hopper <alan@example.org>',
          'To: ada@example.com',
          'Subject: Re: Hello',
          'Message-ID: <reply-1@example.org>',
          `In-Reply-To: <${messageId}@app.test>`,
          `References: <older@example.org> <${messageId}@app.test>`,
          'Date: Mon, 23 Nov 2026 11:00:00 +0000',
          'Content-Type: text/plain; charset=utf-8',
          '',
          'Thanks, Tuesday works for me.',
          '',
          `On Mon, Nov 23, 2026 at 10:00 AM Ada <ada@example.com> wrote:`,
          '> Would you have time for a chat?',
        ].join('\r\n'),
      );

      expect(await poller().pollOnce()).toEqual({ scanned: 2, recorded: 1 });
      expect(await poller().pollOnce()).toEqual({ scanned: 0, recorded: 0 });
      // Forgetting where the poller stopped rescans the mailbox without recording the reply twice.
      await sql`DELETE FROM imap_poll_state`.execute(db());
      expect(await poller().pollOnce()).toEqual({ scanned: 2, recorded: 1 });
      const types = (await app.store.readStream(`conversation-${contactId}`)).map((event) => event.type);
      expect(types.filter((type) => type === 'ReplyReceived')).toHaveLength(1);

      await caughtUp('conversations');
      const response = await as('ada', app.api().get(`/contacts/${contactId}/conversation`));
      expect(response.status).toBe(200);
      expect(response.body.conversation_history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            direction: 'in',
            from_email: 'alan@example.org',
            from_name: 'Alan Hopper',
            subject: 'Re: Hello',
            content: 'Thanks, Tuesday works for me.',
          }),
        ]),
      );
      // The other user sees nothing of it.
      expect((await as('bob', app.api().get(`/contacts/${contactId}/conversation`))).status).toBe(404);
    });
  });
});
