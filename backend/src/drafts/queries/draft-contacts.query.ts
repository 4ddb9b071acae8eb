import { Injectable } from '@nestjs/common';
import { WrittenContacts } from '../../contacts/queries/written-contacts.query';
import type { DraftContact } from '../draft.decider';

/**
 * The caller's contact a draft is written for, from the contact's stream (WrittenContacts), so a draft for a contact
 * created a moment earlier is saved; another user's is none.
 */
@Injectable()
export class DraftContactsQuery {
  constructor(private readonly contacts: WrittenContacts) {}

  async contactOf(userId: string, contactId: string): Promise<DraftContact | null> {
    const contact = await this.contacts.contactOf(userId, contactId);
    if (!contact) return null;
    const { firstName, lastName, email, company } = contact.details;
    return { contactId, email, name: `${firstName} ${lastName}`.trim(), company };
  }
}
