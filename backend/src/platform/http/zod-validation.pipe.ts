import { Body, PipeTransform, Query } from '@nestjs/common';
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

/** The request body, parsed by the schema; a body it refuses is a 400 naming each bad field. */
export const ValidBody = <T>(schema: ZodType<T>) => Body(new ZodValidationPipe(schema));

/** The query string, parsed by the schema; one it refuses is a 400 naming each bad field. */
export const ValidQuery = <T>(schema: ZodType<T>) => Query(new ZodValidationPipe(schema));
