import { AppConfig } from '../config/config';
import type { IdentityProviderName } from '../../users/user.events';

export interface IdentityProviderSettings {
  /** Recorded on UserRegistered / UserSignedIn. */
  provider: IdentityProviderName;
  clientID: string;
  clientSecret: string;
  /** Where the browser is sent to sign in. */
  authorizationURL: string;
  /** Back-channel endpoints the API calls itself. */
  tokenURL: string;
  userProfileURL: string;
  callbackURL: string;
}

export const LOCAL_IDENTITY_CLIENT_ID = 'outreach-local-development';
// Not a secret: the local provider only runs on a developer's machine and refuses production.
export const LOCAL_IDENTITY_CLIENT_SECRET = 'local-development-only-not-a-secret';

export class LocalIdentityProviderRefused extends Error {
  constructor() {
    super(
      'The local sign-in page is a development stand-in for Google and is refused when NODE_ENV=production. ' +
        'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.',
    );
    this.name = 'LocalIdentityProviderRefused';
  }
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export const callbackUrl = (config: Pick<AppConfig, 'PUBLIC_URL'>): string =>
  `${trimSlash(config.PUBLIC_URL)}/auth/google/callback`;

/** True when no Google client is configured: sign-in goes through the local development provider. */
export function usesLocalIdentityProvider(config: Pick<AppConfig, 'GOOGLE_CLIENT_ID'>): boolean {
  return config.GOOGLE_CLIENT_ID === undefined;
}

/** Throws LocalIdentityProviderRefused in production, whatever else the configuration says. */
export function localIdentityProviderSettings(
  config: Pick<AppConfig, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>,
): IdentityProviderSettings {
  if (config.NODE_ENV === 'production') throw new LocalIdentityProviderRefused();
  // The token and userinfo calls go from this process to itself, so they skip PUBLIC_URL (a proxy or a
  // host name the server may not resolve) and use the port it listens on.
  const backChannel = `http://127.0.0.1:${config.PORT}/dev-oidc`;
  return {
    provider: 'local',
    clientID: LOCAL_IDENTITY_CLIENT_ID,
    clientSecret: LOCAL_IDENTITY_CLIENT_SECRET,
    authorizationURL: `${trimSlash(config.PUBLIC_URL)}/dev-oidc/authorize`,
    tokenURL: `${backChannel}/token`,
    userProfileURL: `${backChannel}/userinfo`,
    callbackURL: callbackUrl(config),
  };
}

/**
 * One passport-google-oauth20 strategy serves Google, a double speaking its protocol (the GOOGLE_*_URL
 * overrides) and the local development provider; only these endpoints and credentials differ.
 */
export function identityProviderSettings(config: AppConfig): IdentityProviderSettings {
  if (usesLocalIdentityProvider(config)) return localIdentityProviderSettings(config);
  return {
    provider: 'google',
    clientID: config.GOOGLE_CLIENT_ID as string,
    clientSecret: config.GOOGLE_CLIENT_SECRET as string,
    authorizationURL: config.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: config.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userProfileURL: config.GOOGLE_USERINFO_URL ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    callbackURL: callbackUrl(config),
  };
}
