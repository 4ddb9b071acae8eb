import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ImapFlow } from 'imapflow';
import { sql, type Kysely } from 'kysely';
import { simpleParser } from 'mailparser';
import { recordReply } from '../messaging/conversation.commands';
import { ConversationQuery, replyIdForKey } from '../messaging/messaging.module';
import { commandMetadata } from '../platform/commands/command-metadata';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { DATABASE } from '../platform/database/database';
import { DomainError } from '../platform/errors/domain-error';
import { headerValues } from './mail-headers';
import { referencedMessageIds } from './reply-matching';
import { extractReplyText, htmlToText } from './reply-text';

export interface PollResult {
  /** Messages looked at (new since the last poll). */
  scanned: number;
  /** Replies recorded (or found already recorded) for our messages. */
  recorded: number;
}

interface Mailbox {
  /** The URL without credentials plus the mailbox: the key of imap_poll_state. */
  key: string;
  name: string;
  options: ConstructorParameters<typeof ImapFlow>[0];
}

interface Candidate {
  uid: number;
  messageIds: string[];
}

/** The IMAP account and mailbox of an imap(s)://user:password@host[:port][/mailbox] URL; INBOX by default. */
export function mailboxOf(imapUrl: string): Mailbox {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  const name = decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX';
  return {
    key: `${url.protocol}//${decodeURIComponent(url.username)}@${url.host}/${name}`,
    name,
    options: {
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false,
      // A poll that hangs must not hold the next one (or shutdown) forever.
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      socketTimeout: 120_000,
    },
  };
}

/**
 * Polls the mailbox of IMAP_URL every IMAP_POLL_SECONDS for replies to our messages and records them on
 * their conversation. Only messages after the last UID seen are read (kept in imap_poll_state per mailbox
 * and UIDVALIDITY); a message counts as a reply when its In-Reply-To or References name one of our
 * `<messageId@host>` Message-IDs. Recording is idempotent (the reply id derives from the reply's own
 * Message-ID), so a rescan after a crash or a UIDVALIDITY change records nothing twice.
 */
@Injectable()
export class ImapReplyPoller implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ImapReplyPoller.name);
  private readonly host: string;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running: Promise<unknown> = Promise.resolve();
  private client?: ImapFlow;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    private readonly commands: CommandBus,
    private readonly conversations: ConversationQuery,
  ) {
    this.host = new URL(config.PUBLIC_URL).hostname;
  }

  onApplicationBootstrap(): void {
    if (this.config.IMAP_URL) this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    // Closing the socket ends a poll in flight at once; its work so far is saved, the rest waits for a restart.
    this.client?.close();
    await this.running.catch(() => undefined);
  }

  /** One poll now, after any poll in flight; the background loop and tests share it. */
  pollOnce(): Promise<PollResult> {
    const poll = this.running.catch(() => undefined).then(() => this.poll());
    this.running = poll;
    return poll;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.pollOnce()
        .catch((error: unknown) => this.logger.warn(`IMAP poll failed: ${String(error)}`))
        .finally(() => this.schedule(this.config.IMAP_POLL_SECONDS * 1000));
    }, delayMs);
    this.timer.unref();
  }

  private async poll(): Promise<PollResult> {
    if (!this.config.IMAP_URL) throw new Error('IMAP_URL is not set');
    if (this.stopped) return { scanned: 0, recorded: 0 };
    const mailbox = mailboxOf(this.config.IMAP_URL);
    const client = new ImapFlow(mailbox.options);
    this.client = client;
    client.on('error', (error: unknown) => this.logger.warn(`IMAP connection error: ${String(error)}`));
    await client.connect();
    try {
      const lock = await client.getMailboxLock(mailbox.name, { readOnly: true });
      try {
        return await this.readNew(client, mailbox);
      } finally {
        lock.release();
      }
    } finally {
      this.client = undefined;
      await client.logout().catch(() => client.close());
    }
  }

  private async readNew(client: ImapFlow, mailbox: Mailbox): Promise<PollResult> {
    const opened = client.mailbox;
    if (!opened) throw new Error(`IMAP mailbox ${mailbox.name} could not be opened`);
    const uidValidity = String(opened.uidValidity);
    const state = await this.loadState(mailbox.key);
    // Another UIDVALIDITY means the server renumbered the mailbox: start over; recording is idempotent.
    const lastUid = state && state.uid_validity === uidValidity ? Number(state.last_uid) : 0;
    if (opened.exists === 0 || (opened.uidNext !== undefined && opened.uidNext <= lastUid + 1)) {
      return { scanned: 0, recorded: 0 };
    }

    // Headers first, bodies only for our replies; no other command may run while a fetch streams.
    const candidates: Candidate[] = [];
    for await (const message of client.fetch(
      `${lastUid + 1}:*`,
      { uid: true, headers: ['in-reply-to', 'references'] },
      { uid: true },
    )) {
      // "n:*" always includes the highest UID, even when it is below n.
      if (message.uid <= lastUid) continue;
      const headers = headerValues(message.headers, ['in-reply-to', 'references']);
      candidates.push({
        uid: message.uid,
        messageIds: referencedMessageIds(headers['in-reply-to'], headers.references, this.host),
      });
    }
    candidates.sort((a, b) => a.uid - b.uid);

    let recorded = 0;
    let seen = lastUid;
    for (const candidate of candidates) {
      if (this.stopped) break;
      if (candidate.messageIds.length > 0 && (await this.recordReply(client, candidate))) recorded += 1;
      seen = candidate.uid;
      if (candidate.messageIds.length > 0) await this.saveState(mailbox.key, uidValidity, seen);
    }
    if (seen !== lastUid || !state || state.uid_validity !== uidValidity) {
      await this.saveState(mailbox.key, uidValidity, seen);
    }
    return { scanned: candidates.length, recorded };
  }

  /** True when recorded; false when none of the referenced messages is ours any more. */
  private async recordReply(client: ImapFlow, candidate: Candidate): Promise<boolean> {
    let owner: { userId: string; contactId: string; messageId: string } | null = null;
    for (const messageId of candidate.messageIds) {
      const found = await this.conversations.messageOwner(messageId);
      if (found) {
        owner = { ...found, messageId };
        break;
      }
    }
    if (!owner) return false;

    const fetched = await client.fetchOne(
      String(candidate.uid),
      { uid: true, source: true, internalDate: true },
      {
        uid: true,
      },
    );
    if (!fetched || !fetched.source) return false;
    const parsed = await simpleParser(fetched.source);
    const from = parsed.from?.value[0];
    const headerId = parsed.messageId ?? `uid:${candidate.uid}:${owner.messageId}`;
    const text = parsed.text?.trim()
      ? parsed.text
      : htmlToText(typeof parsed.html === 'string' ? parsed.html : '');
    const receivedAt = parsed.date ?? (fetched.internalDate ? new Date(fetched.internalDate) : new Date());
    try {
      await this.commands.execute(
        recordReply(
          {
            type: 'RecordReplyReceived',
            data: {
              contactId: owner.contactId,
              userId: owner.userId,
              replyId: replyIdForKey(owner.userId, `imap:${headerId}`),
              inReplyToMessageId: owner.messageId,
              fromEmail: from?.address ?? '',
              fromName: from?.name ?? '',
              subject: parsed.subject ?? '',
              content: extractReplyText(text),
              receivedAt: receivedAt.toISOString(),
              source: 'imap',
            },
          },
          commandMetadata(null),
        ),
      );
      return true;
    } catch (error) {
      // A rule refusing this reply (e.g. the contact was deleted) must not block the mailbox for good.
      if (error instanceof DomainError) {
        this.logger.warn(`IMAP reply ${headerId} not recorded: ${error.message}`);
        return false;
      }
      throw error;
    }
  }

  private async loadState(key: string): Promise<{ uid_validity: string; last_uid: string } | undefined> {
    const { rows } = await sql<{ uid_validity: string; last_uid: string }>`
      SELECT uid_validity, last_uid::text AS last_uid FROM imap_poll_state WHERE mailbox = ${key}
    `.execute(this.db);
    return rows[0];
  }

  private async saveState(key: string, uidValidity: string, lastUid: number): Promise<void> {
    await sql`
      INSERT INTO imap_poll_state (mailbox, uid_validity, last_uid, updated_at)
      VALUES (${key}, ${uidValidity}, ${lastUid}, now())
      ON CONFLICT (mailbox) DO UPDATE
        SET uid_validity = excluded.uid_validity, last_uid = excluded.last_uid, updated_at = now()
    `.execute(this.db);
  }
}
