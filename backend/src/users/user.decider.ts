import { UnknownUserCommand, UserNotRegistered } from './user.errors';
import { IdentityProviderName, UserEvent, UserRegistered, UserSignedIn, UserSignedOut } from './user.events';

export type State =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      firstName: string;
      lastName: string;
      signedIn: boolean;
    };

export interface RegisterOrSignIn {
  type: 'RegisterOrSignIn';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    provider: IdentityProviderName;
  };
}

export interface SignOut {
  type: 'SignOut';
  data: { userId: string };
}

export type UserCommand = RegisterOrSignIn | SignOut;

export const initialState = (): State => ({ status: 'unregistered' });

export function evolve(state: State, event: UserEvent): State {
  switch (event.type) {
    case 'UserRegistered':
      return {
        status: 'registered',
        userId: event.data.userId,
        email: event.data.email,
        firstName: event.data.firstName,
        lastName: event.data.lastName,
        signedIn: true,
      };
    case 'UserSignedIn':
      return state.status === 'registered' ? { ...state, signedIn: true } : state;
    case 'UserSignedOut':
      return state.status === 'registered' ? { ...state, signedIn: false } : state;
    default:
      return state;
  }
}

export function decide(command: UserCommand, state: State): UserEvent[] {
  switch (command.type) {
    case 'RegisterOrSignIn': {
      const { userId, email, firstName, lastName, provider } = command.data;
      if (state.status === 'unregistered') {
        const registered: UserRegistered = {
          type: 'UserRegistered',
          data: { userId, email, firstName, lastName, provider },
        };
        return [registered];
      }
      const signedIn: UserSignedIn = { type: 'UserSignedIn', data: { userId: state.userId, provider } };
      return [signedIn];
    }
    case 'SignOut': {
      if (state.status === 'unregistered') throw new UserNotRegistered(command.data.userId);
      const signedOut: UserSignedOut = { type: 'UserSignedOut', data: { userId: state.userId } };
      return [signedOut];
    }
    default: {
      const _never: never = command;
      throw new UnknownUserCommand(_never);
    }
  }
}
