import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { DocumentDeleted, DocumentUploaded } from '../../profile/profile.events';
import { settingsStreamId } from '../../settings/settings.events';

const isDocumentEvent = (event: { type: string }): event is DocumentUploaded | DocumentDeleted =>
  event.type === 'DocumentUploaded' || event.type === 'DocumentDeleted';

/**
 * Which settings documents the caller has uploaded; only those may be attached to the caller's contacts. Read from
 * the user's settings stream (the write side), not user_settings: a document uploaded a moment earlier is found.
 */
@Injectable()
export class OwnDocumentsQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async documentIds(userId: string): Promise<string[]> {
    const owned = new Set<string>();
    for (const event of (await this.store.readStream(settingsStreamId(userId))).filter(isDocumentEvent)) {
      if (event.type === 'DocumentUploaded') owned.add(event.data.documentId);
      else owned.delete(event.data.documentId);
    }
    return [...owned];
  }
}
