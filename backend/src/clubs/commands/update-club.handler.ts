import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { ClubCommandResult, executeClubCommand } from './execute-club-command';
import { UpdateClub } from './update-club.command';

@CommandHandler(UpdateClub)
export class UpdateClubHandler implements ICommandHandler<UpdateClub> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ clubCode, body, meta }: UpdateClub): Promise<ClubCommandResult> {
    const data = {
      clubCode,
      clubName: body.club_name,
      maxFreeSignups: body.max_free_signups,
      isActive: body.is_active,
    };
    return executeClubCommand(this.store, { type: 'UpdateClub', data }, meta);
  }
}
