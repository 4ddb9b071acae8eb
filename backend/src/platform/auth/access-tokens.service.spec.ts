import jwt from 'jsonwebtoken';
import { loadConfig } from '../config/config';
import { AccessTokens, bearerToken } from './access-tokens.service';
import { InvalidAccessToken } from './auth.errors';

const configWith = (env: Record<string, string> = {}) =>
  loadConfig({
    DATABASE_URL: 'postgres://u@127.0.0.1/db',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    ...env,
  });

const user = { userId: '7c9e6679-7425-50de-944b-e07fc1f90ae7', email: 'Boss@Example.com' };

describe('access tokens', () => {
  it('round-trips the user id and lower-cased e-mail', () => {
    const tokens = new AccessTokens(configWith());

    expect(tokens.verify(tokens.issue(user))).toEqual({
      userId: user.userId,
      email: 'boss@example.com',
      isAdmin: false,
      sessionId: null,
    });
    expect(tokens.verify(tokens.issue(user, { sessionId: 'session-1' })).sessionId).toBe('session-1');
  });

  it('decides admin from ADMIN_EMAILS when verifying, so removing an admin applies to tokens already issued', () => {
    const issuedWhileAdmin = new AccessTokens(configWith({ ADMIN_EMAILS: 'boss@example.com' })).issue(user);

    expect(
      new AccessTokens(configWith({ ADMIN_EMAILS: 'boss@example.com' })).verify(issuedWhileAdmin).isAdmin,
    ).toBe(true);
    expect(
      new AccessTokens(configWith({ ADMIN_EMAILS: 'other@example.com' })).verify(issuedWhileAdmin).isAdmin,
    ).toBe(false);
  });

  it('rejects missing, expired, foreign-key and unsigned tokens', () => {
    const config = configWith({ ACCESS_TOKEN_TTL_SECONDS: '60' });
    const tokens = new AccessTokens(config);
    const expired = jwt.sign(
      { sub: user.userId, email: user.email, exp: Math.floor(Date.now() / 1000) - 10 },
      config.JWT_SECRET,
      {
        issuer: 'outreach-api',
        audience: 'outreach',
      },
    );
    const foreign = jwt.sign(
      { sub: user.userId, email: user.email },
      'another-secret-of-at-least-32-characters',
    );
    const unsigned = jwt.sign({ sub: user.userId, email: user.email }, '', { algorithm: 'none' });

    for (const token of [undefined, '', 'garbage', expired, foreign, unsigned]) {
      expect(() => tokens.verify(token)).toThrow(InvalidAccessToken);
    }
  });

  describe('renewal', () => {
    const config = configWith({ ACCESS_TOKEN_TTL_SECONDS: '60', REFRESH_TOKEN_TTL_DAYS: '1' });
    const tokens = new AccessTokens(config);
    const now = Date.now();
    const issuedSecondsAgo = (
      seconds: number,
      authTimeSecondsAgo = seconds,
      sid: string | null = 'session-1',
    ) =>
      jwt.sign(
        {
          sub: user.userId,
          email: user.email.toLowerCase(),
          iat: Math.floor(now / 1000) - seconds,
          auth_time: Math.floor(now / 1000) - authTimeSecondsAgo,
          ...(sid ? { sid } : {}),
        },
        config.JWT_SECRET,
        { expiresIn: 60, issuer: 'outreach-api', audience: 'outreach' },
      );

    it('issues no successor while more than half of the lifetime is left', () => {
      expect(tokens.verifyAndRenew(issuedSecondsAgo(20), now).renewed).toBeNull();
    });

    it('issues a working successor with a full lifetime once past half of it', () => {
      const { user: verified, renewed } = tokens.verifyAndRenew(issuedSecondsAgo(40), now);

      expect(verified.userId).toBe(user.userId);
      expect(renewed).toEqual(expect.any(String));
      expect(tokens.verify(renewed)).toEqual(verified);
      const claims = jwt.decode(renewed as string) as jwt.JwtPayload;
      expect((claims.exp as number) - (claims.iat as number)).toBe(60);
    });

    it('never renews a token minted outside a sign-in session (npm run token)', () => {
      expect(tokens.verifyAndRenew(issuedSecondsAgo(40, 40, null), now).renewed).toBeNull();
    });

    it('keeps the session and the time it began across renewals', () => {
      expect(tokens.verify(tokens.verifyAndRenew(issuedSecondsAgo(40), now).renewed).sessionId).toBe(
        'session-1',
      );
      const { renewed } = tokens.verifyAndRenew(issuedSecondsAgo(40, 3600), now);

      expect((jwt.decode(renewed as string) as jwt.JwtPayload).auth_time).toBe(Math.floor(now / 1000) - 3600);
    });

    it('stops renewing once the session is as old as a refresh token may live', () => {
      const dayAndMinute = 24 * 60 * 60 + 60;
      expect(tokens.verifyAndRenew(issuedSecondsAgo(40, dayAndMinute), now).renewed).toBeNull();
    });

    it('still refuses an expired token instead of renewing it', () => {
      expect(() => tokens.verifyAndRenew(issuedSecondsAgo(61), now)).toThrow(InvalidAccessToken);
    });
  });

  it('reads the token of a Bearer authorization header only', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
