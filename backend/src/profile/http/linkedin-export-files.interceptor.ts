/// <reference types="multer" />
import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { RequestValidationError } from '../../platform/http/request-validation.error';
import { uploadInterceptor } from '../../platform/http/multer-refusals';
import { ExportUpload, MAX_EXPORT_FILES, MAX_EXPORT_UPLOAD_BYTES } from '../linkedin-export';
import { LinkedInExportTooLarge } from '../profile-files.errors';
import { uploadedFileName } from '../profile.contract';

export const EXPORT_FIELD = 'files';

const SEND_FILES = `Send LinkedIn's data export (.zip) or its CSV files, 1 to ${MAX_EXPORT_FILES}, as the multipart field '${EXPORT_FIELD}'.`;

/** Reads the export's files (in memory; each is checked before anything is kept); multer's refusals name the field. */
@Injectable()
export class LinkedInExportFilesInterceptor extends uploadInterceptor({
  field: EXPORT_FIELD,
  maxFiles: MAX_EXPORT_FILES,
  limits: {
    fileSize: MAX_EXPORT_UPLOAD_BYTES,
    files: MAX_EXPORT_FILES,
    fields: 5,
    parts: MAX_EXPORT_FILES + 5,
    fieldSize: 16 * 1024,
  },
  tooLarge: () =>
    new LinkedInExportTooLarge(
      `${EXPORT_FIELD}: each file must be at most ${MAX_EXPORT_UPLOAD_BYTES / (1024 * 1024)} MB`,
    ),
  message: SEND_FILES,
}) {}

/** The uploaded export files, at least one, with display-safe names. */
export const LinkedInExportUploads = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const request = context.switchToHttp().getRequest<Request & { files?: Express.Multer.File[] }>();
  const files = Array.isArray(request.files) ? request.files : [];
  if (files.length === 0) throw new RequestValidationError([{ loc: [EXPORT_FIELD], msg: SEND_FILES }]);
  return files.map((file): ExportUpload => ({
    fileName: uploadedFileName(file.originalname, 'upload'),
    bytes: file.buffer,
  }));
});
