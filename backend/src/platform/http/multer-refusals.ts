import {
  BadRequestException,
  CallHandler,
  ExecutionContext,
  NestInterceptor,
  PayloadTooLargeException,
  Type,
} from '@nestjs/common';
import { FileInterceptor, FilesInterceptor, type MulterModuleOptions } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { RequestValidationError } from './request-validation.error';

interface MulterRefusals {
  /** The context's own error for a file over its size limit. */
  tooLarge(): Error;
  /** The multipart field the 400 names, and what it tells the caller to send. */
  field: string;
  message: string;
}

/**
 * Runs a multer interceptor, answering what multer refuses as the API answers any bad input: a file over the
 * limit with the context's too-large error; its 400s (a file under another field name, more files or parts than
 * allowed, a broken form) as a validation error naming the field.
 */
export async function withMulterRefusals<T>(
  intercept: () => T | Promise<T>,
  refusals: MulterRefusals,
): Promise<T> {
  try {
    return await intercept();
  } catch (error) {
    if (error instanceof PayloadTooLargeException) throw refusals.tooLarge();
    if (error instanceof BadRequestException) {
      throw new RequestValidationError([{ loc: [refusals.field], msg: refusals.message }]);
    }
    throw error;
  }
}

export interface UploadInterceptorOptions extends MulterRefusals {
  limits: NonNullable<MulterModuleOptions['limits']>;
  /** Several files under the field, at most this many; without it, one file. */
  maxFiles?: number;
}

/**
 * The interceptor that reads a multipart upload's file (or files) under one field, answering what multer refuses
 * as withMulterRefusals does. A context names it by extending it:
 * `@Injectable() export class ResumeFileInterceptor extends uploadInterceptor({ field: 'file', ... }) {}`
 */
export function uploadInterceptor({ limits, maxFiles, ...refusals }: UploadInterceptorOptions) {
  // Memory storage (multer's default without dest or storage): nothing touches the disk before the bytes are
  // checked. Browsers send file names as raw UTF-8; multer's latin1 default would garble 'Lebenslauf-Müller.pdf'.
  const options: MulterModuleOptions = { limits, defParamCharset: 'utf8' };
  const Multer: Type<NestInterceptor> =
    maxFiles === undefined
      ? FileInterceptor(refusals.field, options)
      : FilesInterceptor(refusals.field, maxFiles, options);
  abstract class UploadInterceptor extends Multer {
    override intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      return withMulterRefusals(() => super.intercept(context, next), refusals);
    }
  }
  return UploadInterceptor;
}
