import { z } from 'zod';

const configSchema = z.object({
  DATABASE_URL: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.url({
      protocol: /^postgres(ql)?$/,
      error: (issue) =>
        issue.input === undefined
          ? 'is not set; point it at the PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/outreach'
          : 'must be a postgres:// or postgresql:// URL',
    }),
  ),
  /** The log lives in KurrentDB/EventStoreDB when set (as for the API); read models stay in DATABASE_URL. */
  EVENTSTORE_URL: z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  PROJECTIONS_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(5_000),
  PROJECTIONS_REBUILD_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(10_000),
  PROJECTIONS_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(500),
  PROJECTIONS_STANDBY_RETRY_MS: z.coerce.number().int().min(10).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ProjectionsConfig = z.infer<typeof configSchema>;

export class ProjectionsConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ProjectionsConfigError';
  }
}

/** Parses the environment once at boot for the runner process and the CLI. */
export function loadProjectionsConfig(
  env: Record<string, string | undefined> = process.env,
): ProjectionsConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ProjectionsConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  return result.data;
}
