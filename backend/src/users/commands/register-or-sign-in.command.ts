import { Command } from '@nestjs/cqrs';
import { RegisterOrSignIn as RegisterOrSignInDecision } from '../user.decider';
import { IdentityProviderName } from '../user.events';
import { normalizeEmail, userIdForEmail } from '../user-id';

export interface RegisterOrSignInResult {
  userId: string;
  email: string;
  /** True when the account existed before this sign-in (the callback's existing_user flag). */
  existingUser: boolean;
  checkpoint: string;
}

export class RegisterOrSignIn extends Command<RegisterOrSignInResult> implements RegisterOrSignInDecision {
  readonly type = 'RegisterOrSignIn';
  readonly data: RegisterOrSignInDecision['data'];

  constructor(
    identity: { email: string; firstName: string; lastName: string; provider: IdentityProviderName },
    readonly correlationId?: string,
  ) {
    super();
    const email = normalizeEmail(identity.email);
    this.data = {
      userId: userIdForEmail(email),
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      provider: identity.provider,
    };
  }
}
