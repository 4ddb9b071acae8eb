import { z } from 'zod';
import {
  DEFAULT_MESSAGE_TYPE,
  MAX_DRAFT_BODY_LENGTH,
  MAX_DRAFT_SUBJECT_LENGTH,
  MESSAGE_TYPES,
} from '../drafts/draft-rules.contract';
import { containsControlCharacter } from '../platform/http/control-characters';
import { queryWholeNumber } from '../platform/http/request-fields';

/** Request shapes of the sending, conversation and outbox calls. */

const withoutLineControls = (text: string) => text.replace(/[\r\n\t]/g, '');

const uuidOrNull = (field: string, what: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.union([z.uuid({ error: `${field} must be ${what}` }), z.null()], { error: `${field} must be ${what}` }),
  );

export const sendBody = z.object(
  {
    contact_id: z.uuid({ error: 'contact_id must be a contact id' }),
    subject: z
      .string({ error: 'subject is required' })
      .trim()
      .min(1, 'subject is required')
      .max(MAX_DRAFT_SUBJECT_LENGTH, `subject must be at most ${MAX_DRAFT_SUBJECT_LENGTH} characters`)
      .refine((value) => !containsControlCharacter(value), 'subject must not contain control characters'),
    body: z
      .string({ error: 'body is required' })
      .max(MAX_DRAFT_BODY_LENGTH, `body must be at most ${MAX_DRAFT_BODY_LENGTH} characters`)
      .refine((value) => value.trim() !== '', 'body is required')
      .refine(
        (value) => !containsControlCharacter(withoutLineControls(value)),
        'body must not contain control characters',
      ),
    message_type: z
      .enum(MESSAGE_TYPES, { error: `message_type must be one of: ${MESSAGE_TYPES.join(', ')}` })
      .default(DEFAULT_MESSAGE_TYPE),
    draft_id: uuidOrNull('draft_id', 'a draft id'),
  },
  { error: 'body must be a JSON object' },
);
export type SendBody = z.infer<typeof sendBody>;

/** POST /emails/send/ as a mass send sends at most this many drafts per request. */
export const MAX_MASS_SEND = 100;
/** The Outgoing screen's filtered contact list, as sent. */
export const MAX_MASS_SEND_FILTERED_IDS = 1000;

const massLimitError = `limit must be a whole number from 1 to ${MAX_MASS_SEND}`;

/**
 * POST /emails/send/ as a mass send (spec §7: limit plus filtered_ids): the caller's waiting drafts, one per contact,
 * for these contacts (all of the caller's when filtered_ids is absent), at most `limit` of them.
 */
export const massSendBody = z.object(
  {
    limit: z
      .number({ error: massLimitError })
      .int(massLimitError)
      .min(1, massLimitError)
      .max(MAX_MASS_SEND, massLimitError),
    filtered_ids: z
      .array(z.uuid('filtered_ids must hold contact ids'), {
        error: 'filtered_ids must be a list of contact ids',
      })
      .max(MAX_MASS_SEND_FILTERED_IDS, `filtered_ids must hold at most ${MAX_MASS_SEND_FILTERED_IDS} ids`)
      .optional()
      .nullable()
      .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  },
  { error: 'body must be a JSON object' },
);
export type MassSendBody = z.infer<typeof massSendBody>;

/** A body naming `limit` or `filtered_ids` asks for a mass send; any other is one message to one contact. */
export function isMassSend(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    ((body as Record<string, unknown>).limit !== undefined ||
      (body as Record<string, unknown>).filtered_ids !== undefined)
  );
}

/** POST /emails/preview: a body being written, to see it as the contact would get it if sent now. */
export const previewBody = z.object(
  {
    contact_id: z.uuid({ error: 'contact_id must be a contact id' }),
    body: z
      .string({ error: 'body must be text' })
      .max(MAX_DRAFT_BODY_LENGTH, `body must be at most ${MAX_DRAFT_BODY_LENGTH} characters`)
      .refine(
        (value) => !containsControlCharacter(withoutLineControls(value)),
        'body must not contain control characters',
      ),
  },
  { error: 'body must be a JSON object' },
);
export type PreviewBody = z.infer<typeof previewBody>;

export const MAX_BATCH_SEND = 100;

export const batchSendBody = z.object(
  {
    draft_ids: z
      .array(z.string({ error: 'each draft id must be text' }), {
        error: 'draft_ids must be a list of draft ids',
      })
      .max(MAX_BATCH_SEND, `draft_ids must hold at most ${MAX_BATCH_SEND} ids`),
  },
  { error: 'body must be a JSON object' },
);
export type BatchSendBody = z.infer<typeof batchSendBody>;

export const draftIdParam = z.uuid({ error: 'id must be a draft id' });
export const contactIdParam = z.uuid({ error: 'id must be a contact id' });
export const outboxIdParam = z.uuid({ error: 'id must be an outbox message id' });

export const outboxPageQuery = z.object({
  page: queryWholeNumber('page', 100_000, 1),
  limit: queryWholeNumber('limit', 100, 20),
});
export type OutboxPageQuery = z.infer<typeof outboxPageQuery>;

export const MAX_REPLY_LENGTH = 20_000;

export const simulateReplyBody = z
  .object(
    {
      content: z
        .string({ error: 'content must be text' })
        .max(MAX_REPLY_LENGTH, `content must be at most ${MAX_REPLY_LENGTH} characters`)
        .refine(
          (value) => !containsControlCharacter(withoutLineControls(value)),
          'content must not contain control characters',
        )
        .optional(),
    },
    { error: 'body must be a JSON object' },
  )
  .default({});
export type SimulateReplyBody = z.infer<typeof simulateReplyBody>;

/**
 * A message as its contact reads it, or will when a draft is sent: the HTML part (inside <body>, tracking aside), the
 * plain-text part, and the attached files' names. One rendering builds it and the MIME message alike.
 */
export interface EmailPreview {
  html: string;
  text: string;
  attachments: string[];
}
