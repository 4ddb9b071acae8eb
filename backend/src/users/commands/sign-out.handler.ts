import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { decide } from '../user.decider';
import { userStreamId } from '../user.events';
import { loadUser } from '../user.stream';
import { SignOut } from './sign-out.command';

@CommandHandler(SignOut)
export class SignOutHandler implements ICommandHandler<SignOut, { checkpoint: string }> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: SignOut): Promise<{ checkpoint: string }> {
    const { userId } = command.data;
    const { state, version } = await loadUser(this.store, userId);
    const events = decide(command, state).map((event) => ({
      ...event,
      metadata: { actorUserId: userId, correlationId: command.correlationId ?? randomUUID() },
    }));
    const result = await this.store.append(userStreamId(userId), events, { expected: version });
    return { checkpoint: result.lastPosition };
  }
}
