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

/** One bulk request writes at most this many e-mails: bounded work (and model spend) per click. */
export const MAX_BULK_EMAILS = 50;
/** The Outgoing screen's filtered contact list, sent as is; only the first `number` of the caller's are written. */
export const MAX_BULK_FILTERED_IDS = 1000;

/** POST /emails/write/stream/bulk/ (spec §7): how many, for whom, and what every e-mail should say. */
export const bulkWriteBody = z.object(
  {
    number: z
      .number({ error: `number must be a whole number from 1 to ${MAX_BULK_EMAILS}` })
      .int(`number must be a whole number from 1 to ${MAX_BULK_EMAILS}`)
      .min(1, `number must be a whole number from 1 to ${MAX_BULK_EMAILS}`)
      .max(MAX_BULK_EMAILS, `number must be a whole number from 1 to ${MAX_BULK_EMAILS}`),
    instructions: optionalText(MAX_INSTRUCTIONS_LENGTH),
    filtered_ids: z
      .array(z.uuid('filtered_ids must hold contact ids'), {
        error: 'filtered_ids must be a list of contact ids',
      })
      .max(MAX_BULK_FILTERED_IDS, `filtered_ids must hold at most ${MAX_BULK_FILTERED_IDS} ids`)
      .optional()
      .nullable()
      .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
    message_type: z
      .enum(MESSAGE_TYPES, { error: `message_type must be one of ${MESSAGE_TYPES.join(', ')}` })
      .default(DEFAULT_MESSAGE_TYPE),
    tone: z.enum(TONES, { error: `tone must be one of ${TONES.join(', ')}` }).default(DEFAULT_TONE),
  },
  { error: 'body must be a JSON object' },
);
export type BulkWriteBody = z.infer<typeof bulkWriteBody>;

/** What FINAL_RESULT: carries for one e-mail of a bulk stream. */
export interface BulkEmailResult extends WrittenEmail {
  id: string;
  contact_id: string;
  /** Absent when a retried request answers a draft it saved before. */
  checkpoint?: string;
}

/**
 * One `data:` event of the bulk stream. `email_index` is 1-based. A status starting `FINAL_RESULT: ` marks one
 * e-mail done (its BulkEmailResult as JSON); `error` + `detail` report a failure (a refusal that ends the stream
 * also carries the JSON error's fields, e.g. PLAN.LIMIT_REACHED's figures for the upgrade dialog).
 */
export interface BulkStreamEvent {
  status?: string;
  message?: string;
  email_index?: number;
  total?: number;
  error?: string;
  detail?: string;
  [extra: string]: unknown;
}
