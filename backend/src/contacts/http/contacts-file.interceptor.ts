/// <reference types="multer" />
import { CallHandler, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { withMulterRefusals } from '../../platform/http/multer-refusals';
import { RequestValidationError } from '../../platform/http/request-validation.error';
import type { UploadedContactsFile } from '../commands/import-contacts.command';
import { MAX_IMPORT_BYTES } from '../contact-csv';
import { ContactsFileTooLarge } from '../contact.errors';
import { csvFileName } from '../contact.contract';

export const CONTACTS_FILE_FIELD = 'file';

// Memory storage: the file is parsed from memory and never stored; the only text field is import_id.
const MulterContactsFileInterceptor = FileInterceptor(CONTACTS_FILE_FIELD, {
  limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  defParamCharset: 'utf8',
});

/** Reads the one CSV file of an import; what multer refuses is answered naming the field. */
@Injectable()
export class ContactsFileInterceptor extends MulterContactsFileInterceptor {
  override intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return withMulterRefusals(() => super.intercept(context, next), {
      tooLarge: () => new ContactsFileTooLarge(),
      field: CONTACTS_FILE_FIELD,
      message: `Send one CSV file as the multipart field '${CONTACTS_FILE_FIELD}'.`,
    });
  }
}

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
