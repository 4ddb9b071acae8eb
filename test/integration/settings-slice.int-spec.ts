import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Test } from 'supertest';
import { DEFAULT_PROMPT_TEMPLATE } from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { minimalPdf } from '@outreach/backend/profile/testing/minimal-pdf';
import { appWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';

/** The settings slice in one process: HTTP → files + command → log → projector → read model → socket push. */
describe('settings slice', () => {
  const { app, ids, tokens, api, as, streamEventTypes, storedFiles } = appWithUsers([
    'ada',
    'bob',
    'cy',
    'dee',
    'eve',
  ]);
  const visible = (checkpoint: string) => app().projected('user-settings', checkpoint);
  const upload = (name: string, content: Buffer, fileName = 'cv.pdf', contentType = 'application/pdf') =>
    as(name, api().post('/resume/')).attach('file', content, { filename: fileName, contentType });
  const settingsEvents = (name: string) => streamEventTypes(`settings-${ids[name]}`);

  const adaCv = minimalPdf({
    pages: [
      ['Ada Lovelace', 'Analyst, Analytical Engine'],
      ['Skills: mathematics, notes on Bernoulli numbers'],
    ],
  });
  const adaCvText =
    'Ada Lovelace\nAnalyst, Analytical Engine\n\nSkills: mathematics, notes on Bernoulli numbers';

  it('refuses anonymous callers with 401 on every settings and resume call', async () => {
    const calls = [
      () => api().put('/settings/linkedin_profile').send({ linkedin_profile: 'https://linkedin.com/in/x' }),
      () => api().put('/settings/portfolio_link').send({ portfolio_link: 'https://x.dev' }),
      () => api().post('/resume/').attach('file', adaCv, 'cv.pdf'),
      () => api().get('/resume/status'),
      () => api().get('/resume/content'),
      () => api().delete('/resume/'),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
    expect(await storedFiles()).toEqual([]);
  });

  it('uploads a PDF, reads its text, and shows it in the status and content calls', async () => {
    const response = await upload('ada', adaCv);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      resume_exists: true,
      file_name: 'cv.pdf',
      page_count: 2,
      message: 'Resume uploaded and processed successfully',
      filled_from_resume: ['headline', 'skills'],
      checkpoint: expect.any(String),
    });

    await visible(response.body.checkpoint);
    expect((await as('ada', api().get('/resume/status'))).body).toEqual({
      resume_exists: true,
      file_name: 'cv.pdf',
    });
    const content = await as('ada', api().get('/resume/content'));
    expect(content.status).toBe(200);
    expect(content.body).toEqual({ content: adaCvText });

    const [event] = await app().store.readStream(`settings-${ids.ada}`);
    expect(event).toMatchObject({
      type: 'ResumeUploaded',
      data: { userId: ids.ada, fileName: 'cv.pdf', sizeBytes: adaCv.length, pageCount: 2 },
    });
    // The text lives beside the file, never in the permanent log.
    expect(JSON.stringify(event.data)).not.toContain('Bernoulli');
    const data = event.data as { storageKey: string; textStorageKey: string };
    expect(await storedFiles('ada')).toEqual([data.storageKey, data.textStorageKey].sort());
    expect(data.storageKey).toMatch(new RegExp(`^users/${ids.ada}/resume/[0-9a-f-]+\\.pdf$`));
    expect((await readFile(join(app().storageDir, data.storageKey))).equals(adaCv)).toBe(true);
  });

  it('replaces the resume with a newer upload and removes the old files', async () => {
    const before = await storedFiles('ada');
    const newer = minimalPdf({ pages: [['Ada King, Countess of Lovelace', 'First published algorithm']] });
    const response = await upload('ada', newer, 'cv-2025.pdf');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ file_name: 'cv-2025.pdf', page_count: 1 });

    await visible(response.body.checkpoint);
    expect((await as('ada', api().get('/resume/status'))).body).toEqual({
      resume_exists: true,
      file_name: 'cv-2025.pdf',
    });
    expect((await as('ada', api().get('/resume/content'))).body).toEqual({
      content: 'Ada King, Countess of Lovelace\nFirst published algorithm',
    });
    const after = await storedFiles('ada');
    expect(after).toHaveLength(2);
    expect(after.some((file) => before.includes(file))).toBe(false);
    expect(await settingsEvents('ada')).toEqual(['ResumeUploaded', 'ResumeUploaded']);
  });

  it('judges the file by its bytes: a PDF under another name is read, text named .pdf is refused', async () => {
    const pdfNamedText = await upload(
      'cy',
      minimalPdf({ pages: [['Cy Young']] }),
      'resume.txt',
      'text/plain',
    );
    expect(pdfNamedText.status).toBe(201);

    const fake = await upload(
      'dee',
      Buffer.from('Dee Tester\nExperience: lots'),
      'cv.pdf',
      'application/pdf',
    );
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      code: 'SETTINGS.RESUME_NOT_PDF',
      detail: 'file: must be a PDF document',
      field: 'file',
    });
    expect(await storedFiles('dee')).toEqual([]);
    expect(await settingsEvents('dee')).toEqual([]);
  });

  it('refuses a file over 5 MB, naming the field, and keeps nothing', async () => {
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 'x')]);
    const response = await upload('dee', huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({
      code: 'SETTINGS.RESUME_TOO_LARGE',
      detail: 'file: must be at most 5 MB',
      field: 'file',
    });
    expect(await storedFiles('dee')).toEqual([]);
    expect(await settingsEvents('dee')).toEqual([]);
  });

  it('refuses damaged, locked and text-less PDFs with a clear error and keeps nothing', async () => {
    const damaged = adaCv.subarray(0, 200);
    const locked = minimalPdf({ pages: [['Dee Tester']], encrypted: true });
    const scanned = minimalPdf({ pages: [[]] });
    for (const content of [damaged, locked, scanned]) {
      const response = await upload('dee', content);
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        code: 'SETTINGS.RESUME_UNREADABLE',
        detail: 'file: could not read any text from this PDF',
        field: 'file',
      });
    }
    expect(await storedFiles('dee')).toEqual([]);
    expect(await settingsEvents('dee')).toEqual([]);
  });

  it.each([
    ['under another field name', (test: Test) => test.attach('resume', adaCv, 'cv.pdf')],
    [
      'as two files',
      (test: Test) => test.attach('file', adaCv, 'cv.pdf').attach('file', adaCv, 'cv-copy.pdf'),
    ],
  ])('asks for the multipart field file when the resume comes %s, and keeps nothing', async (_, send) => {
    const response = await send(as('dee', api().post('/resume/')));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'REQUEST.VALIDATION',
      detail: [{ loc: ['file'], msg: "Send the resume as the multipart field 'file'." }],
    });
    expect(await storedFiles('dee')).toEqual([]);
    expect(await settingsEvents('dee')).toEqual([]);
  });

  it('asks for the file when an upload has none', async () => {
    const response = await as('dee', api().post('/resume/')).field('note', 'no file here');
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([
      { loc: ['file'], msg: 'Please select a resume PDF file to upload.' },
    ]);
  });

  it('removes the stored files again when the event cannot be recorded', async () => {
    const append = jest
      .spyOn(app().store, 'append')
      .mockRejectedValueOnce(new Error('the database went away'));
    try {
      const response = await upload('dee', minimalPdf({ pages: [['Dee Tester']] }));
      expect(response.status).toBe(500);
    } finally {
      append.mockRestore();
    }
    expect(await storedFiles('dee')).toEqual([]);
    expect(await settingsEvents('dee')).toEqual([]);
  });

  it('records a repeated upload with one Idempotency-Key once and keeps one set of files', async () => {
    const cv = minimalPdf({ pages: [['Eve Tester']] });
    const send = () => upload('eve', cv).set('Idempotency-Key', 'eve-resume-1');
    const first = await send();
    const second = await send();
    expect(second.status).toBe(201);
    expect(second.body.checkpoint).toBe(first.body.checkpoint);
    expect(await settingsEvents('eve')).toEqual(['ResumeUploaded']);
    expect(await storedFiles('eve')).toHaveLength(2);
  });

  it("scopes every call to the caller: another user neither sees nor deletes someone's resume", async () => {
    expect((await as('bob', api().get('/resume/status'))).body).toEqual({
      resume_exists: false,
      file_name: null,
    });
    const content = await as('bob', api().get('/resume/content'));
    expect(content.status).toBe(404);
    expect(content.body).toMatchObject({ code: 'SETTINGS.RESUME_NOT_FOUND', detail: 'No resume uploaded' });
    const removal = await as('bob', api().delete('/resume/'));
    expect(removal.status).toBe(404);
    expect(removal.body).toMatchObject({ detail: 'No resume to delete' });
    expect((await as('ada', api().get('/resume/status'))).body).toMatchObject({ resume_exists: true });
    expect(await storedFiles('ada')).toHaveLength(2);
  });

  it('deletes the resume and its files; deleting again is a 404', async () => {
    const response = await as('ada', api().delete('/resume/'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Resume deleted successfully', checkpoint: expect.any(String) });
    expect(await storedFiles('ada')).toEqual([]);

    await visible(response.body.checkpoint);
    expect((await as('ada', api().get('/resume/status'))).body).toEqual({
      resume_exists: false,
      file_name: null,
    });
    expect((await as('ada', api().get('/resume/content'))).status).toBe(404);
    const again = await as('ada', api().delete('/resume/'));
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'SETTINGS.RESUME_NOT_FOUND', detail: 'No resume to delete' });
  });

  it('stores a LinkedIn profile URL, says honestly that nothing was fetched, and answers the prompt', async () => {
    const response = await as('bob', api().put('/settings/linkedin_profile')).send({
      linkedin_profile: '  https://www.linkedin.com/in/bob-tester/  ',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      linkedin_profile: 'https://www.linkedin.com/in/bob-tester/',
      linkedin_data_fetched: false,
      prompt: DEFAULT_PROMPT_TEMPLATE,
      checkpoint: expect.any(String),
    });

    const same = await as('bob', api().put('/settings/linkedin_profile')).send({
      linkedin_profile: 'https://www.linkedin.com/in/bob-tester/',
    });
    expect(same.status).toBe(200);
    expect(same.body.checkpoint).toBe(response.body.checkpoint);
    const country = await as('bob', api().put('/settings/linkedin_profile')).send({
      linkedin_profile: 'http://uk.linkedin.com/in/bob',
    });
    expect(country.status).toBe(200);
    const cleared = await as('bob', api().put('/settings/linkedin_profile')).send({ linkedin_profile: '' });
    expect(cleared.body).toMatchObject({ linkedin_profile: null });
    expect(await settingsEvents('bob')).toEqual([
      'LinkedInProfileSet',
      'LinkedInProfileSet',
      'LinkedInProfileSet',
    ]);
  });

  it.each([
    ['not a URL', 'not a url'],
    ['a URL without its scheme', 'linkedin.com/in/bob'],
    ['an ftp URL', 'ftp://www.linkedin.com/in/bob'],
    ['a look-alike host', 'https://www.linkedin.com.evil.example/in/bob'],
    ['another site', 'https://notlinkedin.com/in/bob'],
    ['the bare site', 'https://linkedin.com/'],
    ['a URL with a NUL byte', 'https://www.linkedin.com/in/bob\u0000'],
    ['a URL with a line break', 'https://www.linkedin.com/in/b\nob'],
  ])(
    'refuses %s as the LinkedIn profile with a 400 naming the field, and records nothing',
    async (_, value) => {
      const before = await settingsEvents('bob');
      const response = await as('bob', api().put('/settings/linkedin_profile')).send({
        linkedin_profile: value,
      });
      expect(response.status).toBe(400);
      // A NUL is refused at the edge, before the URL rule, with the edge rule's message.
      const msg = value.includes('\u0000')
        ? 'linkedin_profile must not contain control characters'
        : 'Please enter a valid LinkedIn profile URL';
      expect(response.body.detail).toEqual([{ loc: ['linkedin_profile'], msg }]);
      expect(await settingsEvents('bob')).toEqual(before);
    },
  );

  it('refuses a LinkedIn profile URL over 2048 characters, naming the field', async () => {
    const response = await as('bob', api().put('/settings/linkedin_profile')).send({
      linkedin_profile: `https://www.linkedin.com/in/${'b'.repeat(2048)}`,
    });
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([
      expect.objectContaining({
        loc: ['linkedin_profile'],
        msg: 'linkedin_profile must be at most 2048 characters',
      }),
    ]);
  });

  it('refuses a missing linkedin_profile, naming it', async () => {
    const response = await as('bob', api().put('/settings/linkedin_profile')).send({});
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual([
      { loc: ['linkedin_profile'], msg: 'linkedin_profile is required' },
    ]);
  });

  it('sets and clears the portfolio link and refuses anything but an http(s) URL', async () => {
    const set = await as('cy', api().put('/settings/portfolio_link')).send({
      portfolio_link: 'https://cy.dev/work',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ portfolio_link: 'https://cy.dev/work', checkpoint: expect.any(String) });

    for (const value of [
      'cy.dev',
      'javascript:alert(1)',
      'ftp://cy.dev',
      `https://cy.dev/${'x'.repeat(2048)}`,
      'https://cy.dev/a\u0000b',
      'https://cy.dev/\u001b[31m',
      42,
    ]) {
      const bad = await as('cy', api().put('/settings/portfolio_link')).send({ portfolio_link: value });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['portfolio_link'] })]);
    }

    const cleared = await as('cy', api().put('/settings/portfolio_link')).send({ portfolio_link: '' });
    expect(cleared.body).toEqual({ portfolio_link: null, checkpoint: expect.any(String) });
    expect((await settingsEvents('cy')).filter((type) => type === 'PortfolioLinkSet')).toHaveLength(2);
  });

  it("pushes user-settings changes only to the changed user's sockets", async () => {
    // Earlier tests' writes must be applied first, or a busy runner folds them into the same batch as this one.
    await visible(await app().newestPosition());
    const { pushes: evePushes } = await app().connect(tokens.eve);
    const { pushes: bobPushes } = await app().connect(tokens.bob);

    const response = await as('eve', api().put('/settings/portfolio_link')).send({
      portfolio_link: 'https://eve.dev',
    });
    await visible(response.body.checkpoint);
    const push = await firstPush(evePushes, 'user-settings');
    // The other user's socket would have had its push by now, had the runner sent one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push).toMatchObject({ keys: [ids.eve] });
    expect(push!.checkpoint >= response.body.checkpoint).toBe(true);
    expect(bobPushes.filter((batch) => batch.projection === 'user-settings')).toEqual([]);
  });
});
