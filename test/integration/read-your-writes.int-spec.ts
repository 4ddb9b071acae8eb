import type { Response, Test } from 'supertest';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

/** The status, with the body in the failure message when it is another one. */
const expectStatus = (response: Response, status: number) =>
  expect(`${response.status} ${JSON.stringify(response.body)}`).toMatch(new RegExp(`^${status} `));

/** How long readers keep reading after the last write, for the read model to apply it. */
const SETTLE_MS = 30_000;

/** Runs `work` on every item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Read-your-writes on the server: a command about something the caller wrote a moment earlier finds it (it reads the
 * write side, not a read model that may lag), and a paged list agrees with its own total whatever commits meanwhile.
 */
describe('read-your-writes', () => {
  let t: InProcessApp;
  let as: (test: Test) => Test;

  beforeAll(async () => {
    t = await startInProcessApp();
    const { token } = await t.register('ada@example.com', 'Ada');
    as = (test) => test.set('Authorization', `Bearer ${token}`);
    const resume = await as(t.api().post('/resume')).attach(
      'file',
      minimalPdf({ pages: [['Ada, engineer']] }),
      {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      },
    );
    expectStatus(resume, 201);
    await t.projected('user-settings', resume.body.checkpoint);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('drafts, writes with the drafter, sends and attaches for a contact created a moment earlier, every time', async () => {
    for (let round = 1; round <= 6; round++) {
      const email = `contact-${round}@example.com`;
      const created = await as(t.api().post('/contacts')).send({
        first_name: 'Grace',
        last_name: `Hopper ${round}`,
        email,
        company: 'US Navy',
      });
      expectStatus(created, 201);
      const contactId: string = created.body.contact.id;

      // No wait for any read model between the create and what follows.
      const drafted = await as(t.api().post('/emails/drafts')).send({
        contact_id: contactId,
        subject: `Hello ${round}`,
        body: 'Hi Grace',
      });
      expectStatus(drafted, 201);
      expect(drafted.body.draft).toMatchObject({ contact_id: contactId, contact_email: email });

      const streamed = await as(t.api().post('/emails/stream')).send({ contact_email: email });
      expectStatus(streamed, 200);
      expect(streamed.text).toContain('FINAL_RESULT: ');

      const sent = await as(t.api().post('/emails/send')).send({
        contact_id: contactId,
        subject: `Follow-up ${round}`,
        body: 'Hi again',
        message_type: 'Follow-Up',
      });
      expectStatus(sent, 201);
      expect(sent.body.status).toBe('sent');

      const uploaded = await as(t.api().post('/settings/documents'))
        .field('name', `Portfolio ${round}`)
        .attach('file', Buffer.from(`Portfolio ${round}`), { filename: 'portfolio.txt' });
      expectStatus(uploaded, 201);
      const attached = await as(t.api().post(`/contacts/${contactId}/attach_document`)).send({
        document_id: uploaded.body.document.id,
      });
      expectStatus(attached, 200);
    }
  });

  it('writes with the drafter right after the resume it reads is uploaded', async () => {
    const { token } = await t.register('dee@example.com', 'Dee');
    const dee = (test: Test) => test.set('Authorization', `Bearer ${token}`);
    const created = await dee(t.api().post('/contacts')).send({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@navy.example',
      company: 'US Navy',
    });
    expectStatus(created, 201);
    const resume = await dee(t.api().post('/resume')).attach(
      'file',
      minimalPdf({ pages: [['Dee, engineer']] }),
      {
        filename: 'cv.pdf',
        contentType: 'application/pdf',
      },
    );
    expectStatus(resume, 201);

    // The drafter reads the resume from user_settings: it waits (bounded) for the upload to be applied there.
    const streamed = await dee(t.api().post('/emails/stream')).send({ contact_email: 'grace@navy.example' });
    expectStatus(streamed, 200);
    expect(streamed.text).toContain('FINAL_RESULT: ');
  });

  it('answers a contacts page that agrees with its total while contacts are created concurrently', async () => {
    const { token } = await t.register('bob@example.com', 'Bob');
    const bob = (test: Test) => test.set('Authorization', `Bearer ${token}`);
    const emails = Array.from({ length: 90 }, (_, i) => `person-${i}@example.com`);
    const pages: { contacts: unknown[]; total: number }[] = [];
    let creating = true;
    let deadline = Infinity;

    // Several readers, so reads keep landing between the projector's commits.
    const reading = Promise.all(
      [1, 2, 3].map(async () => {
        while (creating || (pages.at(-1)?.total !== emails.length && Date.now() < deadline)) {
          const page = await bob(t.api().get('/contacts/list').query({ limit: 100 }));
          expectStatus(page, 200);
          pages.push(page.body);
        }
      }),
    );
    await inParallel(emails, 6, async (email) => {
      const created = await bob(t.api().post('/contacts')).send({
        first_name: 'Person',
        last_name: email,
        email,
        company: 'Acme',
      });
      expectStatus(created, 201);
    });
    creating = false;
    deadline = Date.now() + SETTLE_MS;
    await reading;

    expect(pages.at(-1)?.total).toBe(emails.length);
    for (const page of pages) expect(page.contacts).toHaveLength(page.total);
  });

  it('answers an outbox page that agrees with its total while mail is sent concurrently', async () => {
    const { token } = await t.register('cy@example.com', 'Cy');
    const cy = (test: Test) => test.set('Authorization', `Bearer ${token}`);
    // One contact per mail: sends to one contact take turns on its conversation.
    const contactIds: string[] = [];
    for (let i = 0; i < 20; i++) {
      const created = await cy(t.api().post('/contacts')).send({
        first_name: 'Grace',
        last_name: `Hopper ${i}`,
        email: `grace-${i}@navy.example`,
        company: 'US Navy',
      });
      expectStatus(created, 201);
      contactIds.push(created.body.contact.id);
    }
    const pages: { messages: unknown[]; total: number }[] = [];
    let sending = true;
    let deadline = Infinity;

    const reading = Promise.all(
      [1, 2, 3].map(async () => {
        while (sending || (pages.at(-1)?.total !== contactIds.length && Date.now() < deadline)) {
          const page = await cy(t.api().get('/outbox/messages').query({ limit: 100 }));
          expectStatus(page, 200);
          pages.push(page.body);
        }
      }),
    );
    await inParallel(contactIds, 4, async (contactId) => {
      const sent = await cy(t.api().post('/emails/send')).send({
        contact_id: contactId,
        subject: 'Hello',
        body: 'Hello',
        message_type: 'Follow-Up',
      });
      expectStatus(sent, 201);
    });
    sending = false;
    deadline = Date.now() + SETTLE_MS;
    await reading;

    expect(pages.at(-1)?.total).toBe(contactIds.length);
    for (const page of pages) expect(page.messages).toHaveLength(page.total);
  });

  it('answers an admin users page that agrees with its total while users register concurrently', async () => {
    const { token } = await t.register('admin@example.com', 'Admin');
    const admin = (test: Test) => test.set('Authorization', `Bearer ${token}`);
    const newcomers = Array.from({ length: 30 }, (_, i) => `newcomer-${i}@example.com`);
    const pages: { users: unknown[]; total: number; stats: { totalUsers: number } }[] = [];
    let registering = true;
    let deadline = Infinity;
    // Everyone registered so far (the admin a moment ago) is in the list before counting from it.
    await t.projected('users-list', await t.newestPosition());
    const before = await admin(t.api().get('/api/admin/users').query({ limit: 100 }));
    expectStatus(before, 200);
    const everyone = before.body.total + newcomers.length;

    const reading = Promise.all(
      [1, 2, 3].map(async () => {
        while (registering || (pages.at(-1)?.total !== everyone && Date.now() < deadline)) {
          const page = await admin(t.api().get('/api/admin/users').query({ limit: 100 }));
          expectStatus(page, 200);
          pages.push(page.body);
        }
      }),
    );
    await inParallel(newcomers, 4, (email) => t.register(email));
    registering = false;
    deadline = Date.now() + SETTLE_MS;
    await reading;

    expect(pages.at(-1)?.total).toBe(everyone);
    for (const page of pages) {
      expect(page.users).toHaveLength(page.total);
      expect(page.stats.totalUsers).toBe(page.total);
    }
  });
});
