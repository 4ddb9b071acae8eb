import { Inject, Injectable } from '@nestjs/common';
import {
  conversationStreamId,
  type ConversationEvent,
  type MessageQueued,
} from '../messaging/conversation.events';
import { commandMetadata } from '../platform/commands/command-metadata';
import type { Recorded } from '../platform/commands/decider';
import { asRecorded } from '../platform/commands/execute-command';
import { recordFacts } from '../platform/commands/record-facts';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { TrackingHitFacts, trackingStreamId, type TrackingEvent } from './tracking.events';
import {
  trackingSecretFrom,
  TrackedMessage,
  verifyLinkSignature,
  verifyTrackingToken,
} from './tracking-links';

export interface RawHit {
  userAgent: string | null;
  ipPrefix: string | null;
  method: string;
}

const MAX_USER_AGENT = 512;
const OWNER_CACHE_SIZE = 5_000;

/** Turns a valid tracking hit into a raw MessageOpened / LinkClicked fact; anything invalid records nothing. */
@Injectable()
export class TrackingRecorder {
  private readonly secret: Buffer;
  private readonly owners = new Map<string, string>();

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = trackingSecretFrom(config);
  }

  /** The message of a pixel token ("<token>" or "<token>.gif"), or null. */
  openTarget(rawToken: string): TrackedMessage | null {
    return verifyTrackingToken(rawToken.replace(/\.gif$/i, ''), this.secret);
  }

  /** The message and the URL to redirect to when both the token and the URL's signature hold, else null. */
  clickTarget(token: string, url: unknown, signature: unknown): (TrackedMessage & { url: string }) | null {
    if (typeof url !== 'string' || typeof signature !== 'string') return null;
    if (!/^https?:\/\//i.test(url)) return null;
    const message = verifyTrackingToken(token, this.secret);
    if (!message || !verifyLinkSignature(token, url, signature, this.secret)) return null;
    return { ...message, url };
  }

  recordOpen(message: TrackedMessage, hit: RawHit): Promise<boolean> {
    return this.record(message, hit, (facts) => ({ type: 'MessageOpened', data: facts }));
  }

  recordClick(message: TrackedMessage & { url: string }, hit: RawHit): Promise<boolean> {
    return this.record(message, hit, (facts) => ({
      type: 'LinkClicked',
      data: { ...facts, url: message.url },
    }));
  }

  /**
   * A hit has no idempotency key and no caller: every hit is its own fact, even one repeated by a proxy (the
   * classifier in the projector tells them apart), so recordFacts gives each a fresh id.
   */
  private async record(
    message: TrackedMessage,
    hit: RawHit,
    fact: (facts: TrackingHitFacts) => TrackingEvent,
  ): Promise<boolean> {
    const userId = await this.ownerOf(message);
    if (!userId) return false;
    const meta = commandMetadata(null);
    const facts: TrackingHitFacts = {
      contactId: message.contactId,
      userId,
      messageId: message.messageId,
      userAgent: hit.userAgent ? hit.userAgent.slice(0, MAX_USER_AGENT) : null,
      ipPrefix: hit.ipPrefix,
      method: hit.method.toUpperCase(),
      at: meta.now,
    };
    await recordFacts(this.store, trackingStreamId(message.messageId), [fact(facts)], meta);
    return true;
  }

  /**
   * The sender, read from the conversation stream's MessageQueued rather than a read model: a proxy may fetch
   * the pixel within milliseconds of the send, before any projection has caught up.
   */
  private async ownerOf({ contactId, messageId }: TrackedMessage): Promise<string | null> {
    const cached = this.owners.get(messageId);
    if (cached) return cached;
    const events = asRecorded<ConversationEvent>(
      await this.store.readStream(conversationStreamId(contactId)),
    );
    const queued = events.find(
      (event): event is Recorded<MessageQueued> =>
        event.type === 'MessageQueued' && event.data.messageId === messageId,
    );
    const userId = queued?.data.userId ?? null;
    if (userId) {
      if (this.owners.size >= OWNER_CACHE_SIZE) this.owners.delete(this.owners.keys().next().value!);
      this.owners.set(messageId, userId);
    }
    return userId;
  }
}
