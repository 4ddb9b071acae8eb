import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startS3Double, type S3Double } from '@outreach/backend/platform/storage/testing/s3-double';
import { MAX_EXPORT_UPLOAD_BYTES } from '@outreach/backend/profile/linkedin-export';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '@outreach/backend/profile/profile-rules.contract';
import {
  linkedInExportZip,
  MARA,
  skillsCsv,
} from '@outreach/backend/profile/testing/linkedin-export-fixture';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { appWithUsers } from './testing/app-with-users';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

/** Documents and the LinkedIn export import: HTTP → bytes checked → file storage + command → read model. */
describe('settings files', () => {
  const { app, ids, api, as, streamEventTypes, storedFiles } = appWithUsers([
    'ada',
    'bob',
    'cy',
    'dee',
    'eve',
    'fay',
  ]);
  const visible = (checkpoint: string) => app().projected('user-settings', checkpoint);
  const uploadDocument = (
    who: string,
    content: Buffer,
    fileName: string,
    name: string | null = 'Portfolio',
  ) => {
    const request = as(who, api().post('/settings/documents'));
    if (name !== null) request.field('name', name);
    return request.attach('file', content, { filename: fileName });
  };
  const importExport = (who: string, files: { content: Buffer; fileName: string }[]) =>
    files.reduce(
      (request, file) => request.attach('files', file.content, { filename: file.fileName }),
      as(who, api().post('/settings/linkedin_data/import')),
    );
  const settingsEvents = (name: string) => streamEventTypes(`settings-${ids[name]}`);

  const portfolio = minimalPdf({ pages: [['Ada Lovelace', 'Selected notes on the Analytical Engine']] });

  describe('documents', () => {
    it('stores an uploaded document under the user, records it and lists it', async () => {
      const response = await uploadDocument('ada', portfolio, 'notes.pdf', '  Engine notes ');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        document: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Engine notes',
          filename: 'notes.pdf',
          content_type: 'application/pdf',
          size_bytes: portfolio.length,
          uploaded_at: expect.any(String),
        },
        checkpoint: expect.any(String),
      });
      const { id } = response.body.document;
      const key = `users/${ids.ada}/documents/${id}.pdf`;
      expect(await storedFiles('ada')).toEqual([key]);
      expect((await readFile(join(app().storageDir, key))).equals(portfolio)).toBe(true);

      const [event] = await app().store.readStream(`settings-${ids.ada}`);
      expect(event).toMatchObject({
        type: 'DocumentUploaded',
        data: {
          userId: ids.ada,
          documentId: id,
          name: 'Engine notes',
          fileName: 'notes.pdf',
          storageKey: key,
          contentType: 'application/pdf',
          sizeBytes: portfolio.length,
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
      });

      await visible(response.body.checkpoint);
      const listed = await as('ada', api().get('/settings/documents'));
      expect(listed.body).toEqual({ documents: [response.body.document] });
      expect((await as('bob', api().get('/settings/documents'))).body).toEqual({ documents: [] });
    });

    it('keeps the type the bytes show and names the stored file by it, whatever the upload was called', async () => {
      const response = await uploadDocument('ada', portfolio, 'looks-like-text.txt', 'Renamed PDF');
      expect(response.status).toBe(201);
      expect(response.body.document).toMatchObject({
        filename: 'looks-like-text.txt',
        content_type: 'application/pdf',
      });
      expect(await storedFiles('ada')).toContain(
        `users/${ids.ada}/documents/${response.body.document.id}.pdf`,
      );
    });

    it.each([
      ['no file', null, 'Portfolio', [{ loc: ['file'], msg: 'Please select a document to upload' }]],
      ['no name', portfolio, null, [{ loc: ['name'], msg: 'Please provide a name for the document' }]],
      ['a blank name', portfolio, '   ', [{ loc: ['name'], msg: 'Please provide a name for the document' }]],
      [
        'neither file nor name',
        null,
        null,
        [
          { loc: ['file'], msg: 'Please select a document to upload' },
          { loc: ['name'], msg: 'Please provide a name for the document' },
        ],
      ],
    ])(
      'answers an upload with %s with 400 naming the field, keeping nothing',
      async (_case, file, name, detail) => {
        const request = as('bob', api().post('/settings/documents'));
        if (name !== null) request.field('name', name);
        if (file) request.attach('file', file, { filename: 'cv.pdf' });
        else request.field('other', 'x');
        const response = await request;
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ code: 'REQUEST.VALIDATION', detail });
        expect(await storedFiles('bob')).toEqual([]);
        expect(await settingsEvents('bob')).toEqual([]);
      },
    );

    it('refuses text named .pdf, judged by its bytes, and keeps nothing', async () => {
      const response = await uploadDocument(
        'bob',
        Buffer.from('Bob Tester\nReferences on request'),
        'refs.pdf',
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'SETTINGS.DOCUMENT_TYPE_NOT_ALLOWED',
        detail: 'file: is named .pdf but is not a PDF document',
        field: 'file',
      });
      expect(await storedFiles('bob')).toEqual([]);
      expect(await settingsEvents('bob')).toEqual([]);
    });

    it('refuses a file over the limit before reading it all, naming the field, and keeps nothing', async () => {
      const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_DOCUMENT_BYTES, 'x')]);
      const response = await uploadDocument('bob', huge, 'huge.pdf');
      expect(response.status).toBe(413);
      expect(response.body).toEqual({
        code: 'SETTINGS.DOCUMENT_TOO_LARGE',
        detail: 'file: must be at most 10 MB',
        field: 'file',
      });
      expect(await storedFiles('bob')).toEqual([]);
      expect(await settingsEvents('bob')).toEqual([]);
    });

    it('answers two files in one upload with 400 naming the field', async () => {
      const response = await as('bob', api().post('/settings/documents'))
        .field('name', 'Two')
        .attach('file', portfolio, { filename: 'a.pdf' })
        .attach('file', portfolio, { filename: 'b.pdf' });
      expect(response.status).toBe(400);
      expect(response.body.detail).toEqual([{ loc: ['file'], msg: expect.stringContaining("'file'") }]);
      expect(await storedFiles('bob')).toEqual([]);
    });

    it('removes the stored file again when the decision refuses the upload (the document limit)', async () => {
      for (let index = 0; index < MAX_DOCUMENTS; index++) {
        const response = await uploadDocument(
          'cy',
          Buffer.from(`note ${index}`),
          `note-${index}.txt`,
          `Note ${index}`,
        );
        expect(response.status).toBe(201);
      }
      const before = await storedFiles('cy');
      expect(before).toHaveLength(MAX_DOCUMENTS);

      const refused = await uploadDocument('cy', Buffer.from('one too many'), 'extra.txt', 'Extra');
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'SETTINGS.DOCUMENT_LIMIT_REACHED', field: 'file' });
      expect(await storedFiles('cy')).toEqual(before);
      expect(await settingsEvents('cy')).toHaveLength(MAX_DOCUMENTS);
    });

    it('records a retried upload (same idempotency key) once and keeps one file', async () => {
      const send = () =>
        uploadDocument('dee', Buffer.from('# Projects\n'), 'projects.md', 'Projects').set(
          'Idempotency-Key',
          'upload-1',
        );
      const first = await send();
      const retry = await send();
      expect(first.status).toBe(201);
      expect(retry.status).toBe(201);
      expect(retry.body.document).toEqual(first.body.document);
      expect(await storedFiles('dee')).toEqual([`users/${ids.dee}/documents/${first.body.document.id}.md`]);
      expect(await settingsEvents('dee')).toEqual(['DocumentUploaded']);
    });

    it("deletes the caller's document and its file; another user's id is not found and stays", async () => {
      const ada = await uploadDocument('ada', Buffer.from('keep me'), 'keep.txt', 'Keep');
      const bob = await uploadDocument('bob', Buffer.from('bob refs'), 'refs.txt', 'Refs');
      const adaFiles = await storedFiles('ada');

      const foreign = await as('ada', api().delete(`/settings/documents/${bob.body.document.id}`));
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ code: 'SETTINGS.DOCUMENT_NOT_FOUND', detail: 'Document not found' });
      expect(await storedFiles('bob')).toEqual([`users/${ids.bob}/documents/${bob.body.document.id}.txt`]);

      const unknown = await as(
        'ada',
        api().delete('/settings/documents/00000000-0000-4000-8000-000000000000'),
      );
      expect(unknown.status).toBe(404);
      const malformed = await as('ada', api().delete('/settings/documents/not-an-id'));
      expect(malformed.status).toBe(400);
      expect(await storedFiles('ada')).toEqual(adaFiles);

      const deleted = await as('ada', api().delete(`/settings/documents/${ada.body.document.id}`));
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        message: 'Document deleted successfully',
        checkpoint: expect.any(String),
      });
      expect(await storedFiles('ada')).toEqual(
        adaFiles.filter((file) => !file.includes(ada.body.document.id)),
      );
      await visible(deleted.body.checkpoint);
      const listed = await as('ada', api().get('/settings/documents'));
      expect(listed.body.documents.map((document: { id: string }) => document.id)).not.toContain(
        ada.body.document.id,
      );
      expect((await as('ada', api().delete(`/settings/documents/${ada.body.document.id}`))).status).toBe(404);
    });

    it('refuses anonymous callers and keeps nothing', async () => {
      const upload = await api()
        .post('/settings/documents')
        .field('name', 'x')
        .attach('file', portfolio, 'a.pdf');
      expect(upload.status).toBe(401);
      const removal = await api().delete('/settings/documents/00000000-0000-4000-8000-000000000000');
      expect(removal.status).toBe(401);
    });
  });

  describe('LinkedIn export import', () => {
    it("imports LinkedIn's archive and shows the data in the settings", async () => {
      const response = await importExport('eve', [
        { content: linkedInExportZip(), fileName: 'Basic_LinkedInDataExport.zip' },
      ]);
      expect(response.status).toBe(200);
      const expected = {
        firstName: MARA.firstName,
        lastName: MARA.lastName,
        headline: MARA.headline,
        profilePicture: null,
        username: '',
        summary: MARA.summary,
        educations: MARA.educations,
        skills: MARA.skills,
        positions: MARA.positions,
      };
      expect(response.body).toEqual({
        linkedin_data: expected,
        imported: { profile: true, positions: 2, educations: 1, skills: 3 },
        checkpoint: expect.any(String),
      });
      const events = await app().store.readStream(`settings-${ids.eve}`);
      expect(events.map((event) => [event.type, (event.data as { source?: string }).source])).toEqual([
        ['LinkedInDataEdited', 'linkedin_export'],
      ]);
      // The archive's bytes are read, never stored.
      expect(await storedFiles('eve')).toEqual([]);

      await visible(response.body.checkpoint);
      expect((await as('eve', api().get('/settings/all'))).body.linkedin_data).toEqual(expected);
      expect((await as('ada', api().get('/settings/all'))).body.linkedin_data).toBeNull();
    });

    it('keeps what the given files do not cover', async () => {
      const edited = await as('fay', api().put('/settings/linkedin_data')).send({
        linkedin_data: {
          firstName: 'Fay',
          lastName: 'Tester',
          headline: 'Engineer',
          profilePicture: 'https://media.example.com/fay.jpg',
          username: 'fay-tester',
          summary: 'Typed by hand',
          educations: [],
          skills: [{ name: 'Excel' }],
          positions: [],
        },
      });
      expect(edited.status).toBe(200);
      const response = await importExport('fay', [
        { content: Buffer.from(skillsCsv({ notes: true, bom: true })), fileName: 'Skills.csv' },
      ]);
      expect(response.status).toBe(200);
      expect(response.body.imported).toEqual({ profile: false, positions: 0, educations: 0, skills: 3 });
      expect(response.body.linkedin_data).toEqual({ ...edited.body.linkedin_data, skills: MARA.skills });
    });

    it.each([
      [
        'no file',
        [],
        400,
        { code: 'REQUEST.VALIDATION', detail: [{ loc: ['files'], msg: expect.stringContaining("'files'") }] },
      ],
      [
        'six files',
        Array.from({ length: 6 }, (_, index) => ({
          content: Buffer.from('Name\nSQL\n'),
          fileName: `Skills-${index}.csv`,
        })),
        400,
        { code: 'REQUEST.VALIDATION', detail: [{ loc: ['files'], msg: expect.stringContaining('1 to 5') }] },
      ],
      [
        'no recognised file',
        [{ content: portfolio, fileName: 'resume.pdf' }],
        422,
        {
          code: 'SETTINGS.LINKEDIN_EXPORT_NOT_RECOGNISED',
          detail:
            "files: choose LinkedIn's data export (.zip) or its Profile.csv, Positions.csv, Education.csv or Skills.csv",
          field: 'files',
        },
      ],
      [
        'broken CSV',
        [{ content: Buffer.from('Name\n"SQL\n'), fileName: 'Skills.csv' }],
        422,
        {
          code: 'SETTINGS.LINKEDIN_EXPORT_MALFORMED',
          detail: expect.stringMatching(/^files: Skills\.csv is not valid CSV/),
          field: 'files',
        },
      ],
      [
        'a file over the upload limit',
        [{ content: Buffer.alloc(MAX_EXPORT_UPLOAD_BYTES + 1, 'x'), fileName: 'export.zip' }],
        413,
        {
          code: 'SETTINGS.LINKEDIN_EXPORT_TOO_LARGE',
          detail: 'files: each file must be at most 20 MB',
          field: 'files',
        },
      ],
    ])('refuses %s, naming the field, and records nothing', async (_case, files, status, body) => {
      const request =
        files.length === 0
          ? as('bob', api().post('/settings/linkedin_data/import')).field('other', 'x')
          : importExport('bob', files);
      const response = await request;
      expect(response.status).toBe(status);
      expect(response.body).toEqual(body);
      expect((await settingsEvents('bob')).filter((type) => type === 'LinkedInDataEdited')).toEqual([]);
    });
  });
});

/** The same upload and delete with the files in an S3 bucket (a local double that checks every signature). */
describe('settings files on S3', () => {
  let s3: S3Double;
  let t: InProcessApp;

  beforeAll(async () => {
    s3 = await startS3Double();
    t = await startInProcessApp({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stores a document as an object of the bucket and removes the object on delete', async () => {
    const { userId, token } = await t.register('gus@example.com');
    const pdf = minimalPdf({ pages: [['Gus Tester']] });
    const upload = await t
      .api()
      .post('/settings/documents')
      .set('Authorization', `Bearer ${token}`)
      .field('name', 'CV copy')
      .attach('file', pdf, { filename: 'cv.pdf' });
    expect(upload.status).toBe(201);
    const key = `users/${userId}/documents/${upload.body.document.id}.pdf`;
    expect([...s3.objects.keys()]).toEqual([key]);
    expect(s3.objects.get(key)?.equals(pdf)).toBe(true);
    expect(await readdir(t.storageDir)).toEqual([]);

    const removal = await t
      .api()
      .delete(`/settings/documents/${upload.body.document.id}`)
      .set('Authorization', `Bearer ${token}`);
    expect(removal.status).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.every((request) => request.status < 400)).toBe(true);
  });

  it('sends nothing to the bucket for refused bytes and deletes the object of an upload the decision refuses', async () => {
    const { token } = await t.register('hal@example.com');
    const upload = (content: Buffer, fileName: string, name: string) =>
      t
        .api()
        .post('/settings/documents')
        .set('Authorization', `Bearer ${token}`)
        .field('name', name)
        .attach('file', content, { filename: fileName });

    const requestsBefore = s3.requests.length;
    expect((await upload(Buffer.from('not a pdf'), 'cv.pdf', 'Fake')).status).toBe(422);
    expect(s3.requests).toHaveLength(requestsBefore);

    for (let index = 0; index < MAX_DOCUMENTS; index++) {
      expect((await upload(Buffer.from(`note ${index}`), `note-${index}.txt`, `Note ${index}`)).status).toBe(
        201,
      );
    }
    const kept = [...s3.objects.keys()].sort();
    const refused = await upload(Buffer.from('one too many'), 'extra.txt', 'Extra');
    expect(refused.status).toBe(422);
    expect([...s3.objects.keys()].sort()).toEqual(kept);
    expect(s3.requests.slice(-2).map((request) => request.method)).toEqual(['PUT', 'DELETE']);
  });
});
