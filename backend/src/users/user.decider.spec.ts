import { decide, evolve, initialState, State, UserCommand } from './user.decider';
import { UserNotRegistered } from './user.errors';
import { UserEvent } from './user.events';
import { userIdForEmail, uuidV5 } from './user-id';

const userId = userIdForEmail('ada@example.com');

const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', provider: 'google' },
};

const given = (events: UserEvent[]) => ({
  when: (command: UserCommand) => {
    const state: State = events.reduce(evolve, initialState());
    return {
      then: (expected: UserEvent[]) => expect(decide(command, state)).toEqual(expected),
      thenThrows: (error: new (...args: never[]) => Error) =>
        expect(() => decide(command, state)).toThrow(error),
    };
  },
});

const registerOrSignIn = (provider: 'google' | 'local' = 'google'): UserCommand => ({
  type: 'RegisterOrSignIn',
  data: { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', provider },
});

describe('user decider', () => {
  it('registers a user signing in for the first time', () => {
    given([]).when(registerOrSignIn()).then([registered]);
  });

  it('signs in a user who is already registered instead of registering again', () => {
    given([registered])
      .when(registerOrSignIn('local'))
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'local' } }]);
  });

  it('signs in again after signing out', () => {
    given([registered, { type: 'UserSignedOut', data: { userId } }])
      .when(registerOrSignIn())
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'google' } }]);
  });

  it('signs out a registered user', () => {
    given([registered])
      .when({ type: 'SignOut', data: { userId } })
      .then([{ type: 'UserSignedOut', data: { userId } }]);
  });

  it('refuses to sign out a user who never registered', () => {
    given([]).when({ type: 'SignOut', data: { userId } }).thenThrows(UserNotRegistered);
  });

  it('keeps the names given at registration when folding later sign-ins', () => {
    const state = [
      registered,
      { type: 'UserSignedIn', data: { userId, provider: 'google' } } as UserEvent,
    ].reduce(evolve, initialState());
    expect(state).toEqual({
      status: 'registered',
      userId,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      signedIn: true,
    });
  });
});

describe('user id', () => {
  it('is the same UUID v5 for the same e-mail whatever its case or surrounding spaces', () => {
    expect(userIdForEmail(' Ada@Example.COM ')).toBe(userId);
    expect(userId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('follows RFC 4122 name-based hashing (the DNS namespace example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('differs between e-mails', () => {
    expect(userIdForEmail('grace@example.com')).not.toBe(userId);
  });
});
