/** Raised to the operator (CLI exit code 1) with a message that says what to do. */
export class ProjectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class UnknownProjector extends ProjectionError {
  constructor(name: string, known: readonly string[]) {
    super(`Unknown projector "${name}". Known projectors: ${known.join(', ') || '(none)'}`);
  }
}

export class RebuildInProgress extends ProjectionError {
  constructor(name: string) {
    super(`A rebuild of ${name} is already running (another process holds its rebuild lock)`);
  }
}

export class RebuildConflict extends ProjectionError {
  constructor(name: string, expected: number | null, actual: number) {
    super(
      `${name} switched to generation ${actual} while this rebuild expected ${expected ?? 'none'}; run it again`,
    );
  }
}

export class ReplayTargetInvalid extends ProjectionError {}
