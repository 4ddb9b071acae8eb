import { countOf } from '../../lib/count-of';
import type { BulkEvent } from './bulk-stream';

/** Spec section 8: the server's words that end a generation with nothing to do. */
export const NO_CONTACTS_TO_PROCESS = 'No contacts found to process.';
export const ALL_EMAILS_GENERATED = 'All emails generated successfully!';
/** The server's words when drafting needs the resume; they open the resume-missing prompt. */
export const NO_RESUME_DETAIL = 'No resume stored';

/**
 * Spec section 4, Bulk message generation: idle, initializing, streaming with progress percent, then complete or
 * error; 'cancelled' when the user stopped it (the drafts made are kept).
 */
export type GenerationPhase = 'idle' | 'initializing' | 'streaming' | 'complete' | 'error' | 'cancelled';

/** One e-mail of the run as the status box lists it. */
export type EmailLine =
  | { index: number; status: 'saved'; contactId: string; draftId: string; subject: string }
  | { index: number; status: 'failed'; message: string };

export interface GenerationState {
  phase: GenerationPhase;
  /** How many e-mails the run writes, once the server has chosen the contacts. */
  total: number | null;
  /** The server's latest words (e.g. 'Writing email 3 of 5'), or the outcome once the run ended. */
  message: string;
  /** The e-mail being written most recently announced (1-based). */
  writing: number | null;
  /** E-mails finished, in the order they arrived. */
  emails: EmailLine[];
  /** Why the run ended in error: 'Error: {error} {detail}' (spec section 8) or the request's refusal. */
  error: string | null;
  /** The newest read-your-writes checkpoint of the drafts saved, to catch the drafts list up with. */
  checkpoint: string | null;
  /** The run stopped for want of a resume: the screen opens the resume-missing prompt instead of only an error. */
  resumeMissing: boolean;
}

export type GenerationAction =
  | { type: 'started' }
  | { type: 'received'; event: BulkEvent }
  /** The stream closed: a run the server did not finish ends in error. */
  | { type: 'closed' }
  /** The request failed before or while streaming (HTTP refusal, network). */
  | { type: 'failed'; detail: string }
  | { type: 'cancelled' };

export const initialGeneration: GenerationState = {
  phase: 'idle',
  total: null,
  message: '',
  writing: null,
  emails: [],
  error: null,
  checkpoint: null,
  resumeMissing: false,
};

const STREAM_CLOSED = 'The connection closed before all emails were generated.';

/** Spec section 8: stream error events show 'Error: {error} {detail}'. */
export const errorText = (error: string, detail: string): string => `Error: ${error} ${detail}`.trim();

export const isRunning = (state: GenerationState): boolean =>
  state.phase === 'initializing' || state.phase === 'streaming';

export const savedCount = (state: GenerationState): number =>
  state.emails.filter((email) => email.status === 'saved').length;

/** Percent of the chosen e-mails finished (saved or failed); 100 once complete, 0 before the total is known. */
export function progressPercent(state: GenerationState): number {
  if (state.phase === 'complete') return 100;
  if (!state.total) return 0;
  return Math.min(100, Math.round((state.emails.length / state.total) * 100));
}

const later = (current: string | null, next: string | undefined): string | null =>
  next !== undefined && (current === null || next > current) ? next : current;

function received(state: GenerationState, event: BulkEvent): GenerationState {
  switch (event.kind) {
    case 'progress':
      return {
        ...state,
        phase: event.status,
        message: event.message || state.message,
        total: event.total ?? state.total,
        writing: event.emailIndex ?? state.writing,
      };
    case 'email-done': {
      const { email } = event;
      const line: EmailLine = {
        index: event.emailIndex,
        status: 'saved',
        contactId: email.contact_id,
        draftId: email.id,
        subject: email.subject,
      };
      return {
        ...state,
        phase: 'streaming',
        total: event.total || state.total,
        emails: [...state.emails.filter((known) => known.index !== event.emailIndex), line],
        checkpoint: later(state.checkpoint, email.checkpoint),
      };
    }
    case 'email-failed':
      return {
        ...state,
        phase: 'streaming',
        total: event.total || state.total,
        emails: [
          ...state.emails.filter((known) => known.index !== event.emailIndex),
          { index: event.emailIndex, status: 'failed', message: errorText(event.error, event.detail) },
        ],
      };
    case 'complete':
      return { ...state, phase: 'complete', message: event.message, total: event.total, writing: null };
    case 'stopped':
      return {
        ...state,
        phase: 'error',
        writing: null,
        error: errorText(event.error, event.detail),
        resumeMissing: event.detail.includes(NO_RESUME_DETAIL),
      };
  }
}

/** The generation's state after one action; a finished, failed or cancelled run takes no more events. */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'started':
      return { ...initialGeneration, phase: 'initializing' };
    case 'received':
      return isRunning(state) ? received(state, action.event) : state;
    case 'closed':
      return isRunning(state) ? { ...state, phase: 'error', writing: null, error: STREAM_CLOSED } : state;
    case 'failed':
      return isRunning(state)
        ? {
            ...state,
            phase: 'error',
            writing: null,
            error: action.detail,
            resumeMissing: action.detail.includes(NO_RESUME_DETAIL),
          }
        : state;
    case 'cancelled':
      return isRunning(state) ? { ...state, phase: 'cancelled', writing: null } : state;
  }
}

/** What the status box says of a run, in a sentence. */
export function statusText(state: GenerationState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'initializing':
      return state.message || 'Finding contacts';
    case 'streaming':
      return state.message || 'Generating emails';
    case 'complete':
      return state.message;
    case 'error':
      return state.error ?? '';
    case 'cancelled':
      return `Generation cancelled. ${countOf(savedCount(state), 'draft')} kept.`;
  }
}
