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

export type ContactEvent = ContactCreated | ContactUpdated | ContactDeleted;

export const CONTACT_EVENT_TYPES = ['ContactCreated', 'ContactUpdated', 'ContactDeleted'] as const;

export const contactStreamId = (contactId: string): string => `contact-${contactId}`;
