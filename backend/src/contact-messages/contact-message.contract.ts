import { z } from 'zod';
import { containsControlCharacter } from '../platform/http/control-characters';
import { plainText, queryWholeNumber, requiredText } from '../platform/http/request-fields';

/** Request and answer shapes of the contact form; the public Contact page validates with the same schemas. */

/** The spec's subject options, in the order the form offers them. */
export const CONTACT_SUBJECTS = ['general', 'support', 'pricing', 'partnership', 'feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General question',
  support: 'Help with my account',
  pricing: 'Pricing and plans',
  partnership: 'Partnership or clubs',
  feedback: 'Feedback',
};

export const CONTACT_NAME_MAX = 100;
/** The name goes into the e-mail's headers: one line, no control characters (the server's plainText rule). */
export const isOneLineName = (name: string): boolean => !containsControlCharacter(name);
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** The promise the page and the confirmation make (spec section 9, Marketing claims). */
export const CONTACT_REPLY_PROMISE = 'within 24 hours on business days';

/**
 * The form's hidden field. People never see or fill it (it is off screen and out of the accessibility tree); form
 * bots fill every field they find, so a message with it filled is answered like any other and never recorded.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

const required = (field: string, max: number, min = 1, tooShort = `${field} is required`) =>
  requiredText(field).pipe(plainText(field, max).pipe(z.string().min(min, tooShort)));

export const contactMessageBody = z.object({
  name: required('name', CONTACT_NAME_MAX),
  email: requiredText('email').pipe(
    z
      .string()
      .trim()
      .min(1, 'email is required')
      .max(CONTACT_EMAIL_MAX, `email must be at most ${CONTACT_EMAIL_MAX} characters`)
      .pipe(z.email('email must be a valid e-mail address')),
  ),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: `subject must be one of ${CONTACT_SUBJECTS.join(', ')}`,
  }),
  message: requiredText('message').pipe(
    z
      .string()
      .trim()
      .min(1, 'message is required')
      .min(CONTACT_MESSAGE_MIN, `message must be at least ${CONTACT_MESSAGE_MIN} characters`)
      .max(CONTACT_MESSAGE_MAX, `message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  ),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});

export type ContactMessageBody = z.infer<typeof contactMessageBody>;

/** What the visitor is told once the message is taken. */
export interface ContactMessageReceipt {
  id: string;
  received_at: string;
  reply: string;
}

export const DEFAULT_CONTACT_MESSAGES_PAGE_SIZE = 20;

export const listContactMessagesQuery = z.object({
  page: queryWholeNumber('page', 1_000_000, 1),
  limit: queryWholeNumber('limit', 100, DEFAULT_CONTACT_MESSAGES_PAGE_SIZE),
});

export type ListContactMessagesQuery = z.infer<typeof listContactMessagesQuery>;

/** A message as admins read it in /admin. */
export interface ContactMessageView {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  received_at: string | null;
  /** When the message went to the support address; null while it waits for its turn. */
  forwarded_at: string | null;
  forwarded_to: string | null;
}

export interface ContactMessagesPage {
  messages: ContactMessageView[];
  total: number;
  page: number;
  limit: number;
}
