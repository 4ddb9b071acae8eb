/** What the job board and contact finder adapters are given: an API root, a fetch to call it with, a time limit. */
export interface ProviderHttpOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs: number;
}

/**
 * One GET, one attempt: a provider that is slow, over quota or down gets a clear error at once rather than a
 * retry loop that holds the user's search. The URL may carry an API key, so no failure here includes it.
 */
export type ProviderResult =
  | { kind: 'ok'; body: unknown }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'unreachable' }
  | { kind: 'not-json'; status: number };

export async function getJson(
  url: URL,
  options: { fetch?: typeof fetch; timeoutMs: number },
): Promise<ProviderResult> {
  const call = options.fetch ?? fetch;
  // The signal also bounds reading the body, so a response that trickles in counts against the same limit.
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await call(url, { method: 'GET', headers: { accept: 'application/json' }, signal });
    text = await response.text();
  } catch (error) {
    if (signal.aborted || isAbort(error)) return { kind: 'timeout' };
    return { kind: 'unreachable' };
  }
  let body: unknown;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    return response.ok
      ? { kind: 'not-json', status: response.status }
      : { kind: 'status', status: response.status, body: null };
  }
  return response.ok ? { kind: 'ok', body } : { kind: 'status', status: response.status, body };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** The API root without a trailing slash, so paths can be appended as they are documented. */
export function apiRoot(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function seconds(timeoutMs: number): string {
  const value = Math.round((timeoutMs / 1000) * 10) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
}
