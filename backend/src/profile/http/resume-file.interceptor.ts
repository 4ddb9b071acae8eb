/// <reference types="multer" />
import { Injectable, PipeTransform } from '@nestjs/common';
import { RequestValidationError } from '../../platform/http/request-validation.error';
import { uploadInterceptor } from '../../platform/http/multer-refusals';
import { ResumeFileTooLarge } from '../profile.errors';
import { MAX_RESUME_BYTES } from '../profile-rules.contract';

export const RESUME_FIELD = 'file';

/** What multer's memory storage hands over: the bytes plus the client's (untrusted) name and type. */
export type UploadedFilePart = Express.Multer.File;

/** Reads the one resume file of a multipart upload; what multer refuses is answered naming the field. */
@Injectable()
export class ResumeFileInterceptor extends uploadInterceptor({
  field: RESUME_FIELD,
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 },
  tooLarge: () => new ResumeFileTooLarge(),
  message: `Send the resume as the multipart field '${RESUME_FIELD}'.`,
}) {}

/** An upload without its file part gets the same 400 naming the field as any other invalid input. */
export class RequiredResumeFilePipe implements PipeTransform<UploadedFilePart | undefined, UploadedFilePart> {
  transform(file: UploadedFilePart | undefined): UploadedFilePart {
    if (!file) {
      throw new RequestValidationError([
        { loc: [RESUME_FIELD], msg: 'Please select a resume PDF file to upload.' },
      ]);
    }
    return file;
  }
}
