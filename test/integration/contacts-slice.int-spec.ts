import { CommandBus } from '@nestjs/cqrs';
import { addContact, contactDetails } from '@outreach/backend/contacts/contact.commands';
import { createContactBody } from '@outreach/backend/contacts/contact.contract';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { randomUUID } from 'node:crypto';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import { appWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';

const contact = (first: string, extra: Record<string, unknown> = {}) => ({
  first_name: first,
  last_name: 'Tester',
  email: `${first.toLowerCase()}@example.com`,
  company: 'Acme',
  ...extra,
});

/** The contacts slice in one process: HTTP → command → log → contacts-list projector → queries → socket push. */
describe('contacts slice', () => {
  const { app, ids, tokens, api, as, streamEventTypes } = appWithUsers(['ada', 'bob', 'cy', 'dee']);
  const visible = (checkpoint: string) => app().projected('contacts-list', checkpoint);
  const create = async (name: string, body: Record<string, unknown>) => {
    const response = await as(name, api().post('/contacts/')).send(body);
    if (response.body.checkpoint) await visible(response.body.checkpoint);
    return response;
  };
  const list = (name: string, query: Record<string, string | number> = {}) =>
    as(name, api().get('/contacts/list')).query(query);
  const detailOf = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
    body.detail.map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);

  it('refuses anonymous callers with 401 on every contacts call', async () => {
    const calls = [
      () => api().get('/contacts/list'),
      () => api().get('/contacts/'),
      () => api().get('/contacts/columns/'),
      () => api().get('/contacts/field-values/company'),
      () => api().get('/contacts/search/'),
      () => api().post('/contacts/').send(contact('Anon')),
      () =>
        api()
          .post('/contacts/bulk-add')
          .send([contact('Anon')]),
      () => api().delete(`/contacts/${randomUUID()}`),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('creates a contact with the spec’s fields and shows it in the list', async () => {
    const response = await create('ada', {
      ...contact('Grace', { email: ' Grace@Navy.Example ' }),
      job_title: 'Rear Admiral',
      where_met: 'Conference',
      tags: ' cobol, , navy ,',
      connection_strength: 0.3,
      phone: '',
    });
    expect(response.status).toBe(201);
    const id = contactIdFor(ids.ada, 'grace@navy.example');
    expect(response.body).toEqual({
      contact: expect.objectContaining({
        id,
        first_name: 'Grace',
        email: 'Grace@Navy.Example',
        job_title: 'Rear Admiral',
        where_met: 'Conference',
        phone: null,
        tags: ['cobol', 'navy'],
        connection_strength: 0.3,
        created_at: expect.any(String),
      }),
      checkpoint: expect.any(String),
    });
    expect(await streamEventTypes(`contact-${id}`)).toEqual(['ContactCreated']);

    const page = await list('ada');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ contacts: [response.body.contact], total: 1, page: 1, limit: 10 });
  });

  it('refuses the same e-mail twice for one user with the already-added message, but not for another user', async () => {
    const again = await create('ada', contact('Grace', { email: 'grace@navy.example', first_name: 'G.' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'CONTACT.ALREADY_ADDED',
      detail: 'A contact with the email Grace@Navy.Example is already added.',
      field: 'email',
    });
    const bobs = await create('bob', contact('Grace', { email: 'grace@navy.example' }));
    expect(bobs.status).toBe(201);
    expect(bobs.body.contact.id).not.toBe(contactIdFor(ids.ada, 'grace@navy.example'));
  });

  it('lets exactly one of several racing creates with the same e-mail win', async () => {
    const body = contact('Racer');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => as('cy', api().post('/contacts/')).send(body)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    // Losers re-decide on the winner's event, so they hear "already added", not a bare concurrency conflict.
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.code)).toEqual([
      'CONTACT.ALREADY_ADDED',
      'CONTACT.ALREADY_ADDED',
      'CONTACT.ALREADY_ADDED',
    ]);
    expect(await streamEventTypes(`contact-${contactIdFor(ids.cy, body.email)}`)).toEqual(['ContactCreated']);
  });

  it('names each missing or malformed field with the form’s messages', async () => {
    const empty = await as('ada', api().post('/contacts/')).send({});
    expect(empty.status).toBe(400);
    expect(detailOf(empty.body)).toEqual([
      'first_name: First Name is required',
      'last_name: Last Name is required',
      'email: Email is required',
      'company: Company is required',
    ]);

    const wrong = await as('ada', api().post('/contacts/')).send({
      ...contact('Bad'),
      first_name: '  ',
      email: 'not-an-address',
      connection_strength: 1.5,
      tags: 7,
      job_title: 42,
    });
    expect(wrong.status).toBe(400);
    expect(detailOf(wrong.body)).toEqual([
      'first_name: First Name is required',
      'email: Invalid email address',
      'job_title: job_title must be text',
      'tags: tags must be a comma-separated text or a list of texts',
      'connection_strength: connection_strength must be between 0 and 1',
    ]);

    const step = await as('ada', api().post('/contacts/')).send({
      ...contact('Step'),
      connection_strength: 0.25,
    });
    expect(detailOf(step.body)).toEqual([
      'connection_strength: connection_strength must be a multiple of 0.1',
    ]);
    const text = await as('ada', api().post('/contacts/')).send({
      ...contact('Text'),
      connection_strength: '0.5',
    });
    expect(detailOf(text.body)).toEqual(['connection_strength: connection_strength must be a number']);

    // PostgreSQL refuses NUL in text and jsonb: it must be a 400, not a failed append.
    const nul = await as('ada', api().post('/contacts/')).send({
      ...contact('Nul'),
      first_name: 'Nu\u0000l',
      company: 'Ac\u0000me',
      job_title: 'Lone \ud800 half',
    });
    expect(nul.status).toBe(400);
    expect(detailOf(nul.body)).toEqual([
      'first_name: first_name must not contain control characters',
      'company: company must not contain control characters',
      'job_title: job_title must not contain control characters',
    ]);
  });

  it('refuses a list with a bad item whole, naming each bad item by index and field, and writes nothing', async () => {
    const refused = await as('dee', api().post('/contacts/bulk-add')).send([
      contact('Alan'),
      { first_name: 'No', last_name: 'Mail', company: 'Acme' },
      contact('Bad', { email: 'bad@' }),
      contact('Link', { linkedin_url: 'javascript:alert(1)' }),
    ]);
    expect(refused.status).toBe(400);
    expect(detailOf(refused.body)).toEqual([
      'contacts.1.email: Email is required',
      'contacts.2.email: Invalid email address',
      'contacts.3.linkedin_url: linkedin_url must be an http:// or https:// URL',
    ]);
    const allBad = await as('dee', api().post('/contacts/bulk-add')).send([{ first_name: 'Only' }]);
    expect(allBad.status).toBe(400);
    expect(await streamEventTypes(`contact-${contactIdFor(ids.dee, 'alan@example.com')}`)).toEqual([]);
  });

  it('adds a list of contacts and reports each item: added or already added', async () => {
    const response = await as('dee', api().post('/contacts/bulk-add')).send([
      contact('Alan', { seniority: 'senior', department: 'it' }),
      contact('Barbara', { seniority: 'junior', department: 'it', company: 'Globex' }),
      contact('alan', { first_name: 'Alan again' }),
    ]);
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('2 contacts added successfully.');
    expect(response.body.added_contacts.map((c: { email: string }) => c.email)).toEqual([
      'alan@example.com',
      'barbara@example.com',
    ]);
    expect(response.body.results).toEqual([
      { index: 0, email: 'alan@example.com', status: 'added', id: contactIdFor(ids.dee, 'alan@example.com') },
      { index: 1, email: 'barbara@example.com', status: 'added', id: expect.any(String) },
      {
        index: 2,
        email: 'alan@example.com',
        status: 'already_added',
        id: contactIdFor(ids.dee, 'alan@example.com'),
        detail: 'A contact with the email alan@example.com is already added.',
      },
    ]);
    await visible(response.body.checkpoint);
    expect((await list('dee')).body.total).toBe(2);

    const repeat = await as('dee', api().post('/contacts/bulk-add')).send({ contacts: [contact('Alan')] });
    expect(repeat.status).toBe(201);
    expect(repeat.body).toMatchObject({
      added_contacts: [],
      message: 'All contacts are already added or no new contacts to add.',
    });
  });

  it('completes a list cut short when it is retried with its Idempotency-Key', async () => {
    const people = [contact('Cut1'), contact('Cut2'), contact('Cut3')];
    // The first try wrote its first item and the process died: the item's command under the request's key.
    const first = createContactBody.parse(people[0]);
    await app()
      .app.get(CommandBus)
      .execute(
        addContact(
          {
            type: 'CreateContact',
            data: {
              contactId: contactIdFor(ids.dee, first.email),
              userId: ids.dee,
              details: contactDetails(first),
            },
          },
          commandMetadata(ids.dee, { idempotencyKey: 'cut-short/0' }),
        ),
      );
    const retry = await as('dee', api().post('/contacts/bulk-add'))
      .set('Idempotency-Key', 'cut-short')
      .send(people);
    expect(retry.status).toBe(201);
    expect(retry.body.results.map((r: { status: string }) => r.status)).toEqual(['added', 'added', 'added']);
    for (const name of ['cut1', 'cut2', 'cut3']) {
      expect(await streamEventTypes(`contact-${contactIdFor(ids.dee, `${name}@example.com`)}`)).toEqual([
        'ContactCreated',
      ]);
    }
  });

  it('reads 1,000 real contacts in one list, as the documented limit says', async () => {
    const thousand = Array.from({ length: 1000 }, (_, n) =>
      contact(`Many${n}`, {
        job_title: 'Senior Software Engineer',
        location: 'Berlin, Germany',
        linkedin_url: `https://www.linkedin.com/in/many-${n}`,
        company_url: 'https://acme.example',
        tags: ['conference', 'follow-up'],
      }),
    );
    expect(Buffer.byteLength(JSON.stringify(thousand))).toBeGreaterThan(100 * 1024);
    // The last one bad: the parser read the whole list (no 413) and the schema checked every item, writing
    // nothing, which keeps this test fast; the contract's spec checks 1,000 maximal contacts fit the limit.
    thousand[999] = contact('Many999', { email: 'not an address' });
    const response = await as('dee', api().post('/contacts/bulk-add')).send(thousand);
    expect(response.status).toBe(400);
    expect(detailOf(response.body)).toEqual(['contacts.999.email: Invalid email address']);
  });

  it('refuses an empty or malformed bulk list', async () => {
    const empty = await as('dee', api().post('/contacts/bulk-add')).send([]);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 'CONTACT.NONE_TO_ADD', detail: 'No contacts to add.' });
    const wrong = await as('dee', api().post('/contacts/bulk-add')).send({ contacts: 'all of them' });
    expect(wrong.status).toBe(400);
    expect(detailOf(wrong.body)).toEqual(['contacts: contacts must be a list of contacts']);
  });

  it('replays a bulk add retried with the same idempotency key instead of reporting it as already added', async () => {
    const send = () =>
      as('dee', api().post('/contacts/bulk-add'))
        .set('Idempotency-Key', 'bulk-1')
        .send([contact('Idem')]);
    const first = await send();
    const second = await send();
    expect(first.body.results[0].status).toBe('added');
    expect(second.body.results[0].status).toBe('added');
    expect(await streamEventTypes(`contact-${contactIdFor(ids.dee, 'idem@example.com')}`)).toEqual([
      'ContactCreated',
    ]);
  });

  describe('list, filters, sort and paging', () => {
    beforeAll(async () => {
      const people = [
        contact('Zoe', {
          company: 'Globex',
          job_title: 'Engineer',
          location: 'Berlin',
          connection_strength: 0.9,
        }),
        contact('Yann', {
          company: 'Acme',
          job_title: 'Engineering Manager',
          location: 'Paris',
          connection_strength: 0.2,
        }),
        contact('Xena', {
          company: 'Initech',
          job_title: 'Recruiter',
          location: 'Berlin',
          connection_strength: 0.5,
        }),
      ];
      for (const person of people) expect((await create('bob', person)).status).toBe(201);
    });

    const names = (body: { contacts: { first_name: string }[] }) => body.contacts.map((c) => c.first_name);

    it('pages newest first by default with the total', async () => {
      const first = await list('bob', { limit: 2 });
      expect(first.body).toMatchObject({ total: 4, page: 1, limit: 2 });
      expect(names(first.body)).toEqual(['Xena', 'Yann']);
      expect(names((await list('bob', { limit: 2, page: 2 })).body)).toEqual(['Zoe', 'Grace']);
      expect(names((await list('bob', { limit: 2, page: 3 })).body)).toEqual([]);
    });

    it('filters with contains by default, and combines filters with AND or OR', async () => {
      const engineers = await list('bob', {
        filters: JSON.stringify([{ column: 'job_title', value: 'engineer' }]),
      });
      expect(names(engineers.body).sort()).toEqual(['Yann', 'Zoe']);
      expect(engineers.body.total).toBe(2);

      const both = JSON.stringify([
        { column: 'job_title', value: 'engineer' },
        { column: 'location', operator: 'equals', value: 'berlin' },
      ]);
      expect(names((await list('bob', { filters: both })).body)).toEqual(['Zoe']);
      expect(names((await list('bob', { filters: both, filter_logic: 'OR' })).body).sort()).toEqual([
        'Xena',
        'Yann',
        'Zoe',
      ]);
    });

    it('compares connection_strength as a number and sorts by any listed column', async () => {
      const strong = JSON.stringify([{ column: 'connection_strength', operator: 'gte', value: 0.5 }]);
      const sort = JSON.stringify([{ column: 'first_name', direction: 'asc' }]);
      expect(names((await list('bob', { filters: strong, sort })).body)).toEqual(['Xena', 'Zoe']);
      const byStrength = JSON.stringify([{ column: 'connection_strength', direction: 'desc' }]);
      expect(names((await list('bob', { sort: byStrength })).body)).toEqual(['Zoe', 'Xena', 'Yann', 'Grace']);
    });

    it('searches every word across the text columns and narrows the filters with it, even with OR', async () => {
      expect(names((await list('bob', { search: 'berlin' })).body).sort()).toEqual(['Xena', 'Zoe']);
      expect(names((await list('bob', { search: '  Zoe   GLOBEX ' })).body)).toEqual(['Zoe']);
      const anyOf = JSON.stringify([
        { column: 'company', value: 'acme' },
        { column: 'company', value: 'initech' },
      ]);
      const searched = await list('bob', { search: 'berlin', filters: anyOf, filter_logic: 'OR' });
      expect(names(searched.body)).toEqual(['Xena']);
      expect(searched.body.total).toBe(1);
      expect((await list('bob', { search: '100%' })).body.total).toBe(0);
      expect((await list('cy', { search: 'berlin' })).body.total).toBe(0);
    });

    it('refuses a search that is too long or holds control characters, naming search', async () => {
      for (const search of ['x'.repeat(201), 'a\u0000b']) {
        const refused = await list('bob', { search });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body)).toContain('search');
      }
    });

    it('treats a % or _ in a filter value as the character itself', async () => {
      const wild = JSON.stringify([{ column: 'company', value: '%' }]);
      expect((await list('bob', { filters: wild })).body.total).toBe(0);
    });

    it('answers GET /contacts/ with the filtered contacts as a list', async () => {
      const response = await as('bob', api().get('/contacts/')).query({
        filters: JSON.stringify([{ column: 'location', value: 'berlin' }]),
        sort: JSON.stringify([{ column: 'first_name' }]),
      });
      expect(response.status).toBe(200);
      expect(response.body.map((c: { first_name: string }) => c.first_name)).toEqual(['Xena', 'Zoe']);
    });

    it('refuses unknown columns, bad operators, bad JSON and bad paging with 400 naming the parameter', async () => {
      const cases: [Record<string, string | number>, string][] = [
        [
          { filters: JSON.stringify([{ column: 'phone', value: '1' }]) },
          "filters.0.column: filter column 'phone' is not one of: first_name, last_name, email, company, job_title, location, where_met, connection_strength, department, position, seniority",
        ],
        [{ filters: '[{"column": "company"' }, 'filters: filters is not valid JSON'],
        [{ filters: '{"column": "company"}' }, 'filters: filters must be a JSON list'],
        [
          { filters: JSON.stringify([{ column: 'company', operator: 'like', value: 'a' }]) },
          expect.stringContaining("filters.0.operator: filter operator 'like' is not one of: contains"),
        ],
        [
          { filters: JSON.stringify([{ column: 'company', operator: 'gt', value: 'a' }]) },
          'filters.0: gt, gte, lt and lte compare numbers: only connection_strength takes them',
        ],
        [
          { sort: JSON.stringify([{ column: 'password', direction: 'asc' }]) },
          expect.stringContaining("sort.0.column: sort column 'password' is not one of"),
        ],
        [
          { sort: JSON.stringify([{ column: 'email', direction: 'up' }]) },
          'sort.0.direction: sort direction must be asc or desc',
        ],
        [
          // The edge rule reads JSON in a query too, so the NUL its \u0000 escape brings is refused by its path.
          { filters: JSON.stringify([{ column: 'company', value: 'a\u0000' }]) },
          'filters.0.value: filters.0.value must not contain control characters',
        ],
        [
          { filters: JSON.stringify([{ column: 'company', value: 'a'.repeat(501) }]) },
          'filters.0.value: filter value must be at most 500 characters',
        ],
        [{ filter_logic: 'XOR' }, 'filter_logic: filter_logic must be AND or OR'],
        [{ page: 'two' }, 'page: page must be a number'],
        [{ limit: 500 }, 'limit: limit must be at most 100'],
      ];
      for (const [query, message] of cases) {
        const response = await list('bob', query);
        expect(response.status).toBe(400);
        expect(detailOf(response.body)).toEqual([message]);
      }
    });

    it('lists the filterable columns and each column’s distinct values of the caller only', async () => {
      const columns = await as('bob', api().get('/contacts/columns/'));
      expect(columns.body.columns).toContain('connection_strength');
      expect(columns.body.columns).not.toContain('phone');

      expect((await as('bob', api().get('/contacts/field-values/company'))).body).toEqual([
        'Acme',
        'Globex',
        'Initech',
      ]);
      expect((await as('bob', api().get('/contacts/field-values/connection_strength'))).body).toEqual([
        0, 0.2, 0.5, 0.9,
      ]);
      // ada's only company is Acme; bob's Globex and Initech are not hers to see.
      expect((await as('ada', api().get('/contacts/field-values/company'))).body).toEqual(['Acme']);

      const unknown = await as('bob', api().get('/contacts/field-values/password'));
      expect(unknown.status).toBe(400);
      expect(detailOf(unknown.body)).toEqual([expect.stringContaining("field 'password' is not one of")]);
    });
  });

  it('finds a contact by e-mail, whatever its case, and lists all without one; only the caller’s', async () => {
    const found = await as('ada', api().get('/contacts/search/')).query({ email: 'GRACE@navy.example' });
    expect(found.status).toBe(200);
    expect(found.body.contacts.map((c: { first_name: string }) => c.first_name)).toEqual(['Grace']);
    const none = await as('ada', api().get('/contacts/search/')).query({ email: 'xena@example.com' });
    expect(none.body).toEqual({ contacts: [] });
    const all = await as('ada', api().get('/contacts/search/'));
    expect(all.body.contacts.map((c: { email: string }) => c.email)).toEqual(['Grace@Navy.Example']);
  });

  it('deletes the caller’s contact, answers another user’s id or an unknown id with 404, and a bad id with 400', async () => {
    const { body } = await create('cy', contact('Gone'));
    const id = body.contact.id as string;

    const stolen = await as('ada', api().delete(`/contacts/${id}`));
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ code: 'CONTACT.NOT_FOUND' });
    expect((await as('ada', api().delete(`/contacts/${randomUUID()}`))).status).toBe(404);
    const bad = await as('cy', api().delete('/contacts/not-an-id'));
    expect(bad.status).toBe(400);
    expect(detailOf(bad.body)).toEqual([': id must be a contact id']);

    const { pushes } = await app().connect(tokens.cy);
    const deleted = await as('cy', api().delete(`/contacts/${id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id, deleted: true, checkpoint: expect.any(String) });
    await visible(deleted.body.checkpoint);
    const push = await firstPush(pushes, 'contacts-list');
    expect(push?.keys).toEqual([ids.cy]);
    expect((await list('cy')).body.contacts.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await as('cy', api().delete(`/contacts/${id}`))).status).toBe(404);

    const readded = await create('cy', contact('Gone'));
    expect(readded.status).toBe(201);
    expect(await streamEventTypes(`contact-${id}`)).toEqual([
      'ContactCreated',
      'ContactDeleted',
      'ContactCreated',
    ]);
  });
});
