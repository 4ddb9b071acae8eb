import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { clubEventSummaries } from './club-event-summaries';
import { clubErrorStatus } from './club.errors';
import type { ClubEvent } from './club.events';
import { CreateClubHandler } from './commands/create-club.handler';
import { DeleteClubHandler } from './commands/delete-club.handler';
import { ReserveClubSeatHandler } from './commands/reserve-club-seat.handler';
import { UpdateClubHandler } from './commands/update-club.handler';
import { ClubsController } from './http/clubs.controller';
import { ClubHistoryQuery } from './queries/club-history.query';
import { ListClubsQuery } from './queries/list-clubs.query';

registerErrorStatus(clubErrorStatus);
registerEventSummaries<ClubEvent>(clubEventSummaries);

@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [ClubsController],
  providers: [
    CreateClubHandler,
    UpdateClubHandler,
    DeleteClubHandler,
    ReserveClubSeatHandler,
    ListClubsQuery,
    ClubHistoryQuery,
  ],
})
export class ClubsModule {}
