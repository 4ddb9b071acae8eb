/** A web address as typed, with https:// added when the scheme is missing (people paste "linkedin.com/in/name"). */
export function withWebScheme(text: string): string {
  const trimmed = text.trim();
  return /^[a-z][a-z\d+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export type ProfileField = 'linkedin' | 'portfolio' | 'resume';

export type ProfileFieldErrors = Partial<Record<ProfileField, string>>;

/** The request fields the server names in its errors, as the form's fields. */
const SERVER_FIELDS = new Map<string, ProfileField>([
  ['linkedin_profile', 'linkedin'],
  ['portfolio_link', 'portfolio'],
  ['file', 'resume'],
]);

/**
 * What the server said about particular fields: a 400's detail list of {loc, msg}, or a refused file's
 * {field, detail}. Empty when the error names no field of the form.
 */
export function serverFieldErrors(error: unknown): ProfileFieldErrors {
  const data = (error as { data?: { detail?: unknown; field?: unknown } } | null)?.data;
  const found: ProfileFieldErrors = {};
  if (Array.isArray(data?.detail)) {
    for (const item of data.detail as unknown[]) {
      const { loc, msg } = (item ?? {}) as { loc?: unknown; msg?: unknown };
      if (!Array.isArray(loc) || typeof msg !== 'string') continue;
      const field = loc.map((part) => SERVER_FIELDS.get(String(part))).find((name) => name !== undefined);
      if (field && !found[field]) found[field] = msg;
    }
  } else if (typeof data?.field === 'string' && typeof data.detail === 'string') {
    const field = SERVER_FIELDS.get(data.field);
    // Domain errors name their field in the message too ('file: must be a PDF document'); under the field that is noise.
    if (field) found[field] = data.detail.replace(`${data.field}: `, '');
  }
  return found;
}
