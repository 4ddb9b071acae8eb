import type { Kysely } from 'kysely';
import { Pool } from 'pg';
import '@outreach/backend/contexts';
import { readRuntimeInfo, RUNTIME_FILE } from '@outreach/backend/platform/config/dev-runtime';
import { START, type EventStore } from '@outreach/backend/platform/event-store/event-store.port';
import { migrateToLatest } from '@outreach/backend/platform/database/migrate';
import { createEventStore } from '@outreach/backend/platform/event-store/create-event-store';
// Both adapters' positions have this shape (two zero-padded 20-digit numbers).
import { parsePostgresPosition } from '@outreach/backend/platform/event-store/postgres/postgres-event-store';
import { loadProjectionsConfig, ProjectionsConfigError } from './projections.config';
import { allProjectors } from './projectors';
import { projectionContext, type ProjectionContext } from './runner/projection-context';
import { ProjectionError, UnknownProjector } from './runner/projection-errors';
import type { ProjectionLogger } from './runner/projection-logger';
import { projectionStatus, type ProjectionStatus } from './runner/projection-status';
import { projectionsMigrations, PROJECTIONS_HISTORY_TABLE } from './runner/projections.migrations';
import type { Projector } from './runner/projector';
import { rebuildProjection } from './runner/rebuild-projection';
import { replayProjection } from './runner/replay-projection';

const USAGE = `Usage: npm run projections -- <command>

Commands:
  status                                   each projector's version, generation, checkpoint, lag and owner
  rebuild <name>                           build the next generation from the start of the log, then switch to it
  replay <name> --from <pos> --to <pos> --into <schema>
                                           run the projector over (from, to] into a new scratch schema;
                                           --from start replays from the first event, --to head up to the newest

Environment: DATABASE_URL; when unset (and NODE_ENV is not production), the database of the product
that npm start runs, as recorded in .data/runtime.json.`;

class UsageError extends ProjectionError {}

const quiet: ProjectionLogger = {
  info: () => undefined,
  warn: (context, message) => process.stderr.write(`warning: ${message} ${JSON.stringify(context)}\n`),
  error: (context, message) => process.stderr.write(`error: ${message} ${JSON.stringify(context)}\n`),
};

function findProjector(name: string | undefined): Projector {
  if (!name) throw new UsageError('Name the projector.');
  const projector = allProjectors.find((candidate) => candidate.name === name);
  if (!projector)
    throw new UnknownProjector(
      name,
      allProjectors.map((candidate) => candidate.name),
    );
  return projector;
}

function options(args: string[]): { positional: string[]; flags: Map<string, string> } {
  const positional: string[] = [];
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? args[i + 1];
    if (inline === undefined) i += 1;
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`--${key} needs a value.`);
    }
    flags.set(key, value);
  }
  return { positional, flags };
}

function position(value: string | undefined, flag: string, allowed: 'start' | 'head'): string {
  if (value === undefined) throw new UsageError(`--${flag} is required.`);
  if (value.toLowerCase() === allowed) return allowed === 'start' ? START : 'head';
  try {
    parsePostgresPosition(value);
  } catch {
    throw new UsageError(
      `--${flag} must be "${allowed}" or a position as printed by status, got ${JSON.stringify(value)}.`,
    );
  }
  return value;
}

export function formatStatus(rows: ProjectionStatus[]): string {
  const header = ['NAME', 'VERSION', 'GENERATION', 'CHECKPOINT', 'LAG', 'OWNER', 'STATE'];
  const lines = rows.map((row) => [
    row.name,
    row.version === null
      ? `- (code ${row.codeVersion})`
      : row.codeVersion !== null && row.codeVersion !== row.version
        ? `${row.version} (code ${row.codeVersion})`
        : String(row.version),
    row.generation === null ? '-' : String(row.generation),
    row.checkpoint === null ? '-' : row.checkpoint || 'START',
    row.lag === null ? '-' : `${row.lag}${row.lagCapped ? '+' : ''}`,
    row.owner ? `pid ${row.owner.pid} ${row.owner.application}`.trim() : 'none',
    row.lastError ? `${row.note}; last error: ${row.lastError}` : row.note,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const render = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  const head = rows[0]?.head;
  return [
    render(header),
    ...lines.map(render),
    '',
    `log head: ${head === undefined ? '-' : head || 'START (empty log)'}`,
  ].join('\n');
}

async function run(
  ctx: ProjectionContext,
  command: string,
  args: string[],
  batchSize: number,
): Promise<void> {
  const { positional, flags } = options(args);
  switch (command) {
    case 'status': {
      process.stdout.write(`${formatStatus(await projectionStatus(ctx, allProjectors))}\n`);
      return;
    }
    case 'rebuild': {
      const projector = findProjector(positional[0]);
      process.stdout.write(
        `Rebuilding ${projector.name} v${projector.version} from the start of the log...\n`,
      );
      const result = await rebuildProjection(ctx, projector, { batchSize, notify: true });
      const seconds = result.durationMs / 1000;
      process.stdout.write(
        `Switched ${result.name} to generation ${result.generation} (was ${result.previousGeneration ?? 'none'}): ` +
          `${result.events} events in ${seconds.toFixed(1)} s ` +
          `(${Math.round(result.events / Math.max(seconds, 0.001))} events/s), checkpoint ${result.checkpoint || 'START'}\n`,
      );
      return;
    }
    case 'replay': {
      const projector = findProjector(positional[0]);
      const into = flags.get('into');
      if (!into) throw new UsageError('--into <schema> is required.');
      const from = position(flags.get('from'), 'from', 'start');
      const to = position(flags.get('to'), 'to', 'head');
      const result = await replayProjection(ctx, projector, { from, to, into, batchSize });
      process.stdout.write(
        `Replayed ${result.events} events (${result.handled} handled by ${result.name}) after ${result.from || 'START'} ` +
          `up to ${result.to || 'START'} into schema ${result.schema} (tables: ${projector.tables.join(', ')})\n`,
      );
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

/**
 * DATABASE_URL, or in development the database `npm start` recorded (as `npm run token` finds it), so the CLI
 * works beside a running product without copying its URL.
 */
function withRunningProduct(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (env.DATABASE_URL || env.NODE_ENV === 'production') return env;
  const runtime = readRuntimeInfo(env.RUNTIME_INFO_FILE ?? RUNTIME_FILE);
  return runtime ? { ...env, DATABASE_URL: runtime.databaseUrl } : env;
}

/** Returns the process exit code: 0 done, 1 failed, 2 wrong usage. */
export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    (command ? process.stdout : process.stderr).write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  let pool: Pool | null = null;
  let eventStore: EventStore | null = null;
  try {
    const config = loadProjectionsConfig(withRunningProduct(env));
    pool = new Pool({ connectionString: config.DATABASE_URL, max: 4 });
    eventStore = createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool });
    const ctx = projectionContext(pool, eventStore, quiet);
    await migrateToLatest(ctx.db as Kysely<unknown>, projectionsMigrations, PROJECTIONS_HISTORY_TABLE);
    await run(ctx, command, args, config.PROJECTIONS_REBUILD_BATCH_SIZE);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${USAGE}\n`);
      return 2;
    }
    const known = error instanceof ProjectionError || error instanceof ProjectionsConfigError;
    const hint =
      error instanceof ProjectionsConfigError && !env.DATABASE_URL
        ? '\nStart the product with npm start (it records its database in .data/runtime.json), or set DATABASE_URL.'
        : '';
    process.stderr.write(
      `projections ${command} failed: ${known ? error.message : describe(error)}${hint}\n`,
    );
    return 1;
  } finally {
    // An EventStoreDB client holds its own connection open and would keep the process alive.
    await eventStore?.close().catch(() => undefined);
    await pool?.end().catch(() => undefined);
  }
}

function describe(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return describe(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
