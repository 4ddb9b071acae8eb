import { z } from 'zod';
import { containsControlCharacter } from './control-characters';
import { httpUrlMessage, isHttpUrl, withWebScheme } from './http-url';

/** Field schemas several contexts' request schemas share, with messages that name the field. */

/** A query parameter sent empty (`?page=`) counts as absent, so it takes its default. */
export const emptyAsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

export const wholeNumber = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(max, `${field} must be at most ${max}`);

/** A positive whole number from the query string; absent or empty takes the fallback. */
export const queryWholeNumber = (field: string, max: number, fallback: number) =>
  emptyAsAbsent(
    z.coerce
      .number({ error: `${field} must be a number` })
      .pipe(wholeNumber(field, max))
      .default(fallback),
  );

/** Trimmed text without control characters, at most `max` characters. */
export const plainText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !containsControlCharacter(value), `${field} must not contain control characters`);

/** Text that must be sent; `missing` is the message when it is absent. */
export const requiredText = (field: string, missing = `${field} is required`) =>
  z.string({ error: (issue) => (issue.input === undefined ? missing : `${field} must be text`) });

/** A required true or false. */
export const flag = (field: string) =>
  z.boolean({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be true or false`),
  });

/**
 * A link the request stores (a contact's LinkedIn and company URLs, a job's company URL): trimmed, at most `max`
 * characters, http(s) only. A text without a scheme (`acme.com`) is taken as https; `javascript:`, `data:` and
 * every other scheme answer 400 naming the field. Blank stays '' for the caller to treat as absent.
 */
export const httpUrlField = (field: string, max: number, message = httpUrlMessage(field)) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform(withWebScheme)
    .refine((value) => value === '' || isHttpUrl(value), message);

/**
 * An object that refuses keys it does not know, naming them, so a body of an unexpected shape is a 400 and never
 * stored as the defaults of the fields it lacks. `typeMessage` answers a value that is not an object at all.
 */
export const knownFieldsObject = <Shape extends z.ZodRawShape>(
  field: string,
  shape: Shape,
  typeMessage: string,
  missingMessage = typeMessage,
) =>
  z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `${field} has unknown fields: ${issue.keys.join(', ')}`;
      return issue.input === undefined ? missingMessage : typeMessage;
    },
  });
