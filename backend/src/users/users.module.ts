import { Module } from '@nestjs/common';
import { registerErrorStatus } from '../platform/http/error-status';
import { RegisterOrSignInHandler } from './commands/register-or-sign-in.handler';
import { SignOutHandler } from './commands/sign-out.handler';
import { GetUserProfileHandler } from './queries/get-user-profile.handler';
import { usersErrorStatus } from './user.errors';

registerErrorStatus(usersErrorStatus);

/** Needs EVENT_STORE from the app and CqrsModule.forRoot() imported once at the root. */
@Module({
  providers: [RegisterOrSignInHandler, SignOutHandler, GetUserProfileHandler],
})
export class UsersModule {}
