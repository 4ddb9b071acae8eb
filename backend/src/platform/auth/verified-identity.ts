import type { IdentityProviderName } from '../../users/user.events';

/** Who the identity provider says signed in; the e-mail is the account key. */
export interface VerifiedIdentity {
  email: string;
  firstName: string;
  lastName: string;
  provider: IdentityProviderName;
}

/** A provider answer we refuse; its message is safe to show on the login or sign-up callback. */
export class IdentityRejected extends Error {}
