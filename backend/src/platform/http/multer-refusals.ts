import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
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
