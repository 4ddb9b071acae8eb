import { DomainError, domainError } from '../platform/errors/domain-error';
import { MAX_IMPORT_BYTES } from './contact-csv';
import type { InvalidImportRow } from './contact.events';

/** The user already saved a contact with this e-mail; the wording follows the spec's "already added" texts. */
export class ContactAlreadyAdded extends DomainError {
  readonly code = 'CONTACT.ALREADY_ADDED';
  constructor(readonly email: string) {
    super(`A contact with the email ${email} is already added.`, 'email');
  }
}

/** Also what another user's contact id answers: it does not exist for the caller. */
export class ContactNotFound extends domainError(
  'CONTACT.NOT_FOUND',
  (contactId: string) => `Contact ${contactId} was not found.`,
  'id',
) {}

export class NoContactsToAdd extends domainError('CONTACT.NONE_TO_ADD', 'No contacts to add.', 'contacts') {}

/** Only the caller's own settings documents can go with e-mails; another user's id reads as unknown. */
export class DocumentNotOwned extends domainError(
  'CONTACT.DOCUMENT_NOT_FOUND',
  (documentId: string) =>
    `document_id: ${documentId} is not one of your documents. Upload it in Settings first.`,
  'document_id',
) {}

export class ContactsFileTooLarge extends domainError(
  'CONTACT.IMPORT_FILE_TOO_LARGE',
  `file: must be at most ${MAX_IMPORT_BYTES / (1024 * 1024)} MB`,
  'file',
) {}

/** A file none of whose rows can be imported: nothing is written, and every row's problem is listed. */
export class NoValidImportRows extends DomainError {
  readonly code = 'CONTACT.IMPORT_NO_VALID_ROWS';
  constructor(
    readonly invalid: InvalidImportRow[],
    readonly invalidCount: number,
    readonly totalRows: number,
  ) {
    super(
      totalRows === 0
        ? 'file: holds a header but no contacts.'
        : `file: none of the ${totalRows} rows can be imported; see invalid for each line's problem.`,
      'file',
    );
  }

  /** The list rides along in the error answer so the client can show each line's problem. */
  get extra(): Record<string, unknown> {
    return { invalid: this.invalid, invalid_count: this.invalidCount, total_rows: this.totalRows };
  }
}

/** Another user's import already used this id: import ids are chosen by clients and must not collide. */
export class ImportIdTaken extends domainError(
  'CONTACT.IMPORT_ID_TAKEN',
  (importId: string) => `import_id: ${importId} is already used by another import.`,
  'import_id',
) {}

export const contactErrorStatus: Record<string, number> = {
  'CONTACT.ALREADY_ADDED': 409,
  'CONTACT.NOT_FOUND': 404,
  'CONTACT.NONE_TO_ADD': 400,
  'CONTACT.DOCUMENT_NOT_FOUND': 422,
  'CONTACT.IMPORT_FILE_TOO_LARGE': 413,
  'CONTACT.IMPORT_TOO_MANY_ROWS': 413,
  'CONTACT.IMPORT_NO_VALID_ROWS': 422,
  'CONTACT.IMPORT_ID_TAKEN': 409,
  'CONTACT.IMPORT_FILE_UNREADABLE': 400,
  'CONTACT.IMPORT_COLUMNS_MISSING': 400,
};
