import { Command } from '@nestjs/cqrs';
import { SignOut as SignOutDecision } from '../user.decider';

export class SignOut extends Command<{ checkpoint: string }> implements SignOutDecision {
  readonly type = 'SignOut';
  readonly data: SignOutDecision['data'];

  constructor(
    userId: string,
    readonly correlationId?: string,
  ) {
    super();
    this.data = { userId };
  }
}
