import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { DecisionsModule } from '../platform/commands/decisions.module';
import { registerErrorStatus } from '../platform/http/error-status';
import { AdminUsersController } from './http/admin-users.controller';
import { GetUserProfileHandler } from './queries/get-user-profile.handler';
import { ListUsersQuery } from './queries/list-users.query';
import { UserHistoryQuery } from './queries/user-history.query';
import { userEventSummaries } from './user-event-summaries';
import { usersErrorStatus } from './user.errors';
import type { UserEvent } from './user.events';

registerErrorStatus(usersErrorStatus);
registerEventSummaries<UserEvent>(userEventSummaries);

/**
 * The user stream (its commands are sent as Decide through user.commands.ts), the profile query sign-in reads, and
 * the admin's user list and history. Needs EVENT_STORE and DATABASE from the app, the global AuthModule's guards and
 * CqrsModule.forRoot() at the root.
 */
@Module({
  imports: [DecisionsModule],
  controllers: [AdminUsersController],
  providers: [ListUsersQuery, UserHistoryQuery, GetUserProfileHandler],
})
export class UsersModule {}
