import type { CommandMetadata } from '../../platform/commands/command-metadata';
import { handleCommand } from '../../platform/commands/handle-command';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { ClubCommand, ClubState, clubDecider } from '../club.decider';
import { clubStreamId } from '../club.events';
import type { ClubView } from '../club.contract';

export interface ClubCommandResult {
  club: ClubView | null;
  checkpoint: string;
}

/** Load the club's stream → decide → append; the handlers only translate their command into a decision. */
export async function executeClubCommand(
  store: EventStore,
  decision: ClubCommand,
  meta: CommandMetadata,
): Promise<ClubCommandResult> {
  const outcome = await handleCommand(
    store,
    clubStreamId(decision.data.clubCode),
    clubDecider,
    decision,
    meta,
  );
  return {
    club: outcome.state.exists ? toView(outcome.state, outcome.events) : null,
    checkpoint: outcome.checkpoint,
  };
}

function toView(state: ClubState, events: { type: string; metadata: { recordedAt: string } }[]): ClubView {
  const created = events.find((event) => event.type === 'ClubCreated');
  return {
    club_code: state.clubCode,
    club_name: state.clubName,
    max_free_signups: state.maxFreeSignups,
    current_signups: state.currentSignups,
    remaining_signups: Math.max(0, state.maxFreeSignups - state.currentSignups),
    is_active: state.isActive,
    created_at: created?.metadata.recordedAt ?? null,
    updated_at: events[events.length - 1]?.metadata.recordedAt ?? null,
  };
}
