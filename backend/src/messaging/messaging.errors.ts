import { DomainError, domainError } from '../platform/errors/domain-error';

export class DailySendCapReached extends DomainError {
  readonly code = 'SEND.DAILY_CAP_REACHED';
  constructor(readonly cap: number) {
    super(`Daily send limit reached (${cap} emails a day). Sending resumes at midnight UTC.`);
  }
}

/** One connection request per contact: a queued or sent one counts, a failed one does not. */
export class ConnectionRequestAlreadySent extends DomainError {
  readonly code = 'SEND.CONNECTION_REQUEST_ALREADY_SENT';
  constructor(readonly email: string) {
    super(`A connection request was already sent to ${email}.`, 'message_type');
  }
}

/** A message's outcome is recorded once; a different outcome afterwards contradicts it. */
export class MessageAlreadyFinished extends domainError(
  'SEND.MESSAGE_ALREADY_FINISHED',
  (messageId: string, status: string) => `Message ${messageId} was already ${status}.`,
) {}

export class MessageNotQueued extends domainError(
  'SEND.MESSAGE_NOT_QUEUED',
  (messageId: string) => `Message ${messageId} was never queued.`,
) {}

/** Also what another user's contact answers: it does not exist for the caller. */
export class ConversationContactNotFound extends domainError(
  'CONTACT.NOT_FOUND',
  'Contact not found',
  (field?: string) => field ?? 'contact_id',
) {}

export class SendDraftNotFound extends domainError(
  'DRAFT.NOT_FOUND',
  'Draft not found',
  (field?: 'id' | 'draft_id') => field ?? 'id',
) {}

/** A mass send whose filters match no waiting draft. */
export class NoContactsMatchFilters extends domainError(
  'SEND.NO_CONTACTS_MATCH',
  'No contacts match your filters.',
  (field: 'filtered_ids' | 'limit') => field,
) {}

/** POST /emails/send/ with the draft_id of a draft that already went out. */
export class DraftAlreadySentBefore extends domainError(
  'SEND.DRAFT_ALREADY_SENT',
  'This draft was already sent.',
  'draft_id',
) {}

/** A draft is sent to the contact it was written for. */
export class DraftContactDiffers extends domainError(
  'SEND.DRAFT_CONTACT_MISMATCH',
  "contact_id is not the draft's contact.",
  'contact_id',
) {}

/**
 * The mail server was reached but never confirmed the message. It stays queued with its slot; a retry with the
 * same key (or of the same draft) re-delivers it with the same Message-ID.
 */
export class SendOutcomeUnknown extends domainError(
  'SEND.OUTCOME_UNKNOWN',
  'The mail server did not confirm delivery. Retry to finish sending; the message will not be sent twice.',
) {}

export class NoDraftsSelectedForSending extends domainError(
  'SEND.NO_DRAFTS_SELECTED',
  'No drafts selected for sending.',
  'draft_ids',
) {}

/** Outbox messages exist only with the embedded outbox, and only the sender's own. */
export class OutboxMessageNotFound extends domainError(
  'OUTBOX.MESSAGE_NOT_FOUND',
  'Outbox message not found',
  'id',
) {}

export const messagingErrorStatus: Record<string, number> = {
  'SEND.DAILY_CAP_REACHED': 429,
  'SEND.CONNECTION_REQUEST_ALREADY_SENT': 409,
  'SEND.MESSAGE_ALREADY_FINISHED': 409,
  'SEND.MESSAGE_NOT_QUEUED': 409,
  'CONTACT.NOT_FOUND': 404,
  'DRAFT.NOT_FOUND': 404,
  'SEND.DRAFT_ALREADY_SENT': 409,
  'SEND.DRAFT_CONTACT_MISMATCH': 422,
  'SEND.OUTCOME_UNKNOWN': 503,
  'SEND.NO_DRAFTS_SELECTED': 400,
  'SEND.NO_CONTACTS_MATCH': 404,
  'OUTBOX.MESSAGE_NOT_FOUND': 404,
};
