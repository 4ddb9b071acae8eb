import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion } from '../../platform/errors/domain-error';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { decide } from '../user.decider';
import { userStreamId } from '../user.events';
import { loadUser } from '../user.stream';
import { RegisterOrSignIn, RegisterOrSignInResult } from './register-or-sign-in.command';

// Two first sign-ins with one e-mail race on 'no_stream'; the loser reloads and becomes a sign-in.
const MAX_ATTEMPTS = 3;

@CommandHandler(RegisterOrSignIn)
export class RegisterOrSignInHandler implements ICommandHandler<RegisterOrSignIn, RegisterOrSignInResult> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RegisterOrSignIn): Promise<RegisterOrSignInResult> {
    const { userId, email } = command.data;
    const correlationId = command.correlationId ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const { state, version } = await loadUser(this.store, userId);
      const events = decide(command, state).map((event) => ({
        ...event,
        metadata: { actorUserId: userId, correlationId },
      }));
      try {
        const result = await this.store.append(userStreamId(userId), events, {
          expected: version === -1 ? 'no_stream' : version,
        });
        return {
          userId,
          email: state.status === 'registered' ? state.email : email,
          existingUser: state.status === 'registered',
          checkpoint: result.lastPosition,
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
