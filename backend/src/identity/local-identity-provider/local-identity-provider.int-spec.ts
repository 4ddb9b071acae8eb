import { Global, INestApplication, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { userIdForEmail } from '../../users/user-id';
import { userStreamId } from '../../users/user.events';
import { APP_CONFIG, AppConfig, loadConfig } from '../../platform/config/config';
import {
  LOCAL_IDENTITY_CLIENT_ID,
  LOCAL_IDENTITY_CLIENT_SECRET,
  LOCAL_OUTLOOK_CLIENT_ID,
} from '../identity-provider.settings';
import { AuthTestApp, createAuthTestApp } from '../testing/auth-test-app';
import { returnToApp, signedInUser, startSignIn } from '../testing/sign-in-round-trip';
import { freePort } from '../../platform/database/embedded-postgres';
import { LocalIdentityProviderModule } from './local-identity-provider.module';

const PUBLIC_URL = 'http://localhost:3000';
const REDIRECT_URI = `${PUBLIC_URL}/auth/google/callback`;
const OUTLOOK_REDIRECT_URI = `${PUBLIC_URL}/auth/outlook/callback`;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('local development identity provider endpoints', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const config: AppConfig = loadConfig({
      NODE_ENV: 'development',
      PUBLIC_URL,
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    });

    @Global()
    @Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
    class ConfigOnlyModule {}

    const moduleRef = await Test.createTestingModule({
      imports: [ConfigOnlyModule, LocalIdentityProviderModule],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
  });

  const server = () => app.getHttpServer();
  const authorizeQuery = `client_id=${LOCAL_IDENTITY_CLIENT_ID}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code&state=s-1`;

  async function codeFor(
    email: string,
    name: string,
    client = { id: LOCAL_IDENTITY_CLIENT_ID, redirectUri: REDIRECT_URI },
  ): Promise<string> {
    const response = await request(server())
      .post('/dev-oidc/authorize')
      .type('form')
      .send(form({ client_id: client.id, redirect_uri: client.redirectUri, state: 's-1', email, name }))
      .expect(302);
    const location = new URL(response.headers.location);
    expect(`${location.origin}${location.pathname}`).toBe(client.redirectUri);
    expect(location.searchParams.get('state')).toBe('s-1');
    return location.searchParams.get('code') as string;
  }

  const exchange = (code: string, overrides: Record<string, string> = {}) =>
    request(server())
      .post('/dev-oidc/token')
      .type('form')
      .send(
        form({
          grant_type: 'authorization_code',
          code,
          redirect_uri: REDIRECT_URI,
          client_id: LOCAL_IDENTITY_CLIENT_ID,
          client_secret: LOCAL_IDENTITY_CLIENT_SECRET,
          ...overrides,
        }),
      );

  it('shows an accessible sign-in page that says it stands in for Google during development', async () => {
    const page = await request(server()).get(`/dev-oidc/authorize?${authorizeQuery}`).expect(200);

    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<title>Local sign-in (development)</title>');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Local sign-in standing in for Google</h1>');
    expect(page.text).toMatch(/development stand-in for Google/);
    expect(page.text).toContain('<label for="email">Email</label>');
    expect(page.text).toContain('<label for="name">Name</label>');
    expect(page.text).toContain('<button type="submit">Sign in</button>');
    expect(page.text).toContain('name="state" value="s-1"');
  });

  it('runs authorize → token → userinfo and answers userinfo the way Google v3 does', async () => {
    const code = await codeFor('Ada@Example.com', 'Ada King Lovelace');

    const token = await exchange(code).expect(200);
    expect(token.body).toEqual({
      access_token: expect.any(String),
      id_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'openid email profile',
    });
    const userinfo = await request(server())
      .get('/dev-oidc/userinfo')
      .set('Authorization', `Bearer ${token.body.access_token}`)
      .expect(200);

    expect(userinfo.body).toEqual({
      sub: expect.stringMatching(/^local-/),
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada King Lovelace',
      given_name: 'Ada',
      family_name: 'King Lovelace',
    });
  });

  it('accepts a code only once', async () => {
    const code = await codeFor('once@example.com', 'Once');
    await exchange(code).expect(200);

    const again = await exchange(code).expect(400);

    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses a code presented for another redirect URI or with a wrong client secret', async () => {
    const wrongRedirect = await exchange(await codeFor('r@example.com', 'R'), {
      redirect_uri: 'http://evil.test/cb',
    }).expect(400);
    expect(wrongRedirect.body.error).toBe('invalid_grant');

    const wrongSecret = await exchange(await codeFor('s@example.com', 'S'), {
      client_secret: 'guess',
    }).expect(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
  });

  it('answers invalid_client, not a server error, to Basic credentials with a broken escape', async () => {
    const broken = await request(server())
      .post('/dev-oidc/token')
      .set('Authorization', `Basic ${Buffer.from('%E0%A4%A:secret').toString('base64')}`)
      .type('form')
      .send(form({ grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT_URI }))
      .expect(401);

    expect(broken.body.error).toBe('invalid_client');
  });

  it('re-shows the form with an announced error when the e-mail is not valid', async () => {
    const page = await request(server())
      .post('/dev-oidc/authorize')
      .type('form')
      .send(
        form({
          client_id: LOCAL_IDENTITY_CLIENT_ID,
          redirect_uri: REDIRECT_URI,
          email: 'not-an-email',
          name: 'X',
        }),
      )
      .expect(400);

    expect(page.text).toContain('role="alert"');
    expect(page.text).toContain('aria-invalid="true"');
    expect(page.text).toContain('value="not-an-email"');
  });

  it("never redirects to a redirect URI other than the app's own callback", async () => {
    const foreign = `client_id=${LOCAL_IDENTITY_CLIENT_ID}&redirect_uri=${encodeURIComponent('http://evil.test/cb')}&response_type=code`;

    const page = await request(server()).get(`/dev-oidc/authorize?${foreign}`).expect(400);

    expect(page.headers.location).toBeUndefined();
  });

  it('answers 401 to userinfo without a valid access token', async () => {
    await request(server()).get('/dev-oidc/userinfo').set('Authorization', 'Bearer unknown').expect(401);
  });

  it('says on the sign-in page of the Outlook client that it stands in for Outlook', async () => {
    const query = `client_id=${LOCAL_OUTLOOK_CLIENT_ID}&redirect_uri=${encodeURIComponent(OUTLOOK_REDIRECT_URI)}&response_type=code`;

    const page = await request(server()).get(`/dev-oidc/authorize?${query}`).expect(200);

    expect(page.text).toContain('<h1>Local sign-in standing in for Outlook</h1>');
    expect(page.text).toMatch(/No Microsoft client is configured/);
    expect(page.text).toContain(`name="client_id" value="${LOCAL_OUTLOOK_CLIENT_ID}"`);
  });

  it("answers the Outlook client's tokens on a Graph-shaped /me", async () => {
    const outlook = { id: LOCAL_OUTLOOK_CLIENT_ID, redirectUri: OUTLOOK_REDIRECT_URI };
    const code = await codeFor('Grace@Example.com', 'Grace Brewster Hopper', outlook);
    const token = await exchange(code, { client_id: outlook.id, redirect_uri: outlook.redirectUri }).expect(
      200,
    );
    expect(token.body.scope).toBe('openid email profile User.Read');

    const me = await request(server())
      .get('/dev-oidc/graph/v1.0/me/')
      .set('Authorization', `Bearer ${token.body.access_token}`)
      .expect(200);

    expect(me.body).toEqual({
      id: expect.stringMatching(/^local-/),
      displayName: 'Grace Brewster Hopper',
      givenName: 'Grace',
      surname: 'Brewster Hopper',
      mail: 'grace@example.com',
      userPrincipalName: 'grace@example.com',
    });
    await request(server()).get('/dev-oidc/graph/v1.0/me').set('Authorization', 'Bearer unknown').expect(401);
  });

  it("refuses a code of one client presented by the other, and each client's redirect URI for the other", async () => {
    const code = await codeFor('cross@example.com', 'Cross');

    const crossed = await exchange(code, { client_id: LOCAL_OUTLOOK_CLIENT_ID }).expect(400);
    expect(crossed.body.error).toBe('invalid_grant');
    const mixed = `client_id=${LOCAL_OUTLOOK_CLIENT_ID}&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code`;
    await request(server()).get(`/dev-oidc/authorize?${mixed}`).expect(400);
  });
});

describe('signing in through the local provider with the real Google and Microsoft strategies', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    const port = await freePort();
    t = await createAuthTestApp({ NODE_ENV: 'development', PUBLIC_URL, PORT: String(port) });
    // The strategies call the token, userinfo and Graph endpoints over HTTP on the configured port.
    await t.app.listen(port, '127.0.0.1');
  });

  afterAll(async () => {
    await t?.close();
  });

  /** The start route → the local sign-in page → the app's callback, returning the frontend URL. */
  async function signInLocally(
    startPath: string,
    email: string,
    name: string,
    standsInFor: string,
  ): Promise<URL> {
    const server = t.app.getHttpServer();
    const { authorize, stateCookie } = await startSignIn(server, startPath);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${PUBLIC_URL}/dev-oidc/authorize`);
    const page = await request(server).get(`${authorize.pathname}${authorize.search}`).expect(200);
    expect(page.text).toContain(`<h1>Local sign-in standing in for ${standsInFor}</h1>`);

    const signIn = await request(server)
      .post('/dev-oidc/authorize')
      .type('form')
      .send(
        form({
          client_id: authorize.searchParams.get('client_id') as string,
          redirect_uri: authorize.searchParams.get('redirect_uri') as string,
          state: authorize.searchParams.get('state') as string,
          email,
          name,
        }),
      )
      .expect(302);
    return (await returnToApp(server, signIn.headers.location, stateCookie)).landing;
  }

  it('registers the user typed on the Google stand-in and redirects to the frontend with tokens', async () => {
    const frontend = await signInLocally('/auth/google/login', 'dev@example.com', 'Dev Eloper', 'Google');

    expect(`${frontend.origin}${frontend.pathname}`).toBe(`${PUBLIC_URL}/signup/callback`);
    expect(frontend.searchParams.get('error')).toBeNull();
    const me = await signedInUser(t.app.getHttpServer(), frontend.searchParams.get('token'));
    expect(me.body).toEqual({
      email: 'dev@example.com',
      first_name: 'Dev',
      last_name: 'Eloper',
      is_admin: false,
      role: 'user',
      plan: 'Free',
      club_sponsor: null,
    });
    const [registered] = await t.store.readStream(userStreamId(userIdForEmail('dev@example.com')));
    expect(registered.data).toMatchObject({ provider: 'local' });
  });

  it('signs up through the Outlook stand-in with the Microsoft strategy reading its Graph /me', async () => {
    const frontend = await signInLocally(
      '/auth/outlook/signup?plan=growth&cycle=monthly',
      'Outlook.Dev@Example.com',
      'Out Look',
      'Outlook',
    );

    expect(`${frontend.origin}${frontend.pathname}`).toBe(`${PUBLIC_URL}/signup/callback`);
    expect(frontend.searchParams.get('plan')).toBe('Basic');
    const [registered] = await t.store.readStream(userStreamId(userIdForEmail('outlook.dev@example.com')));
    expect(registered.data).toMatchObject({
      email: 'outlook.dev@example.com',
      firstName: 'Out',
      lastName: 'Look',
      provider: 'local',
      signup: { flow: 'signup', plan: 'Basic', cycle: 'monthly' },
    });
  });
});

describe('the local provider in production', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://outreach.example',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      MICROSOFT_CLIENT_ID: 'microsoft-client',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('is not served at all, and both buttons leave for the real providers', async () => {
    for (const path of ['/dev-oidc/authorize', '/dev-oidc/userinfo', '/dev-oidc/graph/v1.0/me']) {
      await request(t.app.getHttpServer()).get(path).expect(404);
    }
    await request(t.app.getHttpServer()).post('/dev-oidc/token').expect(404);

    const google = await request(t.app.getHttpServer()).get('/auth/google/login').expect(302);
    expect(new URL(google.headers.location).host).toBe('accounts.google.com');
    const outlook = await request(t.app.getHttpServer()).get('/auth/outlook/signup').expect(302);
    expect(new URL(outlook.headers.location).host).toBe('login.microsoftonline.com');
  });
});
