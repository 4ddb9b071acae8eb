/** A broken business rule or a bad request, with a stable code; one exception filter maps codes to HTTP. */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** The request field the error is about, when there is one. */
  readonly field?: string;

  constructor(message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.field = field;
  }
}

/**
 * The base of an error with a fixed code, whose message and field are fixed too or built from the constructor's
 * arguments. Each error stays its own named class, so `instanceof`, `toThrow(ErrorClass)` and `name` work as for a
 * hand-written subclass: `export class DraftNotFound extends domainError('DRAFT.NOT_FOUND', 'Draft not found', 'id') {}`
 */
export function domainError<const Code extends string, Args extends unknown[] = []>(
  code: Code,
  message: string | ((...args: Args) => string),
  field?: string | ((...args: Args) => string),
) {
  abstract class CodedDomainError extends DomainError {
    readonly code: Code = code;
    constructor(...args: Args) {
      super(
        typeof message === 'string' ? message : message(...args),
        typeof field === 'function' ? field(...args) : field,
      );
    }
  }
  return CodedDomainError;
}

/** For an error its thrower words: `domainError('X.INVALID', givenMessage, 'name')` takes the message as its argument. */
export const givenMessage = (message: string): string => message;

export class WrongExpectedVersion extends DomainError {
  readonly code = 'EVENT_STORE.WRONG_EXPECTED_VERSION';
  constructor(
    readonly streamId: string,
    readonly expected: string | number,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${expected}. Reload and try again.`);
  }
}

export class DuplicateEventIdMismatch extends DomainError {
  readonly code = 'EVENT_STORE.EVENT_ID_REUSED';
  constructor(readonly eventId: string) {
    super(`Event id ${eventId} was already used for a different append.`);
  }
}
