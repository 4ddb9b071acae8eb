import { UnknownCommand, type Decider } from '../platform/commands/decider';
import { UserNotRegistered } from './user.errors';
import type {
  ClubSponsorshipGranted,
  ClubSponsorshipRefused,
  UserActivityRecorded,
  UserEvent,
  UserRegistered,
  UserSignedIn,
  UserSignedOut,
} from './user.events';

export interface ClubSponsor {
  clubCode: string;
  clubName: string;
}

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      signedIn: boolean;
      sponsor: ClubSponsor | null;
      /** Pro while a club sponsors the user; a paid plan lives on the subscription stream (billing). */
      plan: 'Free' | 'Pro';
      /** UTC day (YYYY-MM-DD) of the last UserActivityRecorded. */
      lastActiveDay: string | null;
    };

/** What the sign-up process learnt from the club before registering: a reserved seat or a refusal. */
export type SponsorshipOutcome =
  { granted: ClubSponsor } | { refused: ClubSponsor & { reason: 'full' | 'inactive' } };

/** The registration's fields with its sign-up intent flattened, and what the club answered. */
export interface RegisterOrSignIn {
  type: 'RegisterOrSignIn';
  data: Omit<UserRegistered['data'], 'signup'> &
    UserRegistered['data']['signup'] & { sponsorship: SponsorshipOutcome | null };
}

export interface SignOut {
  type: 'SignOut';
  data: UserSignedOut['data'];
}

export interface RecordUserActivity {
  type: 'RecordUserActivity';
  data: UserActivityRecorded['data'];
}

export type UserCommand = RegisterOrSignIn | SignOut | RecordUserActivity;

export const initialState = (): UserState => ({ status: 'unregistered' });

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        signedIn: true,
        sponsor: null,
        plan: 'Free',
        lastActiveDay: null,
      };
    case 'UserSignedIn':
      return state.status === 'registered' ? { ...state, signedIn: true } : state;
    case 'UserSignedOut':
      return state.status === 'registered' ? { ...state, signedIn: false } : state;
    case 'ClubSponsorshipGranted':
      return state.status === 'registered'
        ? {
            ...state,
            sponsor: { clubCode: event.data.clubCode, clubName: event.data.clubName },
            plan: event.data.plan,
          }
        : state;
    case 'UserActivityRecorded':
      return state.status === 'registered' ? { ...state, lastActiveDay: event.data.day } : state;
    default:
      return state;
  }
}

function sponsorshipEvents(
  userId: string,
  sponsorship: SponsorshipOutcome | null,
): (ClubSponsorshipGranted | ClubSponsorshipRefused)[] {
  if (!sponsorship) return [];
  if ('granted' in sponsorship) {
    const { clubCode, clubName } = sponsorship.granted;
    return [{ type: 'ClubSponsorshipGranted', data: { userId, clubCode, clubName, plan: 'Pro' } }];
  }
  const { clubCode, clubName, reason } = sponsorship.refused;
  return [{ type: 'ClubSponsorshipRefused', data: { userId, clubCode, clubName, reason } }];
}

function registerOrSignIn(command: RegisterOrSignIn, state: UserState): UserEvent[] {
  const { userId, email, firstName, lastName, provider, flow, plan, cycle, utm, sponsorship } = command.data;
  if (state.status === 'unregistered') {
    const registered: UserRegistered = {
      type: 'UserRegistered',
      data: { userId, email, firstName, lastName, provider, signup: { flow, plan, cycle }, utm },
    };
    return [registered, ...sponsorshipEvents(userId, sponsorship)];
  }
  const signedIn: UserSignedIn = { type: 'UserSignedIn', data: { userId: state.userId, provider } };
  // A seat reserved for this user while a concurrent sign-in registered them first is still theirs.
  const lateGrant =
    sponsorship && 'granted' in sponsorship && state.sponsor === null
      ? sponsorshipEvents(state.userId, sponsorship)
      : [];
  return [signedIn, ...lateGrant];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterOrSignIn':
      return registerOrSignIn(command, state);
    case 'SignOut': {
      if (state.status === 'unregistered') throw new UserNotRegistered(command.data.userId);
      const signedOut: UserSignedOut = { type: 'UserSignedOut', data: { userId: state.userId } };
      return [signedOut];
    }
    case 'RecordUserActivity': {
      if (state.status === 'unregistered') throw new UserNotRegistered(command.data.userId);
      // YYYY-MM-DD sorts as text; an earlier day can only come from a replica whose clock lags midnight.
      if (state.lastActiveDay !== null && command.data.day <= state.lastActiveDay) return [];
      const active: UserActivityRecorded = {
        type: 'UserActivityRecorded',
        data: { userId: state.userId, day: command.data.day },
      };
      return [active];
    }
    default: {
      const _never: never = command;
      throw new UnknownCommand(_never);
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState, evolve, decide };
