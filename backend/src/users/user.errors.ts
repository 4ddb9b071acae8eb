import { DomainError } from '../platform/errors/domain-error';

export class UserNotRegistered extends DomainError {
  readonly code = 'USER.NOT_FOUND';
  constructor(readonly userId: string) {
    super(`No user is registered with id ${userId}.`);
  }
}

/** HTTP status for each users code; merged by the app's exception filter. */
export const usersErrorStatus: Record<string, number> = {
  'USER.NOT_FOUND': 404,
};
