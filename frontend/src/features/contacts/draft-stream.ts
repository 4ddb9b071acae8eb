import type { MessageType, Tone } from '@outreach/backend/drafts/draft-rules.contract';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQueryContext, recoverFromUnauthorized } from '../../api/api';
import { planLimitOf, planLimitReached, type PlanLimitReached } from '../../api/plan-limit.slice';
import { readAccessToken } from '../../api/session-storage';
import { backendUrl } from '../../config/env';
import { parseErrorDetail } from '../../lib/error-detail';

export interface DraftStreamRequest {
  contact_email: string;
  contact_id: string;
  instructions?: string;
  calendar_info?: string;
  message_type: MessageType;
  tone: Tone;
}

export interface GeneratedDraft {
  subject: string;
  body: string;
  id?: string;
}

/** Why a generation ended without a draft; `detail` is the server's words when it sent any. */
export type DraftStreamFailure =
  | { kind: 'no-stream' }
  | { kind: 'http'; status: number; detail: string }
  | { kind: 'stream'; detail: string };

export class DraftStreamError extends Error {
  constructor(readonly failure: DraftStreamFailure) {
    super(failure.kind === 'no-stream' ? 'Streaming not supported in this browser.' : failure.detail);
  }
}

const STEP_LINE = /^Step \d+:/;
const FINAL_PREFIX = 'FINAL_RESULT:';
const ERROR_PREFIX = 'ERROR:';

function detailOf(json: string): string {
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

async function failureOf(response: Response, dispatch: BaseQueryApi['dispatch']): Promise<DraftStreamError> {
  const text = await response.text().catch(() => '');
  // The stream is no RTK Query call, so the app-wide upgrade dialog is told here, as the listener does for those.
  const limit = text ? planLimitIn(text) : null;
  if (limit) dispatch(planLimitReached(limit));
  const detail = text ? detailOf(text) : '';
  return new DraftStreamError({
    kind: 'http',
    status: response.status,
    detail: detail || `HTTP ${response.status}: ${response.statusText}`,
  });
}

/** Reads one line of the stream; answers the draft when the line carries it. */
function readLine(line: string, onStep: (step: string) => void): GeneratedDraft | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  if (trimmed.startsWith(FINAL_PREFIX)) {
    const parsed = JSON.parse(trimmed.slice(FINAL_PREFIX.length)) as GeneratedDraft;
    return { subject: String(parsed.subject ?? ''), body: String(parsed.body ?? ''), id: parsed.id };
  }
  if (trimmed.startsWith(ERROR_PREFIX)) {
    throw new DraftStreamError({ kind: 'stream', detail: detailOf(trimmed.slice(ERROR_PREFIX.length)) });
  }
  if (STEP_LINE.test(trimmed)) onStep(trimmed);
  return null;
}

/**
 * POST /emails/stream read line by line (spec section 4, Streaming draft generation): 'Step N:' lines are
 * progress, FINAL_RESULT: carries the draft, ERROR: ends it. RTK Query buffers whole responses, so this is a
 * plain fetch with the session's token, as every call carries it (spec section 7); a 401 refreshes the tokens
 * once and retries, or ends the session, exactly as the app's base query does.
 */
function postStream(
  request: DraftStreamRequest,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(backendUrl('/emails/stream'), {
    method: 'POST',
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(request),
    signal,
  });
}

/** The store's dispatch and getState: a 401 refreshes the session, or ends it, as every RTK Query call does. */
export interface StreamSession {
  dispatch: BaseQueryApi['dispatch'];
  getState: () => unknown;
}

export async function streamDraft(
  request: DraftStreamRequest,
  onStep: (step: string) => void,
  session: StreamSession,
  signal?: AbortSignal,
): Promise<GeneratedDraft> {
  const tokenSent = readAccessToken();
  let response = await postStream(request, tokenSent, signal);
  if (
    response.status === 401 &&
    tokenSent &&
    (await recoverFromUnauthorized(tokenSent, baseQueryContext(session.dispatch, session.getState)))
  ) {
    response = await postStream(request, readAccessToken(), signal);
  }
  if (!response.ok) throw await failureOf(response, session.dispatch);
  const reader = response.body?.getReader?.();
  if (!reader) throw new DraftStreamError({ kind: 'no-stream' });

  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    // The last piece may be a line still arriving; at the end of the stream it is whole.
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      const draft = readLine(line, onStep);
      if (draft) {
        await reader.cancel().catch(() => undefined);
        return draft;
      }
    }
    if (done) break;
  }
  throw new DraftStreamError({ kind: 'stream', detail: 'The stream ended without a result.' });
}
