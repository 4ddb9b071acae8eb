import type { z } from 'zod';
import { createContactBody } from '@outreach/backend/contacts/contact.contract';

/**
 * The server's own request schema, so the form refuses exactly what POST /contacts/ would, with the spec's
 * messages ('First Name is required', 'Invalid email address', ...). It is browser-safe: zod and plain rules.
 */
export const contactFormSchema = createContactBody;

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** Spec section 5: connection strength is a number from 0 to 1 in steps of 0.1, 0 unless given. */
export const CONNECTION_STRENGTH = { min: 0, max: 1, step: 0.1, default: 0 } as const;

export const EMPTY_CONTACT_FORM: ContactFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  company: '',
  job_title: '',
  location: '',
  where_met: '',
  phone: '',
  linkedin_url: '',
  company_url: '',
  position: '',
  seniority: '',
  department: '',
  twitter: '',
  tags: '',
  connection_strength: CONNECTION_STRENGTH.default,
};
