import type { EventUpcast } from '../platform/context-contributions';

/** Events of the user-<userId> stream. A public contract: add types or versions, never reshape. */

/** 'local' is the development identity provider standing in for Google or Microsoft. */
export type IdentityProviderName = 'google' | 'outlook' | 'local';

/** Plans a visitor can pick before signing up (internal keys; Basic is shown as Growth, Free as Starter). */
export type SignupPlan = 'Free' | 'Basic' | 'Pro';
export type BillingCycle = 'monthly' | 'yearly';

/** Campaign parameters the visitor arrived with; only the ones present are recorded. */
export interface UtmParameters {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/**
 * v2 (current). v1 had only userId, email, firstName, lastName, provider; its upcaster fills
 * `signup: { flow: 'login', plan: null, cycle: null }` and `utm: {}` (v1 accounts came from the login button).
 */
export interface UserRegistered {
  type: 'UserRegistered';
  data: {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    provider: IdentityProviderName;
    /** Which button started it (a first login also registers) and the plan and cycle chosen before it. */
    signup: { flow: 'signup' | 'login'; plan: SignupPlan | null; cycle: BillingCycle | null };
    utm: UtmParameters;
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

/** A club's seat was reserved for this user (ClubSignupRecorded on club-<code>): free Pro from now on. */
export interface ClubSponsorshipGranted {
  type: 'ClubSponsorshipGranted';
  data: { userId: string; clubCode: string; clubName: string; plan: 'Pro' };
}

/** The user signed up through a club link the club could not honour; they got the Free plan. */
export interface ClubSponsorshipRefused {
  type: 'ClubSponsorshipRefused';
  data: { userId: string; clubCode: string; clubName: string; reason: 'full' | 'inactive' };
}

/** The user used the product on this UTC day (at most one per day: the daily-active marker). */
export interface UserActivityRecorded {
  type: 'UserActivityRecorded';
  data: { userId: string; day: string };
}

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | UserSignedOut
  | ClubSponsorshipGranted
  | ClubSponsorshipRefused
  | UserActivityRecorded;

export const USER_EVENT_TYPES = [
  'UserRegistered',
  'UserSignedIn',
  'UserSignedOut',
  'ClubSponsorshipGranted',
  'ClubSponsorshipRefused',
  'UserActivityRecorded',
] as const;

export const userStreamId = (userId: string): string => `user-${userId}`;

/** v1 → v2: accounts registered before sign-up intents and UTM parameters were recorded. */
export function upcastUserRegisteredV1(data: {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  provider: IdentityProviderName;
}): UserRegistered['data'] {
  return { ...data, signup: { flow: 'login', plan: null, cycle: null }, utm: {} };
}

/** The upcasting steps of the user stream's events, registered by the composition root (backend/src/contexts.ts). */
export const userUpcasts: readonly EventUpcast[] = [
  { eventType: 'UserRegistered', fromSchemaVersion: 1, step: upcastUserRegisteredV1 },
];
