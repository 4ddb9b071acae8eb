/** Events of the contact-<contactId> stream. A public contract: add types or versions, never reshape. */

/** What a user knows about a contact; absent optional fields are null, tags an empty list. */
export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  jobTitle: string | null;
  location: string | null;
  whereMet: string | null;
  phone: string | null;
  linkedinUrl: string | null;
  companyUrl: string | null;
  position: string | null;
  seniority: string | null;
  department: string | null;
  twitter: string | null;
  tags: string[];
  /** 0 to 1 in steps of 0.1. */
  connectionStrength: number;
}

export interface ContactCreated {
  type: 'ContactCreated';
  data: { contactId: string; userId: string } & ContactDetails;
}

/** Carries only the fields that changed; the e-mail never changes (it is the contact's identity). */
export interface ContactUpdated {
  type: 'ContactUpdated';
  data: { contactId: string; userId: string } & Partial<Omit<ContactDetails, 'email'>>;
}

export interface ContactDeleted {
  type: 'ContactDeleted';
  data: { contactId: string; userId: string };
}

/** Created by a CSV import (one per row, all rows of a file in one append); evolves like ContactCreated. */
export interface ContactImported {
  type: 'ContactImported';
  data: { contactId: string; userId: string; importId: string } & ContactDetails;
}

/** What a contact search knew about a person when the user saved them (outreach.md §3 "Contact save payload"). */
export interface ContactSearchFields {
  /** 0 to 1: how well the person matched the user's profile; null when the payload had none. */
  similarityScore: number | null;
  /** The scorer's per-aspect matches as the search answered them, or null. */
  matches: Record<string, unknown> | null;
  /** Where the address was seen (http(s) URIs). */
  sources: string[];
  verificationStatus: string | null;
  /** ISO date or timestamp, or null. */
  verificationDate: string | null;
  /** 'personal' | 'generic' | 'unknown' as the finder reported it; 'unknown' by default. */
  emailType: string;
  /** 0 to 100, or null. */
  confidence: number | null;
  linkedinDataFetched: boolean;
}

/** Saved from a contact search (where_met 'Contact Search'); evolves like ContactCreated and keeps the search fields. */
export interface ContactSaved {
  type: 'ContactSaved';
  data: { contactId: string; userId: string } & ContactDetails & ContactSearchFields;
}

/** A contact saved from a search was unsaved; ends the contact like ContactDeleted, and it can be saved again. */
export interface ContactUnsaved {
  type: 'ContactUnsaved';
  data: { contactId: string; userId: string };
}

/** One of the owner's settings documents goes with e-mails to this contact; attaching it again records nothing. */
export interface DocumentAttached {
  type: 'DocumentAttached';
  data: { contactId: string; userId: string; documentId: string };
}

export type ContactEvent =
  | ContactCreated
  | ContactImported
  | ContactSaved
  | ContactUpdated
  | ContactDeleted
  | ContactUnsaved
  | DocumentAttached;

export const CONTACT_EVENT_TYPES = [
  'ContactCreated',
  'ContactImported',
  'ContactUpdated',
  'ContactDeleted',
  'DocumentAttached',
  'ContactSaved',
  'ContactUnsaved',
] as const;

export const contactStreamId = (contactId: string): string => `contact-${contactId}`;

/** A line of the file that was not imported, by its 1-based line number in the file. */
export interface InvalidImportRow {
  line: number;
  reason: string;
}

/** Events of the contactimport-<importId> stream: what one CSV file did. */
export interface ContactsImported {
  type: 'ContactsImported';
  data: {
    importId: string;
    userId: string;
    fileName: string;
    totalRows: number;
    imported: number;
    alreadyAdded: number;
    /** At most the first MAX_RECORDED_INVALID_ROWS; invalidCount has them all. */
    invalid: InvalidImportRow[];
    invalidCount: number;
  };
}

export type ContactImportEvent = ContactsImported;

// One word before the dash: KurrentDB's $ce-<category> takes the part before the first dash, and imports are
// not contacts.
export const contactImportStreamId = (importId: string): string => `contactimport-${importId}`;
