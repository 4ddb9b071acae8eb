import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { handleCommand } from '../../platform/commands/handle-command';
import type { EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { sanitizeDraftHtml, type DraftView } from '../draft-rules.contract';
import { DraftCommand, draftDecider, type DraftState } from '../draft.decider';
import { draftStreamId } from '../draft.events';

export interface DraftCommandResult {
  id: string;
  draft: DraftView;
  checkpoint: string;
}

/** Load the draft's stream → decide → append; the handlers only translate their command into a decision. */
export async function executeDraftCommand(
  store: EventStore,
  decision: DraftCommand,
  meta: CommandMetadata,
): Promise<{ state: DraftState; checkpoint: string }> {
  const outcome = await handleCommand(
    store,
    draftStreamId(decision.data.draftId),
    draftDecider,
    decision,
    meta,
  );
  return { state: outcome.state, checkpoint: outcome.checkpoint };
}

/** Save and edit answer the whole draft; its times come from the stream, which the decider does not keep. */
export async function draftResult(
  store: EventStore,
  state: DraftState,
  checkpoint: string,
): Promise<DraftCommandResult> {
  const history = await store.readStream(draftStreamId(state.draftId));
  return { id: state.draftId, draft: draftViewOf(state, history), checkpoint };
}

export function draftViewOf(state: DraftState, history: RecordedEvent[]): DraftView {
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
    body: sanitizeDraftHtml(state.body),
    status: 'draft',
    message_type: state.messageType!,
    tone: state.tone!,
    created_at: createdAt,
    updated_at: changes[changes.length - 1]?.metadata.recordedAt ?? createdAt,
  };
}
