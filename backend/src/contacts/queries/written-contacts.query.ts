import { Inject, Injectable } from '@nestjs/common';
import { loadAggregate } from '../../platform/commands/execute-command';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { contactDecider } from '../contact.decider';
import { contactStreamId, type ContactDetails } from '../contact.events';

/** A contact as its own stream has it. */
export interface WrittenContact {
  contactId: string;
  userId: string;
  details: ContactDetails;
  attachedDocumentIds: string[];
}

/**
 * The caller's contact from its stream (the write side), not from contacts_list: a command about a contact (a draft,
 * a send) must find one created a moment earlier, which the read model may not show yet. Another user's contact,
 * like a deleted one, is none.
 */
@Injectable()
export class WrittenContacts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async contactOf(userId: string, contactId: string): Promise<WrittenContact | null> {
    const { state } = await loadAggregate(this.store, contactStreamId(contactId), contactDecider);
    if (!state.exists || state.userId !== userId || !state.details) return null;
    return { contactId, userId, details: state.details, attachedDocumentIds: state.attachedDocumentIds };
  }
}
