import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Test } from 'supertest';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import {
  OpenAiDouble,
  type OpenAiDoubleBehaviour,
  startOpenAiDouble,
} from '@outreach/backend/platform/language-model/testing/openai-double';
import type { ProjectionName } from '@outreach/backend/platform/realtime/projections.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

jest.setTimeout(120_000);

interface BulkEvent {
  status?: string;
  message?: string;
  email_index?: number;
  total?: number;
  error?: string;
  detail?: string;
  code?: string;
  [extra: string]: unknown;
}

interface BulkResult {
  id: string;
  contact_id: string;
  subject: string;
  body: string;
  checkpoint?: string;
}

const FINAL = 'FINAL_RESULT: ';
const BROKE_OFF = 'The connection to the AI service broke off part-way through its answer. Please try again.';

const eventsOf = (text: string): BulkEvent[] =>
  text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as BulkEvent);

const resultsOf = (events: BulkEvent[]): BulkResult[] =>
  events
    .filter((event) => event.status?.startsWith(FINAL))
    .map((event) => JSON.parse(event.status!.slice(FINAL.length)) as BulkResult);

/** One app, its named users and the calls the suites share. */
function outreach(app: () => InProcessApp) {
  const ids: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  const as = <T extends Test>(name: string, test: T): T =>
    test.set('Authorization', `Bearer ${tokens[name]}`) as T;
  const caughtUp = async (...projections: ProjectionName[]) => {
    const head = await app().newestPosition();
    await Promise.all(projections.map((projection) => app().projected(projection, head)));
  };
  return {
    ids,
    tokens,
    as,
    caughtUp,
    async register(...names: string[]) {
      for (const name of names)
        ({ userId: ids[name], token: tokens[name] } = await app().register(`${name}@example.com`));
    },
    async uploadResume(name: string) {
      const response = await as(name, app().api().post('/resume/')).attach(
        'file',
        minimalPdf({ pages: [['Ada Lovelace', 'Analyst, Analytical Engine Project']] }),
        { filename: 'cv.pdf', contentType: 'application/pdf' },
      );
      expect(response.status).toBe(201);
      await app().projected('user-settings', response.body.checkpoint);
    },
    async addContact(name: string, first: string): Promise<string> {
      const response = await as(name, app().api().post('/contacts/')).send({
        first_name: first,
        last_name: 'Hopper',
        email: `${first.toLowerCase()}@navy.example`,
        company: 'US Navy',
        job_title: 'Rear Admiral',
      });
      expect(response.status).toBe(201);
      await app().projected('contacts-list', response.body.checkpoint);
      return response.body.contact.id as string;
    },
    async saveDraft(name: string, contactId: string, subject: string): Promise<string> {
      const response = await as(name, app().api().post('/emails/drafts/')).send({
        contact_id: contactId,
        subject,
        body: `Hello, ${subject}`,
      });
      expect(response.status).toBe(201);
      await app().projected('drafts-list', response.body.checkpoint);
      return response.body.id as string;
    },
    bulk(name: string, body: Record<string, unknown>, key?: string) {
      const test = as(name, app().api().post('/emails/write/stream/bulk/')).send(body);
      return key ? test.set('Idempotency-Key', key) : test;
    },
    async drafts(name: string) {
      await caughtUp('drafts-list');
      const response = await as(name, app().api().get('/emails/drafts/all'));
      expect(response.status).toBe(200);
      return [...response.body.new_drafts, ...response.body.earlier_drafts] as {
        id: string;
        contact_id: string;
        subject: string;
        message_type: string;
        tone: string;
      }[];
    },
  };
}

describe('POST /emails/write/stream/bulk/ with the embedded drafter', () => {
  let t: InProcessApp | undefined;
  const app = () => t!;
  const o = outreach(app);
  const contacts: Record<string, string> = {};

  beforeAll(async () => {
    t = await startInProcessApp();
    await o.register('ada', 'bob', 'cy', 'dee');
    await o.uploadResume('ada');
    await o.uploadResume('bob');
    for (const first of ['Grace', 'Alan', 'Edsger']) contacts[first] = await o.addContact('ada', first);
    contacts.Bobs = await o.addContact('bob', 'Barbara');
    await o.addContact('cy', 'Claude');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await app().api().post('/emails/write/stream/bulk/').send({ number: 1 })).status).toBe(401);
  });

  it.each([
    [{}, 'number'],
    [{ number: 0 }, 'number'],
    [{ number: 51 }, 'number'],
    [{ number: 1.5 }, 'number'],
    [{ number: '3' }, 'number'],
    [{ number: 1, filtered_ids: ['not-an-id'] }, 'filtered_ids'],
    [{ number: 1, filtered_ids: 'all' }, 'filtered_ids'],
    [{ number: 1, tone: 'Angry' }, 'tone'],
    [{ number: 1, message_type: 'Poem' }, 'message_type'],
  ])('answers %j with 400 naming %s, before any stream', async (body, field) => {
    const response = await o.bulk('ada', body);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('REQUEST.VALIDATION');
    expect(response.body.detail.map((problem: { loc: string[] }) => problem.loc[0])).toContain(field);
  });

  it("writes the caller's filtered contacts up to number, ignoring another user's ids, in the tone asked", async () => {
    const before = await o.drafts('ada');
    const response = await o.bulk('ada', {
      number: 2,
      filtered_ids: [contacts.Grace, contacts.Bobs, contacts.Alan, contacts.Edsger],
      message_type: 'Follow-Up',
      tone: 'Casual',
      instructions: 'Mention the Royal Society.',
    });

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = eventsOf(response.text);
    expect(events[0]).toEqual({ status: 'initializing', message: 'Finding contacts' });
    expect(events[1]).toEqual({ status: 'streaming', message: 'Generating 2 emails', total: 2 });
    expect(events.at(-1)).toEqual({
      status: 'complete',
      message: 'All emails generated successfully!',
      total: 2,
    });
    const results = resultsOf(events);
    expect(results.map((result) => result.contact_id).sort()).toEqual([contacts.Grace, contacts.Alan].sort());
    const done = events.filter((event) => event.status?.startsWith(FINAL));
    expect(done.map((event) => event.email_index).sort()).toEqual([1, 2]);
    expect(done.every((event) => event.total === 2)).toBe(true);

    const after = await o.drafts('ada');
    expect(after).toHaveLength(before.length + 2);
    const made = after.filter((draft) => results.some((result) => result.id === draft.id));
    expect(made.map((draft) => [draft.message_type, draft.tone])).toEqual([
      ['Follow-Up', 'Casual'],
      ['Follow-Up', 'Casual'],
    ]);
    // Bob's contact was not written to, by Ada or for Bob.
    expect(await o.drafts('bob')).toEqual([]);
  });

  it('without filtered_ids writes to the contacts that have no draft yet', async () => {
    const response = await o.bulk('ada', { number: 50 });
    const results = resultsOf(eventsOf(response.text));
    expect(results.map((result) => result.contact_id)).toEqual([contacts.Edsger]);
  });

  it('ends with the spec message when no contact is left to write to', async () => {
    await o.caughtUp('drafts-list');
    const response = await o.bulk('ada', { number: 5 });
    expect(eventsOf(response.text)).toEqual([
      { status: 'initializing', message: 'Finding contacts' },
      { status: 'complete', message: 'No contacts found to process.', total: 0 },
    ]);
  });

  it("ends with 'No contacts found to process.' when only another user's contacts are named", async () => {
    const response = await o.bulk('bob', { number: 3, filtered_ids: [contacts.Grace] });
    expect(eventsOf(response.text).at(-1)).toEqual({
      status: 'complete',
      message: 'No contacts found to process.',
      total: 0,
    });
    expect(await o.drafts('bob')).toEqual([]);
  });

  it('sends the resume-missing detail the client opens its prompt on, and writes nothing', async () => {
    const response = await o.bulk('cy', { number: 3 });
    expect(response.status).toBe(200);
    expect(eventsOf(response.text).at(-1)).toEqual({
      status: 'error',
      error: 'Generation stopped.',
      code: 'DRAFTING.NO_RESUME',
      detail: 'No resume stored. Upload your resume in Settings to generate emails.',
    });
    expect(await o.drafts('cy')).toEqual([]);
  });

  it('answers a retried request under the same key with the same drafts, writing none again', async () => {
    const contact = await o.addContact('bob', 'Katherine');
    const key = randomUUID();
    const body = { number: 5, filtered_ids: [contact, contacts.Bobs] };
    const first = resultsOf(eventsOf((await o.bulk('bob', body, key)).text));
    const replay = resultsOf(eventsOf((await o.bulk('bob', body, key)).text));

    expect(first).toHaveLength(2);
    const byContact = (results: BulkResult[]) =>
      Object.fromEntries(results.map((r) => [r.contact_id, [r.id, r.subject, r.body]]));
    expect(byContact(replay)).toEqual(byContact(first));
    expect(await o.drafts('bob')).toHaveLength(2);
    // Another body under the key is another request: refused as every keyed call refuses it.
    expect((await o.bulk('bob', { number: 1 }, key)).status).toBe(422);
  });

  it('writes up to what the plan allows and ends with the refusal the upgrade dialog reads', async () => {
    const filler = await o.addContact('dee', 'Filler');
    await o.uploadResume('dee');
    for (let n = 1; n <= 28; n++) await o.saveDraft('dee', filler, `Draft ${n}`);
    const targets = [await o.addContact('dee', 'Mary'), await o.addContact('dee', 'John')];
    targets.push(await o.addContact('dee', 'Hedy'));
    await o.caughtUp('plan-usage');

    const events = eventsOf((await o.bulk('dee', { number: 3, filtered_ids: targets })).text);

    expect(resultsOf(events)).toHaveLength(2);
    expect(events.at(-1)).toEqual({
      status: 'error',
      error: 'Generation stopped.',
      code: 'PLAN.LIMIT_REACHED',
      detail:
        'You have used all 30 drafts of the Starter plan this billing period. Growth allows 2,000 — upgrade to keep going.',
      field: 'write_limit',
      limit: 'write_limit',
      limit_value: 30,
      used: 30,
      plan_name: 'Starter',
      upgrade_plan: 'Basic',
      total: 3,
    });
    expect(await o.drafts('dee')).toHaveLength(30);

    // At the limit nothing more is written, and the stream says why.
    const again = eventsOf((await o.bulk('dee', { number: 1, filtered_ids: [targets[2]] })).text);
    expect(resultsOf(again)).toEqual([]);
    expect(again.at(-1)).toMatchObject({ status: 'error', code: 'PLAN.LIMIT_REACHED', used: 30 });
    expect(await o.drafts('dee')).toHaveLength(30);
  });
});

describe('POST /emails/write/stream/bulk/ against a local OpenAI-compatible server', () => {
  let double: OpenAiDouble;
  let t: InProcessApp | undefined;
  const app = () => t!;
  const o = outreach(app);
  const answer: OpenAiDoubleBehaviour = {
    kind: 'answer',
    chunks: ['Subject: Hello\n\n', 'Dear Grace,\n', 'A note.'],
  };

  beforeAll(async () => {
    double = await startOpenAiDouble(answer);
    t = await startInProcessApp({
      OPENAI_API_KEY: 'sk-double',
      OPENAI_BASE_URL: double.baseURL,
      OPENAI_MODEL: 'gpt-double',
    });
    await o.register('ada', 'eve');
    await o.uploadResume('ada');
    await o.uploadResume('eve');
  });

  afterAll(async () => {
    await t?.close();
    await double?.close();
  });

  it('reports an e-mail the model broke off as an error event and writes the others; a retry writes the rest', async () => {
    const targets = [
      await o.addContact('ada', 'Grace'),
      await o.addContact('ada', 'Alan'),
      await o.addContact('ada', 'Edsger'),
    ];
    double.behave(answer);
    double.queue(answer, { kind: 'break', chunks: ['Subject: Half'], how: 'destroy' });
    const key = randomUUID();
    const body = { number: 3, filtered_ids: targets };

    const events = eventsOf((await o.bulk('ada', body, key)).text);

    const failures = events.filter((event) => event.error);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ detail: BROKE_OFF, total: 3 });
    expect(failures[0].error).toBe(`Email ${failures[0].email_index} of 3 failed.`);
    expect(resultsOf(events)).toHaveLength(2);
    expect(events.at(-1)).toEqual({ status: 'complete', message: 'Generated 2 of 3 emails.', total: 3 });
    expect(await o.drafts('ada')).toHaveLength(2);

    const asked = double.requests.length;
    const retried = eventsOf((await o.bulk('ada', body, key)).text);
    expect(resultsOf(retried)).toHaveLength(3);
    expect(retried.at(-1)).toMatchObject({ message: 'All emails generated successfully!' });
    // Only the missing e-mail was asked of the model again.
    expect(double.requests.length).toBe(asked + 1);
    expect(await o.drafts('ada')).toHaveLength(3);
  });

  it('stops the model calls when the client goes away, keeps the drafts made, and a retry adds only the rest', async () => {
    const targets = [
      await o.addContact('eve', 'Mary'),
      await o.addContact('eve', 'John'),
      await o.addContact('eve', 'Hedy'),
    ];
    const key = randomUUID();
    const body = { number: 3, filtered_ids: targets };
    // All three are asked at once: one is answered, the other two stall until the client goes away.
    double.behave({ kind: 'stall', chunks: ['Subject: Never finished'] });
    double.queue(answer);
    const closedBefore = double.closedEarly();
    const askedBefore = double.requests.length;

    const firstResult = await new Promise<BulkResult>((resolve, reject) => {
      const req = httpRequest(new URL('/emails/write/stream/bulk/', app().url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${o.tokens.eve}`,
          'idempotency-key': key,
        },
      });
      let answered = false;
      req.on('response', (res) => {
        let received = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          const [result] = resultsOf(eventsOf(received.slice(0, received.lastIndexOf('\n\n') + 2)));
          if (result && !answered) {
            answered = true;
            // Gone once the other two e-mails are being written (stalled), not before they were asked.
            void double.waitForRequests(askedBefore + 3).then(() => {
              req.destroy();
              resolve(result);
            });
          }
        });
        res.on('error', () => undefined);
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end(JSON.stringify(body));
    });

    await double.waitForClosedEarly(closedBefore + 2);
    expect(double.closedEarly()).toBe(closedBefore + 2);
    expect((await o.drafts('eve')).map((draft) => draft.id)).toEqual([firstResult.id]);

    double.behave(answer);
    const retried = resultsOf(eventsOf((await o.bulk('eve', body, key)).text));
    expect(retried).toHaveLength(3);
    expect(retried.find((result) => result.contact_id === firstResult.contact_id)?.id).toBe(firstResult.id);
    const drafts = await o.drafts('eve');
    expect(drafts).toHaveLength(3);
    expect(new Set(drafts.map((draft) => draft.contact_id))).toEqual(new Set(targets));
  });
});

describe('POST /emails/send/ as a mass send', () => {
  let t: InProcessApp | undefined;
  const app = () => t!;
  const o = outreach(app);
  const CAP = 3;
  const capDetail = `Daily send limit reached (${CAP} emails a day). Sending resumes at midnight UTC.`;
  const outbox = async (name: string) => {
    await o.caughtUp('conversations');
    return (await o.as(name, app().api().get('/outbox/messages'))).body.messages as { id: string }[];
  };
  const massSend = (name: string, body: Record<string, unknown>, key?: string) => {
    const test = o.as(name, app().api().post('/emails/send/')).send(body);
    return key ? test.set('Idempotency-Key', key) : test;
  };

  const massSendOne = (name: string, contactId: string) =>
    o
      .as(name, app().api().post('/emails/send/'))
      .send({ contact_id: contactId, subject: 'Hi', body: 'Hello', message_type: 'Follow-Up' });

  beforeAll(async () => {
    t = await startInProcessApp({ DAILY_SEND_CAP: String(CAP) });
    await o.register('mia', 'ned');
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ filtered_ids: [] }, 'limit'],
    [{ limit: 5, filtered_ids: ['nope'] }, 'filtered_ids'],
    [{ limit: 5, filtered_ids: 'all' }, 'filtered_ids'],
  ])('answers %j with 400 naming %s', async (body, field) => {
    const response = await massSend('mia', body);
    expect(response.status).toBe(400);
    expect(response.body.detail.map((problem: { loc: string[] }) => problem.loc[0])).toContain(field);
  });

  it('sends the matching drafts up to the daily cap, says how many wait, and keeps those as drafts', async () => {
    const targets: string[] = [];
    for (const first of ['Ann', 'Ben', 'Cat', 'Dan']) {
      const contactId = await o.addContact('mia', first);
      await o.saveDraft('mia', contactId, `Hello ${first}`);
      targets.push(contactId);
    }
    // A manual send takes one of the day's three slots.
    const manual = await o.addContact('mia', 'Manual');
    const sent = await massSendOne('mia', manual);
    expect(sent.status).toBe(201);
    const nedsContact = await o.addContact('ned', 'Nora');
    await o.saveDraft('ned', nedsContact, 'Hello Nora');
    const key = randomUUID();
    const body = { limit: 10, filtered_ids: [...targets, nedsContact] };

    const response = await massSend('mia', body, key);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ sent: 2, waiting: 2, failed: [], detail: capDetail });
    expect(response.body.results).toHaveLength(2);
    expect(await outbox('mia')).toHaveLength(3);
    expect(await o.drafts('mia')).toHaveLength(2);
    // Ned's draft was not among Mia's: not sent.
    expect(await o.drafts('ned')).toHaveLength(1);
    expect(await outbox('ned')).toHaveLength(0);

    // The same request under its key answers the same, sending nothing again.
    const replay = await massSend('mia', body, key);
    expect(replay.body).toEqual(response.body);
    expect(await outbox('mia')).toHaveLength(3);

    // At the cap, a new request sends none and says all wait.
    const capped = await massSend('mia', { limit: 10, filtered_ids: targets });
    expect(capped.status).toBe(201);
    expect(capped.body).toMatchObject({ sent: 0, waiting: 2, failed: [], detail: capDetail });
    expect(await outbox('mia')).toHaveLength(3);
  });

  it("answers 404 'No contacts match your filters.' when none of the caller's drafts match", async () => {
    const nedsContact = contactIdFor(o.ids.ned, 'nora@navy.example');
    const response = await massSend('mia', { limit: 5, filtered_ids: [nedsContact] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 'SEND.NO_CONTACTS_MATCH',
      detail: 'No contacts match your filters.',
      field: 'filtered_ids',
    });
    expect(await o.drafts('ned')).toHaveLength(1);
  });
});
