import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Test } from 'supertest';
import type { EmailPreview } from '@outreach/backend/messaging/messaging.contract';
import { InProcessApp, startInProcessApp } from './testing/in-process-app';

interface ListedDraft {
  id: string;
  preview: EmailPreview | null;
}

/** What the drafts modal and the conversation show against what a local SMTP server receives. */
describe('what the user sees is what is sent', () => {
  const received: Buffer[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  let t: InProcessApp;
  let token: string;
  const as = <T extends Test>(test: T) => test.set('Authorization', `Bearer ${token}`);
  const settled = async <Answer extends { status: number; body: { checkpoint: string } }>(
    projection: Parameters<InProcessApp['projected']>[0],
    response: Answer,
  ): Promise<Answer> => {
    expect(response.status).toBeLessThan(300);
    await t.projected(projection, response.body.checkpoint);
    return response;
  };
  const addContact = async (first: string) => {
    const response = await as(t.api().post('/contacts/')).send({
      first_name: first,
      last_name: 'Hopper',
      email: `${first.toLowerCase()}@navy.example`,
      company: 'Navy',
      job_title: 'Rear Admiral',
    });
    await settled('contacts-list', response);
    return response.body.contact.id as string;
  };
  const draftFor = async (contactId: string, body: string): Promise<ListedDraft> => {
    const saved = await settled(
      'drafts-list',
      await as(t.api().post('/emails/drafts/')).send({ contact_id: contactId, subject: 'Compilers', body }),
    );
    const all = await as(t.api().get('/emails/drafts/all'));
    expect(all.status).toBe(200);
    const listed = [...all.body.new_drafts, ...all.body.earlier_drafts] as ListedDraft[];
    return listed.find((draft) => draft.id === saved.body.id)!;
  };
  const sendDraft = async (draftId: string): Promise<{ mail: ParsedMail; checkpoint: string }> => {
    const before = received.length;
    const sent = await as(t.api().post(`/emails/drafts/${draftId}/send`));
    expect(sent.body.status).toBe('sent');
    expect(received).toHaveLength(before + 1);
    return { mail: await simpleParser(received[before]), checkpoint: sent.body.checkpoint };
  };
  const sentPreview = async (contactId: string, checkpoint: string): Promise<EmailPreview> => {
    await t.projected('conversations', checkpoint);
    const conversation = await as(t.api().get(`/contacts/${contactId}/conversation`));
    expect(conversation.status).toBe(200);
    expect(conversation.body.conversation_history).toHaveLength(1);
    return conversation.body.conversation_history[0].preview;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await startInProcessApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    ({ token } = await t.register('ada@example.com', 'Ada'));
    await settled(
      'user-settings',
      await as(t.api().post('/settings/custom_urls')).send({
        name: 'GitHub',
        url: 'https://github.com/ada',
        include_in_emails: true,
      }),
    );
    const upload = await as(t.api().post('/settings/documents'))
      .field('name', 'Resume')
      .attach('file', Buffer.from('Ada Lovelace, engineer'), { filename: 'resume.txt' });
    expect(upload.status).toBe(201);
    await settled(
      'user-settings',
      await as(t.api().put('/settings/selected_documents')).send({
        selected_documents: [upload.body.document.id],
      }),
    );
    await settled(
      'user-settings',
      await as(t.api().put('/settings/document_attachments')).send({ attach_documents: true }),
    );
    // Tracking rewrites the links of the HTML as it leaves; without it the HTML part is the preview's byte for byte.
    await settled(
      'user-settings',
      await as(t.api().put('/settings/tracking')).send({ tracking_enabled: false }),
    );
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('previews a draft with the default footer and a custom link exactly as the delivered MIME, sign-off said once', async () => {
    const contactId = await addContact('Grace');
    const draft = await draftFor(contactId, 'Hi Grace,<br>Shall we talk?<br><br>Best regards,<br>Ada');
    const { mail, checkpoint } = await sendDraft(draft.id);

    expect(draft.preview).not.toBeNull();
    expect(draft.preview!.text).toBe(mail.text?.trimEnd());
    expect(mail.html).toContain(draft.preview!.html);
    expect(draft.preview!.attachments).toEqual(mail.attachments.map((attachment) => attachment.filename));
    // The footer and the link are there, and the draft's own sign-off is not repeated by the footer's.
    expect(mail.text).toContain('GitHub: https://github.com/ada');
    expect(mail.text).toContain('Best regards,\nAda');
    expect(mail.text!.split('Best regards').length - 1).toBe(1);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['resume.txt']);

    expect(await sentPreview(contactId, checkpoint)).toEqual(draft.preview);
  });

  it("previews what the composer's Send will deliver, as it is typed, and refuses another user's contact", async () => {
    const contactId = await addContact('Katherine');
    const typed = 'Hi Katherine,\nCould we talk about orbits?\n\nThanks,\nAda';
    const preview = await as(t.api().post('/emails/preview')).send({ contact_id: contactId, body: typed });
    expect(preview.status).toBe(200);

    const before = received.length;
    const sent = await as(t.api().post('/emails/send/')).send({
      contact_id: contactId,
      subject: 'Orbits',
      body: typed,
    });
    expect(sent.body.status).toBe('sent');
    const mail = await simpleParser(received[before]);
    expect(preview.body.text).toBe(mail.text?.trimEnd());
    expect(mail.html).toContain(preview.body.html);
    expect(preview.body.attachments).toEqual(mail.attachments.map((attachment) => attachment.filename));
    expect(await sentPreview(contactId, sent.body.checkpoint)).toEqual(preview.body);

    const { token: otherToken } = await t.register('bob@example.com', 'Bob');
    const foreign = await t
      .api()
      .post('/emails/preview')
      .set('Authorization', `Bearer ${otherToken}`)
      .send({ contact_id: contactId, body: typed });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'CONTACT.NOT_FOUND' });
    const bad = await as(t.api().post('/emails/preview')).send({ contact_id: 'nope', body: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.map((problem: { loc: string[] }) => problem.loc.at(-1))).toEqual([
      'contact_id',
      'body',
    ]);
  });

  it('previews for a contact created a moment ago, as Send would deliver to it, without waiting for the lists', async () => {
    for (let round = 0; round < 3; round += 1) {
      const created = await as(t.api().post('/contacts/')).send({
        first_name: `Fresh${round}`,
        last_name: 'Hopper',
        email: `fresh${round}@navy.example`,
        company: 'Navy',
      });
      expect(created.status).toBe(201);
      const preview = await as(t.api().post('/emails/preview')).send({
        contact_id: created.body.contact.id,
        body: 'Hello there',
      });
      expect(preview.status).toBe(200);
      expect(preview.body.text).toContain('Hello there');
    }
  });

  it("renders the user's own footer, with the contact's variables, the same in the preview and the MIME", async () => {
    await settled(
      'user-settings',
      await as(t.api().put('/settings/footer-template')).send({
        footer_template: 'Warm regards,\n{{firstName}} {{lastName}}\nP.S. Say hello to {{contactName}}',
      }),
    );
    const contactId = await addContact('Alan');
    const draft = await draftFor(contactId, 'Hi Alan,<br>Could we meet on Friday?');
    const { mail, checkpoint } = await sendDraft(draft.id);

    expect(draft.preview!.text).toBe(mail.text?.trimEnd());
    expect(mail.html).toContain(draft.preview!.html);
    expect(mail.text).toContain(
      'Warm regards,\nAda Tester\nP.S. Say hello to Alan Hopper\n\nGitHub: https://github.com/ada',
    );
    expect(await sentPreview(contactId, checkpoint)).toEqual(draft.preview);
  });
});
