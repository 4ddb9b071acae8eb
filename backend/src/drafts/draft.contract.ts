import { z } from 'zod';
import { containsControlCharacter } from '../platform/http/control-characters';
import { queryWholeNumber } from '../platform/http/request-fields';
import {
  DEFAULT_MESSAGE_TYPE,
  DEFAULT_TONE,
  DRAFT_BODY_TOO_LONG_MESSAGE,
  DRAFT_SUBJECT_TOO_LONG_MESSAGE,
  isTemporaryDraftId,
  MAX_DRAFT_BODY_LENGTH,
  MAX_DRAFT_SUBJECT_LENGTH,
  MESSAGE_TYPES,
  TONES,
} from './draft-rules.contract';

/** Request shapes of the drafts calls, built on the shared rules in draft-rules.contract.ts. */

// Line breaks and tabs belong in a body; other controls are never typed (and PostgreSQL refuses NUL).
const withoutLineControls = (text: string) => text.replace(/[\r\n\t]/g, '');

const subject = z
  .string({ error: 'subject must be text' })
  .max(MAX_DRAFT_SUBJECT_LENGTH, DRAFT_SUBJECT_TOO_LONG_MESSAGE)
  .refine((value) => !containsControlCharacter(value), 'subject must not contain control characters')
  .transform((value) => value.trim());

const body = z
  .string({ error: 'body must be text' })
  .max(MAX_DRAFT_BODY_LENGTH, DRAFT_BODY_TOO_LONG_MESSAGE)
  .refine(
    (value) => !containsControlCharacter(withoutLineControls(value)),
    'body must not contain control characters',
  );

/** Absent and null read as blank, so a save with neither hears the spec's "Cannot save empty draft.". */
const blankWhenAbsent = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), schema);

const oneOf = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` });

export const NO_CONVERSATION_SELECTED_MESSAGE = 'No conversation selected.';
export const NO_DRAFTS_SELECTED_MESSAGE = 'No drafts selected for deletion.';

const contactId = z.uuid({ error: 'contact_id must be a contact id' });

export const saveDraftBody = z.object(
  {
    subject: blankWhenAbsent(subject),
    body: blankWhenAbsent(body),
    contact_id: z.preprocess(
      (value) => (value === undefined || value === null || value === '' ? undefined : value),
      // The spec's words for a save with no conversation chosen (outreach.md §5).
      z.string({ error: NO_CONVERSATION_SELECTED_MESSAGE }).pipe(contactId),
    ),
    message_type: oneOf(MESSAGE_TYPES, 'message_type').default(DEFAULT_MESSAGE_TYPE),
    tone: oneOf(TONES, 'tone').default(DEFAULT_TONE),
  },
  { error: 'body must be a JSON object' },
);
export type SaveDraftBody = z.infer<typeof saveDraftBody>;

export const editDraftBody = z.object(
  {
    subject: subject.optional(),
    body: body.optional(),
    contact_id: contactId.optional(),
  },
  { error: 'body must be a JSON object' },
);
export type EditDraftBody = z.infer<typeof editDraftBody>;

/** The spec's client names unsaved drafts `draft_<time>`; the server never saved them, so it says so. */
export const draftIdParam = z
  .string()
  .refine(
    (value) => !isTemporaryDraftId(value),
    'id is a temporary id of an unsaved draft; save it with POST /emails/drafts/ first',
  )
  .pipe(z.uuid({ error: 'id must be a draft id' }));

export const MAX_BATCH_DRAFTS = 500;

export const batchDeleteBody = z.object(
  {
    draft_ids: z
      .array(z.string({ error: 'each draft id must be text' }), {
        error: 'draft_ids must be a list of draft ids',
      })
      .min(1, NO_DRAFTS_SELECTED_MESSAGE)
      .max(MAX_BATCH_DRAFTS, `draft_ids must hold at most ${MAX_BATCH_DRAFTS} ids`),
  },
  { error: 'body must be a JSON object' },
);
export type BatchDeleteBody = z.infer<typeof batchDeleteBody>;

export const MAX_LISTED_DRAFTS = 100;
export const DEFAULT_LISTED_DRAFTS = 10;

export const listDraftsQuery = z.object({
  limit: queryWholeNumber('limit', MAX_LISTED_DRAFTS, DEFAULT_LISTED_DRAFTS),
});
export type ListDraftsQuery = z.infer<typeof listDraftsQuery>;
