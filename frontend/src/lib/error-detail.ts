const FALLBACK_DETAIL = 'Validation error';

function messageOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { msg, message } = item as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  if (typeof message === 'string' && message) return message;
  return undefined;
}

function fieldOf(item: unknown): string | undefined {
  const loc = (item as { loc?: unknown }).loc;
  if (!Array.isArray(loc)) return undefined;
  const field = loc.filter((part) => part !== 'body').join('.');
  return field || undefined;
}

/** The server's detail field as one line: a string, a list of items with msg or message, or such an object (spec section 5). */
export function parseErrorDetail(detail: unknown): string {
  if (typeof detail === 'string') return detail.trim() || FALLBACK_DETAIL;
  if (Array.isArray(detail)) {
    const lines = detail.flatMap((item) => {
      const message = messageOf(item);
      if (!message) return [];
      const field = fieldOf(item);
      return [field ? `${field}: ${message}` : message];
    });
    return lines.length ? lines.join('; ') : FALLBACK_DETAIL;
  }
  return messageOf(detail) ?? FALLBACK_DETAIL;
}

/** The server's detail when the failed response has one, else the caller's message for the action. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null || !('data' in error)) return fallback;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('detail' in data)) return fallback;
  return parseErrorDetail((data as { detail: unknown }).detail);
}

/** The server's error code (`code` of the answer's body), when the failed response has one. */
export function serverErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  const { code } = data as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}
