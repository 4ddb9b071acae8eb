import { simpleParser, type ParsedMail } from 'mailparser';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { MailDeliveryRefused, MailDeliveryUncertain, messageIdHeader } from '../platform/mail/mail.port';
import { SmtpMailTransport } from '../platform/mail/smtp-mail.transport';
import { instrumentEmailHtml } from '../tracking/tracking.module';
import type { MessageQueued } from './conversation.events';
import { composeOutgoingEmail, emailLinks, footerLines, type EmailExtras } from './outgoing-email';

const messageId = '0b7c3a52-8d1e-4f0a-9c57-3e2a1b4c5d6e';
const contactId = '5a1f0c2e-3b4d-5e6f-8a7b-9c0d1e2f3a4b';

const queued = (extra: Partial<MessageQueued['data']> = {}): MessageQueued['data'] => ({
  contactId,
  userId: 'ada',
  messageId,
  draftId: null,
  messageType: 'Connection Request',
  subject: 'Coffee next week?',
  body: 'Hi Grace,<br>I loved your talk on <a href="https://compilers.example/talk">compilers</a>.',
  toEmail: 'grace@navy.example',
  toName: 'Grace Hopper',
  fromEmail: 'ada@example.com',
  fromName: 'Ada Lovelace',
  attachments: [],
  tracked: false,
  ...extra,
});

const extras = (extra: Partial<EmailExtras> = {}): EmailExtras => ({
  messageIdHeader: messageIdHeader(messageId, 'https://app.example'),
  addenda: {
    footer: footerLines(null, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      portfolioLink: 'https://ada.dev',
      contactName: 'Grace',
    }),
    links: emailLinks([
      { id: 'u1', name: 'GitHub', url: 'https://github.com/ada', include_in_emails: true },
      { id: 'u2', name: 'Private notes', url: 'https://notes.example/ada', include_in_emails: false },
    ]),
  },
  attachments: [],
  ...extra,
});

/** Composition through the real SMTP adapter into a local SMTP server, read back as a mail client would. */
describe('outgoing e-mail over SMTP', () => {
  const received: { envelopeTo: string[]; raw: Buffer }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((to) => to.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  let transport: SmtpMailTransport;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    transport = new SmtpMailTransport(
      `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
      30,
    );
  });

  afterAll(async () => {
    transport.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const deliver = async (message: MessageQueued['data'], options: EmailExtras): Promise<ParsedMail> => {
    const before = received.length;
    const delivery = await transport.send(composeOutgoingEmail(message, options));
    expect(delivery).toEqual({ transport: 'smtp', smtpMessageId: `<${messageId}@app.example>` });
    expect(received).toHaveLength(before + 1);
    expect(received[before].envelopeTo).toEqual(['grace@navy.example']);
    return simpleParser(received[before].raw);
  };

  it("sends a body queued under an older rule sanitised under today's", async () => {
    const mail = await deliver(
      queued({
        body: 'Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="/relative">there</a>',
      }),
      extras(),
    );
    expect(mail.html).toContain('<div>Hithere</div>');
    expect(mail.text).toMatch(/^Hithere\n/);
  });

  it('carries recipient, sender, subject, body, the default footer and the custom links meant for e-mails', async () => {
    const mail = await deliver(queued(), extras());
    expect(mail.messageId).toBe(`<${messageId}@app.example>`);
    expect(mail.to).toMatchObject({ value: [{ address: 'grace@navy.example', name: 'Grace Hopper' }] });
    expect(mail.from).toMatchObject({ value: [{ address: 'ada@example.com', name: 'Ada Lovelace' }] });
    expect(mail.subject).toBe('Coffee next week?');
    // The body is sanitised again as it leaves: its link gets the allow-list's rel.
    expect(mail.html).toContain(
      'Hi Grace,<br>I loved your talk on <a href="https://compilers.example/talk" rel="noopener noreferrer">',
    );
    expect(mail.html).toContain('<p>Best regards,<br>Ada Lovelace<br>https://ada.dev</p>');
    expect(mail.html).toContain('<a href="https://github.com/ada">GitHub</a>');
    expect(mail.html).not.toContain('notes.example');
    expect(mail.text).toBe(
      [
        'Hi Grace,',
        'I loved your talk on compilers (https://compilers.example/talk).',
        '',
        'Best regards,',
        'Ada Lovelace',
        'https://ada.dev',
        '',
        'GitHub: https://github.com/ada',
      ].join('\n'),
    );
    expect(mail.attachments).toEqual([]);
  });

  it("renders the user's own footer and drops its empty lines", async () => {
    const mail = await deliver(
      queued(),
      extras({
        addenda: {
          footer: footerLines(
            'Cheers,\n{{firstName}}\n{{hometown}}\nP.S. Nice to meet you, {{contactName}}',
            {
              firstName: 'Ada',
              lastName: 'Lovelace',
              hometown: '',
              contactName: 'Grace',
            },
          ),
          links: [],
        },
      }),
    );
    expect(mail.text).toMatch(/Cheers,\nAda\nP\.S\. Nice to meet you, Grace$/);
    expect(mail.html).not.toContain('Best regards');
  });

  it('attaches the documents it is given, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.4 a tiny resume');
    const mail = await deliver(
      queued({ attachments: [{ documentId: 'd1', filename: 'resume.pdf' }] }),
      extras({ attachments: [{ filename: 'resume.pdf', content: pdf, contentType: 'application/pdf' }] }),
    );
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'resume.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
  });

  it('adds the open pixel and rewrites links only for a tracked message', async () => {
    const options = { secret: 'tracking-secret', publicUrl: 'https://app.example' };
    const tracked = await deliver(
      queued({ tracked: true }),
      extras({ instrument: (html) => instrumentEmailHtml(html, { contactId, messageId }, options) }),
    );
    expect(tracked.html).toMatch(/<img src="https:\/\/app\.example\/t\/o\/[A-Za-z0-9_-]+\.gif"/);
    expect(tracked.html).not.toContain('href="https://github.com/ada"');
    expect(tracked.html).toMatch(/href="https:\/\/app\.example\/t\/c\/[^"]+"/);

    const untracked = await deliver(queued(), extras());
    expect(untracked.html).not.toContain('/t/o/');
    expect(untracked.html).not.toContain('/t/c/');
    expect(untracked.html).toContain('href="https://github.com/ada"');
  });

  it('reports a refused recipient with the server’s words', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refused = new SmtpMailTransport(
      `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}`,
      30,
    );
    try {
      await expect(refused.send(composeOutgoingEmail(queued(), extras()))).rejects.toThrow(
        /Mailbox unavailable/,
      );
    } finally {
      refused.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it('reports a connection that never opened as refused: nothing can have been delivered', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nowhere = new SmtpMailTransport(`smtp://127.0.0.1:${port}`, 30);
    try {
      await expect(nowhere.send(composeOutgoingEmail(queued(), extras()))).rejects.toBeInstanceOf(
        MailDeliveryRefused,
      );
    } finally {
      nowhere.close();
    }
  });

  it('reports a connection dropped while the message was being taken as an unknown outcome', async () => {
    const sockets = new Map<number, Socket>();
    const dropping = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session) {
        // The server has the message and vanishes before saying whether it took it.
        stream.once('data', () => sockets.get(session.remotePort)?.destroy());
      },
    });
    dropping.server.on('connection', (socket: Socket) => sockets.set(socket.remotePort!, socket));
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const dropped = new SmtpMailTransport(
      `smtp://127.0.0.1:${(dropping.server.address() as AddressInfo).port}`,
      30,
    );
    try {
      await expect(dropped.send(composeOutgoingEmail(queued(), extras()))).rejects.toBeInstanceOf(
        MailDeliveryUncertain,
      );
    } finally {
      dropped.close();
      await new Promise<void>((resolve) => dropping.close(() => resolve()));
    }
  });

  it('reports a server that never confirms the message as an unknown outcome once SMTP_TIMEOUT_SECONDS pass', async () => {
    const silent = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream) {
        // Reads the message and never answers.
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const waiting = new SmtpMailTransport(
      `smtp://127.0.0.1:${(silent.server.address() as AddressInfo).port}`,
      1,
    );
    try {
      const failure = await waiting.send(composeOutgoingEmail(queued(), extras())).catch((error) => error);
      expect(failure).toBeInstanceOf(MailDeliveryUncertain);
      expect(failure.message).toMatch(/timeout/i);
    } finally {
      waiting.close();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
