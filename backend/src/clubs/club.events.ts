/** Events of the club-<club_code> stream. A public contract: add types or versions, never reshape. */

export interface ClubCreated {
  type: 'ClubCreated';
  data: { clubCode: string; clubName: string; maxFreeSignups: number; isActive: boolean };
}

/** Carries only the fields that changed. */
export interface ClubUpdated {
  type: 'ClubUpdated';
  data: { clubCode: string; clubName?: string; maxFreeSignups?: number; isActive?: boolean };
}

export interface ClubDeleted {
  type: 'ClubDeleted';
  data: { clubCode: string };
}

/** A member joined through the club link and used one free seat. */
export interface ClubSignupRecorded {
  type: 'ClubSignupRecorded';
  data: { clubCode: string; userId: string };
}

export type ClubEvent = ClubCreated | ClubUpdated | ClubDeleted | ClubSignupRecorded;

export const CLUB_EVENT_TYPES = ['ClubCreated', 'ClubUpdated', 'ClubDeleted', 'ClubSignupRecorded'] as const;

export const clubStreamId = (clubCode: string): string => `club-${clubCode}`;
