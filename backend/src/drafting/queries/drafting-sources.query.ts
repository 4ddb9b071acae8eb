import { Inject, Injectable } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { contactIdFor } from '../../contacts/contact-id';
import type { ContactsListRow } from '../../contacts/queries/contacts-list.row';
import { WrittenContacts } from '../../contacts/queries/written-contacts.query';
import { DATABASE } from '../../platform/database/database';
import { StoredResumeText } from '../../profile/queries/stored-resume-text';
import { effectivePrompt, UserSettingsReader } from '../../settings/queries/user-settings.reader';
import type { EmailDraftSources } from '../email-prompt';

/**
 * The read-model columns drafting reads itself; the tables belong to the users and contacts projectors.
 * The user's settings come through the settings context's UserSettingsReader.
 */
interface DraftingReadModels {
  users_list: { user_id: string; first_name: string; last_name: string };
  contacts_list: ContactsListRow;
}

export type DraftingContact = EmailDraftSources['contact'] & { contact_id: string };

export interface DraftingProfile {
  /** The saved template, or the default one when none is saved. */
  promptTemplate: string;
  linkedinData: EmailDraftSources['linkedinData'];
  accountName: EmailDraftSources['accountName'];
  portfolioLink: string | null;
  linkedinProfile: string | null;
  customUrls: EmailDraftSources['customUrls'];
  /** null: no resume stored. */
  resumeText: string | null;
}

const CONTACT_COLUMNS = [
  'contact_id',
  'first_name',
  'last_name',
  'email',
  'company',
  'job_title',
  'location',
] as const;

/** The caller's own profile, resume and contacts, as one e-mail needs them; every read is scoped to the caller. */
@Injectable()
export class DraftingSourcesQuery {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<DraftingReadModels>,
    private readonly settings: UserSettingsReader,
    private readonly resumes: StoredResumeText,
    private readonly contacts: WrittenContacts,
  ) {}

  /** The settings as the caller last wrote them (a resume uploaded a moment earlier included). */
  async profile(userId: string, now: Date): Promise<DraftingProfile> {
    const [settings, account] = await Promise.all([
      this.settings.ownSettings(userId, now),
      this.db
        .selectFrom('users_list')
        .select(['first_name', 'last_name'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      promptTemplate: effectivePrompt(settings),
      linkedinData: settings.linkedin_data,
      accountName: { firstName: account?.first_name ?? '', lastName: account?.last_name ?? '' },
      portfolioLink: settings.portfolio_link,
      linkedinProfile: settings.linkedin_profile,
      customUrls: settings.custom_urls,
      resumeText: await this.resumes.read(settings.resume_text_storage_key),
    };
  }

  /**
   * By id, else by e-mail (a contact's id is derived from its owner and e-mail), from the contact's stream: a draft
   * for a contact created a moment earlier must find it (read-your-writes).
   */
  async contact(userId: string, by: { contactId?: string; email?: string }): Promise<DraftingContact | null> {
    const contactId = by.contactId ?? (by.email !== undefined ? contactIdFor(userId, by.email) : undefined);
    if (contactId === undefined) return null;
    const contact = await this.contacts.contactOf(userId, contactId);
    if (!contact) return null;
    const { firstName, lastName, email, company, jobTitle, location } = contact.details;
    return {
      contact_id: contactId,
      first_name: firstName,
      last_name: lastName,
      email,
      company,
      job_title: jobTitle,
      location,
    };
  }

  async mostRecentContact(userId: string): Promise<DraftingContact | null> {
    const row = await this.db
      .selectFrom('contacts_list')
      .select(CONTACT_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('contact_id')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  /**
   * Up to `limit` of the caller's contacts with no draft waiting (none in drafts_list), newest contact first as the
   * contacts list shows them: what bulk generation writes to when the caller names no contacts.
   */
  async contactsWithoutDraft(userId: string, limit: number): Promise<string[]> {
    const { rows } = await sql<{ contact_id: string }>`
      SELECT c.contact_id FROM contacts_list c
      WHERE c.user_id = ${userId}
        AND NOT EXISTS (
          SELECT 1 FROM drafts_list d WHERE d.user_id = ${userId} AND d.contact_id = c.contact_id
        )
      ORDER BY c.created_at DESC, c.contact_id
      LIMIT ${limit}
    `.execute(this.db);
    return rows.map((row) => row.contact_id);
  }

  /** Which of these ids are the caller's contacts, in the order given; another user's ids are not among them. */
  async contactsAmong(userId: string, contactIds: readonly string[]): Promise<string[]> {
    if (contactIds.length === 0) return [];
    const found = new Set(
      (
        await this.db
          .selectFrom('contacts_list')
          .select('contact_id')
          .where('user_id', '=', userId)
          .where('contact_id', 'in', [...contactIds])
          .execute()
      ).map((row) => row.contact_id),
    );
    return contactIds.filter((id) => found.has(id));
  }
}
