import { breakTagsToText, textToBreakTags } from '@outreach/backend/drafts/draft-rules.contract';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '@outreach/backend/platform/commands/command-metadata';
import { SaveDraftForContact } from '@outreach/backend/drafts/commands/save-draft-for-contact.command';
import { markDraftSent } from '@outreach/backend/drafts/draft.commands';
import { DraftsQuery } from '@outreach/backend/drafts/queries/drafts.query';
import { appWithUsers } from './testing/app-with-users';
import { firstPush } from './testing/in-process-app';

/** The drafts slice in one process: HTTP → command → log → drafts-list projector → queries → socket push. */
describe('drafts slice', () => {
  const { app, ids, tokens, api, as, streamEventTypes } = appWithUsers(['ada', 'bob', 'cy']);
  const contactIds: Record<string, string> = {};
  const problems = (body: { detail: { loc: (string | number)[]; msg: string }[] }) =>
    body.detail.map((problem) => `${problem.loc.join('.')}: ${problem.msg}`);
  const visible = (checkpoint: string) => app().projected('drafts-list', checkpoint);
  const save = async (name: string, body: Record<string, unknown>, key?: string) => {
    const test = as(name, api().post('/emails/drafts/'));
    const response = await (key ? test.set('Idempotency-Key', key) : test).send(body);
    if (response.body.checkpoint) await visible(response.body.checkpoint);
    return response;
  };
  const draftOf = (name: string, extra: Record<string, unknown> = {}) => ({
    subject: 'Hello',
    body: 'Hi Grace,\nCoffee next week?',
    contact_id: contactIds[name],
    ...extra,
  });
  const list = async (name: string, limit = 10) =>
    (await as(name, api().get('/emails/drafts')).query({ limit })).body.drafts as { id: string }[];

  beforeAll(async () => {
    for (const name of ['ada', 'bob', 'cy']) {
      const response = await as(name, api().post('/contacts/')).send({
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@navy.example',
        company: `Navy of ${name}`,
      });
      contactIds[name] = response.body.contact.id;
      await app().projected('contacts-list', response.body.checkpoint);
    }
  });

  it('refuses anonymous callers with 401 on every drafts call', async () => {
    const id = randomUUID();
    const calls = [
      () => api().get('/emails/drafts?limit=10'),
      () => api().get('/emails/drafts/all'),
      () => api().post('/emails/drafts/').send(draftOf('ada')),
      () => api().put(`/emails/drafts/${id}`).send({ subject: 'x' }),
      () => api().delete(`/emails/drafts/${id}`),
      () =>
        api()
          .post('/emails/drafts/batch-delete')
          .send({ draft_ids: [id] }),
    ];
    for (const call of calls) expect((await call()).status).toBe(401);
  });

  it('saves a draft for the caller’s contact with the contact’s details and line breaks as <br>', async () => {
    const response = await save('ada', draftOf('ada', { message_type: 'Follow-Up', tone: 'Friendly' }));
    expect(response.status).toBe(201);
    const { id } = response.body;
    expect(response.body).toEqual({
      id,
      draft: {
        draft_id: id,
        id,
        contact_id: contactIds.ada,
        contact_email: 'grace@navy.example',
        contact_name: 'Grace Hopper',
        company: 'Navy of ada',
        subject: 'Hello',
        body: 'Hi Grace,<br>Coffee next week?',
        status: 'draft',
        message_type: 'Follow-Up',
        tone: 'Friendly',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      checkpoint: expect.any(String),
    });
    expect(await streamEventTypes(`draft-${id}`)).toEqual(['DraftSaved']);
    const listed = await as('ada', api().get('/emails/drafts?limit=10'));
    expect(listed.status).toBe(200);
    // Listed with how it goes out: under the body, the default footer signs with the account's name.
    expect(listed.body).toEqual({
      drafts: [
        {
          ...response.body.draft,
          preview: {
            html: '<div>Hi Grace,<br>Coffee next week?</div><p>Best regards,<br>ada Tester</p>',
            text: 'Hi Grace,\nCoffee next week?\n\nBest regards,\nada Tester',
            attachments: [],
          },
        },
      ],
    });
  });

  it('defaults message type and tone and sanitises HTML bodies', async () => {
    const response = await save(
      'ada',
      draftOf('ada', {
        body: '<p onclick="steal()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.draft).toMatchObject({
      body: '<p>Hi <b>there</b></p>x',
      message_type: 'Connection Request',
      tone: 'Professional',
    });
  });

  it('keeps every character of a plain-text body, sent as typed or as the editor’s escaped form', async () => {
    const typed = 'if a<b and c>d\nsee <https://x.example> ok & "bye"';
    // Quotes need no escaping in text: the sanitiser writes them as they are.
    const stored = 'if a&lt;b and c&gt;d<br>see &lt;https://x.example&gt; ok &amp; "bye"';
    const raw = await save('ada', draftOf('ada', { body: typed }));
    expect(raw.status).toBe(201);
    expect(raw.body.draft.body).toBe(stored);
    expect(breakTagsToText(raw.body.draft.body)).toBe(typed);
    const escaped = await save('ada', draftOf('ada', { body: textToBreakTags(typed) }));
    expect(escaped.status).toBe(201);
    expect(breakTagsToText(escaped.body.draft.body)).toBe(typed);
  });

  it('refuses a draft with subject and body both blank with the spec’s message', async () => {
    for (const body of [draftOf('ada', { subject: ' ', body: '' }), { contact_id: contactIds.ada }]) {
      const response = await save('ada', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'DRAFT.EMPTY',
        detail: 'Cannot save empty draft.',
        field: 'body',
      });
    }
  });

  it('answers an unknown contact and another user’s contact as not found', async () => {
    for (const contactId of [randomUUID(), contactIds.bob]) {
      const response = await save('ada', draftOf('ada', { contact_id: contactId }));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        code: 'DRAFT.CONTACT_NOT_FOUND',
        detail: 'Contact not found',
        field: 'contact_id',
      });
    }
  });

  it('names each missing or malformed field', async () => {
    const missing = await save('ada', { subject: 'Hi', body: 'x' });
    expect(missing.status).toBe(400);
    expect(problems(missing.body)).toEqual(['contact_id: No conversation selected.']);

    const wrong = await save('ada', {
      subject: 5,
      body: ['x'],
      contact_id: 'not-an-id',
      message_type: 'Spam',
      tone: 1,
    });
    expect(wrong.status).toBe(400);
    expect(problems(wrong.body)).toEqual([
      'subject: subject must be text',
      'body: body must be text',
      'contact_id: contact_id must be a contact id',
      'message_type: message_type must be one of: Connection Request, Follow-Up, Thank You',
      'tone: tone must be one of: Professional, Casual, Friendly',
    ]);

    const notObject = await as('ada', api().post('/emails/drafts/')).send([1, 2]);
    expect(notObject.status).toBe(400);
  });

  it('refuses an oversized body or subject, naming it', async () => {
    const body = await save('ada', draftOf('ada', { body: 'x'.repeat(50_001) }));
    expect(body.status).toBe(400);
    expect(problems(body.body)).toEqual(['body: body must be at most 50000 characters']);
    const subject = await save('ada', draftOf('ada', { subject: 'x'.repeat(301) }));
    expect(subject.status).toBe(400);
    expect(problems(subject.body)).toEqual(['subject: subject must be at most 300 characters']);
    const control = await save('ada', draftOf('ada', { body: 'a\u0000b' }));
    expect(problems(control.body)).toEqual(['body: body must not contain control characters']);
  });

  it('saves once under one Idempotency-Key, answering the retry with the same draft', async () => {
    const key = randomUUID();
    const first = await save('cy', draftOf('cy', { subject: 'Once' }), key);
    const again = await save('cy', draftOf('cy', { subject: 'Once' }), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.draft).toEqual(first.body.draft);
    expect(await streamEventTypes(`draft-${first.body.id}`)).toEqual(['DraftSaved']);
    // Another user's same key is another draft.
    const bobs = await save('bob', draftOf('bob', { subject: 'Once' }), key);
    expect(bobs.body.id).not.toBe(first.body.id);
  });

  describe('editing', () => {
    it('updates subject and body and records nothing when nothing changed', async () => {
      const { body: created } = await save('ada', draftOf('ada', { subject: 'To edit' }));
      const edited = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({
        subject: 'Edited',
        body: 'Line one\nLine two',
        contact_id: contactIds.ada,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toEqual({
        id: created.id,
        draft: expect.objectContaining({
          id: created.id,
          subject: 'Edited',
          body: 'Line one<br>Line two',
          created_at: created.draft.created_at,
        }),
        checkpoint: expect.any(String),
      });
      await visible(edited.body.checkpoint);
      const same = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({
        subject: 'Edited',
        body: 'Line one<br>Line two',
      });
      expect(same.status).toBe(200);
      expect(await streamEventTypes(`draft-${created.id}`)).toEqual(['DraftSaved', 'DraftEdited']);
      const all = await as('ada', api().get('/emails/drafts/all'));
      expect(all.body.new_drafts).toContainEqual(expect.objectContaining(edited.body.draft));
    });

    it('refuses bad ids, bad fields, another user’s draft and another contact', async () => {
      const { body: created } = await save('ada', draftOf('ada', { subject: 'Guarded' }));
      const temporary = await as('ada', api().put('/emails/drafts/draft_1712345678')).send({ subject: 'x' });
      expect(temporary.status).toBe(400);
      expect(problems(temporary.body)).toEqual([
        ': id is a temporary id of an unsaved draft; save it with POST /emails/drafts/ first',
      ]);
      const garbage = await as('ada', api().put('/emails/drafts/nope')).send({ subject: 'x' });
      expect(problems(garbage.body)).toEqual([': id must be a draft id']);

      const wrong = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({ subject: 1, body: {} });
      expect(wrong.status).toBe(400);
      expect(problems(wrong.body)).toEqual(['subject: subject must be text', 'body: body must be text']);
      const long = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({
        body: 'y'.repeat(50_001),
      });
      expect(problems(long.body)).toEqual(['body: body must be at most 50000 characters']);
      const empty = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({
        subject: '',
        body: '',
      });
      expect(empty.status).toBe(400);
      expect(empty.body.detail).toBe('Cannot save empty draft.');

      const stolen = await as('bob', api().put(`/emails/drafts/${created.id}`)).send({ subject: 'Mine' });
      expect(stolen.status).toBe(404);
      expect(stolen.body).toEqual({ code: 'DRAFT.NOT_FOUND', detail: 'Draft not found', field: 'id' });
      expect(
        (await as('ada', api().put(`/emails/drafts/${randomUUID()}`)).send({ subject: 'x' })).status,
      ).toBe(404);
      const moved = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({
        subject: 'x',
        contact_id: contactIds.bob,
      });
      expect(moved.status).toBe(422);
      expect(moved.body.field).toBe('contact_id');
      expect(await streamEventTypes(`draft-${created.id}`)).toEqual(['DraftSaved']);
    });
  });

  describe('deleting', () => {
    it('deletes the caller’s draft once, pushes to the owner, and refuses other callers', async () => {
      const { body: created } = await save('cy', draftOf('cy', { subject: 'Doomed' }));
      expect((await as('ada', api().delete(`/emails/drafts/${created.id}`))).status).toBe(404);
      const temporary = await as('cy', api().delete('/emails/drafts/draft_1'));
      expect(temporary.status).toBe(400);
      expect(problems(temporary.body)[0]).toMatch(/^: id is a temporary id/);

      const { pushes } = await app().connect(tokens.cy);
      const deleted = await as('cy', api().delete(`/emails/drafts/${created.id}`));
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ id: created.id, deleted: true, checkpoint: expect.any(String) });
      await visible(deleted.body.checkpoint);
      expect((await firstPush(pushes, 'drafts-list'))?.keys).toEqual([ids.cy]);
      expect((await list('cy')).map((draft) => draft.id)).not.toContain(created.id);

      const again = await as('cy', api().delete(`/emails/drafts/${created.id}`));
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('DRAFT.DELETED');
      const edit = await as('cy', api().put(`/emails/drafts/${created.id}`)).send({ subject: 'Back?' });
      expect(edit.status).toBe(409);
      expect(edit.body.detail).toBe('This draft was deleted; it can no longer be changed or sent.');
    });

    it('batch-deletes the caller’s drafts and reports each one it could not delete', async () => {
      const { body: one } = await save('bob', draftOf('bob', { subject: 'One' }));
      const { body: two } = await save('bob', draftOf('bob', { subject: 'Two' }));
      const { body: adas } = await save('ada', draftOf('ada', { subject: 'Not bob’s' }));
      const unknown = randomUUID();
      const response = await as('bob', api().post('/emails/drafts/batch-delete')).send({
        draft_ids: [one.id, two.id, adas.id, unknown, 'draft_99', one.id],
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        deleted: 2,
        failed: [
          { draft_id: adas.id, detail: 'Draft not found' },
          { draft_id: unknown, detail: 'Draft not found' },
          {
            draft_id: 'draft_99',
            detail: 'id is a temporary id of an unsaved draft; save it with POST /emails/drafts/ first',
          },
        ],
        checkpoint: expect.any(String),
      });
      await visible(response.body.checkpoint);
      const remaining = (await list('bob', 100)).map((draft) => draft.id);
      expect(remaining).not.toContain(one.id);
      expect(remaining).not.toContain(two.id);
      expect((await list('ada', 100)).map((draft) => draft.id)).toContain(adas.id);
    });

    it('refuses an empty or malformed batch', async () => {
      const empty = await as('bob', api().post('/emails/drafts/batch-delete')).send({ draft_ids: [] });
      expect(empty.status).toBe(400);
      expect(problems(empty.body)).toEqual(['draft_ids: No drafts selected for deletion.']);
      const missing = await as('bob', api().post('/emails/drafts/batch-delete')).send({});
      expect(problems(missing.body)).toEqual(['draft_ids: draft_ids must be a list of draft ids']);
      const wrong = await as('bob', api().post('/emails/drafts/batch-delete')).send({ draft_ids: [1] });
      expect(problems(wrong.body)).toEqual(['draft_ids.0: each draft id must be text']);
    });
  });

  it('lets messaging load a draft for sending and mark it sent; a sent draft leaves the list for good', async () => {
    const commands = app().app.get(CommandBus);
    const drafts = app().app.get(DraftsQuery);
    const { body: created } = await save('ada', draftOf('ada', { subject: 'To send' }));
    const edited = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({ body: 'Latest words' });

    // Read from the log: the edit counts even before the read model has it.
    expect(await drafts.draftForUser(ids.ada, created.id)).toEqual({
      draft: expect.objectContaining({ subject: 'To send', body: 'Latest words' }),
      state: 'draft',
      messageId: null,
    });
    expect(await drafts.draftForUser(ids.bob, created.id)).toBeNull();
    expect(await drafts.draftForUser(ids.ada, randomUUID())).toBeNull();

    const messageId = randomUUID();
    const markSent = (sentAs: string) =>
      markDraftSent(
        { type: 'MarkDraftSent', data: { draftId: created.id, userId: ids.ada, messageId: sentAs } },
        commandMetadata(ids.ada),
      );
    const marked = await commands.execute(markSent(messageId));
    expect(marked).toEqual({ id: created.id, checkpoint: expect.any(String) });
    await visible(marked.checkpoint);
    await visible(edited.body.checkpoint);
    expect(await drafts.draftForUser(ids.ada, created.id)).toMatchObject({ state: 'sent', messageId });
    expect((await list('ada', 100)).map((draft) => draft.id)).not.toContain(created.id);

    const again = await commands.execute(markSent(messageId));
    expect(again.checkpoint).toBe(marked.checkpoint);
    await expect(commands.execute(markSent(randomUUID()))).rejects.toThrow('already sent');
    const edit = await as('ada', api().put(`/emails/drafts/${created.id}`)).send({ subject: 'Too late' });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('DRAFT.ALREADY_SENT');
    expect((await as('ada', api().delete(`/emails/drafts/${created.id}`))).status).toBe(409);
    expect(await streamEventTypes(`draft-${created.id}`)).toEqual(['DraftSaved', 'DraftEdited', 'DraftSent']);
  });

  it('lists newest first up to the limit and groups all drafts into new (last 24 h) and earlier', async () => {
    const commands = app().app.get(CommandBus);
    const old = await commands.execute(
      new SaveDraftForContact(
        ids.bob,
        { contactId: contactIds.bob, subject: 'Old one', body: 'From two days ago', source: 'ai' },
        commandMetadata(ids.bob, { now: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) }),
      ),
    );
    await visible(old.checkpoint);
    const fresh = await save('bob', draftOf('bob', { subject: 'Fresh one' }));

    const all = await as('bob', api().get('/emails/drafts/all'));
    expect(all.status).toBe(200);
    expect(all.body.earlier_drafts).toEqual([expect.objectContaining(old.draft)]);
    expect(all.body.new_drafts[0]).toEqual(expect.objectContaining(fresh.body.draft));
    expect(all.body.new_drafts.map((draft: { subject: string }) => draft.subject)).not.toContain('Old one');

    const one = await as('bob', api().get('/emails/drafts')).query({ limit: 1 });
    expect(one.body.drafts).toEqual([expect.objectContaining(fresh.body.draft)]);
    for (const limit of ['0', 'abc', '101']) {
      const bad = await as('bob', api().get('/emails/drafts')).query({ limit });
      expect(bad.status).toBe(400);
      expect(problems(bad.body)[0]).toMatch(/^limit: limit must be/);
    }
  });

  it('shows each caller only their own drafts', async () => {
    for (const name of ['ada', 'bob', 'cy']) {
      const all = await as(name, api().get('/emails/drafts/all'));
      const drafts = [...all.body.new_drafts, ...all.body.earlier_drafts];
      expect(drafts.length).toBeGreaterThan(0);
      expect(new Set(drafts.map((draft: { contact_id: string }) => draft.contact_id))).toEqual(
        new Set([contactIds[name]]),
      );
    }
  });
});
