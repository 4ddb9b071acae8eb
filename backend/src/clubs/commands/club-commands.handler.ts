import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { ClubCommand, ClubState, clubDecider } from '../club.decider';
import { clubStreamId } from '../club.events';
import type { ClubView } from '../club.schemas';
import { ClubCommandResult, CreateClubCommand, DeleteClubCommand, UpdateClubCommand } from './club-commands';

type AnyClubCommand = CreateClubCommand | UpdateClubCommand | DeleteClubCommand;

/** Adapts the three club commands to the decider; no rules here. */
@CommandHandler(CreateClubCommand)
export class CreateClubHandler implements ICommandHandler<CreateClubCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}
  execute(command: CreateClubCommand): Promise<ClubCommandResult> {
    return run(this.store, command);
  }
}

@CommandHandler(UpdateClubCommand)
export class UpdateClubHandler implements ICommandHandler<UpdateClubCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}
  execute(command: UpdateClubCommand): Promise<ClubCommandResult> {
    return run(this.store, command);
  }
}

@CommandHandler(DeleteClubCommand)
export class DeleteClubHandler implements ICommandHandler<DeleteClubCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}
  execute(command: DeleteClubCommand): Promise<ClubCommandResult> {
    return run(this.store, command);
  }
}

function toDecision(command: AnyClubCommand): ClubCommand {
  if (command instanceof CreateClubCommand) {
    const { club_code, club_name, max_free_signups } = command.body;
    return {
      type: 'CreateClub',
      data: { clubCode: club_code, clubName: club_name, maxFreeSignups: max_free_signups },
    };
  }
  if (command instanceof UpdateClubCommand) {
    const { club_name, max_free_signups, is_active } = command.body;
    return {
      type: 'UpdateClub',
      data: {
        clubCode: command.clubCode,
        clubName: club_name,
        maxFreeSignups: max_free_signups,
        isActive: is_active,
      },
    };
  }
  return { type: 'DeleteClub', data: { clubCode: command.clubCode } };
}

async function run(store: EventStore, command: AnyClubCommand): Promise<ClubCommandResult> {
  const decision = toDecision(command);
  const streamId = clubStreamId(decision.data.clubCode);
  const outcome = await handleCommand(store, streamId, clubDecider, decision, command.meta);
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
