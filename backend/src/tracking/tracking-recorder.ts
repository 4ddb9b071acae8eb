import { Inject, Injectable } from '@nestjs/common';
import { conversationStreamId, type MessageQueued } from '../messaging/conversation.events';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { EVENT_STORE, EventStore } from '../platform/event-store/event-store.port';
import { TrackingHitFacts, trackingStreamId } from './tracking.events';
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

  async recordOpen(message: TrackedMessage, hit: RawHit): Promise<boolean> {
    const facts = await this.facts(message, hit);
    if (!facts) return false;
    await this.store.append(trackingStreamId(message.messageId), [{ type: 'MessageOpened', data: facts }], {
      expected: 'any',
    });
    return true;
  }

  async recordClick(message: TrackedMessage & { url: string }, hit: RawHit): Promise<boolean> {
    const facts = await this.facts(message, hit);
    if (!facts) return false;
    await this.store.append(
      trackingStreamId(message.messageId),
      [{ type: 'LinkClicked', data: { ...facts, url: message.url } }],
      { expected: 'any' },
    );
    return true;
  }

  private async facts(message: TrackedMessage, hit: RawHit): Promise<TrackingHitFacts | null> {
    const userId = await this.ownerOf(message);
    if (!userId) return null;
    return {
      contactId: message.contactId,
      userId,
      messageId: message.messageId,
      userAgent: hit.userAgent ? hit.userAgent.slice(0, MAX_USER_AGENT) : null,
      ipPrefix: hit.ipPrefix,
      method: hit.method.toUpperCase(),
      at: new Date().toISOString(),
    };
  }

  /**
   * The sender, read from the conversation stream's MessageQueued rather than a read model: a proxy may fetch
   * the pixel within milliseconds of the send, before any projection has caught up.
   */
  private async ownerOf({ contactId, messageId }: TrackedMessage): Promise<string | null> {
    const cached = this.owners.get(messageId);
    if (cached) return cached;
    const events = await this.store.readStream(conversationStreamId(contactId));
    const queued = events.find(
      (event) =>
        event.type === 'MessageQueued' && (event.data as MessageQueued['data']).messageId === messageId,
    );
    const userId = (queued?.data as MessageQueued['data'] | undefined)?.userId ?? null;
    if (userId) {
      if (this.owners.size >= OWNER_CACHE_SIZE) this.owners.delete(this.owners.keys().next().value!);
      this.owners.set(messageId, userId);
    }
    return userId;
  }
}
