import { PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';
import { RequestValidationError } from './request-validation.error';

/** Validates one request part against a zod schema; the error names each bad field. */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value);
    if (!result.success) {
      throw new RequestValidationError(
        result.error.issues.map((issue) => ({
          loc: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
          msg: issue.message,
        })),
      );
    }
    return result.data;
  }
}
