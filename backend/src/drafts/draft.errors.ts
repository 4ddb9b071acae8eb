import { domainError } from '../platform/errors/domain-error';
import { EMPTY_DRAFT_MESSAGE } from './draft-rules.contract';

/** Also what another user's draft answers: it does not exist for the caller. */
export class DraftNotFound extends domainError('DRAFT.NOT_FOUND', 'Draft not found', 'id') {}

/** The spec's wording; also another user's contact, which does not exist for the caller. */
export class DraftContactNotFound extends domainError(
  'DRAFT.CONTACT_NOT_FOUND',
  'Contact not found',
  'contact_id',
) {}

/** The spec's message for a Save Draft with subject and body both blank. */
export class EmptyDraft extends domainError('DRAFT.EMPTY', EMPTY_DRAFT_MESSAGE, 'body') {}

/** A limit the stored (sanitised, line breaks as <br>) form breaks; the edge already checked the input. */
export class DraftTooLong extends domainError(
  'DRAFT.TOO_LONG',
  (_field: 'subject' | 'body', message: string) => message,
  (field) => field,
) {}

export class DraftAlreadySent extends domainError(
  'DRAFT.ALREADY_SENT',
  'This draft was already sent; it can no longer be changed or sent again.',
  'id',
) {}

export class DraftWasDeleted extends domainError(
  'DRAFT.DELETED',
  'This draft was deleted; it can no longer be changed or sent.',
  'id',
) {}

/** A second save under a draft id already taken (only reachable by reusing a derived id with a new key). */
export class DraftAlreadyExists extends domainError(
  'DRAFT.ALREADY_EXISTS',
  'A draft with this id already exists.',
  'id',
) {}

/** A draft stays with the contact it was written for; PUT's contact_id may only confirm it. */
export class DraftContactMismatch extends domainError(
  'DRAFT.CONTACT_MISMATCH',
  "contact_id is not this draft's contact; a draft cannot move to another contact.",
  'contact_id',
) {}

export const draftErrorStatus: Record<string, number> = {
  'DRAFT.NOT_FOUND': 404,
  'DRAFT.CONTACT_NOT_FOUND': 404,
  'DRAFT.EMPTY': 400,
  'DRAFT.TOO_LONG': 400,
  'DRAFT.ALREADY_SENT': 409,
  'DRAFT.DELETED': 409,
  'DRAFT.ALREADY_EXISTS': 409,
  'DRAFT.CONTACT_MISMATCH': 422,
};
