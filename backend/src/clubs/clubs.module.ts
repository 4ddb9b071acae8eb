import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { clubEventSummaries } from './club-event-summaries';
import { clubErrorStatus } from './club.errors';
import type { ClubEvent } from './club.events';
import { ClubsController } from './http/clubs.controller';
import { ClubHistoryQuery } from './queries/club-history.query';
import { ListClubsQuery } from './queries/list-clubs.query';

registerErrorStatus(clubErrorStatus);
registerEventSummaries<ClubEvent>(clubEventSummaries);

@Module({
  imports: [DecisionsModule, AuthModule],
  controllers: [ClubsController],
  providers: [ListClubsQuery, ClubHistoryQuery],
})
export class ClubsModule {}
