import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECTS,
  isOneLineName,
} from '@outreach/backend/contact-messages/contact-message.contract';
import { z } from 'zod';

/** The server's limits (contact-message.contract.ts) in words a visitor reads; the server checks them again. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(CONTACT_NAME_MAX, `Your name can be at most ${CONTACT_NAME_MAX} characters.`)
    .refine(isOneLineName, 'Your name must be on one line.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address so we can reply.')
    .max(CONTACT_EMAIL_MAX, `The e-mail address can be at most ${CONTACT_EMAIL_MAX} characters.`)
    .pipe(z.email('Please enter a valid e-mail address, like name@example.com.')),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose what your message is about.' }),
  message: z
    .string()
    .trim()
    .min(1, 'Please write your message.')
    .min(CONTACT_MESSAGE_MIN, `Please write at least ${CONTACT_MESSAGE_MIN} characters.`)
    .max(CONTACT_MESSAGE_MAX, `Your message can be at most ${CONTACT_MESSAGE_MAX} characters.`),
  website: z.string(),
});

export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactFormFields = Exclude<keyof ContactForm, 'website'>;
