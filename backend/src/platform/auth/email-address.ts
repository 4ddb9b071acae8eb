/** An e-mail as accounts are keyed and admins are listed: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
