import { AppConfig } from '../platform/config/config';
import type { IdentityProviderName } from '../users/user.events';

/** The two buttons of the login and sign-up pages; each has its own strategy, routes and callback. */
export type SignInProvider = 'google' | 'outlook';

export interface OAuthClientSettings {
  /** Recorded on UserRegistered / UserSignedIn. */
  provider: IdentityProviderName;
  clientID: string;
  clientSecret: string;
  /** Where the browser is sent to sign in. */
  authorizationURL: string;
  /** Back-channel endpoint the API calls itself. */
  tokenURL: string;
  callbackURL: string;
}

/** The client and endpoints every OAuth 2.0 passport strategy here is constructed with. */
export const oauthClientOptions = ({
  clientID,
  clientSecret,
  callbackURL,
  authorizationURL,
  tokenURL,
}: OAuthClientSettings) => ({ clientID, clientSecret, callbackURL, authorizationURL, tokenURL });

export interface GoogleSettings extends OAuthClientSettings {
  userProfileURL: string;
}

export interface MicrosoftSettings extends OAuthClientSettings {
  /** passport-microsoft's apiEntryPoint: it reads the profile from `${graphURL}/v1.0/me/`. */
  graphURL: string;
}

export const LOCAL_IDENTITY_CLIENT_ID = 'outreach-local-development';
export const LOCAL_OUTLOOK_CLIENT_ID = 'outreach-local-development-outlook';
// Not a secret: the local provider only runs on a developer's machine and refuses production.
export const LOCAL_IDENTITY_CLIENT_SECRET = 'local-development-only-not-a-secret';

const STANDS_IN_FOR: Record<SignInProvider, { name: string; settings: string }> = {
  google: { name: 'Google', settings: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' },
  outlook: { name: 'Outlook', settings: 'MICROSOFT_CLIENT_ID and MICROSOFT_CLIENT_SECRET' },
};

export class LocalIdentityProviderRefused extends Error {
  constructor(provider: SignInProvider) {
    const { name, settings } = STANDS_IN_FOR[provider];
    super(
      `The local sign-in page is a development stand-in for ${name} and is refused when NODE_ENV=production. ` +
        `Set ${settings}.`,
    );
    this.name = 'LocalIdentityProviderRefused';
  }
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

export const callbackUrl = (config: Pick<AppConfig, 'PUBLIC_URL'>, provider: SignInProvider): string =>
  `${trimSlash(config.PUBLIC_URL)}/auth/${provider}/callback`;

/** True when Google or Microsoft is not configured: that button signs in through the local provider. */
export function usesLocalIdentityProvider(
  config: Pick<AppConfig, 'GOOGLE_CLIENT_ID' | 'MICROSOFT_CLIENT_ID'>,
): boolean {
  return config.GOOGLE_CLIENT_ID === undefined || config.MICROSOFT_CLIENT_ID === undefined;
}

// The token and profile calls go from this process to itself, so they skip PUBLIC_URL (a proxy or a host
// name the server may not resolve) and use the port it listens on.
const localBackChannel = (config: Pick<AppConfig, 'PORT'>): string =>
  `http://127.0.0.1:${config.PORT}/dev-oidc`;

/** The local provider's client for one button; throws LocalIdentityProviderRefused in production. */
export function localClientSettings(
  config: Pick<AppConfig, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>,
  provider: SignInProvider,
): OAuthClientSettings {
  if (config.NODE_ENV === 'production') throw new LocalIdentityProviderRefused(provider);
  return {
    provider: 'local',
    clientID: provider === 'google' ? LOCAL_IDENTITY_CLIENT_ID : LOCAL_OUTLOOK_CLIENT_ID,
    clientSecret: LOCAL_IDENTITY_CLIENT_SECRET,
    authorizationURL: `${trimSlash(config.PUBLIC_URL)}/dev-oidc/authorize`,
    tokenURL: `${localBackChannel(config)}/token`,
    callbackURL: callbackUrl(config, provider),
  };
}

/**
 * One passport-google-oauth20 strategy serves Google, a double speaking its protocol (the GOOGLE_*_URL
 * overrides) and the local development provider; only these endpoints and credentials differ.
 */
export function googleSettings(config: AppConfig): GoogleSettings {
  if (config.GOOGLE_CLIENT_ID === undefined) {
    return {
      ...localClientSettings(config, 'google'),
      userProfileURL: `${localBackChannel(config)}/userinfo`,
    };
  }
  return {
    provider: 'google',
    clientID: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET as string,
    authorizationURL: config.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: config.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    userProfileURL: config.GOOGLE_USERINFO_URL ?? 'https://www.googleapis.com/oauth2/v3/userinfo',
    callbackURL: callbackUrl(config, 'google'),
  };
}

/**
 * The passport-microsoft strategy against Microsoft's identity platform for MICROSOFT_TENANT, a double
 * (the MICROSOFT_*_URL overrides) or the local development provider's Graph-shaped profile endpoint.
 */
export function microsoftSettings(config: AppConfig): MicrosoftSettings {
  if (config.MICROSOFT_CLIENT_ID === undefined) {
    return { ...localClientSettings(config, 'outlook'), graphURL: `${localBackChannel(config)}/graph` };
  }
  const tenant = encodeURIComponent(config.MICROSOFT_TENANT);
  return {
    provider: 'outlook',
    clientID: config.MICROSOFT_CLIENT_ID,
    clientSecret: config.MICROSOFT_CLIENT_SECRET as string,
    authorizationURL:
      config.MICROSOFT_AUTHORIZATION_URL ??
      `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/authorize`,
    tokenURL: config.MICROSOFT_TOKEN_URL ?? `https://login.microsoftonline.com/${tenant}/oauth2/v2.0/token`,
    graphURL: trimSlash(config.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com'),
    callbackURL: callbackUrl(config, 'outlook'),
  };
}
