/** A multipart body with each field in order; a list of files is one part per file under the field's name. */
export function formData(fields: Record<string, string | Blob | readonly Blob[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    const parts = typeof value === 'string' || value instanceof Blob ? [value] : value;
    parts.forEach((part) => body.append(name, part));
  }
  return body;
}
