import { loadConfig } from '../platform/config/config';
import {
  googleSettings,
  LOCAL_IDENTITY_CLIENT_ID,
  LOCAL_OUTLOOK_CLIENT_ID,
  localClientSettings,
  LocalIdentityProviderRefused,
  microsoftSettings,
} from './identity-provider.settings';
import { IdentityModule } from './identity.module';
import { LocalIdentityProviderModule } from './local-identity-provider/local-identity-provider.module';
import { LocalIdentityProvider } from './local-identity-provider/local-identity-provider.service';

const base = {
  DATABASE_URL: 'postgres://u@127.0.0.1/db',
  JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
  PUBLIC_URL: 'https://outreach.example.com/',
};

const google = { GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' };
const microsoft = { MICROSOFT_CLIENT_ID: 'ms-id', MICROSOFT_CLIENT_SECRET: 'ms-secret' };

// loadConfig already refuses production without both providers; these build the object by hand to prove
// the identity code refuses on its own too.
const productionWith = (env: Record<string, string>) => ({
  ...loadConfig({ ...base, ...env, NODE_ENV: 'development' }),
  NODE_ENV: 'production' as const,
});

describe('identity provider settings', () => {
  it('refuses the local stand-in for Google in production with a message naming the fix', () => {
    const config = productionWith(microsoft);

    expect(() => googleSettings(config)).toThrow(LocalIdentityProviderRefused);
    expect(() => localClientSettings(config, 'google')).toThrow(
      /development stand-in for Google.*NODE_ENV=production.*GOOGLE_CLIENT_ID/s,
    );
    expect(() => IdentityModule.forRoot(config)).toThrow(LocalIdentityProviderRefused);
  });

  it('refuses the local stand-in for Outlook in production with a message naming the fix', () => {
    const config = productionWith(google);

    expect(() => microsoftSettings(config)).toThrow(LocalIdentityProviderRefused);
    expect(() => localClientSettings(config, 'outlook')).toThrow(
      /development stand-in for Outlook.*NODE_ENV=production.*MICROSOFT_CLIENT_ID/s,
    );
    expect(() => IdentityModule.forRoot(config)).toThrow(LocalIdentityProviderRefused);
  });

  it('refuses to build the local provider service in production, whatever is configured', () => {
    expect(() => new LocalIdentityProvider(productionWith({}))).toThrow(LocalIdentityProviderRefused);
    expect(() => new LocalIdentityProvider(productionWith({ ...google, ...microsoft }))).toThrow(
      LocalIdentityProviderRefused,
    );
  });

  it('uses the local provider for both buttons in development when no client is configured', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'development', PORT: '4000' });

    expect(googleSettings(config)).toEqual({
      provider: 'local',
      clientID: LOCAL_IDENTITY_CLIENT_ID,
      clientSecret: expect.any(String),
      authorizationURL: 'https://outreach.example.com/dev-oidc/authorize',
      tokenURL: 'http://127.0.0.1:4000/dev-oidc/token',
      userProfileURL: 'http://127.0.0.1:4000/dev-oidc/userinfo',
      callbackURL: 'https://outreach.example.com/auth/google/callback',
    });
    expect(microsoftSettings(config)).toEqual({
      provider: 'local',
      clientID: LOCAL_OUTLOOK_CLIENT_ID,
      clientSecret: expect.any(String),
      authorizationURL: 'https://outreach.example.com/dev-oidc/authorize',
      tokenURL: 'http://127.0.0.1:4000/dev-oidc/token',
      graphURL: 'http://127.0.0.1:4000/dev-oidc/graph',
      callbackURL: 'https://outreach.example.com/auth/outlook/callback',
    });
    expect(IdentityModule.forRoot(config).imports).toContain(LocalIdentityProviderModule);
  });

  it('uses Google and Microsoft in production and does not register the local provider at all', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ...google,
      ...microsoft,
      SMTP_URL: 'smtp://mail.example.com:587',
    });

    expect(googleSettings(config)).toMatchObject({
      provider: 'google',
      clientID: 'google-id',
      authorizationURL: 'https://accounts.google.com/o/oauth2/v2/auth',
      userProfileURL: 'https://www.googleapis.com/oauth2/v3/userinfo',
    });
    expect(microsoftSettings(config)).toEqual({
      provider: 'outlook',
      clientID: 'ms-id',
      clientSecret: 'ms-secret',
      authorizationURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
      tokenURL: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      graphURL: 'https://graph.microsoft.com',
      callbackURL: 'https://outreach.example.com/auth/outlook/callback',
    });
    expect(IdentityModule.forRoot(config).imports).not.toContain(LocalIdentityProviderModule);
  });

  it('signs Microsoft accounts in against the configured tenant', () => {
    const config = loadConfig({ ...base, ...microsoft, MICROSOFT_TENANT: 'organizations' });

    expect(microsoftSettings(config)).toMatchObject({
      authorizationURL: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/authorize',
      tokenURL: 'https://login.microsoftonline.com/organizations/oauth2/v2.0/token',
    });
  });

  it('points the same strategies at doubles when the override URLs are set', () => {
    const config = loadConfig({
      ...base,
      ...google,
      ...microsoft,
      GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9000/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9000/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9000/userinfo',
      MICROSOFT_AUTHORIZATION_URL: 'http://127.0.0.1:9001/authorize',
      MICROSOFT_TOKEN_URL: 'http://127.0.0.1:9001/token',
      MICROSOFT_GRAPH_URL: 'http://127.0.0.1:9002/',
    });

    expect(googleSettings(config)).toMatchObject({
      provider: 'google',
      authorizationURL: 'http://127.0.0.1:9000/authorize',
      tokenURL: 'http://127.0.0.1:9000/token',
      userProfileURL: 'http://127.0.0.1:9000/userinfo',
    });
    expect(microsoftSettings(config)).toMatchObject({
      provider: 'outlook',
      authorizationURL: 'http://127.0.0.1:9001/authorize',
      tokenURL: 'http://127.0.0.1:9001/token',
      graphURL: 'http://127.0.0.1:9002',
    });
  });
});
