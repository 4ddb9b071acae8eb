import { normalizeEmail } from '../platform/auth/email-address';
import { commandMetadata, type CommandMetadata } from '../platform/commands/command-metadata';
import { Decide, decisionTargets } from '../platform/commands/decide.command';
import {
  userDecider,
  type ClubSponsor,
  type RecordUserActivity,
  type RegisterOrSignIn,
  type SignOut,
  type SponsorshipOutcome,
} from './user.decider';
import { UserNotRegistered } from './user.errors';
import {
  userStreamId,
  type BillingCycle,
  type IdentityProviderName,
  type SignupPlan,
  type UtmParameters,
} from './user.events';
import { userIdForEmail } from './user-id';

export type { ClubSponsor, SponsorshipOutcome } from './user.decider';

/** The person a registration or sign-in is for; the e-mail is the account key. */
export interface UserIdentity {
  email: string;
  firstName: string;
  lastName: string;
  provider: IdentityProviderName;
}

/** How the user arrived: which button, the plan and cycle chosen before, campaign parameters, club outcome. */
export interface SignInContext {
  flow: 'login' | 'signup';
  plan: SignupPlan | null;
  cycle: BillingCycle | null;
  utm: UtmParameters;
  sponsorship: SponsorshipOutcome | null;
}

export interface RegisterOrSignInResult {
  userId: string;
  email: string;
  /** True when the account existed before this command (it signed in rather than registered). */
  existingUser: boolean;
  /** The club sponsoring the user after this command, if any. */
  sponsor: ClubSponsor | null;
  checkpoint: string;
}

export interface UserActivityResult {
  /** False when this day's activity was recorded already. */
  recorded: boolean;
  checkpoint: string;
}

const userTargets = decisionTargets(userDecider, (command) => userStreamId(command.data.userId));

/**
 * Two first sign-ins with one e-mail race on the new stream (its id derives from the e-mail); the loser is decided
 * again on the winner's events, which turns it into a sign-in.
 */
const registrations = userTargets<RegisterOrSignIn, RegisterOrSignInResult>(
  ({ state, events, checkpoint }, { data }) => {
    if (state.status !== 'registered') throw new UserNotRegistered(data.userId);
    return {
      userId: data.userId,
      email: state.email,
      existingUser: !events.some((event) => event.type === 'UserRegistered'),
      sponsor: state.sponsor,
      checkpoint,
    };
  },
);

const signOuts = userTargets<SignOut, { checkpoint: string }>(({ checkpoint }) => ({ checkpoint }));

const activity = userTargets<RecordUserActivity, UserActivityResult>(({ events, checkpoint }) => ({
  recorded: events.length > 0,
  checkpoint,
}));

const LOGIN: SignInContext = { flow: 'login', plan: null, cycle: null, utm: {}, sponsorship: null };

/** Registers the identity's user, or signs them in when the account exists; a plain login unless told otherwise. */
export function registerOrSignIn(
  identity: UserIdentity,
  context: Partial<SignInContext> = {},
  meta?: CommandMetadata,
) {
  const email = normalizeEmail(identity.email);
  const userId = userIdForEmail(email);
  const { firstName, lastName, provider } = identity;
  const data = { userId, email, firstName, lastName, provider, ...LOGIN, ...context };
  return new Decide(registrations, { type: 'RegisterOrSignIn', data }, meta ?? commandMetadata(userId));
}

export const signOut = (userId: string, meta: CommandMetadata = commandMetadata(userId)) =>
  new Decide(signOuts, { type: 'SignOut', data: { userId } }, meta);

/** The user used the product on the UTC day of `meta.now`; recorded at most once per day. */
export const recordUserActivity = (userId: string, meta: CommandMetadata = commandMetadata(userId)) =>
  new Decide(activity, { type: 'RecordUserActivity', data: { userId, day: meta.now.slice(0, 10) } }, meta);
