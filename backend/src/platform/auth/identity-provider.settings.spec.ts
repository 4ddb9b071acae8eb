import { loadConfig } from '../config/config';
import { AuthModule } from './auth.module';
import {
  identityProviderSettings,
  localIdentityProviderSettings,
  LocalIdentityProviderRefused,
} from './identity-provider.settings';
import { LocalIdentityProviderModule } from './local-identity-provider/local-identity-provider.module';
import { LocalIdentityProvider } from './local-identity-provider/local-identity-provider.service';

const base = {
  DATABASE_URL: 'postgres://u@127.0.0.1/db',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  PUBLIC_URL: 'https://outreach.example.com/',
};

// loadConfig already refuses production without Google; these build the object by hand to prove the
// identity code refuses on its own too.
const productionWithoutGoogle = {
  ...loadConfig({ ...base, NODE_ENV: 'development' }),
  NODE_ENV: 'production' as const,
};

describe('identity provider settings', () => {
  it('refuses the local development provider in production with a message naming the fix', () => {
    expect(() => identityProviderSettings(productionWithoutGoogle)).toThrow(LocalIdentityProviderRefused);
    expect(() => localIdentityProviderSettings(productionWithoutGoogle)).toThrow(
      /development stand-in for Google.*NODE_ENV=production.*GOOGLE_CLIENT_ID/s,
    );
  });

  it('refuses to build the auth module or the local provider service in production without Google', () => {
    expect(() => AuthModule.forRoot(productionWithoutGoogle)).toThrow(LocalIdentityProviderRefused);
    expect(() => new LocalIdentityProvider(productionWithoutGoogle)).toThrow(LocalIdentityProviderRefused);
  });

  it('uses the local provider in development when no Google client is configured', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development', PORT: '4000' });

    expect(identityProviderSettings(config)).toEqual({
      provider: 'local',
      clientID: expect.any(String),
      clientSecret: expect.any(String),
      authorizationURL: 'https://outreach.example.com/dev-oidc/authorize',
      tokenURL: 'http://127.0.0.1:4000/dev-oidc/token',
      userProfileURL: 'http://127.0.0.1:4000/dev-oidc/userinfo',
      callbackURL: 'https://outreach.example.com/auth/google/callback',
    });
    expect(AuthModule.forRoot(config).imports).toContain(LocalIdentityProviderModule);
  });

  it('uses Google in production and does not register the local provider at all', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });

    expect(identityProviderSettings(config)).toMatchObject({
      provider: 'google',
      clientID: 'id',
      authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
      userProfileURL: 'https://www.googleapis.com/oauth2/v3/userinfo',
    });
    expect(AuthModule.forRoot(config).imports).not.toContain(LocalIdentityProviderModule);
  });

  it('points the same strategy at a double when the override URLs are set', () => {
    const config = loadConfig({
      ...base,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9000/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
    });

    expect(identityProviderSettings(config)).toMatchObject({
      provider: 'google',
      authorizationURL: 'http://127.0.0.1:9000/authorize',
      tokenURL: 'http://127.0.0.1:9000/token',
      userProfileURL: 'http://127.0.0.1:9000/userinfo',
    });
  });
});
