import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { CreateClub } from './create-club.command';
import { ClubCommandResult, executeClubCommand } from './execute-club-command';

@CommandHandler(CreateClub)
export class CreateClubHandler implements ICommandHandler<CreateClub> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ body, meta }: CreateClub): Promise<ClubCommandResult> {
    const data = {
      clubCode: body.club_code,
      clubName: body.club_name,
      maxFreeSignups: body.max_free_signups,
    };
    return executeClubCommand(this.store, { type: 'CreateClub', data }, meta);
  }
}
