import { Module } from '@nestjs/common';
import { registerEventSummaries } from '../platform/audit/event-summaries';
import { registerErrorStatus } from '../platform/http/error-status';
import { RecordUserActivityHandler } from './commands/record-user-activity.handler';
import { RegisterOrSignInHandler } from './commands/register-or-sign-in.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { AdminUsersController } from './http/admin-users.controller';
import { GetUserProfileHandler } from './queries/get-user-profile.handler';
import { ListUsersQuery } from './queries/list-users.query';
import { UserHistoryQuery } from './queries/user-history.query';
import { userEventSummaries } from './user-event-summaries';
import { usersErrorStatus } from './user.errors';
import type { UserEvent } from './user.events';

registerErrorStatus(usersErrorStatus);
registerEventSummaries<UserEvent>(userEventSummaries);

/** Needs EVENT_STORE and DATABASE from the app, the global AuthModule's guards and CqrsModule.forRoot() at the root. */
@Module({
  controllers: [AdminUsersController],
  providers: [
    ListUsersQuery,
    UserHistoryQuery,
    RegisterOrSignInHandler,
    SignOutHandler,
    RecordUserActivityHandler,
    GetUserProfileHandler,
  ],
})
export class UsersModule {}
