import type { INestApplication } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '@outreach/backend/create-app';
import { RefreshTokens } from '@outreach/backend/platform/auth/refresh-tokens.service';
import { returnToApp, startSignIn } from '@outreach/backend/identity/testing/sign-in-round-trip';
import { loadConfig } from '@outreach/backend/platform/config/config';
import { freePort } from '@outreach/backend/platform/database/embedded-postgres';
import { loggableUrl } from '@outreach/backend/platform/logging/logger';
import { createTestDatabase, TestDatabase } from '@outreach/backend/platform/testing/test-database';
import { userIdForEmail } from '@outreach/backend/users/user-id';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('request logs', () => {
  let tdb: TestDatabase;
  let app: INestApplication;
  const lines: string[] = [];

  beforeAll(async () => {
    tdb = await createTestDatabase();
    // The local identity provider's back channel calls the app on its own port.
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: tdb.url,
      JWT_SECRET: SECRET,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
    });
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await createApp(config, pino({ level: 'info' }, sink));
    await app.listen(port, '127.0.0.1');
  });

  afterAll(async () => {
    await app?.close();
    await tdb?.drop();
  });

  const server = () => app.getHttpServer();
  const logged = () => lines.join('');

  it('keeps the tokens of a whole sign-in out of the log: provider code and state, the redirect, the callback page', async () => {
    const { authorize, stateCookie } = await startSignIn(server(), '/auth/google/signup?plan=Pro');
    const consent = await request(server())
      .post(authorize.pathname)
      .type('form')
      .send({
        client_id: authorize.searchParams.get('client_id'),
        redirect_uri: authorize.searchParams.get('redirect_uri'),
        state: authorize.searchParams.get('state'),
        email: 'logged@example.com',
        name: 'Lo Gged',
      })
      .expect(302);
    const callback = new URL(consent.headers.location);
    const { landing } = await returnToApp(server(), consent.headers.location, stateCookie);
    const token = landing.searchParams.get('token') as string;
    const refreshToken = landing.searchParams.get('refresh_token') as string;
    // The browser then opens the callback page, which the API serves when it serves the frontend.
    await request(server()).get(`/auth/callback${landing.search}`);

    const log = logged();
    expect(token).toBeTruthy();
    for (const secret of [
      token,
      refreshToken,
      callback.searchParams.get('code') as string,
      callback.searchParams.get('state') as string,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/auth/google/callback?code=[Redacted]&state=[Redacted]');
  });

  it('keeps a renewed access token out of the log', async () => {
    const userId = userIdForEmail('logged@example.com');
    const { sessionId } = await app.get(RefreshTokens).issue(userId);
    const now = Math.floor(Date.now() / 1000);
    const ageing = jwt.sign(
      { sub: userId, email: 'logged@example.com', iat: now - 200, auth_time: now - 200, sid: sessionId },
      SECRET,
      { expiresIn: 300, issuer: 'outreach-api', audience: 'outreach' },
    );

    const me = await request(server()).get('/auth/me').set('Authorization', `Bearer ${ageing}`).expect(200);

    const renewed = me.headers['x-access-token'] as string;
    expect(renewed).toEqual(expect.any(String));
    expect(logged()).not.toContain(renewed);
    expect(logged()).not.toContain(ageing);
  });

  it("records each answer's status and duration, and where the request came from", async () => {
    await request(server()).get('/api/config/public').expect(200);
    await request(server()).get('/api/no-such-route').set('Accept', 'application/json').expect(404);

    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'request completed');
    const answer = (url: string) =>
      entries.find((entry) => (entry.req as { url: string }).url === url) as {
        req: { method: string; remoteAddress: string };
        res: { statusCode: number };
        responseTime: number;
      };
    expect(answer('/api/config/public')).toMatchObject({
      req: { method: 'GET', remoteAddress: expect.stringContaining('127.0.0.1') },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(answer('/api/no-such-route').res.statusCode).toBe(404);
  });

  it('shows a URL with its credential parameters redacted and everything else kept', () => {
    expect(loggableUrl('/api/admin/users?page=2&search=ada')).toBe('/api/admin/users?page=2&search=ada');
    expect(loggableUrl('/auth/callback?token=abc&refresh_token=def&existing_user=true')).toBe(
      '/auth/callback?token=[Redacted]&refresh_token=[Redacted]&existing_user=true',
    );
    expect(loggableUrl('/health')).toBe('/health');
  });
});
