import type { CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import type { Recorded } from '../platform/commands/decider';
import type { CommandOutcome } from '../platform/commands/execute-command';
import { type DraftView } from './draft-rules.contract';
import { sanitizeHtml } from '../platform/html/sanitize-html';
import {
  draftDecider,
  type DeleteDraft,
  type DraftState,
  type EditDraft,
  type MarkDraftSent,
} from './draft.decider';
import { draftStreamId, type DraftEvent } from './draft.events';

export interface DraftCommandResult {
  id: string;
  draft: DraftView;
  checkpoint: string;
}

export interface DeleteDraftResult {
  id: string;
  deleted: true;
  checkpoint: string;
}

export interface MarkDraftSentResult {
  id: string;
  checkpoint: string;
}

const draftTargets = decisionTargets(draftDecider, (command) => draftStreamId(command.data.draftId));

const editedDrafts = draftTargets<EditDraft, DraftCommandResult>(draftResult);

const deletedDrafts = draftTargets<DeleteDraft, DeleteDraftResult>(({ checkpoint }, command) => ({
  id: command.data.draftId,
  deleted: true,
  checkpoint,
}));

const sentDrafts = draftTargets<MarkDraftSent, MarkDraftSentResult>(({ checkpoint }, command) => ({
  id: command.data.draftId,
  checkpoint,
}));

/** Subject and body in their stored form (trimmed, sanitised); an absent one stays as it is. */
export const editDraft = (command: EditDraft, meta: CommandMetadata) =>
  new Decide(editedDrafts, command, meta);

export const deleteDraft = (command: DeleteDraft, meta: CommandMetadata) =>
  new Decide(deletedDrafts, command, meta);

/** Sent by messaging once the draft's message went out. */
export const markDraftSent = (command: MarkDraftSent, meta: CommandMetadata) =>
  new Decide(sentDrafts, command, meta);

/** Save and edit answer the whole draft; its times come from the stream, which the decider does not keep. */
export function draftResult({
  state,
  history,
  checkpoint,
}: CommandOutcome<DraftEvent, DraftState>): DraftCommandResult {
  return { id: state.draftId, draft: draftViewOf(state, history), checkpoint };
}

export function draftViewOf(state: DraftState, history: Recorded<DraftEvent>[]): DraftView {
  const saved = history.find((event) => event.type === 'DraftSaved');
  const changes = history.filter((event) => event.type === 'DraftSaved' || event.type === 'DraftEdited');
  const createdAt = saved?.metadata.recordedAt ?? '';
  return {
    draft_id: state.draftId,
    id: state.draftId,
    contact_id: state.contactId,
    contact_email: state.contactEmail,
    contact_name: state.contactName,
    company: state.company,
    subject: state.subject,
    body: sanitizeHtml(state.body),
    status: 'draft',
    message_type: state.messageType!,
    tone: state.tone!,
    created_at: createdAt,
    updated_at: changes[changes.length - 1]?.metadata.recordedAt ?? createdAt,
  };
}
