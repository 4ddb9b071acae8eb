/** Text rules without zod, so the browser's forms can share them. */

// PostgreSQL refuses NUL in text and jsonb (22021, 22P05), and a lone surrogate in jsonb (22P05):
// such input must be a 400, never reach the database.
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}]/u;

/** C0 and C1 controls, DEL and NUL included, and halves of a surrogate pair standing alone. */
export function containsControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

const LINE_BREAKS_AND_TABS = /[\n\r\t]/g;

/** Line breaks and tabs belong in multi-line text; other controls are never typed. */
export const containsControlBesidesLines = (text: string): boolean =>
  containsControlCharacter(text.replace(LINE_BREAKS_AND_TABS, ''));
