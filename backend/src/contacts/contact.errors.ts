import { DomainError } from '../platform/errors/domain-error';

/** The user already saved a contact with this e-mail; the wording follows the spec's "already added" texts. */
export class ContactAlreadyAdded extends DomainError {
  readonly code = 'CONTACT.ALREADY_ADDED';
  constructor(readonly email: string) {
    super(`A contact with the email ${email} is already added.`, 'email');
  }
}

/** Also what another user's contact id answers: it does not exist for the caller. */
export class ContactNotFound extends DomainError {
  readonly code = 'CONTACT.NOT_FOUND';
  constructor(contactId: string) {
    super(`Contact ${contactId} was not found.`, 'id');
  }
}

export class NoContactsToAdd extends DomainError {
  readonly code = 'CONTACT.NONE_TO_ADD';
  constructor() {
    super('No contacts to add.', 'contacts');
  }
}

export const contactErrorStatus: Record<string, number> = {
  'CONTACT.ALREADY_ADDED': 409,
  'CONTACT.NOT_FOUND': 404,
  'CONTACT.NONE_TO_ADD': 400,
};
