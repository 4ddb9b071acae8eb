import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { DeleteClub } from './delete-club.command';
import { ClubCommandResult, executeClubCommand } from './execute-club-command';

@CommandHandler(DeleteClub)
export class DeleteClubHandler implements ICommandHandler<DeleteClub> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ clubCode, meta }: DeleteClub): Promise<ClubCommandResult> {
    return executeClubCommand(this.store, { type: 'DeleteClub', data: { clubCode } }, meta);
  }
}
