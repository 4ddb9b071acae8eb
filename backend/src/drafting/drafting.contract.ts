import { z } from 'zod';
import { containsControlCharacter } from '../platform/http/control-characters';
import { DEFAULT_MESSAGE_TYPE, DEFAULT_TONE, MESSAGE_TYPES, TONES } from '../drafts/draft-rules.contract';

export const MAX_INSTRUCTIONS_LENGTH = 2000;
export const MAX_CALENDAR_INFO_LENGTH = 2000;

// Line breaks and tabs belong in instructions; other controls are never typed (and jsonb refuses NUL).
const optionalText = (max: number) =>
  z
    .string()
    .refine(
      (value) => !containsControlCharacter(value.replace(/[\r\n\t]/g, '')),
      'must not contain control characters',
    )
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || undefined);

const optionalUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).max(2048)])
  .optional()
  .nullable()
  .transform((value) => value || undefined);

/** POST /emails/stream (spec §7): the contact by e-mail (or id), and what this one e-mail should say. */
export const streamEmailBody = z.object({
  contact_email: z.email('must be a valid e-mail address').trim().max(320),
  contact_id: z
    .uuid('must be a contact id')
    .optional()
    .nullable()
    .transform((value) => value ?? undefined),
  instructions: optionalText(MAX_INSTRUCTIONS_LENGTH),
  calendar_info: optionalText(MAX_CALENDAR_INFO_LENGTH),
  /** Overrides the settings' portfolio link for this e-mail. */
  portfolio_link: optionalUrl,
  /** Overrides the settings' LinkedIn profile for this e-mail. */
  linkedin_profile: optionalUrl,
  message_type: z
    .enum(MESSAGE_TYPES, { error: `must be one of ${MESSAGE_TYPES.join(', ')}` })
    .default(DEFAULT_MESSAGE_TYPE),
  tone: z.enum(TONES, { error: `must be one of ${TONES.join(', ')}` }).default(DEFAULT_TONE),
});
export type StreamEmailBody = z.infer<typeof streamEmailBody>;

/** What the stream's FINAL_RESULT line and the test prompt carry. */
export interface WrittenEmail {
  subject: string;
  body: string;
}

export interface StreamedEmailResult extends WrittenEmail {
  /** The saved draft's id. */
  id: string;
  /** Read-your-writes: the drafts list shows the draft once a push reaches this checkpoint. */
  checkpoint: string;
}
