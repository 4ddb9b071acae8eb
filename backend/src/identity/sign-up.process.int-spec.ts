import { CommandBus } from '@nestjs/cqrs';
import { ClubEvent, clubStreamId } from '../clubs/club.events';
import { decideClub, reserveClubSeat } from '../clubs/club.commands';
import { userIdForEmail } from '../users/user-id';
import { userStreamId } from '../users/user.events';
import { commandMetadata } from '../platform/commands/command-metadata';
import { asRecorded } from '../platform/commands/execute-command';
import { SignInIntent } from './sign-in-intent';
import { SignUpOutcome, SignUpProcess } from './sign-up.process';
import { AuthTestApp, createAuthTestApp } from './testing/auth-test-app';

const clubLink = (clubCode: string): SignInIntent => ({
  flow: 'signup',
  plan: null,
  cycle: null,
  utm: { source: clubCode },
});

const member = (email: string) => ({
  email,
  firstName: 'Club',
  lastName: 'Member',
  provider: 'google' as const,
});

describe('the sign-up process racing for club seats', () => {
  let t: AuthTestApp;
  let signUp: SignUpProcess;

  beforeAll(async () => {
    t = await createAuthTestApp({});
    signUp = t.app.get(SignUpProcess);
  });

  afterAll(async () => {
    await t?.close();
  });

  async function createClub(clubCode: string, seats: number) {
    await t.app
      .get(CommandBus)
      .execute(
        decideClub(
          { type: 'CreateClub', data: { clubCode, clubName: `Club ${clubCode}`, maxFreeSignups: seats } },
          commandMetadata(null),
        ),
      );
  }

  /** The members holding a seat and the seats the club offers, from the club's own stream. */
  async function club(clubCode: string): Promise<{ seats: string[]; maxFreeSignups: number }> {
    const events = asRecorded<ClubEvent>(await t.store.readStream(clubStreamId(clubCode)));
    const seats = events.flatMap((event) => (event.type === 'ClubSignupRecorded' ? [event.data.userId] : []));
    const maxFreeSignups = events.flatMap((event) =>
      event.type === 'ClubCreated' ? [event.data.maxFreeSignups] : [],
    )[0];
    return { seats, maxFreeSignups };
  }

  const userEventTypes = async (email: string) =>
    (await t.store.readStream(userStreamId(userIdForEmail(email)))).map((event) => event.type);

  async function race(
    clubCode: string,
    racers: number,
  ): Promise<{ emails: string[]; outcomes: SignUpOutcome[] }> {
    const emails = Array.from({ length: racers }, (_, index) => `racer-${index}@${clubCode}.example`);
    const outcomes = await Promise.all(emails.map((email) => signUp.run(member(email), clubLink(clubCode))));
    return { emails, outcomes };
  }

  it('gives the last seat to exactly one of eight simultaneous sign-ups', async () => {
    await createClub('one-seat', 1);

    const { emails, outcomes } = await race('one-seat', 8);

    const granted = outcomes.filter((outcome) => outcome.club?.status === 'granted');
    const full = outcomes.filter((outcome) => outcome.club?.status === 'full');
    expect(granted).toHaveLength(1);
    expect(full).toHaveLength(7);
    const { seats, maxFreeSignups } = await club('one-seat');
    expect(seats).toEqual([granted[0].userId]);
    expect(seats.length).toBeLessThanOrEqual(maxFreeSignups);
    for (const email of emails) {
      const types = await userEventTypes(email);
      const winner = userIdForEmail(email) === granted[0].userId;
      expect(types).toEqual(['UserRegistered', winner ? 'ClubSponsorshipGranted' : 'ClubSponsorshipRefused']);
    }
  });

  it('gives exactly three seats to twelve simultaneous sign-ups of a three-seat club', async () => {
    await createClub('three-seats', 3);

    const { outcomes } = await race('three-seats', 12);

    const granted = outcomes
      .filter((outcome) => outcome.club?.status === 'granted')
      .map((outcome) => outcome.userId);
    expect(granted).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome.club?.status === 'full')).toHaveLength(9);
    const { seats } = await club('three-seats');
    expect([...seats].sort()).toEqual([...granted].sort());
    expect(seats).toHaveLength(3);
  });

  it('reuses the seat of a sign-up that failed between reserving it and registering', async () => {
    await createClub('retry-club', 1);
    const email = 'retry@example.com';
    await t.app
      .get(CommandBus)
      .execute(
        reserveClubSeat(
          { type: 'ReserveClubSeat', data: { clubCode: 'retry-club', userId: userIdForEmail(email) } },
          commandMetadata(userIdForEmail(email)),
        ),
      );

    const outcome = await signUp.run(member(email), clubLink('retry-club'));

    expect(outcome.club).toEqual({ clubCode: 'retry-club', clubName: 'Club retry-club', status: 'granted' });
    expect((await club('retry-club')).seats).toEqual([userIdForEmail(email)]);
    expect(await userEventTypes(email)).toEqual(['UserRegistered', 'ClubSponsorshipGranted']);
  });

  it('uses one seat and registers once when the same person signs up twice at the same moment', async () => {
    await createClub('twice-club', 5);
    const email = 'twice@example.com';

    const outcomes = await Promise.all([
      signUp.run(member(email), clubLink('twice-club')),
      signUp.run(member(email), clubLink('twice-club')),
    ]);

    expect(outcomes.map((outcome) => outcome.existingUser).sort()).toEqual([false, true]);
    expect((await club('twice-club')).seats).toEqual([userIdForEmail(email)]);
    expect(await userEventTypes(email)).toEqual(['UserRegistered', 'ClubSponsorshipGranted', 'UserSignedIn']);
  });
});
