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
