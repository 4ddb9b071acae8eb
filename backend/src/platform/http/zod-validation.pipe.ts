import { Body, PipeTransform, Query } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import type { ZodType } from 'zod';
import { RequestValidationError } from './request-validation.error';
import { requestJsonSchema, requestProperties } from './request-schema-docs';

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

/** Applies an OpenAPI method decorator from a parameter decorator, to the method the parameter belongs to. */
function documentMethod(target: object, key: string | symbol | undefined, decorator: MethodDecorator): void {
  if (key === undefined) return;
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (descriptor) decorator(target, key, descriptor);
}

/**
 * The request body, parsed by the schema; a body it refuses is a 400 naming each bad field. The OpenAPI document
 * shows the schema, so a client (and the test that walks the document) knows every field.
 */
export const ValidBody =
  <T>(schema: ZodType<T>): ParameterDecorator =>
  (target, key, index) => {
    Body(new ZodValidationPipe(schema))(target, key, index);
    documentMethod(target, key, ApiBody({ schema: requestJsonSchema(schema) }));
  };

/**
 * A body one call reads in two ways (POST /emails/send/: one message, or a mass send): `isSecond` picks the schema
 * by what the body holds, and the 400 names the fields of the schema picked. Documented as either schema.
 */
export const ValidBodyOneOf =
  <A, B>(first: ZodType<A>, second: ZodType<B>, isSecond: (body: unknown) => boolean): ParameterDecorator =>
  (target, key, index) => {
    const [one, other] = [new ZodValidationPipe(first), new ZodValidationPipe(second)];
    const pipe: PipeTransform<unknown, A | B> = {
      transform: (value: unknown) => (isSecond(value) ? other.transform(value) : one.transform(value)),
    };
    Body(pipe)(target, key, index);
    documentMethod(
      target,
      key,
      ApiBody({ schema: { oneOf: [requestJsonSchema(first), requestJsonSchema(second)] } }),
    );
  };

/** The query string, parsed by the schema; one it refuses is a 400 naming each bad field. Documented likewise. */
export const ValidQuery =
  <T>(schema: ZodType<T>): ParameterDecorator =>
  (target, key, index) => {
    Query(new ZodValidationPipe(schema))(target, key, index);
    for (const { name, required, schema: property } of requestProperties(schema)) {
      documentMethod(target, key, ApiQuery({ name, required, schema: property }));
    }
  };
