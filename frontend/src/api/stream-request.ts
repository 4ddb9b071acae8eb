import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { backendUrl } from '../config/env';
import { parseErrorDetail } from '../lib/error-detail';
import { baseQueryContext, recoverFromUnauthorized } from './api';
import { planLimitOf, planLimitReached, type PlanLimitReached } from './plan-limit.slice';
import { readAccessToken } from './session-storage';

/** The store's dispatch and getState: a 401 refreshes the session, or ends it, as every RTK Query call does. */
export interface StreamSession {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

interface StreamRequestOptions {
  signal?: AbortSignal;
  /** Extra headers, e.g. an Idempotency-Key a retry sends again. */
  headers?: Record<string, string>;
}

function post(path: string, body: unknown, token: string | null, options: StreamRequestOptions) {
  return fetch(backendUrl(path), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
    signal: options.signal,
  });
}

/**
 * A POST whose answer is read as it arrives (RTK Query buffers whole responses), so a plain fetch with the
 * session's token, as every call carries it (spec section 7); a 401 refreshes the tokens once and retries, or ends
 * the session, exactly as the app's base query does.
 */
export async function postForStream(
  path: string,
  body: unknown,
  session: StreamSession,
  options: StreamRequestOptions = {},
): Promise<Response> {
  const tokenSent = readAccessToken();
  const response = await post(path, body, tokenSent, options);
  if (
    response.status === 401 &&
    tokenSent &&
    (await recoverFromUnauthorized(tokenSent, baseQueryContext(session.dispatch, session.getState)))
  ) {
    return post(path, body, readAccessToken(), options);
  }
  return response;
}

/** The server's `detail` in a JSON error's text, else the text itself. */
export function detailOf(json: string): string {
  try {
    const parsed = JSON.parse(json) as { detail?: unknown };
    return parsed && typeof parsed === 'object' && 'detail' in parsed
      ? parseErrorDetail(parsed.detail)
      : json;
  } catch {
    return json.trim();
  }
}

/** The 403 PLAN.LIMIT_REACHED answer in a failed response's text, or null. */
function planLimitIn(text: string): PlanLimitReached | null {
  try {
    return planLimitOf({ data: JSON.parse(text) as unknown });
  } catch {
    return null;
  }
}

/**
 * Why a stream request was refused, in the server's words or 'HTTP {status}: {text}' (spec section 8). The
 * stream is no RTK Query call, so the app-wide upgrade dialog is told here, as the listener does for those.
 */
export async function refusalDetail(response: Response, dispatch: BaseQueryApi['dispatch']): Promise<string> {
  const text = await response.text().catch(() => '');
  const limit = text ? planLimitIn(text) : null;
  if (limit) dispatch(planLimitReached(limit));
  const detail = text ? detailOf(text) : '';
  return detail || `HTTP ${response.status}: ${response.statusText}`;
}

/**
 * Reads a streamed body line by line; `onLine` answers true to stop reading (the rest is cancelled), and so does
 * aborting `signal`, even while a read waits. Answers false when the body has no reader (a browser without
 * streaming).
 */
export async function readLines(
  response: Response,
  onLine: (line: string) => boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  const reader = response.body?.getReader?.();
  if (!reader) return false;
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    // The last piece may be a line still arriving; at the end of the stream it is whole.
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (onLine(line)) {
        await reader.cancel().catch(() => undefined);
        return true;
      }
    }
    if (done) return true;
  }
}
