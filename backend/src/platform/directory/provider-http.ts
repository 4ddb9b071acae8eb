/** What the job board and contact finder adapters are given: an API root, a fetch to call it with, a time limit. */
export interface ProviderHttpOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs: number;
  /** Largest answer read, in bytes; each adapter has its own default. */
  maxBytes?: number;
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
  | { kind: 'not-json'; status: number }
  | { kind: 'too-large'; maxBytes: number };

export async function getJson(
  url: URL,
  options: { fetch?: typeof fetch; timeoutMs: number; maxBytes: number },
): Promise<ProviderResult> {
  const call = options.fetch ?? fetch;
  // The signal also bounds reading the body, so a response that trickles in counts against the same limit.
  const signal = AbortSignal.timeout(options.timeoutMs);
  let response: Response;
  let text: string | null;
  try {
    response = await call(url, { method: 'GET', headers: { accept: 'application/json' }, signal });
    text = await readText(response, options.maxBytes);
  } catch (error) {
    if (signal.aborted || isAbort(error)) return { kind: 'timeout' };
    return { kind: 'unreachable' };
  }
  if (text === null) return { kind: 'too-large', maxBytes: options.maxBytes };
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

/**
 * The body as text, or null once it passes `maxBytes`: a runaway answer (a proxy streaming a file, a board gone
 * wrong) is cut off instead of being held in memory whole and parsed.
 */
async function readText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  // TextDecoder, like Response.text(), drops a byte order mark that JSON.parse would refuse.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** "100 MB": how an error message states a size limit. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1_000_000) * 10) / 10} MB`;
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
