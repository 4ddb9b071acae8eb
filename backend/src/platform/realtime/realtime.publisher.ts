import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type {
  ClientEvents,
  ContactSearchProgress,
  ContactsImportProgress,
  ProjectionBatch,
  ServerEvents,
} from './server-events.contract';

/** Which rooms see a projection's pushes; a projection missing here is pushed to nobody. */
const AUDIENCE: Record<string, (batch: ProjectionBatch, userRooms: () => string[]) => string[]> = {
  'clubs-list': () => ['admins'],
  'users-list': () => ['admins'],
  // Keys are user ids; "anything may have changed" concerns every signed-in user.
  'user-settings': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  'onboarding-status': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are the owners' user ids, not contact ids: a user's list refetches when any of their contacts changed.
  'contacts-list': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are the owners' user ids: a user's drafts refetch when any of their drafts changed.
  'drafts-list': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are the senders' user ids: their conversation views refetch open and click counts.
  'message-tracking': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are the owners' user ids: a user's open conversation and outbox refetch when any message changed.
  conversations: (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are the owners' user ids: their saved jobs, search history and saved searches, and search counts.
  'saved-jobs': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  'company-searches': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are user ids: their plan usage (searches, company lists, drafts, messages sent) changed.
  'plan-usage': (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
  // Keys are user ids: their subscription changed (a plan change, a renewal, a webhook, a downgrade applied).
  subscriptions: (batch, userRooms) => batch.keys?.map((userId) => `user:${userId}`) ?? userRooms(),
};

/** Forwards committed projection batches to the sockets allowed to see them. */
@Injectable()
export class RealtimePublisher {
  private server?: Server<ClientEvents, ServerEvents>;
  private readonly checkpoints = new Map<string, string>();

  attach(server: Server<ClientEvents, ServerEvents>): void {
    this.server = server;
  }

  latest(projection: string): string {
    return this.checkpoints.get(projection) ?? '';
  }

  /** After missed notifications: every known projection is pushed with keys null (refetch everything). */
  publishEverythingChanged(): void {
    for (const projection of Object.keys(AUDIENCE)) {
      this.publish({ projection, checkpoint: this.latest(projection), keys: null });
    }
  }

  publish(batch: ProjectionBatch): void {
    const previous = this.checkpoints.get(batch.projection) ?? '';
    if (batch.checkpoint > previous) this.checkpoints.set(batch.projection, batch.checkpoint);
    const rooms = AUDIENCE[batch.projection]?.(batch, () => this.userRooms()) ?? [];
    if (!this.server || rooms.length === 0) return;
    this.server.to(rooms).emit('projection.updated', batch);
  }

  /**
   * A CSV import's progress, to its user only. Pushed by the node running the import to its own sockets: a
   * client connected to another node sees no progress, only the final answer.
   */
  publishImportProgress(userId: string, progress: ContactsImportProgress): void {
    this.server?.to(`user:${userId}`).emit('contacts.import.progress', progress);
  }

  publishContactSearchProgress(userId: string, progress: ContactSearchProgress): void {
    this.server?.to(`user:${userId}`).emit('contacts.search.progress', progress);
  }

  /** The user:<id> rooms with a socket on this node; every node pushes to its own sockets. */
  private userRooms(): string[] {
    if (!this.server) return [];
    return [...this.server.of('/').adapter.rooms.keys()].filter((room) => room.startsWith('user:'));
  }
}
