import { DomainError } from '../platform/errors/domain-error';

/** The detail text is a contract: the client opens its resume-missing prompt when it reads 'No resume stored'. */
export const NO_RESUME_DETAIL = 'No resume stored. Upload your resume in Settings to generate emails.';
export const NO_CONTACTS_TO_TEST_DETAIL = 'No contacts found to test prompt';

export class NoResumeStored extends DomainError {
  readonly code = 'DRAFTING.NO_RESUME';
  constructor() {
    super(NO_RESUME_DETAIL);
  }
}

/** Also what another user's contact answers: it does not exist for the caller. */
export class DraftingContactNotFound extends DomainError {
  readonly code = 'DRAFTING.CONTACT_NOT_FOUND';
  constructor(field: 'contact_email' | 'contact_id') {
    super('Contact not found', field);
  }
}

export class NoContactsToTestPrompt extends DomainError {
  readonly code = 'DRAFTING.NO_CONTACTS';
  constructor() {
    super(NO_CONTACTS_TO_TEST_DETAIL);
  }
}

/** The model answered, but with nothing a draft could be made of. */
export class EmptyDraftWritten extends DomainError {
  readonly code = 'DRAFTING.EMPTY_DRAFT';
  constructor() {
    super('The AI wrote an empty e-mail. Please try again.');
  }
}

export const draftingErrorStatus: Record<string, number> = {
  'DRAFTING.NO_RESUME': 400,
  'DRAFTING.CONTACT_NOT_FOUND': 404,
  'DRAFTING.NO_CONTACTS': 404,
  'DRAFTING.EMPTY_DRAFT': 502,
};
