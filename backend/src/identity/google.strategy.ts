import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Profile, Strategy } from 'passport-google-oauth20';
import type { IdentityProviderName } from '../users/user.events';
import { APP_CONFIG, AppConfig } from '../platform/config/config';
import { googleSettings, oauthClientOptions } from './identity-provider.settings';
import { OAuthStateCookieStore } from './oauth-state-cookie.store';
import { IdentityRejected, VerifiedIdentity, verifiedIdentity } from './verified-identity';

export function identityFromProfile(profile: Profile, provider: IdentityProviderName): VerifiedIdentity {
  const email = profile.emails?.[0];
  if (!email?.value) throw new IdentityRejected('Your account did not share an e-mail address.');
  // The e-mail is the account key; an unverified (or unstated) one would let anybody claim it.
  const verified = email.verified as unknown;
  if (verified !== true && verified !== 'true') {
    throw new IdentityRejected('Your e-mail address is not verified with the provider.');
  }
  return verifiedIdentity(
    email.value.trim().toLowerCase(),
    { display: profile.displayName ?? '', given: profile.name?.givenName, family: profile.name?.familyName },
    provider,
  );
}

@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  private readonly provider: IdentityProviderName;

  constructor(@Inject(APP_CONFIG) config: AppConfig, stateStore: OAuthStateCookieStore) {
    const settings = googleSettings(config);
    super({
      ...oauthClientOptions(settings),
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
