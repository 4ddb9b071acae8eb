import { Command } from '@nestjs/cqrs';
import { commandMetadata, CommandMetadata } from '../../platform/commands/command-metadata';
import type {
  ClubSponsor,
  RegisterOrSignIn as RegisterOrSignInDecision,
  SponsorshipOutcome,
} from '../user.decider';
import type { BillingCycle, IdentityProviderName, SignupPlan, UtmParameters } from '../user.events';
import { normalizeEmail, userIdForEmail } from '../user-id';

export interface RegisterOrSignInResult {
  userId: string;
  email: string;
  /** True when the account existed before this command (it signed in rather than registered). */
  existingUser: boolean;
  /** The club sponsoring the user after this command, if any. */
  sponsor: ClubSponsor | null;
  checkpoint: string;
}

/** How the user arrived: which button, the plan and cycle chosen before, campaign parameters, club outcome. */
export interface SignInContext {
  flow: 'login' | 'signup';
  plan: SignupPlan | null;
  cycle: BillingCycle | null;
  utm: UtmParameters;
  sponsorship: SponsorshipOutcome | null;
}

const LOGIN: SignInContext = { flow: 'login', plan: null, cycle: null, utm: {}, sponsorship: null };

export class RegisterOrSignIn extends Command<RegisterOrSignInResult> implements RegisterOrSignInDecision {
  readonly type = 'RegisterOrSignIn';
  readonly data: RegisterOrSignInDecision['data'];
  readonly meta: CommandMetadata;

  constructor(
    identity: { email: string; firstName: string; lastName: string; provider: IdentityProviderName },
    context: Partial<SignInContext> = {},
    meta?: CommandMetadata,
  ) {
    super();
    const email = normalizeEmail(identity.email);
    const userId = userIdForEmail(email);
    this.data = {
      userId,
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      provider: identity.provider,
      ...LOGIN,
      ...context,
    };
    this.meta = meta ?? commandMetadata(userId);
  }
}
