// zod/mini: the same parser without full zod's weight in the first page load.
import { z } from 'zod/mini';

const envSchema = z.object({
  /** Origin of the API when it is not the page's own; empty means same origin (the backend serves this app). */
  VITE_API_BASE_URL: z._default(z.union([z.literal(''), z.url()]), ''),
  VITE_SOCKET_PATH: z._default(z.string().check(z.startsWith('/')), '/socket.io'),
  VITE_TOAST_DURATION_MS: z._default(z.coerce.number().check(z.int(), z.positive()), 5000),
});

function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid frontend configuration:\n${problems.join('\n')}`);
  }
  return {
    apiBaseUrl: result.data.VITE_API_BASE_URL.replace(/\/+$/, ''),
    socketPath: result.data.VITE_SOCKET_PATH,
    toastDurationMs: result.data.VITE_TOAST_DURATION_MS,
  };
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
