import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { contactIdFor } from '@outreach/backend/contacts/contact-id';
import { MAX_IMPORT_ROWS } from '@outreach/backend/contacts/contact-csv';
import { contactDetails } from '@outreach/backend/contacts/contact.commands';
import { createContactBody } from '@outreach/backend/contacts/contact.contract';
import { derivedEventId } from '@outreach/backend/platform/commands/command-metadata';
import { DATABASE } from '@outreach/backend/platform/database/database';
import type { ContactsImportProgress } from '@outreach/backend/platform/realtime/server-events.contract';
import { appWithUsers } from './testing/app-with-users';

jest.setTimeout(120_000);

const HEADER = 'First Name,Last Name,E-mail Address,Company Name,Job Title,Seniority';
const row = (first: string, email: string, extra = ',') => `${first},Tester,${email},Acme,${extra}`;
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n') + '\n');

/** CSV import and attached documents, through HTTP, the log, the contacts-list projector and socket pushes. */
describe('contacts import and attached documents', () => {
  const { app, ids, tokens, api, as, streamEventTypes } = appWithUsers(['ada', 'bob', 'cy']);
  const upload = (name: string, file: Buffer, fileName = 'contacts.csv', importId?: string) => {
    const request = as(name, api().post('/contacts/bulk/'));
    if (importId) request.field('import_id', importId);
    return request.attach('file', file, { filename: fileName, contentType: 'text/csv' });
  };
  const visible = (checkpoint: string, timeoutMs = 10_000) =>
    app().runner.waitFor('contacts-list', checkpoint, timeoutMs);
  const total = async (name: string, filters: unknown[] = []) =>
    (await as(name, api().get('/contacts/list')).query({ filters: JSON.stringify(filters) })).body.total;
  const db = () => app().app.get<Kysely<unknown>>(DATABASE);

  it('imports a file with mapped headers, pushes progress to its user and lists the contacts', async () => {
    const { socket } = await app().connect(tokens.ada);
    const progress: ContactsImportProgress[] = [];
    socket.on('contacts.import.progress', (push: ContactsImportProgress) => progress.push(push));
    const importId = randomUUID();

    const response = await upload(
      'ada',
      csv(row('Grace', 'grace@navy.example', 'Admiral,executive'), row('Alan', 'alan@example.com')),
      'my contacts.csv',
      importId,
    );

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      import_id: importId,
      total_rows: 2,
      imported: 2,
      already_added: 0,
      invalid: [],
      invalid_count: 0,
      ignored_columns: [],
      message: '2 contacts imported.',
      checkpoint: expect.any(String),
    });
    await visible(response.body.checkpoint);
    const grace = contactIdFor(ids.ada, 'grace@navy.example');
    expect(await streamEventTypes(`contact-${grace}`)).toEqual(['ContactImported']);
    expect(await streamEventTypes(`contactimport-${importId}`)).toEqual(['ContactsImported']);
    const [recorded] = await app().store.readStream(`contactimport-${importId}`);
    expect(recorded.data).toMatchObject({ userId: ids.ada, fileName: 'my contacts.csv', imported: 2 });
    const listed = await as('ada', api().get('/contacts/list')).query({
      sort: JSON.stringify([{ column: 'first_name' }]),
    });
    expect(
      listed.body.contacts.map((c: Record<string, unknown>) => [c.first_name, c.job_title, c.seniority]),
    ).toEqual([
      ['Alan', null, null],
      ['Grace', 'Admiral', 'executive'],
    ]);
    for (let waited = 0; !progress.some((p) => p.phase === 'done') && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(progress.every((push) => push.importId === importId)).toBe(true);
    expect([...new Set(progress.map((push) => push.phase))]).toEqual([
      'reading',
      'validating',
      'importing',
      'done',
    ]);
    expect(progress[progress.length - 1]).toEqual({ importId, phase: 'done', done: 2, total: 2 });
  });

  it('reports each bad row by its file line, duplicates within the file, and contacts already added', async () => {
    const added = await as('bob', api().post('/contacts/')).send({
      first_name: 'Old',
      last_name: 'Friend',
      email: 'old@example.com',
      company: 'Acme',
    });
    await visible(added.body.checkpoint);

    const response = await upload(
      'bob',
      csv(
        row('Ok', 'ok@example.com'),
        '',
        row('', 'nofirst@example.com'),
        row('Bad', 'not-an-address'),
        row('Again', 'OK@example.com'),
        row('Old', 'old@example.com'),
        row('Extra', 'extra@example.com', 'a,b,c,d'),
      ),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      total_rows: 6,
      imported: 1,
      already_added: 1,
      invalid_count: 4,
      invalid: [
        { line: 4, reason: 'first_name: First Name is required' },
        { line: 5, reason: 'email: Invalid email address' },
        { line: 6, reason: 'email: OK@example.com is already on line 2 of this file' },
        { line: 8, reason: 'row has 2 more fields than the header row' },
      ],
      message: '1 contacts imported.',
    });
    await visible(response.body.checkpoint);
    expect(await total('bob')).toBe(2);
    expect(await streamEventTypes(`contact-${contactIdFor(ids.bob, 'old@example.com')}`)).toEqual([
      'ContactCreated',
    ]);
  });

  it('reads stray quotes, reports an unreadable record by its line, and keeps line breaks of a cell as a space', async () => {
    const response = await upload(
      'ada',
      Buffer.from(
        'First Name,Last Name,Email,Company,City,Location\r' +
          'Quote,Te"ster,quote@example.com, "Acme" ,Paris,"Rue A\r\nParis"\r' +
          '\r' +
          'Broken,"Tester,broken@example.com,Acme,,\r' +
          'Swallowed,Tester,swallowed@example.com,Acme,,\r',
      ),
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      total_rows: 2,
      imported: 1,
      invalid_count: 1,
      // Line 2's cell spans lines 2-3, line 4 is blank.
      invalid: [{ line: 5, reason: expect.stringMatching(/^row: a quote opened here is never closed/) }],
      ignored_columns: [{ column: 'City', field: 'location', used: 'Location' }],
    });
    await visible(response.body.checkpoint);
    const [imported] = await app().store.readStream(`contact-${contactIdFor(ids.ada, 'quote@example.com')}`);
    expect(imported.data).toMatchObject({ lastName: 'Te"ster', company: '"Acme"', location: 'Rue A Paris' });
  });

  it('completes a retried import whose first append stopped half-way, counting its own contacts as imported', async () => {
    const importId = randomUUID();
    const email = 'half@example.com';
    const contactId = contactIdFor(ids.cy, email);
    const streamId = `contact-${contactId}`;
    // What the first attempt wrote before it stopped: the first contact's event, not the file's record.
    const details = contactDetails(
      createContactBody.parse({ first_name: 'Half', last_name: 'Tester', email, company: 'Acme' }),
    );
    await app().store.append(
      streamId,
      [
        {
          type: 'ContactImported',
          data: { contactId, userId: ids.cy, importId, ...details },
          metadata: { eventId: derivedEventId(importId, streamId, 0), actorUserId: ids.cy },
        },
      ],
      { expected: 'no_stream' },
    );

    const response = await upload(
      'cy',
      csv(row('Half', email), row('Rest', 'rest@example.com')),
      'half.csv',
      importId,
    );

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ imported: 2, already_added: 0, message: '2 contacts imported.' });
    expect(await streamEventTypes(streamId)).toEqual(['ContactImported']);
    expect(await streamEventTypes(`contactimport-${importId}`)).toEqual(['ContactsImported']);
  });

  it('answers a repeated import id with the first outcome, and another user’s import id with 409', async () => {
    const importId = randomUUID();
    const first = await upload('cy', csv(row('Retry', 'retry@example.com')), 'a.csv', importId);
    const again = await upload('cy', csv(row('Other', 'other@example.com')), 'a.csv', importId);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await streamEventTypes(`contact-${contactIdFor(ids.cy, 'other@example.com')}`)).toEqual([]);

    const stolen = await upload('bob', csv(row('Thief', 'thief@example.com')), 'a.csv', importId);
    expect(stolen.status).toBe(409);
    expect(stolen.body).toMatchObject({ code: 'CONTACT.IMPORT_ID_TAKEN', field: 'import_id' });
    expect(await streamEventTypes(`contact-${contactIdFor(ids.bob, 'thief@example.com')}`)).toEqual([]);
  });

  it('refuses a file without a valid row with 422 and the invalid rows, writing nothing', async () => {
    const importId = randomUUID();
    const response = await upload(
      'cy',
      csv(row('', 'a@example.com'), row('B', 'broken')),
      'bad.csv',
      importId,
    );
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'CONTACT.IMPORT_NO_VALID_ROWS',
      detail: "file: none of the 2 rows can be imported; see invalid for each line's problem.",
      field: 'file',
      invalid: [
        { line: 2, reason: 'first_name: First Name is required' },
        { line: 3, reason: 'email: Invalid email address' },
      ],
      invalid_count: 2,
      total_rows: 2,
    });
    expect(await streamEventTypes(`contactimport-${importId}`)).toEqual([]);
    expect(await streamEventTypes(`contact-${contactIdFor(ids.cy, 'a@example.com')}`)).toEqual([]);
  });

  it('refuses a missing, binary, malformed or header-less file and missing columns with 400 naming the file', async () => {
    const missing = await as('cy', api().post('/contacts/bulk/')).field('import_id', randomUUID());
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toEqual([{ loc: ['file'], msg: 'A CSV file is required.' }]);

    const binary = await upload(
      'cy',
      Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x00]),
      'cv.pdf',
    );
    expect(binary.status).toBe(400);
    expect(binary.body).toMatchObject({ code: 'CONTACT.IMPORT_FILE_UNREADABLE', field: 'file' });

    const malformed = await upload('cy', Buffer.from(`"${HEADER}\nA,B,c@example.com,D,,\n`));
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(
      /^file: is not valid CSV: a quote opened on line 1 is never closed/,
    );

    const headerless = await upload('cy', Buffer.from('\n\n'));
    expect(headerless.status).toBe(400);
    expect(headerless.body.detail).toBe('file: has no header row');

    const columns = await upload('cy', Buffer.from('Name,Email\nAda,ada@example.com\n'));
    expect(columns.status).toBe(400);
    expect(columns.body).toMatchObject({
      code: 'CONTACT.IMPORT_COLUMNS_MISSING',
      field: 'file',
      missing_columns: ['first_name', 'last_name', 'company'],
    });

    const badId = await upload('cy', csv(row('A', 'a@example.com')), 'a.csv', 'not-a-uuid');
    expect(badId.status).toBe(400);
    expect(badId.body.detail).toEqual([{ loc: ['import_id'], msg: 'import_id must be a UUID' }]);
  });

  it('refuses a file over 10 MB with 413 naming the file', async () => {
    const response = await upload('cy', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'CONTACT.IMPORT_FILE_TOO_LARGE', field: 'file' });
  });

  it(`imports ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows in one request; only their owner sees them`, async () => {
    const lines = Array.from({ length: MAX_IMPORT_ROWS }, (_, index) =>
      row(`Bulk${index}`, `bulk${index}@example.com`, index % 10 === 0 ? 'Engineer,senior' : ','),
    );
    const response = await upload('bob', csv(...lines), 'big.csv');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      total_rows: MAX_IMPORT_ROWS,
      imported: MAX_IMPORT_ROWS,
      invalid_count: 0,
    });
    await visible(response.body.checkpoint, 110_000);

    const { rows } = await sql<{ total: number }>`
      SELECT count(*)::int AS total FROM contacts_list WHERE user_id = ${ids.bob} AND first_name LIKE 'Bulk%'
    `.execute(db());
    expect(rows[0].total).toBe(MAX_IMPORT_ROWS);
    expect(await total('bob', [{ column: 'seniority', operator: 'equals', value: 'senior' }])).toBe(
      MAX_IMPORT_ROWS / 10,
    );
    expect(await total('ada', [{ column: 'first_name', operator: 'starts_with', value: 'Bulk' }])).toBe(0);
    // A filtered page past the last match has no row to count with, and still answers the total.
    const pastTheEnd = await as('bob', api().get('/contacts/list')).query({
      filters: JSON.stringify([{ column: 'seniority', operator: 'equals', value: 'senior' }]),
      page: 1000,
    });
    expect(pastTheEnd.body).toMatchObject({ contacts: [], total: MAX_IMPORT_ROWS / 10, page: 1000 });
  });

  describe('attach_document', () => {
    const uploadDocument = async (name: string) => {
      const response = await as(name, api().post('/settings/documents'))
        .field('name', `References of ${name}`)
        .attach('file', Buffer.from(`References of ${name}`), { filename: 'references.txt' });
      expect(response.status).toBe(201);
      await app().projected('user-settings', response.body.checkpoint);
      return response.body.document.id as string;
    };
    const attach = (name: string, contactId: string, documentId: unknown) =>
      as(name, api().post(`/contacts/${contactId}/attach_document`)).send({ document_id: documentId });
    const attachedIds = async (contactId: string) =>
      (
        await sql<{ attached_document_ids: string[] }>`
          SELECT attached_document_ids FROM contacts_list WHERE contact_id = ${contactId}
        `.execute(db())
      ).rows[0]?.attached_document_ids;

    it('attaches the caller’s own document once, and lists it on the contact', async () => {
      const documentId = await uploadDocument('ada');
      const grace = contactIdFor(ids.ada, 'grace@navy.example');

      const first = await attach('ada', grace, documentId);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        contact_id: grace,
        attached_documents: [documentId],
        checkpoint: expect.any(String),
      });
      const again = await attach('ada', grace, documentId);
      expect(again.status).toBe(200);
      expect(again.body.attached_documents).toEqual([documentId]);
      expect(await streamEventTypes(`contact-${grace}`)).toEqual(['ContactImported', 'DocumentAttached']);

      await visible(again.body.checkpoint);
      expect(await attachedIds(grace)).toEqual([documentId]);
    });

    it('refuses another user’s or an unknown document with 422 naming document_id', async () => {
      const bobsDocument = await uploadDocument('bob');
      const grace = contactIdFor(ids.ada, 'grace@navy.example');
      for (const documentId of [bobsDocument, randomUUID()]) {
        const response = await attach('ada', grace, documentId);
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ code: 'CONTACT.DOCUMENT_NOT_FOUND', field: 'document_id' });
      }
      const blank = await attach('ada', grace, ' ');
      expect(blank.status).toBe(400);
      expect(blank.body.detail).toEqual([{ loc: ['document_id'], msg: 'document_id is required' }]);
    });

    it('answers another user’s or an unknown contact with 404', async () => {
      const documentId = await uploadDocument('cy');
      for (const contactId of [contactIdFor(ids.ada, 'grace@navy.example'), randomUUID()]) {
        expect((await attach('cy', contactId, documentId)).status).toBe(404);
      }
      expect((await attach('cy', 'not-a-uuid', documentId)).status).toBe(400);
    });
  });
});
