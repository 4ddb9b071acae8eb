import type { MessageType, Tone } from '@outreach/backend/drafts/draft-rules.contract';
import {
  detailOf,
  postForStream,
  readLines,
  refusalDetail,
  type StreamSession,
} from '../../api/stream-request';

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
 * progress, FINAL_RESULT: carries the draft, ERROR: ends it.
 */
export async function streamDraft(
  request: DraftStreamRequest,
  onStep: (step: string) => void,
  session: StreamSession,
  signal?: AbortSignal,
): Promise<GeneratedDraft> {
  const response = await postForStream('/emails/stream', request, session, { signal });
  if (!response.ok) {
    throw new DraftStreamError({
      kind: 'http',
      status: response.status,
      detail: await refusalDetail(response, session.dispatch),
    });
  }
  const found: { draft: GeneratedDraft | null } = { draft: null };
  const readable = await readLines(response, (line) => {
    found.draft = readLine(line, onStep);
    return found.draft !== null;
  });
  if (!readable) throw new DraftStreamError({ kind: 'no-stream' });
  if (found.draft) return found.draft;
  throw new DraftStreamError({ kind: 'stream', detail: 'The stream ended without a result.' });
}
