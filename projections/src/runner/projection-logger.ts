/** The subset of pino's API the engine logs through, so a pino logger can be passed as is. */
export interface ProjectionLogger {
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

/** Without a logger, problems still reach stderr: a stuck projector must never be silent. */
export const stderrLogger: ProjectionLogger = {
  info: () => undefined,
  warn: (context, message) => process.stderr.write(`[projections] ${message} ${JSON.stringify(context)}\n`),
  error: (context, message) => process.stderr.write(`[projections] ${message} ${JSON.stringify(context)}\n`),
};

export function errorContext(error: unknown): { error: string } {
  return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
