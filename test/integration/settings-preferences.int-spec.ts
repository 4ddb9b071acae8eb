import { randomUUID } from 'node:crypto';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { executeCommand } from '@outreach/backend/platform/commands/execute-command';
import { emptyLinkedInData, LinkedInData } from '@outreach/backend/profile/linkedin-data.contract';
import { profileDecider } from '@outreach/backend/profile/profile.decider';
import type { DocumentUploaded } from '@outreach/backend/profile/profile.events';
import { MAX_CUSTOM_URLS } from '@outreach/backend/profile/profile-rules.contract';
import { DEFAULT_FOOTER_TEMPLATE } from '@outreach/backend/prompt-templates/prompt-template-rules.contract';
import { DEFAULT_PROMPT_TEMPLATE } from '@outreach/backend/prompt-templates/prompt-variables.contract';
import { settingsStreamId } from '@outreach/backend/settings/settings.events';
import { appWithUsers } from './testing/app-with-users';

/** The JSON settings calls of issue 4: HTTP → command → settings log → user-settings read model → queries. */
describe('settings preferences', () => {
  const { app, ids, api, as, streamEventTypes } = appWithUsers(['ada', 'bob', 'cy', 'dee', 'eve', 'fay']);
  const visible = (checkpoint: string) => app().projected('user-settings', checkpoint);
  const get = async (name: string, path: string) => {
    const response = await as(name, api().get(path));
    expect(response.status).toBe(200);
    return response.body;
  };
  const settingsEvents = (name: string) => streamEventTypes(`settings-${ids[name]}`);
  /** The "files" part's upload handler records documents this way once their bytes are stored. */
  const recordDocument = async (name: string, documentName: string) => {
    const data: DocumentUploaded['data'] = {
      userId: ids[name],
      documentId: randomUUID(),
      name: documentName,
      fileName: `${documentName.toLowerCase().replace(/\W+/g, '-')}.pdf`,
      storageKey: `users/${ids[name]}/documents/${randomUUID()}`,
      contentType: 'application/pdf',
      sizeBytes: 4096,
      sha256: randomUUID(),
    };
    const outcome = await executeCommand(
      app().store,
      settingsStreamId(ids[name]),
      profileDecider,
      { type: 'UploadDocument', data },
      commandMetadata(ids[name]),
    );
    await visible(outcome.checkpoint);
    return data.documentId;
  };
  const expectBadRequest = (
    response: { status: number; body: { detail: unknown } },
    loc: (string | number)[],
  ) => {
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc })]));
  };

  const ada: LinkedInData = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    headline: 'Analyst, Analytical Engine',
    profilePicture: 'https://pics.example/ada.png',
    username: 'ada-lovelace',
    summary: 'Wrote the first published algorithm.\nLikes poetical science.',
    educations: [{ schoolName: 'Home tutoring', degreeName: '', fieldOfStudy: 'Mathematics' }],
    skills: [{ name: 'Mathematics' }, { name: 'Algorithms' }],
    positions: [
      {
        title: 'Analyst',
        companyName: 'Analytical Engine',
        location: 'London',
        startedOn: 'Jan 1842',
        finishedOn: 'Dec 1843',
        description: 'Notes on the engine',
      },
    ],
  };

  it('refuses anonymous callers on every new call', async () => {
    const calls = [
      api().get('/settings/all'),
      api().get('/settings/lite'),
      api().get('/settings/plan'),
      api().put('/settings/linkedin_data').send({ linkedin_data: null }),
      api().get('/settings/prompt'),
      api().post('/settings/prompt').send({ prompt: null }),
      api().put('/settings/footer-template').send({ footer_template: null }),
      api().post('/settings/custom_urls').send({ name: 'x', url: 'https://x.dev' }),
      api().put(`/settings/custom_urls/${randomUUID()}/toggle_include`).send({ include_in_emails: true }),
      api().delete(`/settings/custom_urls/${randomUUID()}`),
      api().get('/settings/documents'),
      api().put('/settings/selected_documents').send({ selected_documents: [] }),
      api().put('/settings/document_attachments').send({ attach_documents: true }),
      api().put('/settings/tracking').send({ tracking_enabled: true }),
      api().put('/settings/h1b_only').send({ h1b_only: true }),
      api().put('/settings/j1_only').send({ j1_only: true }),
      api().put('/settings/leaderboard_visibility').send({ show_on_leaderboard: false }),
      api().get('/settings/autopilot'),
      api().put('/settings/autopilot').send({ job_score_threshold: 5 }),
      api().get('/profile/linkedin'),
    ];
    for (const call of calls) expect((await call).status).toBe(401);
  });

  it('gives a new user the defaults, the Free plan and its limits', async () => {
    // The profile's name comes from sign-in, which the users list holds.
    await app().projected('users-list', await app().newestPosition());
    // Free counts usage over the calendar month (UTC); the end is exclusive.
    const today = new Date();
    const monthStart = (months: number) =>
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1)).toISOString().slice(0, 10);
    expect(await get('fay', '/settings/all')).toEqual({
      plan_name: 'Free',
      emails_used: 0,
      emails_limit: 30,
      searches_used: 0,
      searches_limit: 200,
      write_limit: 30,
      write_used: 0,
      daily_limit: 10,
      daily_used: 0,
      contacts_used: 0,
      contacts_limit: 10,
      company_lists_used: 0,
      company_lists_limit: 3,
      usage_period_start: monthStart(0),
      usage_period_end: monthStart(1),
      prompt_template: null,
      prompt: DEFAULT_PROMPT_TEMPLATE,
      default_prompt: DEFAULT_PROMPT_TEMPLATE,
      portfolio_link: null,
      linkedin_profile: null,
      tracking_enabled: true,
      custom_urls: [],
      attach_documents: false,
      custom_footer_template: null,
      default_footer_template: DEFAULT_FOOTER_TEMPLATE,
      h1b_only: false,
      j1_only: false,
      show_on_leaderboard: true,
      selected_documents: [],
      documents: [],
      linkedin_data: null,
      // The one profile: nothing typed or uploaded yet, so only the name from sign-in.
      profile: {
        firstName: 'fay',
        lastName: 'Tester',
        headline: '',
        summary: '',
        skills: [],
        resumeSkills: [],
        educations: [],
        positions: [],
        titles: [],
        portfolioLink: null,
        linkedinProfile: null,
        sources: { firstName: 'sign_in', lastName: 'sign_in' },
      },
      autopilot_settings: { job_score_threshold: 8 },
      resumeStatus: { resume_exists: false, file_name: null },
      profile_status: { hasResume: false, hasLinkedInProfile: false, hasLinkedInData: false },
    });
    expect(await get('fay', '/settings/lite')).toEqual({
      plan_name: 'Free',
      linkedin_profile: null,
      portfolio_link: null,
      linkedin_data: null,
      resumeStatus: { resume_exists: false, file_name: null },
      profile_status: { hasResume: false, hasLinkedInProfile: false, hasLinkedInData: false },
      autopilot_settings: { job_score_threshold: 8 },
    });
    expect(await get('fay', '/settings/plan')).toEqual({ plan_name: 'Free', searches_used: 0 });
    expect(await get('fay', '/settings/prompt')).toEqual({
      prompt: DEFAULT_PROMPT_TEMPLATE,
      is_default: true,
    });
    expect(await get('fay', '/settings/documents')).toEqual({ documents: [] });
    expect(await get('fay', '/settings/autopilot')).toEqual({ job_score_threshold: 8 });
    expect(await get('fay', '/profile/linkedin')).toEqual({ linkedin_data: null, profilePicture: null });
  });

  it("shows the plan the users list has and that plan's limits", async () => {
    const granted = await app().store.append(
      `user-${ids.eve}`,
      [
        {
          type: 'ClubSponsorshipGranted',
          data: { userId: ids.eve, clubCode: 'chess', clubName: 'Chess Club', plan: 'Pro' },
          metadata: { actorUserId: ids.eve, recordedAt: new Date().toISOString() },
        },
      ],
      { expected: 'any' },
    );
    await app().projected('users-list', granted.lastPosition);
    expect(await get('eve', '/settings/plan')).toEqual({ plan_name: 'Pro', searches_used: 0 });
    expect(await get('eve', '/settings/all')).toMatchObject({
      plan_name: 'Pro',
      searches_limit: -1,
      write_limit: 5000,
      emails_limit: 4500,
      contacts_limit: 10,
    });
    expect((await get('eve', '/settings/lite')).plan_name).toBe('Pro');
  });

  describe('LinkedIn data', () => {
    it('stores the details, trimmed, and shows them in every view once projected', async () => {
      const response = await as('ada', api().put('/settings/linkedin_data')).send({
        linkedin_data: { ...ada, firstName: '  Ada  ' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ linkedin_data: ada, checkpoint: expect.any(String) });

      await visible(response.body.checkpoint);
      expect(await get('ada', '/profile/linkedin')).toEqual({
        linkedin_data: ada,
        profilePicture: 'https://pics.example/ada.png',
      });
      const all = await get('ada', '/settings/all');
      expect(all.linkedin_data).toEqual(ada);
      expect(all.profile_status).toEqual({
        hasResume: false,
        hasLinkedInProfile: false,
        hasLinkedInData: true,
      });
      const lite = await get('ada', '/settings/lite');
      expect(lite.profile_status.hasLinkedInData).toBe(true);
      expect(lite.linkedin_data).toEqual(ada);
      expect(await settingsEvents('ada')).toEqual(['LinkedInDataEdited']);
    });

    it('fills what is missing with empty values, and records nothing for the same details again', async () => {
      const partial = await as('bob', api().put('/settings/linkedin_data')).send({
        linkedin_data: { firstName: 'Bob', lastName: 'Tester' },
      });
      expect(partial.status).toBe(200);
      expect(partial.body.linkedin_data).toEqual({
        ...emptyLinkedInData(),
        firstName: 'Bob',
        lastName: 'Tester',
      });
      const again = await as('bob', api().put('/settings/linkedin_data')).send({
        linkedin_data: { ...emptyLinkedInData(), firstName: 'Bob', lastName: 'Tester' },
      });
      expect(again.body.checkpoint).toBe(partial.body.checkpoint);
      expect(await settingsEvents('bob')).toEqual(['LinkedInDataEdited']);
    });

    it('clears the details with null', async () => {
      const response = await as('bob', api().put('/settings/linkedin_data')).send({ linkedin_data: null });
      expect(response.body).toEqual({ linkedin_data: null, checkpoint: expect.any(String) });
      await visible(response.body.checkpoint);
      expect((await get('bob', '/profile/linkedin')).linkedin_data).toBeNull();
    });

    it.each([
      ['a missing linkedin_data', {}, ['linkedin_data']],
      ['text instead of an object', { linkedin_data: 'Ada' }, ['linkedin_data']],
      ['a number as the first name', { linkedin_data: { firstName: 42 } }, ['linkedin_data', 'firstName']],
      [
        'a headline over 300 characters',
        { linkedin_data: { headline: 'h'.repeat(301) } },
        ['linkedin_data', 'headline'],
      ],
      ['skills that are not a list', { linkedin_data: { skills: 'maths' } }, ['linkedin_data', 'skills']],
      [
        'a skill without text',
        { linkedin_data: { skills: [{ name: 3 }] } },
        ['linkedin_data', 'skills', 0, 'name'],
      ],
      [
        'more than 200 skills',
        { linkedin_data: { skills: Array.from({ length: 201 }, (_, i) => ({ name: `s${i}` })) } },
        ['linkedin_data', 'skills'],
      ],
      [
        'a picture that is no web URL',
        { linkedin_data: { profilePicture: 'javascript:alert(1)' } },
        ['linkedin_data', 'profilePicture'],
      ],
      ['a NUL in a name', { linkedin_data: { lastName: 'Love\u0000lace' } }, ['linkedin_data', 'lastName']],
    ])('refuses %s with a 400 naming the field, and records nothing', async (_, body, loc) => {
      const before = await settingsEvents('cy');
      expectBadRequest(await as('cy', api().put('/settings/linkedin_data')).send(body), loc);
      expect(await settingsEvents('cy')).toEqual(before);
    });
  });

  describe('prompt and footer', () => {
    const own = `${DEFAULT_PROMPT_TEMPLATE}\nMention that it is {{season}}.`;

    it('saves an own prompt, shows it everywhere, and resets it with null', async () => {
      const saved = await as('ada', api().post('/settings/prompt')).send({ prompt: own });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ prompt: own, checkpoint: expect.any(String) });
      await visible(saved.body.checkpoint);
      expect(await get('ada', '/settings/prompt')).toEqual({ prompt: own, is_default: false });
      expect(await get('ada', '/settings/all')).toMatchObject({
        prompt_template: own,
        prompt: own,
        default_prompt: DEFAULT_PROMPT_TEMPLATE,
      });

      const profile = await as('ada', api().put('/settings/linkedin_profile')).send({
        linkedin_profile: 'https://www.linkedin.com/in/ada',
      });
      expect(profile.body.prompt).toBe(own);

      const reset = await as('ada', api().post('/settings/prompt')).send({ prompt: null });
      expect(reset.body).toEqual({ prompt: DEFAULT_PROMPT_TEMPLATE, checkpoint: expect.any(String) });
      await visible(reset.body.checkpoint);
      expect(await get('ada', '/settings/prompt')).toEqual({
        prompt: DEFAULT_PROMPT_TEMPLATE,
        is_default: true,
      });
      expect((await get('ada', '/settings/all')).prompt_template).toBeNull();
    });

    it('refuses a template with errors with a 422 naming prompt, and records nothing', async () => {
      const before = await settingsEvents('cy');
      const response = await as('cy', api().post('/settings/prompt')).send({
        prompt: 'Hello {{contactNmae}}',
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'SETTINGS.PROMPT_TEMPLATE_INVALID', field: 'prompt' });
      expect(response.body.detail).toContain('Unknown variable {{contactNmae}}');
      const empty = await as('cy', api().post('/settings/prompt')).send({ prompt: '   ' });
      expect(empty.status).toBe(422);
      expect(await settingsEvents('cy')).toEqual(before);
    });

    it.each([
      ['a missing prompt', {}],
      ['a number', { prompt: 42 }],
      ['a prompt over 8000 characters', { prompt: `${DEFAULT_PROMPT_TEMPLATE}${'x'.repeat(8000)}` }],
      ['a control character', { prompt: `${DEFAULT_PROMPT_TEMPLATE}\u0007` }],
    ])('refuses %s as the prompt with a 400', async (_, body) => {
      expectBadRequest(await as('cy', api().post('/settings/prompt')).send(body), ['prompt']);
    });

    it('saves an own footer, trimmed, and resets it with null', async () => {
      const saved = await as('bob', api().put('/settings/footer-template')).send({
        footer_template: '  Cheers,\n{{firstName}}  ',
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({
        footer_template: 'Cheers,\n{{firstName}}',
        checkpoint: expect.any(String),
      });
      await visible(saved.body.checkpoint);
      expect(await get('bob', '/settings/all')).toMatchObject({
        custom_footer_template: 'Cheers,\n{{firstName}}',
        default_footer_template: DEFAULT_FOOTER_TEMPLATE,
      });

      const reset = await as('bob', api().put('/settings/footer-template')).send({ footer_template: null });
      expect(reset.body).toEqual({ footer_template: null, checkpoint: expect.any(String) });
      await visible(reset.body.checkpoint);
      expect((await get('bob', '/settings/all')).custom_footer_template).toBeNull();
    });

    it.each([
      ['a missing footer', {}],
      ['a list', { footer_template: ['Bye'] }],
      ['a footer over 2000 characters', { footer_template: 'x'.repeat(2001) }],
      ['an escape sequence', { footer_template: 'Bye \u001b[31m' }],
    ])('refuses %s with a 400 naming footer_template', async (_, body) => {
      expectBadRequest(await as('bob', api().put('/settings/footer-template')).send(body), [
        'footer_template',
      ]);
    });
  });

  describe('custom URLs', () => {
    const add = (name: string, body: object) => as(name, api().post('/settings/custom_urls')).send(body);

    it('adds a URL lower-cased and trimmed, included in e-mails unless said otherwise', async () => {
      const response = await add('ada', { name: ' GitHub ', url: '  HTTPS://GitHub.com/Ada ' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'GitHub',
        url: 'https://github.com/ada',
        include_in_emails: true,
        checkpoint: expect.any(String),
      });
      const blog = await add('ada', { name: 'Blog', url: 'https://ada.dev/blog', include_in_emails: false });
      expect(blog.body).toMatchObject({ include_in_emails: false });

      await visible(blog.body.checkpoint);
      expect((await get('ada', '/settings/all')).custom_urls).toEqual([
        { id: response.body.id, name: 'GitHub', url: 'https://github.com/ada', include_in_emails: true },
        { id: blog.body.id, name: 'Blog', url: 'https://ada.dev/blog', include_in_emails: false },
      ]);
    });

    it.each([
      ['no name', { url: 'https://x.dev' }, 'name', 'Please enter a name for the URL'],
      ['a blank name', { name: '  ', url: 'https://x.dev' }, 'name', 'Please enter a name for the URL'],
      ['no URL', { name: 'X' }, 'url', 'Please enter a URL'],
      ['a blank URL', { name: 'X', url: ' ' }, 'url', 'Please enter a URL'],
      [
        'a URL without a scheme',
        { name: 'X', url: 'x.dev' },
        'url',
        'URL must start with http:// or https://',
      ],
      ['an ftp URL', { name: 'X', url: 'ftp://x.dev' }, 'url', 'URL must start with http:// or https://'],
      ['a name over 100 characters', { name: 'n'.repeat(101), url: 'https://x.dev' }, 'name', undefined],
      [
        'a URL over 2048 characters',
        { name: 'X', url: `https://x.dev/${'a'.repeat(2048)}` },
        'url',
        undefined,
      ],
      ['a number as the name', { name: 7, url: 'https://x.dev' }, 'name', 'name must be text'],
      [
        'text as include_in_emails',
        { name: 'X', url: 'https://x.dev', include_in_emails: 'yes' },
        'include_in_emails',
        'include_in_emails must be true or false',
      ],
    ])('refuses %s with the spec message naming the field', async (_, body, field, message) => {
      const before = await settingsEvents('cy');
      const response = await add('cy', body);
      expectBadRequest(response, [field]);
      if (message) expect(response.body.detail).toContainEqual({ loc: [field], msg: message });
      expect(await settingsEvents('cy')).toEqual(before);
    });

    it('refuses a URL already in the list with a 409', async () => {
      const response = await add('ada', { name: 'Code', url: 'https://GITHUB.com/ada' });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ code: 'SETTINGS.CUSTOM_URL_ALREADY_ADDED', field: 'url' });
    });

    it(`refuses more than ${MAX_CUSTOM_URLS} URLs`, async () => {
      for (let i = 0; i < MAX_CUSTOM_URLS; i++) {
        expect((await add('dee', { name: `Link ${i}`, url: `https://dee.dev/${i}` })).status).toBe(201);
      }
      const response = await add('dee', { name: 'One more', url: 'https://dee.dev/more' });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ code: 'SETTINGS.CUSTOM_URL_LIMIT_REACHED', field: 'url' });
    });

    it('toggles and deletes a URL; unknown, malformed and other users’ ids are refused', async () => {
      const added = await add('bob', { name: 'Site', url: 'https://bob.dev' });
      const id = added.body.id as string;

      const toggled = await as('bob', api().put(`/settings/custom_urls/${id}/toggle_include`)).send({
        include_in_emails: false,
      });
      expect(toggled.status).toBe(200);
      expect(toggled.body).toEqual({
        id,
        name: 'Site',
        url: 'https://bob.dev',
        include_in_emails: false,
        checkpoint: expect.any(String),
      });
      await visible(toggled.body.checkpoint);
      expect((await get('bob', '/settings/all')).custom_urls).toEqual([
        { id, name: 'Site', url: 'https://bob.dev', include_in_emails: false },
      ]);

      const foreign = await as('ada', api().put(`/settings/custom_urls/${id}/toggle_include`)).send({
        include_in_emails: true,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'SETTINGS.CUSTOM_URL_NOT_FOUND' });
      expect((await as('ada', api().delete(`/settings/custom_urls/${id}`))).status).toBe(404);
      expectBadRequest(
        await as('bob', api().put('/settings/custom_urls/not-an-id/toggle_include')).send({
          include_in_emails: true,
        }),
        ['id'],
      );
      expectBadRequest(await as('bob', api().put(`/settings/custom_urls/${id}/toggle_include`)).send({}), [
        'include_in_emails',
      ]);

      const removed = await as('bob', api().delete(`/settings/custom_urls/${id}`));
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({
        message: 'Custom URL deleted successfully',
        checkpoint: expect.any(String),
      });
      await visible(removed.body.checkpoint);
      expect((await get('bob', '/settings/all')).custom_urls).toEqual([]);
      expect((await as('bob', api().delete(`/settings/custom_urls/${id}`))).status).toBe(404);
    });
  });

  describe('documents and their selection', () => {
    it('lists the caller’s documents without where their bytes are', async () => {
      const id = await recordDocument('cy', 'Cover letter');
      const { documents } = await get('cy', '/settings/documents');
      expect(documents).toEqual([
        {
          id,
          name: 'Cover letter',
          filename: 'cover-letter.pdf',
          content_type: 'application/pdf',
          size_bytes: 4096,
          uploaded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ]);
      expect((await get('ada', '/settings/documents')).documents).toEqual([]);
      expect((await get('cy', '/settings/all')).documents).toEqual(documents);
    });

    it('selects own documents, and a deleted one leaves the selection', async () => {
      const first = await recordDocument('dee', 'Transcript');
      const second = await recordDocument('dee', 'References');
      const selected = await as('dee', api().put('/settings/selected_documents')).send({
        selected_documents: [second, first, second],
      });
      expect(selected.status).toBe(200);
      expect(selected.body).toEqual({ selected_documents: [second, first], checkpoint: expect.any(String) });
      await visible(selected.body.checkpoint);
      expect((await get('dee', '/settings/all')).selected_documents).toEqual([second, first]);

      const deleted = await executeCommand(
        app().store,
        settingsStreamId(ids.dee),
        profileDecider,
        { type: 'DeleteDocument', data: { userId: ids.dee, documentId: second } },
        commandMetadata(ids.dee),
      );
      expect(deleted.before?.documents.find((d) => d.id === second)?.storageKey).toMatch(
        new RegExp(`^users/${ids.dee}/documents/`),
      );
      await visible(deleted.checkpoint);
      const all = await get('dee', '/settings/all');
      expect(all.selected_documents).toEqual([first]);
      expect(all.documents.map((d: { id: string }) => d.id)).toEqual([first]);
    });

    it('refuses another user’s or an unknown document with a 422 naming selected_documents', async () => {
      const adaDocument = await recordDocument('ada', 'Ada notes');
      const response = await as('bob', api().put('/settings/selected_documents')).send({
        selected_documents: [adaDocument],
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        code: 'SETTINGS.SELECTED_DOCUMENTS_UNKNOWN',
        field: 'selected_documents',
        detail: `selected_documents: not among your documents: ${adaDocument}`,
      });
      expect(await settingsEvents('bob')).not.toContain('SelectedDocumentsChanged');
    });

    it.each([
      ['a missing list', {}],
      ['text instead of a list', { selected_documents: 'd1' }],
      ['numbers as ids', { selected_documents: [1] }],
      ['more than 20 ids', { selected_documents: Array.from({ length: 21 }, () => randomUUID()) }],
    ])('refuses %s with a 400 naming selected_documents', async (_, body) => {
      const response = await as('bob', api().put('/settings/selected_documents')).send(body);
      expect(response.status).toBe(400);
      expect(response.body.detail[0].loc[0]).toBe('selected_documents');
    });
  });

  describe('toggles and autopilot settings', () => {
    it.each([
      ['/settings/document_attachments', 'attach_documents', true],
      ['/settings/tracking', 'tracking_enabled', false],
      ['/settings/h1b_only', 'h1b_only', true],
      ['/settings/j1_only', 'j1_only', true],
      ['/settings/leaderboard_visibility', 'show_on_leaderboard', false],
    ])('PUT %s flips %s and shows it in the settings', async (path, field, value) => {
      const response = await as('eve', api().put(path)).send({ [field]: value });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ [field]: value, checkpoint: expect.any(String) });
      await visible(response.body.checkpoint);
      expect((await get('eve', '/settings/all'))[field]).toBe(value);

      const same = await as('eve', api().put(path)).send({ [field]: value });
      expect(same.body.checkpoint).toBe(response.body.checkpoint);
      expectBadRequest(await as('eve', api().put(path)).send({}), [field]);
      expectBadRequest(await as('eve', api().put(path)).send({ [field]: 'true' }), [field]);
    });

    it('changes the job score threshold and shows it in every view', async () => {
      const response = await as('fay', api().put('/settings/autopilot')).send({ job_score_threshold: 6 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ job_score_threshold: 6, checkpoint: expect.any(String) });
      await visible(response.body.checkpoint);
      expect(await get('fay', '/settings/autopilot')).toEqual({ job_score_threshold: 6 });
      expect((await get('fay', '/settings/all')).autopilot_settings).toEqual({ job_score_threshold: 6 });
      expect((await get('fay', '/settings/lite')).autopilot_settings).toEqual({ job_score_threshold: 6 });
      expect(await get('bob', '/settings/autopilot')).toEqual({ job_score_threshold: 8 });
    });

    it.each([[0], [11], [7.5], ['8'], [null], [undefined]])(
      'refuses %p as the job score threshold with a 400',
      async (value) => {
        expectBadRequest(
          await as('fay', api().put('/settings/autopilot')).send({ job_score_threshold: value }),
          ['job_score_threshold'],
        );
      },
    );
  });
});
