/** Events of the draft-<draftId> stream. A public contract: add types or versions, never reshape. */
import type { DraftSource, MessageType, Tone } from './draft-rules.contract';

/**
 * A draft saved for one of the user's contacts. The contact's e-mail, name and company are copied as they were
 * then, so the draft reads the same after the contact changes. Subject is plain text, body sanitised HTML.
 */
export interface DraftSaved {
  type: 'DraftSaved';
  data: {
    draftId: string;
    userId: string;
    contactId: string;
    contactEmail: string;
    contactName: string;
    company: string;
    subject: string;
    body: string;
    messageType: MessageType;
    tone: Tone;
    source: DraftSource;
  };
}

/** The new subject and body, both always carried (either may be unchanged). */
export interface DraftEdited {
  type: 'DraftEdited';
  data: { draftId: string; userId: string; subject: string; body: string };
}

export interface DraftDeleted {
  type: 'DraftDeleted';
  data: { draftId: string; userId: string };
}

/** The draft went out as the message `messageId` (conversation stream); it is no longer a draft. */
export interface DraftSent {
  type: 'DraftSent';
  data: { draftId: string; userId: string; messageId: string };
}

export type DraftEvent = DraftSaved | DraftEdited | DraftDeleted | DraftSent;

export const DRAFT_EVENT_TYPES = ['DraftSaved', 'DraftEdited', 'DraftDeleted', 'DraftSent'] as const;

export const draftStreamId = (draftId: string): string => `draft-${draftId}`;
