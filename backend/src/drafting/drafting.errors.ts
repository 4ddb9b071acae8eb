import { domainError } from '../platform/errors/domain-error';

/** The detail text is a contract: the client opens its resume-missing prompt when it reads 'No resume stored'. */
export const NO_RESUME_DETAIL = 'No resume stored. Upload your resume in Settings to generate emails.';
export const NO_CONTACTS_TO_TEST_DETAIL = 'No contacts found to test prompt';

export class NoResumeStored extends domainError('DRAFTING.NO_RESUME', NO_RESUME_DETAIL) {}

/** Also what another user's contact answers: it does not exist for the caller. */
export class DraftingContactNotFound extends domainError(
  'DRAFTING.CONTACT_NOT_FOUND',
  'Contact not found',
  (field: 'contact_email' | 'contact_id') => field,
) {}

export class NoContactsToTestPrompt extends domainError('DRAFTING.NO_CONTACTS', NO_CONTACTS_TO_TEST_DETAIL) {}

/** The model answered, but with nothing a draft could be made of. */
export class EmptyDraftWritten extends domainError(
  'DRAFTING.EMPTY_DRAFT',
  'The AI wrote an empty e-mail. Please try again.',
) {}

export const draftingErrorStatus: Record<string, number> = {
  'DRAFTING.NO_RESUME': 400,
  'DRAFTING.CONTACT_NOT_FOUND': 404,
  'DRAFTING.NO_CONTACTS': 404,
  'DRAFTING.EMPTY_DRAFT': 502,
};
