import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuthModule } from '../platform/auth/auth.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { clubErrorStatus } from './club.errors';
import { CreateClubHandler } from './commands/create-club.handler';
import { DeleteClubHandler } from './commands/delete-club.handler';
import { UpdateClubHandler } from './commands/update-club.handler';
import { ClubsController } from './http/clubs.controller';
import { ClubHistoryQuery } from './queries/club-history.query';
import { ListClubsQuery } from './queries/list-clubs.query';

registerErrorStatus(clubErrorStatus);

@Module({
  imports: [CqrsModule, AuthModule],
  controllers: [ClubsController],
  providers: [CreateClubHandler, UpdateClubHandler, DeleteClubHandler, ListClubsQuery, ClubHistoryQuery],
})
export class ClubsModule {}
