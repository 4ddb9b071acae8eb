import type { UserIdentity } from '../users/user.commands';
import type { IdentityProviderName } from '../users/user.events';

/** Who the identity provider says signed in: the person the sign-up process registers or signs in. */
export type VerifiedIdentity = UserIdentity;

/** A provider answer we refuse; its message is safe to show on the login or sign-up callback. */
export class IdentityRejected extends Error {}

/** The names a provider's profile carries; given and family names win over the split display name. */
export interface ProfileNames {
  display: string;
  given?: string;
  family?: string;
}

/** The identity of an e-mail that passed the provider's own checks. */
export function verifiedIdentity(
  email: string,
  names: ProfileNames,
  provider: IdentityProviderName,
): VerifiedIdentity {
  const [first = '', ...rest] = names.display.trim().split(/\s+/);
  return { email, firstName: names.given ?? first, lastName: names.family ?? rest.join(' '), provider };
}
