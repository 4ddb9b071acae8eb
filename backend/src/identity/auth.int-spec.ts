import jwt from 'jsonwebtoken';
import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { registerOrSignIn } from '../users/user.commands';
import { userIdForEmail } from '../users/user-id';
import { userStreamId } from '../users/user.events';
import { REFRESH_REUSE_GRACE_MS } from '../platform/auth/refresh-tokens.service';
import { AuthTestApp, createAuthTestApp } from './testing/auth-test-app';
import { DoubleIdentity, IdentityDoubles } from './testing/identity-doubles';
import { signedInUser, throughProvider } from './testing/sign-in-round-trip';

const PUBLIC_URL = 'http://app.test';

describe('sign-in with the Google strategy against an OAuth2 double', () => {
  let doubles: IdentityDoubles;
  let t: AuthTestApp;

  beforeAll(async () => {
    doubles = await IdentityDoubles.start();
    t = await createAuthTestApp({
      PUBLIC_URL,
      ...doubles.env,
      ADMIN_EMAILS: 'Admin@Example.com, boss@example.com',
    });
  });

  afterAll(async () => {
    await t?.close();
    await doubles?.stop();
  });

  const server = () => t.app.getHttpServer();

  function identity(email: string, emailVerified = true): DoubleIdentity {
    const [givenName, familyName] = email.startsWith('admin') ? ['Grace', 'Hopper'] : ['Ada', 'Lovelace'];
    return { email, givenName, familyName, emailVerified };
  }

  /** Login → provider → callback, as a browser would, returning the frontend URL the app redirected to. */
  async function signInThroughProvider(who: DoubleIdentity): Promise<URL> {
    const trip = await throughProvider(server(), doubles, '/auth/google/login', who);
    expect(`${trip.authorize.origin}${trip.authorize.pathname}`).toBe(`${doubles.issuerUrl}/authorize`);
    expect(trip.authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(trip.authorize.searchParams.get('scope')).toBe('openid email profile');
    expect(trip.stateCookie).toBeDefined();
    expect(trip.callback.pathname).toBe('/auth/google/callback');
    return trip.landing;
  }

  async function signIn(email: string) {
    const landing = await signInThroughProvider(identity(email));
    const token = landing.searchParams.get('token') as string;
    const refreshToken = landing.searchParams.get('refresh_token') as string;
    expect(token).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    return { token, refreshToken, landing };
  }

  const eventTypes = async (email: string) =>
    (await t.store.readStream(userStreamId(userIdForEmail(email)))).map((event) => event.type);

  it('registers a first-time user and redirects to the sign-up callback with tokens and the Free plan', async () => {
    const session = await signIn('ada@example.com');

    expect(`${session.landing.origin}${session.landing.pathname}`).toBe(`${PUBLIC_URL}/signup/callback`);
    expect(session.landing.searchParams.get('plan')).toBe('Free');
    expect(session.landing.searchParams.get('existing_user')).toBeNull();
    const events = await t.store.readStream(userStreamId(userIdForEmail('ada@example.com')));
    expect(events.map((event) => [event.type, event.data, event.metadata.schemaVersion])).toEqual([
      [
        'UserRegistered',
        {
          userId: userIdForEmail('ada@example.com'),
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          provider: 'google',
          signup: { flow: 'login', plan: null, cycle: null },
          utm: {},
        },
        2,
      ],
    ]);
    expect((await signedInUser(server(), session.token)).body).toEqual({
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_admin: false,
      role: 'user',
      plan: 'Free',
      club_sponsor: null,
    });
  });

  it('signs a registered user in again at the login callback, without existing_user, and records UserSignedIn', async () => {
    await signIn('returning@example.com');
    const again = await signIn('returning@example.com');

    expect(`${again.landing.origin}${again.landing.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect([...again.landing.searchParams.keys()].sort()).toEqual(['refresh_token', 'token']);
    expect(await eventTypes('returning@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
  });

  it('treats an e-mail listed in ADMIN_EMAILS as an admin, whatever its case', async () => {
    const session = await signIn('admin@example.com');

    const me = await signedInUser(server(), session.token);
    expect(me.body).toEqual({
      email: 'admin@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      is_admin: true,
      role: 'admin',
      plan: 'Free',
      club_sponsor: null,
    });
  });

  it('answers 401 to /auth/me without a token or with a forged one', async () => {
    await request(server()).get('/auth/me').expect(401);
    const forged = jwt.sign(
      { sub: userIdForEmail('ada@example.com'), email: 'ada@example.com' },
      'x'.repeat(40),
    );
    await request(server()).get('/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it('rotates the refresh token and issues a working access token', async () => {
    const session = await signIn('rotate@example.com');

    const refreshed = await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: session.refreshToken })
      .expect(200);

    expect(refreshed.body.refresh_token).toEqual(expect.any(String));
    expect(refreshed.body.refresh_token).not.toBe(session.refreshToken);
    const me = await signedInUser(server(), refreshed.body.access_token);
    expect(me.body.email).toBe('rotate@example.com');
  });

  it('revokes the whole family when a used refresh token comes back after the grace period', async () => {
    const session = await signIn('reuse@example.com');
    const rotated = await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: session.refreshToken })
      .expect(200);
    await t.tdb.db
      .updateTable('auth_refresh_tokens')
      .set({ used_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where('used_at', 'is not', null)
      .where('user_id', '=', userIdForEmail('reuse@example.com'))
      .execute();

    const reuse = await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: session.refreshToken })
      .expect(401);

    expect(reuse.body.code).toBe('AUTH.REFRESH_REUSED');
    const successor = await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: rotated.body.refresh_token })
      .expect(401);
    expect(successor.body.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
  });

  it('lets one of two concurrent refreshes (two tabs) win without ending the session', async () => {
    const session = await signIn('race@example.com');

    const answers = await Promise.all(
      [1, 2].map(() => request(server()).post('/auth/refresh').send({ refresh_token: session.refreshToken })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 401)!;
    expect(loser.body.code).toBe('AUTH.REFRESH_RACED');
    await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: winner.body.refresh_token })
      .expect(200);
  });

  it('refuses an unknown refresh token and names the missing field', async () => {
    const unknown = await request(server()).post('/auth/refresh').send({ refresh_token: 'nope' }).expect(401);
    expect(unknown.body.code).toBe('AUTH.INVALID_REFRESH_TOKEN');
    const missing = await request(server()).post('/auth/refresh').send({}).expect(400);
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['refresh_token'] })]);
  });

  it('logs out: 200, the presented refresh family is revoked and UserSignedOut is on the stream', async () => {
    const session = await signIn('logout@example.com');

    await request(server())
      .post('/auth/logout')
      .set('Authorization', `Bearer ${session.token}`)
      .send({ refresh_token: session.refreshToken })
      .expect(200);

    expect(await eventTypes('logout@example.com')).toEqual(['UserRegistered', 'UserSignedOut']);
    await request(server()).post('/auth/refresh').send({ refresh_token: session.refreshToken }).expect(401);
  });

  it("logs out without a body, as the spec's client does, and needs a signed-in caller", async () => {
    const session = await signIn('logout-nobody@example.com');

    await request(server()).post('/auth/logout').set('Authorization', `Bearer ${session.token}`).expect(200);
    await request(server()).post('/auth/logout').expect(401);

    expect(await eventTypes('logout-nobody@example.com')).toEqual(['UserRegistered', 'UserSignedOut']);
  });

  it("confirms save-token for the caller's own token and refuses someone else's", async () => {
    const mine = await signIn('saver@example.com');
    const theirs = await signIn('other-saver@example.com');
    const auth = `Bearer ${mine.token}`;

    await request(server())
      .post('/auth/save-token')
      .set('Authorization', auth)
      .send({ token: mine.token })
      .expect(200, {
        saved: true,
      });
    const foreign = await request(server())
      .post('/auth/save-token')
      .set('Authorization', auth)
      .send({ token: theirs.token })
      .expect(403);
    expect(foreign.body.code).toBe('AUTH.FORBIDDEN');
    await request(server()).post('/auth/save-token').set('Authorization', auth).send({}).expect(400);
  });

  it('redirects with an error when the callback state was not issued to this browser', async () => {
    doubles.next = identity('csrf@example.com');
    const login = await request(server()).get('/auth/google/login').expect(302);
    const authorizeUrl = new URL(login.headers.location);
    const consent = await request(authorizeUrl.origin).get(`${authorizeUrl.pathname}${authorizeUrl.search}`);
    const callbackUrl = new URL(consent.headers.location);

    const callback = await request(server()).get(`${callbackUrl.pathname}${callbackUrl.search}`).expect(302);

    const landing = new URL(callback.headers.location);
    expect(landing.pathname).toBe('/auth/callback');
    expect(landing.searchParams.get('error')).toMatch(/expired or was started in another browser/);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(await eventTypes('csrf@example.com')).toEqual([]);
  });

  it('redirects with a fixed message when the user cancels at the provider, never the text in the URL', async () => {
    const callback = await request(server())
      .get(
        '/auth/google/callback?error=access_denied&error_description=Your%20account%20is%20locked%2C%20call%20us',
      )
      .expect(302);

    const landing = new URL(callback.headers.location);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(landing.searchParams.get('error')).toBe('Sign-in was cancelled.');
  });

  it('refuses an account whose e-mail the provider has not verified', async () => {
    const landing = await signInThroughProvider(identity('unverified@example.com', false));

    expect(landing.searchParams.get('error')).toMatch(/not verified/);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(await eventTypes('unverified@example.com')).toEqual([]);
  });

  describe('short-lived access tokens', () => {
    const now = () => Math.floor(Date.now() / 1000);
    /** An access token issued `age` seconds ago, signed as the app signs them. */
    /** An access token of the signed-in session, as the app would have issued it `age` seconds ago. */
    const issuedAgo = (session: { token: string }, age: number) => {
      const { sub, email, sid } = jwt.decode(session.token) as jwt.JwtPayload;
      return jwt.sign(
        { sub, email, sid, admin: false, iat: now() - age, auth_time: now() - age },
        t.config.JWT_SECRET,
        { expiresIn: t.config.ACCESS_TOKEN_TTL_SECONDS, issuer: 'outreach-api', audience: 'outreach' },
      );
    };

    it('answers 401 to an expired access token; the refresh token then gives a working pair', async () => {
      const session = await signIn('expired@example.com');
      const expired = issuedAgo(session, t.config.ACCESS_TOKEN_TTL_SECONDS + 5);

      await request(server()).get('/auth/me').set('Authorization', `Bearer ${expired}`).expect(401);
      const refreshed = await request(server())
        .post('/auth/refresh')
        .send({ refresh_token: session.refreshToken })
        .expect(200);

      const me = await signedInUser(server(), refreshed.body.access_token);
      expect(me.body.email).toBe('expired@example.com');
      await request(server())
        .post('/auth/refresh')
        .send({ refresh_token: refreshed.body.refresh_token })
        .expect(200);
    });

    it('sends no X-Access-Token while the token has more than half its life left', async () => {
      const fresh = issuedAgo(await signIn('fresh@example.com'), 10);

      const me = await signedInUser(server(), fresh);

      expect(me.headers['x-access-token']).toBeUndefined();
    });

    it('answers a token past half its life with a fresh one in X-Access-Token, exposed to scripts', async () => {
      const ageing = issuedAgo(
        await signIn('sliding@example.com'),
        t.config.ACCESS_TOKEN_TTL_SECONDS / 2 + 5,
      );

      const me = await signedInUser(server(), ageing);

      const renewed = me.headers['x-access-token'] as string;
      expect(renewed).toEqual(expect.any(String));
      expect(me.headers['access-control-expose-headers']).toMatch(/X-Access-Token/);
      const claims = jwt.decode(renewed) as jwt.JwtPayload;
      expect((claims.exp as number) - now()).toBeGreaterThan(t.config.ACCESS_TOKEN_TTL_SECONDS - 5);
      const again = await signedInUser(server(), renewed);
      expect(again.body.email).toBe('sliding@example.com');
      expect(again.headers['x-access-token']).toBeUndefined();
    });

    it('renews on admin routes too, and never on a refused request', async () => {
      const boss = await signIn('boss@example.com');
      const plain = await signIn('plain@example.com');

      const admin = await request(server())
        .post('/api/clubs/create')
        .set('Authorization', `Bearer ${issuedAgo(boss, t.config.ACCESS_TOKEN_TTL_SECONDS - 5)}`)
        .send({ club_code: 'renewal-club', club_name: 'Renewal Club' })
        .expect(201);
      expect(admin.headers['x-access-token']).toEqual(expect.any(String));

      const expired = await request(server())
        .get('/auth/me')
        .set('Authorization', `Bearer ${issuedAgo(plain, t.config.ACCESS_TOKEN_TTL_SECONDS + 1)}`)
        .expect(401);
      expect(expired.headers['x-access-token']).toBeUndefined();
    });

    it('ends the session on a logout without a refresh token: no renewal, no refresh, other sessions untouched', async () => {
      const laptop = await signIn('leaver@example.com');
      const phone = await signIn('leaver@example.com');

      await request(server())
        .post('/auth/logout')
        .set('Authorization', `Bearer ${laptop.token}`)
        .send({ refresh_token: null })
        .expect(200);

      const ageing = await signedInUser(server(), issuedAgo(laptop, t.config.ACCESS_TOKEN_TTL_SECONDS - 5));
      expect(ageing.headers['x-access-token']).toBeUndefined();
      await request(server()).post('/auth/refresh').send({ refresh_token: laptop.refreshToken }).expect(401);
      const other = await signedInUser(server(), issuedAgo(phone, t.config.ACCESS_TOKEN_TTL_SECONDS - 5));
      expect(other.headers['x-access-token']).toEqual(expect.any(String));
      await request(server()).post('/auth/refresh').send({ refresh_token: phone.refreshToken }).expect(200);
    });
  });

  it('marks the user active once a day from /auth/me and /auth/refresh', async () => {
    const session = await signIn('active@example.com');
    const auth = `Bearer ${session.token}`;

    await request(server()).get('/auth/me').set('Authorization', auth).expect(200);
    await request(server()).get('/auth/me').set('Authorization', auth).expect(200);
    await request(server()).post('/auth/refresh').send({ refresh_token: session.refreshToken }).expect(200);

    const events = await t.store.readStream(userStreamId(userIdForEmail('active@example.com')));
    const markers = events.filter((event) => event.type === 'UserActivityRecorded');
    expect(markers.map((event) => event.data)).toEqual([
      { userId: userIdForEmail('active@example.com'), day: new Date().toISOString().slice(0, 10) },
    ]);
  });

  it('resolves two simultaneous first sign-ins into one registration and one sign-in', async () => {
    const commandBus = t.app.get(CommandBus);
    const who = { email: 'twice@example.com', firstName: 'Twi', lastName: 'Ce', provider: 'google' as const };

    const results = await Promise.all([
      commandBus.execute(registerOrSignIn(who)),
      commandBus.execute(registerOrSignIn(who)),
    ]);

    expect(results.map((result) => result.existingUser).sort()).toEqual([false, true]);
    expect(await eventTypes('twice@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
  });
});
