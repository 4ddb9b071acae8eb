import type { Profile } from 'passport-google-oauth20';
import { identityFromProfile } from './google.strategy';
import { IdentityRejected } from './verified-identity';

const profile = (fields: Partial<Profile>): Profile =>
  ({
    provider: 'google',
    id: '1',
    displayName: ' Ada King Lovelace ',
    emails: [{ value: ' Ada@Example.com ', verified: true }],
    profileUrl: '',
    _raw: '',
    _json: {},
    ...fields,
  }) as Profile;

describe('the identity of a Google account', () => {
  it('is keyed by the lower-cased e-mail and takes the given and family names when the profile has them', () => {
    expect(
      identityFromProfile(profile({ name: { givenName: 'Ada', familyName: 'Lovelace' } }), 'google'),
    ).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'google',
    });
  });

  it('splits the display name when given and family names are missing', () => {
    expect(identityFromProfile(profile({}), 'google')).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    });
  });

  it('refuses an e-mail the provider has not verified or does not say it verified, or none at all', () => {
    const unverified = profile({ emails: [{ value: 'ada@example.com', verified: false }] });
    expect(() => identityFromProfile(unverified, 'google')).toThrow(/not verified/);
    const unstated = profile({ emails: [{ value: 'ada@example.com' }] as Profile['emails'] });
    expect(() => identityFromProfile(unstated, 'google')).toThrow(/not verified/);
    expect(() => identityFromProfile(profile({ emails: [] }), 'google')).toThrow(IdentityRejected);
  });
});
