import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { clubStreamId } from '../clubs/club.events';
import { decideClub } from '../clubs/club.commands';
import { userIdForEmail } from '../users/user-id';
import { userStreamId } from '../users/user.events';
import { commandMetadata } from '../platform/commands/command-metadata';
import { AuthTestApp, createAuthTestApp } from './testing/auth-test-app';
import { DoubleIdentity, IdentityDoubles } from './testing/identity-doubles';
import {
  consentAt,
  returnToApp,
  signedInUser,
  startSignIn,
  throughProvider,
} from './testing/sign-in-round-trip';

const PUBLIC_URL = 'http://app.test';

describe('sign-up and Outlook sign-in through the identity doubles', () => {
  let doubles: IdentityDoubles;
  let t: AuthTestApp;

  beforeAll(async () => {
    doubles = await IdentityDoubles.start();
    t = await createAuthTestApp({ PUBLIC_URL, ...doubles.env });
  });

  afterAll(async () => {
    await t?.close();
    await doubles?.stop();
  });

  const server = () => t.app.getHttpServer();
  const roundTrip = (startPath: string, who: DoubleIdentity) =>
    throughProvider(server(), doubles, startPath, who);
  const person = (email: string, extra: Partial<DoubleIdentity> = {}): DoubleIdentity => ({
    email,
    givenName: 'Ada',
    familyName: 'Lovelace',
    ...extra,
  });
  const page = (url: URL) => `${url.origin}${url.pathname}`;
  const userEvents = (email: string) => t.store.readStream(userStreamId(userIdForEmail(email)));
  const userEventTypes = async (email: string) => (await userEvents(email)).map((event) => event.type);
  const seatsOf = async (clubCode: string) =>
    (await t.store.readStream(clubStreamId(clubCode)))
      .filter((event) => event.type === 'ClubSignupRecorded')
      .map((event) => (event.data as { userId: string }).userId);

  async function createClub(clubCode: string, clubName: string, seats: number, active = true) {
    const commands = t.app.get(CommandBus);
    const meta = commandMetadata(null);
    await commands.execute(
      decideClub({ type: 'CreateClub', data: { clubCode, clubName, maxFreeSignups: seats } }, meta),
    );
    if (!active) {
      await commands.execute(
        decideClub(
          { type: 'UpdateClub', data: { clubCode, clubName, maxFreeSignups: seats, isActive: false } },
          meta,
        ),
      );
    }
  }

  describe('with Google', () => {
    it('carries plan, cycle and every campaign parameter through the provider and records them exactly', async () => {
      const query =
        'plan=growth&cycle=yearly&utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale' +
        '&utm_term=outreach&utm_content=hero-button';

      const trip = await roundTrip(`/auth/google/signup?${query}`, person('plan@example.com'));

      expect(trip.authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
      expect(trip.authorize.searchParams.get('state')).not.toContain('newsletter');
      expect(page(trip.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(Object.fromEntries(trip.landing.searchParams)).toEqual({
        token: expect.any(String),
        refresh_token: expect.any(String),
        plan: 'Basic',
        cycle: 'yearly',
      });
      const [registered, ...rest] = await userEvents('plan@example.com');
      expect(rest).toEqual([]);
      expect(registered.data).toEqual({
        userId: userIdForEmail('plan@example.com'),
        email: 'plan@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        provider: 'google',
        signup: { flow: 'signup', plan: 'Basic', cycle: 'yearly' },
        utm: {
          source: 'newsletter',
          medium: 'email',
          campaign: 'spring sale',
          term: 'outreach',
          content: 'hero-button',
        },
      });
    });

    it('signs an existing e-mail in with existing_user=true and registers nobody twice', async () => {
      await roundTrip('/auth/google/login', person('again@example.com'));

      const trip = await roundTrip(
        '/auth/google/signup?plan=pro&utm_source=newsletter',
        person('again@example.com'),
      );

      expect(page(trip.landing)).toBe(`${PUBLIC_URL}/auth/callback`);
      expect(trip.landing.searchParams.get('existing_user')).toBe('true');
      expect(trip.landing.searchParams.get('token')).toBeTruthy();
      expect(await userEventTypes('again@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
    });

    it('refuses a state whose payload was edited on the way, even though it looks valid', async () => {
      doubles.next = person('tamper@example.com');
      const { authorize, stateCookie } = await startSignIn(server(), '/auth/google/signup?plan=free');
      const [payload, signature] = (authorize.searchParams.get('state') as string).split('.');
      const intent = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      intent.intent.plan = 'Pro';
      intent.intent.utm = { source: 'someone-elses-club' };
      authorize.searchParams.set(
        'state',
        `${Buffer.from(JSON.stringify(intent)).toString('base64url')}.${signature}`,
      );

      const { landing } = await returnToApp(server(), await consentAt(authorize), stateCookie);
      expect(page(landing)).toBe(`${PUBLIC_URL}/auth/callback`);
      expect(landing.searchParams.get('error')).toMatch(/expired or was started in another browser/);
      expect(landing.searchParams.get('token')).toBeNull();
      expect(await userEventTypes('tamper@example.com')).toEqual([]);
    });

    it('sends the visitor back to /signup naming the bad field, without contacting the provider', async () => {
      const cases: [string, RegExp][] = [
        ['plan=platinum', /^plan must be one of/],
        ['cycle=weekly', /^cycle must be monthly or yearly$/],
        [`utm_campaign=${'x'.repeat(201)}`, /^utm_campaign must be at most 200 characters$/],
      ];
      for (const provider of ['google', 'outlook']) {
        for (const [query, message] of cases) {
          const answer = await request(server()).get(`/auth/${provider}/signup?${query}`).expect(302);

          const landing = new URL(answer.headers.location);
          expect(page(landing)).toBe(`${PUBLIC_URL}/signup`);
          expect(landing.searchParams.get('error')).toMatch(message);
          expect(answer.headers['set-cookie']).toBeUndefined();
          expect(answer.headers['cache-control']).toBe('no-store');
        }
      }
    });

    it('returns a refused identity of the sign-up flow to the sign-up callback', async () => {
      const trip = await roundTrip(
        '/auth/google/signup?plan=pro',
        person('unverified-signup@example.com', { emailVerified: false }),
      );

      expect(page(trip.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(trip.landing.searchParams.get('error')).toMatch(/not verified/);
      expect(await userEventTypes('unverified-signup@example.com')).toEqual([]);
    });
  });

  describe('with Outlook', () => {
    it('signs up through Microsoft with the Graph profile, recording plan, cycle and campaign', async () => {
      const trip = await roundTrip(
        '/auth/outlook/signup?plan=Pro&cycle=monthly&utm_medium=social',
        person('grace@contoso.example', { givenName: 'Grace', familyName: 'Hopper' }),
      );

      expect(page(trip.authorize)).toBe(`${doubles.issuerUrl}/authorize`);
      expect(trip.authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/outlook/callback`);
      expect(trip.authorize.searchParams.get('scope')).toBe('openid email profile User.Read');
      expect(trip.callback.pathname).toBe('/auth/outlook/callback');
      expect(page(trip.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(trip.landing.searchParams.get('plan')).toBe('Pro');
      expect(trip.landing.searchParams.get('cycle')).toBe('monthly');
      const [registered] = await userEvents('grace@contoso.example');
      expect(registered.data).toMatchObject({
        email: 'grace@contoso.example',
        firstName: 'Grace',
        lastName: 'Hopper',
        provider: 'outlook',
        signup: { flow: 'signup', plan: 'Pro', cycle: 'monthly' },
        utm: { medium: 'social' },
      });
    });

    it('logs a returning user in at the login callback and a new one in at the sign-up callback', async () => {
      const first = await roundTrip('/auth/outlook/login', person('out@example.com'));
      const second = await roundTrip('/auth/outlook/login', person('out@example.com'));

      expect(page(first.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(first.landing.searchParams.get('plan')).toBe('Free');
      expect(page(second.landing)).toBe(`${PUBLIC_URL}/auth/callback`);
      expect(second.landing.searchParams.get('existing_user')).toBeNull();
      const me = await signedInUser(server(), second.landing.searchParams.get('token'));
      expect(me.body).toMatchObject({ email: 'out@example.com', first_name: 'Ada', last_name: 'Lovelace' });
      expect(await userEventTypes('out@example.com')).toEqual([
        'UserRegistered',
        'UserSignedIn',
        'UserActivityRecorded',
      ]);
    });

    it('keys the account by the userPrincipalName, never by the mail attribute a tenant can set', async () => {
      const trip = await roundTrip(
        '/auth/outlook/login',
        person('ceo@victim.example', { userPrincipalName: 'Mallory@Tenant.OnMicrosoft.com' }),
      );

      expect(trip.landing.searchParams.get('token')).toBeTruthy();
      expect(await userEventTypes('mallory@tenant.onmicrosoft.com')).toEqual(['UserRegistered']);
      expect(await userEventTypes('ceo@victim.example')).toEqual([]);
    });

    it('refuses guest accounts, back to the page of the flow that was started', async () => {
      const guest = person('guest@example.com', {
        userPrincipalName: 'guest_gmail.com#EXT#@contoso.onmicrosoft.com',
      });

      const login = await roundTrip('/auth/outlook/login', guest);
      const signup = await roundTrip('/auth/outlook/signup', guest);

      expect(page(login.landing)).toBe(`${PUBLIC_URL}/auth/callback`);
      expect(login.landing.searchParams.get('error')).toMatch(/Guest accounts/);
      expect(page(signup.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(signup.landing.searchParams.get('error')).toMatch(/Guest accounts/);
      expect(signup.landing.searchParams.get('token')).toBeNull();
      expect(await userEventTypes('guest@example.com')).toEqual([]);
    });
  });

  describe('through a club link', () => {
    it('gives a new member a free Pro seat and records it on both streams', async () => {
      await createClub('mit-ai', 'MIT AI Club', 20);

      const trip = await roundTrip(
        '/auth/outlook/signup?utm_source=MIT-AI&utm_medium=club-link',
        person('member@mit.example'),
      );

      expect(page(trip.landing)).toBe(`${PUBLIC_URL}/signup/callback`);
      expect(Object.fromEntries(trip.landing.searchParams)).toEqual({
        token: expect.any(String),
        refresh_token: expect.any(String),
        plan: 'Pro',
        club_code: 'mit-ai',
        club_name: 'MIT AI Club',
        free_pro: 'true',
      });
      const userId = userIdForEmail('member@mit.example');
      expect((await userEvents('member@mit.example')).map((event) => [event.type, event.data])).toEqual([
        ['UserRegistered', expect.objectContaining({ utm: { source: 'MIT-AI', medium: 'club-link' } })],
        ['ClubSponsorshipGranted', { userId, clubCode: 'mit-ai', clubName: 'MIT AI Club', plan: 'Pro' }],
      ]);
      expect(await seatsOf('mit-ai')).toEqual([userId]);
      const me = await signedInUser(server(), trip.landing.searchParams.get('token'));
      expect(me.body).toMatchObject({
        plan: 'Pro',
        club_sponsor: { club_name: 'MIT AI Club', club_code: 'mit-ai' },
      });
    });

    it('gives a normal Free sign-up with club_status=full when every seat is taken', async () => {
      await createClub('tiny', 'Tiny Club', 1);
      await roundTrip('/auth/google/signup?utm_source=tiny', person('first@tiny.example'));

      const trip = await roundTrip('/auth/google/signup?utm_source=tiny', person('late@tiny.example'));

      expect(Object.fromEntries(trip.landing.searchParams)).toEqual({
        token: expect.any(String),
        refresh_token: expect.any(String),
        plan: 'Free',
        club_code: 'tiny',
        club_name: 'Tiny Club',
        free_pro: 'false',
        club_status: 'full',
      });
      const userId = userIdForEmail('late@tiny.example');
      expect((await userEvents('late@tiny.example')).map((event) => [event.type, event.data])).toEqual([
        ['UserRegistered', expect.objectContaining({ utm: { source: 'tiny' } })],
        ['ClubSponsorshipRefused', { userId, clubCode: 'tiny', clubName: 'Tiny Club', reason: 'full' }],
      ]);
      expect(await seatsOf('tiny')).toEqual([userIdForEmail('first@tiny.example')]);
    });

    it('gives a normal Free sign-up with club_status=inactive when the club is switched off', async () => {
      await createClub('asleep', 'Asleep Club', 10, false);

      const trip = await roundTrip('/auth/google/signup?utm_source=asleep', person('member@asleep.example'));

      expect(trip.landing.searchParams.get('plan')).toBe('Free');
      expect(trip.landing.searchParams.get('free_pro')).toBe('false');
      expect(trip.landing.searchParams.get('club_status')).toBe('inactive');
      expect(await userEventTypes('member@asleep.example')).toEqual([
        'UserRegistered',
        'ClubSponsorshipRefused',
      ]);
      expect(await seatsOf('asleep')).toEqual([]);
    });

    it('treats a utm_source that names no club as an ordinary campaign source', async () => {
      const trip = await roundTrip(
        '/auth/google/signup?utm_source=no-such-club',
        person('campaign@example.com'),
      );

      expect(Object.keys(Object.fromEntries(trip.landing.searchParams)).sort()).toEqual([
        'plan',
        'refresh_token',
        'token',
      ]);
      const [registered, ...rest] = await userEvents('campaign@example.com');
      expect(registered.data).toMatchObject({ utm: { source: 'no-such-club' } });
      expect(rest).toEqual([]);
    });

    it('uses no seat for an existing user who follows the link', async () => {
      await createClub('open-club', 'Open Club', 5);
      await roundTrip('/auth/google/login', person('old@example.com'));

      const trip = await roundTrip('/auth/google/signup?utm_source=open-club', person('old@example.com'));

      expect(trip.landing.searchParams.get('existing_user')).toBe('true');
      expect(trip.landing.searchParams.get('free_pro')).toBeNull();
      expect(await seatsOf('open-club')).toEqual([]);
      expect(await userEventTypes('old@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
    });

    it('never applies a club link to a login', async () => {
      await createClub('login-club', 'Login Club', 5);

      const trip = await roundTrip(
        '/auth/google/login?utm_source=login-club&plan=pro',
        person('login-only@example.com'),
      );

      expect(trip.landing.searchParams.get('plan')).toBe('Free');
      expect(await seatsOf('login-club')).toEqual([]);
      const [registered] = await userEvents('login-only@example.com');
      expect(registered.data).toMatchObject({ signup: { flow: 'login', plan: null, cycle: null }, utm: {} });
    });
  });
});
