/// <reference types="multer" />
import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { FieldProblem, RequestValidationError } from '../../platform/http/request-validation.error';
import { uploadInterceptor } from '../../platform/http/multer-refusals';
import type { UploadedDocumentFile } from '../commands/upload-document-file.command';
import { DocumentTooLarge } from '../profile.errors';
import {
  DOCUMENT_FILE_REQUIRED_MESSAGE,
  documentNameProblem,
  MAX_DOCUMENT_BYTES,
} from '../profile-rules.contract';
import { uploadedFileName } from '../profile.contract';

export const DOCUMENT_FIELD = 'file';
export const DOCUMENT_NAME_FIELD = 'name';

/** Reads the one document file of a multipart upload; what multer refuses is answered naming the field. */
@Injectable()
export class DocumentFileInterceptor extends uploadInterceptor({
  field: DOCUMENT_FIELD,
  // A name is at most 120 characters, so 16 KB per text field is plenty and keeps a form from parking megabytes.
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 16 * 1024 },
  tooLarge: () => new DocumentTooLarge(),
  message: `Send one document as the multipart field '${DOCUMENT_FIELD}' and its name as '${DOCUMENT_NAME_FIELD}'.`,
}) {}

/**
 * The file and the name together, so a form missing both hears about both in one 400 (spec §5 messages);
 * the file's own name is cleaned for display, the name the user gave is checked here and again by the decider.
 */
export const DocumentUpload = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request & { file?: Express.Multer.File }>();
  const name: unknown = (request.body as Record<string, unknown> | undefined)?.[DOCUMENT_NAME_FIELD];
  const problems: FieldProblem[] = [];
  if (!request.file) problems.push({ loc: [DOCUMENT_FIELD], msg: DOCUMENT_FILE_REQUIRED_MESSAGE });
  const nameProblem =
    typeof name === 'string' || name === undefined
      ? documentNameProblem(name ?? '')
      : `${DOCUMENT_NAME_FIELD} must be text`;
  if (nameProblem) problems.push({ loc: [DOCUMENT_NAME_FIELD], msg: nameProblem });
  if (problems.length > 0 || !request.file) throw new RequestValidationError(problems);
  const upload: UploadedDocumentFile = {
    name: (name as string).trim(),
    fileName: uploadedFileName(request.file.originalname, 'document'),
    bytes: request.file.buffer,
  };
  return upload;
});
