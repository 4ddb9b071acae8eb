import { Injectable } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { Server } from 'socket.io';
import type {
  ClientEvents,
  ContactSearchProgress,
  ContactsImportProgress,
  ProjectionBatch,
  ServerEvents,
} from './server-events.contract';
import {
  isProjectionName,
  PROJECTION_NAMES,
  projectionDeclaration,
  type ProjectionAudience,
} from './projections.contract';

/** The rooms a batch goes to, as its projection's audience says; 'everyone' is every socket on this node. */
export function roomsFor(
  audience: ProjectionAudience,
  batch: ProjectionBatch,
  userRooms: () => string[],
): string[] | 'everyone' {
  switch (audience) {
    case 'owner':
      return batch.keys?.map((userId) => `user:${userId}`) ?? userRooms();
    case 'admins':
      return ['admins'];
    case 'public':
      return 'everyone';
    case 'none':
      return [];
    default: {
      const _never: never = audience;
      return _never;
    }
  }
}

/** Forwards committed projection batches to the sockets allowed to see them. */
@Injectable()
export class RealtimePublisher {
  private server?: Server<ClientEvents, ServerEvents>;
  private readonly checkpoints = new Map<string, string>();
  private readonly published = new Subject<ProjectionBatch>();

  /** Every batch this node publishes, for the server's own listeners (the autopilot's event streams). */
  readonly batches: Observable<ProjectionBatch> = this.published.asObservable();

  /** Whether a server listener (an open event stream) is subscribed to the batches. */
  listening(): boolean {
    return this.published.observed;
  }

  attach(server: Server<ClientEvents, ServerEvents>): void {
    this.server = server;
  }

  latest(projection: string): string {
    return this.checkpoints.get(projection) ?? '';
  }

  /** After missed notifications: every known projection is pushed with keys null (refetch everything). */
  publishEverythingChanged(): void {
    for (const projection of PROJECTION_NAMES) {
      if (projectionDeclaration(projection).audience === 'none') continue;
      this.publish({ projection, checkpoint: this.latest(projection), keys: null });
    }
  }

  publish(batch: ProjectionBatch): void {
    const previous = this.checkpoints.get(batch.projection) ?? '';
    if (batch.checkpoint > previous) this.checkpoints.set(batch.projection, batch.checkpoint);
    this.published.next(batch);
    if (!this.server) return;
    // A runner newer than this node may publish a read model it does not know yet: nobody is told.
    const audience = isProjectionName(batch.projection)
      ? projectionDeclaration(batch.projection).audience
      : 'none';
    const rooms = roomsFor(audience, batch, () => this.userRooms());
    if (rooms === 'everyone') this.server.emit('projection.updated', batch);
    else if (rooms.length > 0) this.server.to(rooms).emit('projection.updated', batch);
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
