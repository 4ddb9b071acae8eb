import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { DATABASE } from '../../platform/database/database';
import { WrittenContacts } from '../../contacts/queries/written-contacts.query';
import { EVENT_STORE, type EventStore } from '../../platform/event-store/event-store.port';
import { userStreamId, type UserRegistered } from '../../users/user.events';

/** A contact as sending needs it. */
export interface ContactRecord {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string | null;
  attachedDocumentIds: string[];
}

/** A contact as the conversation page shows it, read from the contacts_list read model. */
export interface ListedContact extends ContactRecord {
  /** The whole row, for the conversation page's contact view. */
  row: Record<string, unknown>;
}

export interface SenderRecord {
  email: string;
  firstName: string;
  lastName: string;
}

function listedContact(row: Record<string, unknown>): ListedContact {
  const attached = row.attached_document_ids;
  return {
    id: String(row.contact_id),
    userId: String(row.user_id),
    firstName: String(row.first_name ?? ''),
    lastName: String(row.last_name ?? ''),
    email: String(row.email),
    company: String(row.company ?? ''),
    jobTitle: typeof row.job_title === 'string' ? row.job_title : null,
    attachedDocumentIds: Array.isArray(attached) ? attached.map(String) : [],
    row,
  };
}

/** Reads the caller's contact and their own name and e-mail; every statement is scoped to one user. */
@Injectable()
export class SendContextReader {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<unknown>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly contacts: WrittenContacts,
  ) {}

  /** For a send: from the contact's stream, so a contact created a moment earlier is found (read-your-writes). */
  async writtenContact(userId: string, contactId: string): Promise<ContactRecord | null> {
    const contact = await this.contacts.contactOf(userId, contactId);
    if (!contact) return null;
    const { firstName, lastName, email, company, jobTitle } = contact.details;
    return {
      id: contactId,
      userId,
      firstName,
      lastName,
      email,
      company,
      jobTitle,
      attachedDocumentIds: contact.attachedDocumentIds,
    };
  }

  async contact(userId: string, contactId: string): Promise<ListedContact | null> {
    return (await this.listedContacts(userId, [contactId]))[0] ?? null;
  }

  /** The caller's listed contacts among these ids, in no particular order; another user's are none. */
  async listedContacts(userId: string, contactIds: readonly string[]): Promise<ListedContact[]> {
    if (contactIds.length === 0) return [];
    // to_jsonb keeps this readable whichever columns the contacts projector's generation has.
    const { rows } = await sql<{ row: Record<string, unknown> }>`
      SELECT to_jsonb(c) AS row FROM contacts_list c
      WHERE c.contact_id = ANY(${[...new Set(contactIds)]}::text[]) AND c.user_id = ${userId}
    `.execute(this.db);
    return rows.map(({ row }) => listedContact(row));
  }

  /**
   * The user as the users list knows them. A send right after sign-up can beat the projection, and a From
   * without the name reads as spam, so the registration event on the user's own stream stands in.
   */
  async sender(userId: string, fallbackEmail: string): Promise<SenderRecord> {
    const { rows } = await sql<SenderRecord>`
      SELECT email, first_name AS "firstName", last_name AS "lastName" FROM users_list WHERE user_id = ${userId}
    `.execute(this.db);
    if (rows[0]) return rows[0];
    const registered = (await this.store.readStream(userStreamId(userId), { maxCount: 1 })).find(
      (event): event is typeof event & { data: UserRegistered['data'] } => event.type === 'UserRegistered',
    );
    return registered
      ? {
          email: registered.data.email,
          firstName: registered.data.firstName,
          lastName: registered.data.lastName,
        }
      : { email: fallbackEmail, firstName: '', lastName: '' };
  }
}
