import { identityFromGraphUser } from './microsoft.strategy';
import { IdentityRejected } from './verified-identity';

const graphUser = {
  id: '87d349ed-44d7-43e1-9a83-5f2406dee5bd',
  displayName: 'Ada King Lovelace',
  givenName: 'Ada',
  surname: 'Lovelace',
  mail: 'ada@example.com',
  userPrincipalName: 'Ada@Contoso.onmicrosoft.com',
};

describe('the identity of a Microsoft account', () => {
  it('is keyed by the lower-cased userPrincipalName, never by the unverified mail attribute', () => {
    expect(identityFromGraphUser(graphUser, 'outlook')).toEqual({
      email: 'ada@contoso.onmicrosoft.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provider: 'outlook',
    });
  });

  it('takes the names from the display name when given name and surname are missing', () => {
    const identity = identityFromGraphUser(
      { ...graphUser, givenName: null, surname: undefined, userPrincipalName: 'ada@example.com' },
      'outlook',
    );

    expect(identity).toMatchObject({ firstName: 'Ada', lastName: 'King Lovelace' });
  });

  it('refuses guest accounts of another organisation', () => {
    const guest = { ...graphUser, userPrincipalName: 'ada_gmail.com#EXT#@contoso.onmicrosoft.com' };

    expect(() => identityFromGraphUser(guest, 'outlook')).toThrow(IdentityRejected);
    expect(() => identityFromGraphUser(guest, 'outlook')).toThrow(/Guest accounts/);
  });

  it('refuses a sign-in name that is not an e-mail address, or none at all', () => {
    expect(() =>
      identityFromGraphUser({ ...graphUser, userPrincipalName: 'CONTOSO\\ada' }, 'outlook'),
    ).toThrow(/not an e-mail address/);
    expect(() => identityFromGraphUser({ ...graphUser, userPrincipalName: undefined }, 'outlook')).toThrow(
      IdentityRejected,
    );
  });
});
