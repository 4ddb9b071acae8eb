import { DomainError, domainError } from '../platform/errors/domain-error';

export class ClubCodeTaken extends domainError(
  'CLUB.CODE_TAKEN',
  (clubCode: string) => `Club code '${clubCode}' is already taken. Choose another code.`,
  'club_code',
) {}

export class ClubNotFound extends domainError(
  'CLUB.NOT_FOUND',
  (clubCode: string) => `Club '${clubCode}' was not found.`,
  'club_code',
) {}

export class MaxSignupsBelowUsed extends domainError(
  'CLUB.MAX_BELOW_USED',
  (used: number) => `max_free_signups cannot be lower than the ${used} seats already used.`,
  'max_free_signups',
) {}

/** Every free seat of the club is taken. */
export class ClubFull extends DomainError {
  readonly code = 'CLUB.FULL';
  constructor(
    readonly clubCode: string,
    readonly clubName: string,
  ) {
    super(`Club '${clubName}' has no free seats left.`, 'club_code');
  }
}

/** An admin switched the club's link off. */
export class ClubInactive extends DomainError {
  readonly code = 'CLUB.INACTIVE';
  constructor(
    readonly clubCode: string,
    readonly clubName: string,
  ) {
    super(`Club '${clubName}' is not taking sign-ups at the moment.`, 'club_code');
  }
}

export const clubErrorStatus: Record<string, number> = {
  'CLUB.CODE_TAKEN': 409,
  'CLUB.NOT_FOUND': 404,
  'CLUB.MAX_BELOW_USED': 422,
  'CLUB.FULL': 409,
  'CLUB.INACTIVE': 409,
};
