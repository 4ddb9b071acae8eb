import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import type { IdentityProviderName } from '../../users/user.events';
import { APP_CONFIG, AppConfig } from '../config/config';
import { googleSettings } from './identity-provider.settings';
import { OAuthStateCookieStore } from './oauth-state-cookie.store';
import { IdentityRejected, VerifiedIdentity } from './verified-identity';

export function identityFromProfile(profile: Profile, provider: IdentityProviderName): VerifiedIdentity {
  const email = profile.emails?.[0];
  if (!email?.value) throw new IdentityRejected('Your account did not share an e-mail address.');
  // The e-mail is the account key; an unverified one would let anybody claim it.
  if ((email.verified as unknown) === false || (email.verified as unknown) === 'false') {
    throw new IdentityRejected('Your e-mail address is not verified with the provider.');
  }
  const [first = '', ...rest] = (profile.displayName ?? '').trim().split(/\s+/);
  return {
    email: email.value.trim().toLowerCase(),
    firstName: profile.name?.givenName ?? first,
    lastName: profile.name?.familyName ?? rest.join(' '),
    provider,
  };
}

@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly provider: IdentityProviderName;

  constructor(@Inject(APP_CONFIG) config: AppConfig, stateStore: OAuthStateCookieStore) {
    const settings = googleSettings(config);
    super({
      clientID: settings.clientID,
      clientSecret: settings.clientSecret,
      callbackURL: settings.callbackURL,
      authorizationURL: settings.authorizationURL,
      tokenURL: settings.tokenURL,
      userProfileURL: settings.userProfileURL,
      scope: ['openid', 'email', 'profile'],
      store: stateStore as never,
    });
    this.provider = settings.provider;
  }

  validate(_accessToken: string, _refreshToken: string, profile: Profile): VerifiedIdentity {
    return identityFromProfile(profile, this.provider);
  }
}
