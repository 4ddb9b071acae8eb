import jwt from 'jsonwebtoken';
import { OAuth2Server } from 'oauth2-mock-server';
import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { RegisterOrSignIn } from '../../users/commands/register-or-sign-in.command';
import { userIdForEmail } from '../../users/user-id';
import { userStreamId } from '../../users/user.events';
import { AuthTestApp, createAuthTestApp } from './testing/auth-test-app';

interface MockIdentity {
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  emailVerified?: boolean;
}

const PUBLIC_URL = 'http://app.test';

describe('sign-in with the Google strategy against an OAuth2 double', () => {
  let oauth: OAuth2Server;
  let t: AuthTestApp;
  let nextIdentity: MockIdentity;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const issuer = oauth.issuer.url as string;
    // The double signs whoever the test says is at the keyboard into its tokens; userinfo answers from the
    // bearer token, so the profile the app gets depends on the code it actually exchanged.
    oauth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, {
        sub: `google-${nextIdentity.email}`,
        email: nextIdentity.email,
        email_verified: nextIdentity.emailVerified ?? true,
        name: nextIdentity.name,
        given_name: nextIdentity.givenName,
        family_name: nextIdentity.familyName,
      });
    });
    oauth.service.on(
      'beforeUserinfo',
      (
        response: { body: unknown; statusCode: number },
        req: { headers: Record<string, string>; query: Record<string, string> },
      ) => {
        // passport-oauth2 sends the token as the access_token query parameter, which Google also accepts.
        const token = req.query.access_token ?? (req.headers.authorization ?? '').replace(/^Bearer /, '');
        const claims = jwt.decode(token) as Record<string, unknown>;
        const { sub, email, email_verified, name, given_name, family_name } = claims;
        response.body = { sub, email, email_verified, name, given_name, family_name };
      },
    );
    t = await createAuthTestApp({
      PUBLIC_URL,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-client-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
      ADMIN_EMAILS: 'Admin@Example.com, boss@example.com',
    });
  });

  afterAll(async () => {
    await t?.close();
    await oauth?.stop();
  });

  const server = () => t.app.getHttpServer();

  function identity(email: string, emailVerified = true): MockIdentity {
    const [givenName, familyName] = email.startsWith('admin') ? ['Grace', 'Hopper'] : ['Ada', 'Lovelace'];
    return { email, name: `${givenName} ${familyName}`, givenName, familyName, emailVerified };
  }

  /** Login → provider → callback, as a browser would, returning the frontend URL the app redirected to. */
  async function signInThroughProvider(who: MockIdentity): Promise<URL> {
    nextIdentity = who;
    const login = await request(server()).get('/auth/google/login').expect(302);
    const authorizeUrl = new URL(login.headers.location);
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${oauth.issuer.url}/authorize`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/google/callback`);
    expect(authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
    const stateCookie = (login.headers['set-cookie'] as unknown as string[])
      .map((cookie) => cookie.split(';')[0])
      .find((cookie) => cookie.startsWith('oauth_state='));
    expect(stateCookie).toBeDefined();

    const consent = await request(authorizeUrl.origin)
      .get(`${authorizeUrl.pathname}${authorizeUrl.search}`)
      .expect(302);
    const callbackUrl = new URL(consent.headers.location);
    expect(callbackUrl.pathname).toBe('/auth/google/callback');

    const callback = await request(server())
      .get(`${callbackUrl.pathname}${callbackUrl.search}`)
      .set('Cookie', stateCookie as string)
      .expect(302);
    const landing = new URL(callback.headers.location);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    return landing;
  }

  async function signIn(email: string) {
    const landing = await signInThroughProvider(identity(email));
    const token = landing.searchParams.get('token') as string;
    const refreshToken = landing.searchParams.get('refresh_token') as string;
    expect(token).toBeTruthy();
    expect(refreshToken).toBeTruthy();
    return { token, refreshToken, existingUser: landing.searchParams.get('existing_user') === 'true' };
  }

  const eventTypes = async (email: string) =>
    (await t.store.readStream(userStreamId(userIdForEmail(email)))).map((event) => event.type);

  it('registers a first-time user and redirects to the frontend callback with an access and a refresh token', async () => {
    const session = await signIn('ada@example.com');

    expect(session.existingUser).toBe(false);
    const events = await t.store.readStream(userStreamId(userIdForEmail('ada@example.com')));
    expect(events.map((event) => [event.type, event.data])).toEqual([
      [
        'UserRegistered',
        {
          userId: userIdForEmail('ada@example.com'),
          email: 'ada@example.com',
          firstName: 'Ada',
          lastName: 'Lovelace',
          provider: 'google',
        },
      ],
    ]);
    await request(server()).get('/auth/me').set('Authorization', `Bearer ${session.token}`).expect(200, {
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_admin: false,
      role: 'user',
    });
  });

  it('signs a registered user in again with existing_user=true and a UserSignedIn event', async () => {
    await signIn('returning@example.com');
    const again = await signIn('returning@example.com');

    expect(again.existingUser).toBe(true);
    expect(await eventTypes('returning@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
  });

  it('treats an e-mail listed in ADMIN_EMAILS as an admin, whatever its case', async () => {
    const session = await signIn('admin@example.com');

    const me = await request(server())
      .get('/auth/me')
      .set('Authorization', `Bearer ${session.token}`)
      .expect(200);
    expect(me.body).toEqual({
      email: 'admin@example.com',
      first_name: 'Grace',
      last_name: 'Hopper',
      is_admin: true,
      role: 'admin',
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
    const me = await request(server())
      .get('/auth/me')
      .set('Authorization', `Bearer ${refreshed.body.access_token}`)
      .expect(200);
    expect(me.body.email).toBe('rotate@example.com');
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await signIn('reuse@example.com');
    const rotated = await request(server())
      .post('/auth/refresh')
      .send({ refresh_token: session.refreshToken })
      .expect(200);

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

  it('lets only one of two concurrent refreshes of the same token win', async () => {
    const session = await signIn('race@example.com');

    const statuses = await Promise.all(
      [1, 2].map(
        async () =>
          (await request(server()).post('/auth/refresh').send({ refresh_token: session.refreshToken }))
            .status,
      ),
    );

    expect(statuses.sort()).toEqual([200, 401]);
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
    nextIdentity = identity('csrf@example.com');
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

  it('redirects with an error when the user cancels at the provider', async () => {
    const callback = await request(server())
      .get('/auth/google/callback?error=access_denied&error_description=User%20cancelled')
      .expect(302);

    const landing = new URL(callback.headers.location);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(landing.searchParams.get('error')).toMatch(/cancelled/);
  });

  it('refuses an account whose e-mail the provider has not verified', async () => {
    const landing = await signInThroughProvider(identity('unverified@example.com', false));

    expect(landing.searchParams.get('error')).toMatch(/not verified/);
    expect(landing.searchParams.get('token')).toBeNull();
    expect(await eventTypes('unverified@example.com')).toEqual([]);
  });

  it('resolves two simultaneous first sign-ins into one registration and one sign-in', async () => {
    const commandBus = t.app.get(CommandBus);
    const who = { email: 'twice@example.com', firstName: 'Twi', lastName: 'Ce', provider: 'google' as const };

    const results = await Promise.all([
      commandBus.execute(new RegisterOrSignIn(who)),
      commandBus.execute(new RegisterOrSignIn(who)),
    ]);

    expect(results.map((result) => result.existingUser).sort()).toEqual([false, true]);
    expect(await eventTypes('twice@example.com')).toEqual(['UserRegistered', 'UserSignedIn']);
  });
});
