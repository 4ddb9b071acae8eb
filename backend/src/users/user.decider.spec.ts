import { asRecorded, fold } from '../platform/commands/execute-command';
import type { RecordedEvent } from '../platform/event-store/event-store.port';
import { upcaster } from '../platform/event-store/event-upcasters';
import { deciderSpec } from '../platform/testing/decider-spec';
import {
  decide,
  evolve,
  initialState,
  userDecider,
  type RegisterOrSignIn,
  type UserCommand,
} from './user.decider';
import { UserNotRegistered } from './user.errors';
import { UserEvent, UserRegistered } from './user.events';
import { userIdForEmail, uuidV5 } from './user-id';

const userId = userIdForEmail('ada@example.com');
const ada = {
  userId,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  provider: 'google',
} as const;

const registration = (overrides: Partial<UserRegistered['data']> = {}): UserEvent => ({
  type: 'UserRegistered',
  data: {
    ...ada,
    signup: { flow: 'login', plan: null, cycle: null },
    utm: {},
    ...overrides,
  },
});
const registered = registration();

const granted: UserEvent = {
  type: 'ClubSponsorshipGranted',
  data: { userId, clubCode: 'mit-ai', clubName: 'MIT AI Club', plan: 'Pro' },
};

const given = deciderSpec(userDecider);

const registerOrSignIn = (overrides: Partial<RegisterOrSignIn['data']> = {}): UserCommand => ({
  type: 'RegisterOrSignIn',
  data: {
    ...ada,
    flow: 'login',
    plan: null,
    cycle: null,
    utm: {},
    sponsorship: null,
    ...overrides,
  },
});

const activity = (day: string): UserCommand => ({ type: 'RecordUserActivity', data: { userId, day } });

describe('user decider', () => {
  it('registers a user signing in for the first time', () => {
    given().when(registerOrSignIn()).then([registered]);
  });

  it('records the sign-up intent and the campaign parameters on the registration', () => {
    given()
      .when(
        registerOrSignIn({
          flow: 'signup',
          plan: 'Basic',
          cycle: 'yearly',
          utm: { source: 'newsletter', campaign: 'spring' },
        }),
      )
      .then([
        registration({
          signup: { flow: 'signup', plan: 'Basic', cycle: 'yearly' },
          utm: { source: 'newsletter', campaign: 'spring' },
        }),
      ]);
  });

  it('grants the club sponsorship right after registering when a seat was reserved', () => {
    given()
      .when(
        registerOrSignIn({
          flow: 'signup',
          utm: { source: 'mit-ai' },
          sponsorship: { granted: { clubCode: 'mit-ai', clubName: 'MIT AI Club' } },
        }),
      )
      .then([
        registration({ signup: { flow: 'signup', plan: null, cycle: null }, utm: { source: 'mit-ai' } }),
        granted,
      ]);
  });

  it('records a refused sponsorship after registering when the club was full or inactive', () => {
    for (const reason of ['full', 'inactive'] as const) {
      const [, refusal] = decide(
        registerOrSignIn({
          flow: 'signup',
          sponsorship: { refused: { clubCode: 'mit-ai', clubName: 'MIT AI Club', reason } },
        }),
        initialState(),
      );
      expect(refusal).toEqual({
        type: 'ClubSponsorshipRefused',
        data: { userId, clubCode: 'mit-ai', clubName: 'MIT AI Club', reason },
      });
    }
  });

  it('signs in a user who is already registered instead of registering again', () => {
    given(registered)
      .when(registerOrSignIn({ provider: 'local', flow: 'signup', plan: 'Pro' }))
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'local' } }]);
  });

  it('grants a seat reserved for a user whom a concurrent sign-in registered first', () => {
    given(registered)
      .when(registerOrSignIn({ sponsorship: { granted: { clubCode: 'mit-ai', clubName: 'MIT AI Club' } } }))
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'google' } }, granted]);
  });

  it('never grants a second sponsorship to a user who already has one', () => {
    given(registered, granted)
      .when(registerOrSignIn({ sponsorship: { granted: { clubCode: 'other', clubName: 'Other' } } }))
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'google' } }]);
  });

  it('records no refusal for a user who is already registered', () => {
    given(registered)
      .when(
        registerOrSignIn({
          sponsorship: { refused: { clubCode: 'mit-ai', clubName: 'MIT AI Club', reason: 'full' } },
        }),
      )
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'google' } }]);
  });

  it('signs in again after signing out', () => {
    given(registered, { type: 'UserSignedOut', data: { userId } })
      .when(registerOrSignIn())
      .then([{ type: 'UserSignedIn', data: { userId, provider: 'google' } }]);
  });

  it('signs out a registered user', () => {
    given(registered)
      .when({ type: 'SignOut', data: { userId } })
      .then([{ type: 'UserSignedOut', data: { userId } }]);
  });

  it('refuses to sign out a user who never registered', () => {
    given().when({ type: 'SignOut', data: { userId } }).thenThrows(UserNotRegistered);
  });

  it('records activity once per UTC day', () => {
    given(registered)
      .when(activity('2026-11-22'))
      .then([{ type: 'UserActivityRecorded', data: { userId, day: '2026-11-22' } }]);
    given(registered, { type: 'UserActivityRecorded', data: { userId, day: '2026-11-22' } })
      .when(activity('2026-11-22'))
      .then([]);
    given(registered, { type: 'UserActivityRecorded', data: { userId, day: '2026-11-22' } })
      .when(activity('2026-11-23'))
      .then([{ type: 'UserActivityRecorded', data: { userId, day: '2026-11-23' } }]);
  });

  it('ignores activity for a day before the last one recorded (a replica whose clock lags)', () => {
    given(registered, { type: 'UserActivityRecorded', data: { userId, day: '2026-11-23' } })
      .when(activity('2026-11-22'))
      .then([]);
  });

  it('refuses to record activity for a user who never registered', () => {
    given().when(activity('2026-11-22')).thenThrows(UserNotRegistered);
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
      sponsor: null,
      plan: 'Free',
      lastActiveDay: null,
    });
  });

  it('is on Pro with its sponsor once a club sponsorship is granted, and on Free after a refusal', () => {
    const sponsored = [registered, granted].reduce(evolve, initialState());
    expect(sponsored).toMatchObject({
      plan: 'Pro',
      sponsor: { clubCode: 'mit-ai', clubName: 'MIT AI Club' },
    });
    const refused = [
      registered,
      {
        type: 'ClubSponsorshipRefused',
        data: { userId, clubCode: 'mit-ai', clubName: 'MIT AI Club', reason: 'full' },
      } as UserEvent,
    ].reduce(evolve, initialState());
    expect(refused).toMatchObject({ plan: 'Free', sponsor: null });
  });
});

describe('UserRegistered v1', () => {
  const storedV1: RecordedEvent = {
    streamId: `user-${userId}`,
    streamVersion: 0,
    position: '00000000000000000001-00000000000000000001',
    eventId: 'e-1',
    type: 'UserRegistered',
    data: { userId, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', provider: 'google' },
    metadata: {
      eventId: 'e-1',
      actorUserId: userId,
      correlationId: 'c-1',
      causationId: null,
      recordedAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };

  it('is read as v2: a login registration with no plan, cycle or campaign parameters', () => {
    const upcast = upcaster.upcast(storedV1);

    expect(upcast.metadata.schemaVersion).toBe(2);
    expect(upcast.data).toEqual(registered.data);
    expect(upcaster.currentVersion('UserRegistered')).toBe(2);
  });

  it('folds into the same state as a v2 registration', () => {
    const fromV1 = fold(userDecider, asRecorded<UserEvent>([upcaster.upcast(storedV1)]));

    expect(fromV1).toEqual(evolve(initialState(), registered));
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
