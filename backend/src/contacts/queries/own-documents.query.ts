import { Inject, Injectable } from '@nestjs/common';
import { asRecorded } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import type { DocumentDeleted, DocumentUploaded } from '../../profile/profile.events';
import { settingsStreamId } from '../../settings/settings.events';

const DOCUMENT_EVENTS: readonly string[] = ['DocumentUploaded', 'DocumentDeleted'];

/**
 * Which settings documents the caller has uploaded; only those may be attached to the caller's contacts. Read from
 * the user's settings stream (the write side), not user_settings: a document uploaded a moment earlier is found.
 */
@Injectable()
export class OwnDocumentsQuery {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async documentIds(userId: string): Promise<string[]> {
    const owned = new Set<string>();
    const history = await this.store.readStream(settingsStreamId(userId));
    const events = asRecorded<DocumentUploaded | DocumentDeleted>(
      history.filter((event) => DOCUMENT_EVENTS.includes(event.type)),
    );
    for (const event of events) {
      if (event.type === 'DocumentUploaded') owned.add(event.data.documentId);
      else owned.delete(event.data.documentId);
    }
    return [...owned];
  }
}
