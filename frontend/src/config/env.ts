/**
 * The build's VITE_ settings, checked by hand: three values do not need a schema library, and this module is in
 * every visitor's first load (zod's core alone weighed about 15 kB gzipped there).
 */
type RawEnv = Readonly<Record<string, unknown>> & {
  VITE_API_BASE_URL?: unknown;
  VITE_SOCKET_PATH?: unknown;
  VITE_TOAST_DURATION_MS?: unknown;
};

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/** The settings, or an error naming every setting that is wrong (an unset one takes its default). */
export function parseEnv(source: RawEnv) {
  const problems: string[] = [];
  const text = (value: unknown, fallback: string) =>
    value === undefined ? fallback : typeof value === 'string' ? value : String(value);

  const apiBaseUrl = text(source.VITE_API_BASE_URL, '');
  if (apiBaseUrl !== '' && !isHttpUrl(apiBaseUrl)) problems.push('VITE_API_BASE_URL: Invalid URL');

  const socketPath = text(source.VITE_SOCKET_PATH, '/socket.io');
  if (!socketPath.startsWith('/')) problems.push('VITE_SOCKET_PATH: must start with "/"');

  const toastDurationMs = Number(text(source.VITE_TOAST_DURATION_MS, '5000'));
  if (!Number.isInteger(toastDurationMs) || toastDurationMs <= 0) {
    problems.push('VITE_TOAST_DURATION_MS: must be a positive whole number');
  }

  if (problems.length > 0) throw new Error(`Invalid frontend configuration:\n${problems.join('\n')}`);
  return { apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''), socketPath, toastDurationMs };
}

export type Env = ReturnType<typeof parseEnv>;

export const env: Env = parseEnv(import.meta.env);

/**
 * Absolute URL of a backend path; absolute because fetch outside a browser page has no base to resolve against.
 * The server render has no page: its store passes the backend's origin to the API instead (api/api.ts).
 */
export function backendUrl(path: string): string {
  return `${env.apiBaseUrl || (typeof window === 'undefined' ? '' : window.location.origin)}${path}`;
}
