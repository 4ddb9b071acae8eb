/** A person's initials from their names, else from their e-mail's local part, else '?'. */
export function initialsOf(firstName: string, lastName: string, email: string | null): string {
  const fromName = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`;
  if (fromName !== '') return fromName.toUpperCase();
  const local = (email ?? '').split('@')[0] ?? '';
  return (local.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 2) || '?').toUpperCase();
}
