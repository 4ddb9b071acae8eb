import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type OAuth2Strategy from 'passport-oauth2';
import { z } from 'zod';
import type { IdentityProviderName } from '../users/user.events';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { microsoftSettings, oauthClientOptions } from './identity-provider.settings';
import { OAuthStateCookieStore } from './oauth-state-cookie.store';
import { IdentityRejected, VerifiedIdentity, verifiedIdentity } from './verified-identity';

/** The fields of Microsoft Graph's /me that sign-in reads. */
export interface GraphUser {
  displayName?: unknown;
  givenName?: unknown;
  surname?: unknown;
  mail?: unknown;
  userPrincipalName?: unknown;
}

/** The part of passport-microsoft 2.1 used here; the package ships no types. */
interface MicrosoftStrategyOptions {
  clientID: string;
  clientSecret: string;
  callbackURL: string;
  authorizationURL: string;
  tokenURL: string;
  /** Graph API root; the profile is read from `${apiEntryPoint}/v1.0/me/`. */
  apiEntryPoint: string;
  scope: string[];
  store: unknown;
}
type MicrosoftStrategyClass = new (
  options: MicrosoftStrategyOptions,
  verify: (...args: never[]) => void,
) => OAuth2Strategy;
const { Strategy } = require('passport-microsoft') as { Strategy: MicrosoftStrategyClass };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const emailAddress = z.email();

/**
 * The account key is the userPrincipalName: its domain must be verified by the user's tenant. `mail` is
 * whatever a tenant administrator typed, unverified, and trusting it lets one tenant sign in as anybody's
 * e-mail (the "nOAuth" account takeover). Guests (`…#EXT#@tenant`) carry another organisation's address
 * in a mangled UPN, so they are refused rather than guessed at.
 */
export function identityFromGraphUser(user: GraphUser, provider: IdentityProviderName): VerifiedIdentity {
  const principalName = text(user.userPrincipalName).toLowerCase();
  if (!principalName) throw new IdentityRejected('Your Microsoft account did not share its sign-in name.');
  if (principalName.includes('#ext#')) {
    throw new IdentityRejected(
      'Guest accounts of another organisation cannot sign in. Use your own work, school or personal Microsoft account.',
    );
  }
  if (!emailAddress.safeParse(principalName).success) {
    throw new IdentityRejected(
      'Your Microsoft sign-in name is not an e-mail address, so it cannot identify an account here.',
    );
  }
  const names = {
    display: text(user.displayName),
    given: text(user.givenName) || undefined,
    family: text(user.surname) || undefined,
  };
  return verifiedIdentity(principalName, names, provider);
}

@Injectable()
export class MicrosoftStrategy extends PassportStrategy(Strategy, 'microsoft') {
  private readonly provider: IdentityProviderName;

  constructor(@Inject(APP_CONFIG) config: AppConfig, stateStore: OAuthStateCookieStore) {
    const settings = microsoftSettings(config);
    super({
      ...oauthClientOptions(settings),
      apiEntryPoint: settings.graphURL,
      scope: ['openid', 'email', 'profile', 'User.Read'],
      store: stateStore,
    });
    this.provider = settings.provider;
  }

  /** passport-microsoft hands the Graph /me answer over as the profile's `_json`. */
  validate(_accessToken: string, _refreshToken: string, profile: { _json: GraphUser }): VerifiedIdentity {
    return identityFromGraphUser(profile._json, this.provider);
  }
}
