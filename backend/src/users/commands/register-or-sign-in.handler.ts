import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { handleCommand } from '../../platform/commands/handle-command';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { userDecider } from '../user.decider';
import { UserNotRegistered } from '../user.errors';
import { userStreamId } from '../user.events';
import { RegisterOrSignIn, RegisterOrSignInResult } from './register-or-sign-in.command';

// Two first sign-ins with one e-mail race on the new stream; handleCommand decides the loser again on the
// winner's events, which turns it into a sign-in.
@CommandHandler(RegisterOrSignIn)
export class RegisterOrSignInHandler implements ICommandHandler<RegisterOrSignIn, RegisterOrSignInResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RegisterOrSignIn): Promise<RegisterOrSignInResult> {
    const { userId } = command.data;
    const outcome = await handleCommand(this.store, userStreamId(userId), userDecider, command, command.meta);
    if (outcome.state.status !== 'registered') throw new UserNotRegistered(userId);
    return {
      userId,
      email: outcome.state.email,
      existingUser: !outcome.events.some((event) => event.type === 'UserRegistered'),
      sponsor: outcome.state.sponsor,
      checkpoint: outcome.checkpoint,
    };
  }
}
