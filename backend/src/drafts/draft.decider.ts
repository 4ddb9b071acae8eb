import { UnknownCommand, type Decider } from '../platform/commands/decider';
import {
  DRAFT_BODY_TOO_LONG_MESSAGE,
  DRAFT_SUBJECT_TOO_LONG_MESSAGE,
  isBlankDraftBody,
  MAX_DRAFT_BODY_LENGTH,
  MAX_DRAFT_SUBJECT_LENGTH,
  type DraftSource,
  type MessageType,
  type Tone,
} from './draft-rules.contract';
import {
  DraftAlreadyExists,
  DraftAlreadySent,
  DraftContactMismatch,
  DraftContactNotFound,
  DraftNotFound,
  DraftTooLong,
  DraftWasDeleted,
  EmptyDraft,
} from './draft.errors';
import type { DraftDeleted, DraftEvent, DraftSaved, DraftSent } from './draft.events';

/** The caller's contact as the draft copies it; null when the caller has no such contact. */
export interface DraftContact {
  contactId: string;
  email: string;
  name: string;
  company: string;
}

/** Subject and body arrive in their stored form: subject trimmed plain text, body sanitised HTML. */
export interface SaveDraft {
  type: 'SaveDraft';
  data: {
    draftId: string;
    userId: string;
    contact: DraftContact | null;
    subject: string;
    body: string;
    messageType: MessageType;
    tone: Tone;
    source: DraftSource;
  };
}

export interface EditDraft {
  type: 'EditDraft';
  /** An absent subject or body stays as it is. */
  data: { draftId: string; userId: string; subject?: string; body?: string; contactId?: string };
}

export interface DeleteDraft {
  type: 'DeleteDraft';
  data: DraftDeleted['data'];
}

/**
 * Records that the user's draft went out as `messageId` (messaging sends it); the draft leaves the drafts list.
 * Marking it again with the same message changes nothing; with another message it is refused (409).
 */
export interface MarkDraftSent {
  type: 'MarkDraftSent';
  data: DraftSent['data'];
}

export type DraftCommand = SaveDraft | EditDraft | DeleteDraft | MarkDraftSent;

/** What DraftSaved recorded, as edited since; its message type, tone and source are null until it is saved. */
export interface DraftState extends Omit<DraftSaved['data'], 'messageType' | 'tone' | 'source'> {
  status: 'none' | 'draft' | 'sent' | 'deleted';
  messageType: MessageType | null;
  tone: Tone | null;
  source: DraftSource | null;
  messageId: string | null;
}

export const initialState = (): DraftState => ({
  status: 'none',
  draftId: '',
  userId: '',
  contactId: '',
  contactEmail: '',
  contactName: '',
  company: '',
  subject: '',
  body: '',
  messageType: null,
  tone: null,
  source: null,
  messageId: null,
});

export function evolve(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'DraftSaved': {
      const { data } = event;
      return {
        status: 'draft',
        draftId: data.draftId,
        userId: data.userId,
        contactId: data.contactId,
        contactEmail: data.contactEmail,
        contactName: data.contactName,
        company: data.company,
        subject: data.subject,
        body: data.body,
        messageType: data.messageType,
        tone: data.tone,
        source: data.source,
        messageId: null,
      };
    }
    case 'DraftEdited':
      return { ...state, subject: event.data.subject, body: event.data.body };
    case 'DraftDeleted':
      return { ...state, status: 'deleted' };
    case 'DraftSent':
      return { ...state, status: 'sent', messageId: event.data.messageId };
    default:
      return state;
  }
}

function checkContent(subject: string, body: string): void {
  if (subject.trim() === '' && isBlankDraftBody(body)) throw new EmptyDraft();
  if (subject.length > MAX_DRAFT_SUBJECT_LENGTH)
    throw new DraftTooLong('subject', DRAFT_SUBJECT_TOO_LONG_MESSAGE);
  if (body.length > MAX_DRAFT_BODY_LENGTH) throw new DraftTooLong('body', DRAFT_BODY_TOO_LONG_MESSAGE);
}

/** Another user's draft does not exist for the caller; the caller's own sent or deleted one says why it is final. */
function ownDraft(state: DraftState, userId: string): void {
  if (state.status === 'none' || state.userId !== userId) throw new DraftNotFound();
  if (state.status === 'deleted') throw new DraftWasDeleted();
  if (state.status === 'sent') throw new DraftAlreadySent();
}

export function decide(command: DraftCommand, state: DraftState): DraftEvent[] {
  const { draftId, userId } = command.data;
  switch (command.type) {
    case 'SaveDraft': {
      const { contact, subject, body, messageType, tone, source } = command.data;
      if (state.status !== 'none') throw new DraftAlreadyExists();
      if (!contact) throw new DraftContactNotFound();
      checkContent(subject, body);
      return [
        {
          type: 'DraftSaved',
          data: {
            draftId,
            userId,
            contactId: contact.contactId,
            contactEmail: contact.email,
            contactName: contact.name,
            company: contact.company,
            subject,
            body,
            messageType,
            tone,
            source,
          },
        },
      ];
    }
    case 'EditDraft': {
      ownDraft(state, userId);
      const { contactId } = command.data;
      const subject = command.data.subject ?? state.subject;
      const body = command.data.body ?? state.body;
      if (contactId !== undefined && contactId !== state.contactId) throw new DraftContactMismatch();
      checkContent(subject, body);
      if (subject === state.subject && body === state.body) return [];
      return [{ type: 'DraftEdited', data: { draftId, userId, subject, body } }];
    }
    case 'DeleteDraft': {
      ownDraft(state, userId);
      return [{ type: 'DraftDeleted', data: { draftId, userId } }];
    }
    case 'MarkDraftSent': {
      const { messageId } = command.data;
      // Recording the same message again (a retried send) changes nothing; another message is a second send.
      if (state.status === 'sent' && state.userId === userId && state.messageId === messageId) return [];
      ownDraft(state, userId);
      return [{ type: 'DraftSent', data: { draftId, userId, messageId } }];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const draftDecider: Decider<DraftCommand, DraftEvent, DraftState> = { initialState, evolve, decide };
