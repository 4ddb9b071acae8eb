/// <reference types="multer" />
import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { uploadInterceptor } from '../../platform/http/multer-refusals';
import { RequestValidationError } from '../../platform/http/request-validation.error';
import type { UploadedContactsFile } from '../commands/import-contacts.command';
import { MAX_IMPORT_BYTES } from '../contact-csv';
import { ContactsFileTooLarge } from '../contact.errors';
import { csvFileName } from '../contact.contract';

export const CONTACTS_FILE_FIELD = 'file';

/** Reads the one CSV file of an import (parsed from memory, never stored); multer's refusals name the field. */
@Injectable()
export class ContactsFileInterceptor extends uploadInterceptor({
  field: CONTACTS_FILE_FIELD,
  // The only text field is import_id.
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  tooLarge: () => new ContactsFileTooLarge(),
  message: `Send one CSV file as the multipart field '${CONTACTS_FILE_FIELD}'.`,
}) {}

export const ContactsFile = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request & { file?: Express.Multer.File }>();
  if (!request.file) {
    throw new RequestValidationError([{ loc: [CONTACTS_FILE_FIELD], msg: 'A CSV file is required.' }]);
  }
  const file: UploadedContactsFile = {
    fileName: csvFileName(request.file.originalname),
    bytes: request.file.buffer,
  };
  return file;
});
