import { domainError } from '../errors/domain-error';

export class InvalidAccessToken extends domainError(
  'AUTH.INVALID_TOKEN',
  (message?: string) => message ?? 'The access token is missing, invalid or expired. Sign in again.',
) {}

export class InvalidRefreshToken extends domainError(
  'AUTH.INVALID_REFRESH_TOKEN',
  'The refresh token is invalid, expired or revoked. Sign in again.',
  'refresh_token',
) {}

/** A refresh token came back after it was rotated: someone else may hold it, so its whole family is revoked. */
export class RefreshTokenReused extends domainError(
  'AUTH.REFRESH_REUSED',
  'This refresh token was already used; all sessions started from it were signed out. Sign in again.',
  'refresh_token',
) {}

/** The token was rotated a moment ago by another tab or request: the newest stored tokens are the ones to use. */
export class RefreshTokenRaced extends domainError(
  'AUTH.REFRESH_RACED',
  'This refresh token was just used by another request; use the newest tokens.',
  'refresh_token',
) {}

export class TokenBelongsToAnotherUser extends domainError(
  'AUTH.FORBIDDEN',
  'The token does not belong to the signed-in user.',
  'token',
) {}

/** HTTP status for each auth code; merged by the app's exception filter. */
export const authErrorStatus: Record<string, number> = {
  'AUTH.INVALID_TOKEN': 401,
  'AUTH.INVALID_REFRESH_TOKEN': 401,
  'AUTH.REFRESH_REUSED': 401,
  'AUTH.REFRESH_RACED': 401,
  'AUTH.FORBIDDEN': 403,
};
