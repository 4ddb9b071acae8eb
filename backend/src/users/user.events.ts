/** Events of the user-<userId> stream. A public contract: add types or versions, never reshape. */

export type IdentityProviderName = 'google' | 'local';

export interface UserRegistered {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    provider: IdentityProviderName;
  };
}

export interface UserSignedIn {
  type: 'UserSignedIn';
  data: { userId: string; provider: IdentityProviderName };
}

export interface UserSignedOut {
  type: 'UserSignedOut';
  data: { userId: string };
}

export type UserEvent = UserRegistered | UserSignedIn | UserSignedOut;

export const USER_EVENT_TYPES = ['UserRegistered', 'UserSignedIn', 'UserSignedOut'] as const;

export const userStreamId = (userId: string): string => `user-${userId}`;
