/// <reference types="multer" />
import { CallHandler, ExecutionContext, Injectable, PipeTransform } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { RequestValidationError } from '../../platform/http/request-validation.error';
import { withMulterRefusals } from '../../platform/http/multer-refusals';
import { ResumeFileTooLarge } from '../profile.errors';
import { MAX_RESUME_BYTES } from '../profile-rules.contract';

export const RESUME_FIELD = 'file';

/** What multer's memory storage hands over: the bytes plus the client's (untrusted) name and type. */
export type UploadedFilePart = Express.Multer.File;

// Memory storage (multer's default without dest/storage): nothing touches the disk before the bytes are checked.
const MulterResumeInterceptor = FileInterceptor(RESUME_FIELD, {
  limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 },
  // Browsers send file names as raw UTF-8; multer's latin1 default would garble 'Lebenslauf-Müller.pdf'.
  defParamCharset: 'utf8',
});

/** Reads the one resume file of a multipart upload; what multer refuses is answered naming the field. */
@Injectable()
export class ResumeFileInterceptor extends MulterResumeInterceptor {
  override intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    return withMulterRefusals(() => super.intercept(context, next), {
      tooLarge: () => new ResumeFileTooLarge(),
      field: RESUME_FIELD,
      message: `Send the resume as the multipart field '${RESUME_FIELD}'.`,
    });
  }
}

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
