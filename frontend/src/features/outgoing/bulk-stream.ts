import type { MessageType, Tone } from '@outreach/backend/drafts/draft-rules.contract';
import type { BulkEmailResult, BulkStreamEvent } from '@outreach/backend/drafting/drafting.contract';
import { planLimitOf, planLimitReached } from '../../api/plan-limit.slice';
import { postForStream, readLines, refusalDetail, type StreamSession } from '../../api/stream-request';

/** POST /emails/write/stream/bulk/ (spec section 7). */
export interface BulkWriteRequest {
  number: number;
  instructions?: string;
  /** The chosen contacts; left out, the server takes those without a waiting draft. */
  filtered_ids?: string[];
  message_type: MessageType;
  tone: Tone;
}

/** One `data:` event of the bulk stream, as the screen reads it. */
export type BulkEvent =
  | {
      kind: 'progress';
      status: 'initializing' | 'streaming';
      message: string;
      emailIndex?: number;
      total?: number;
    }
  | { kind: 'email-done'; emailIndex: number; total: number; email: BulkEmailResult }
  | { kind: 'email-failed'; emailIndex: number; total: number; error: string; detail: string }
  | { kind: 'complete'; message: string; total: number }
  /** A refusal that ends the stream (no resume, the plan's limit, a failure on our side). */
  | { kind: 'stopped'; error: string; detail: string; fields: BulkStreamEvent };

const DATA_PREFIX = 'data:';
const FINAL_PREFIX = 'FINAL_RESULT:';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/**
 * One line of the event stream: `data: {json}` lines are events; blank lines and anything else (comments, keep-alives)
 * are not. A status starting FINAL_RESULT: carries one e-mail; error plus detail a failure, which ends the stream
 * unless it names the e-mail it concerns.
 */
export function parseBulkLine(line: string): BulkEvent | null {
  const trimmed = line.trim();
  if (!trimmed.startsWith(DATA_PREFIX)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed.slice(DATA_PREFIX.length));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const event = raw as BulkStreamEvent;
  const status = text(event.status);
  const emailIndex = whole(event.email_index);
  const total = whole(event.total);
  if (status.startsWith(FINAL_PREFIX)) {
    const email = JSON.parse(status.slice(FINAL_PREFIX.length).trim()) as BulkEmailResult;
    return { kind: 'email-done', emailIndex: emailIndex ?? 0, total: total ?? 0, email };
  }
  if (event.error !== undefined || status === 'error') {
    const failure = { error: text(event.error), detail: text(event.detail) };
    if (emailIndex !== undefined && status !== 'error') {
      return { kind: 'email-failed', emailIndex, total: total ?? 0, ...failure };
    }
    return { kind: 'stopped', ...failure, fields: event };
  }
  if (status === 'complete') return { kind: 'complete', message: text(event.message), total: total ?? 0 };
  if (status === 'initializing' || status === 'streaming') {
    return { kind: 'progress', status, message: text(event.message), emailIndex, total };
  }
  return null;
}

/** Why the stream could not be read at all; `detail` is the server's words when it sent any. */
export class BulkStreamError extends Error {
  constructor(
    readonly kind: 'http' | 'no-stream',
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Asks for the drafts and reports each event as it arrives; resolves when the server closes the stream. Aborting
 * `signal` stops the server writing further e-mails (those saved are kept). The Idempotency-Key makes a Retry
 * answer the drafts the first try saved and write only the rest. A plan-limit refusal also opens the app-wide
 * upgrade dialog, as every refused call does.
 */
export async function streamBulkEmails(
  request: BulkWriteRequest,
  { idempotencyKey, signal }: { idempotencyKey: string; signal?: AbortSignal },
  session: StreamSession,
  onEvent: (event: BulkEvent) => void,
): Promise<void> {
  const response = await postForStream('/emails/write/stream/bulk/', request, session, {
    signal,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (!response.ok) throw new BulkStreamError('http', await refusalDetail(response, session.dispatch));
  const readable = await readLines(
    response,
    (line) => {
      const event = parseBulkLine(line);
      if (event?.kind === 'stopped') {
        const limit = planLimitOf({ data: event.fields });
        if (limit) session.dispatch(planLimitReached(limit));
      }
      if (event) onEvent(event);
      return false;
    },
    signal,
  );
  if (!readable) throw new BulkStreamError('no-stream', 'Streaming not supported in this browser.');
}
