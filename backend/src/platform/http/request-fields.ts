import { z } from 'zod';
import { containsControlCharacter } from './control-characters';

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
