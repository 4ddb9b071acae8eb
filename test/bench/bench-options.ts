/** Command-line flags of `npm run bench -- [flags]`; defaults are the scale. */
export interface BenchOptions {
  databaseUrl: string;
  systems: SystemName[];
  scenarios: ScenarioName[];
  /** Measured seconds per append cell, after `warmup` seconds. */
  seconds: number;
  warmup: number;
  writers: number[];
  eventsPerAppend: number[];
  streamsPerWriter: number;
  poolSize: number;
  /** Events seeded for the rebuild. */
  events: number;
  clubs: number;
  rebuildBatchSize: number;
  /** Emmett's catch-up stops after this long; its rate is then measured on what it processed. */
  catchUpCapSeconds: number;
  pushRate: number;
  pushSeconds: number;
  pushClubs: number;
  /** Fallback poll intervals of the standalone runner in the cross-process scenario (the product's default is 500). */
  notifyPollMs: number[];
  emmettPushBatchSize: number;
  emmettPushPullingMs: number;
  keepDatabases: boolean;
  quick: boolean;
}

export type SystemName = 'ours' | 'emmett';
export const SCENARIOS = ['appends', 'rebuild', 'push', 'notify'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

const USAGE = `npm run bench -- [flags]
  --quick                   small run (~2 min): 2 s cells, 100,000 events, 5 s push
  --seconds N               measured seconds per append cell (default 5)
  --warmup N                warm-up seconds per append cell (default 1)
  --writers 1,4,16          concurrent writers per cell
  --sizes 1,10              events per append
  --events N                events seeded for the rebuild (default 1000000)
  --clubs N                 clubs the rebuild events spread over (default 1000)
  --catch-up-cap N          stop Emmett's catch-up after N seconds (default 30)
  --push-rate N             appends/s during the push-lag run (default 1000)
  --push-seconds N          length of the push-lag run (default 10)
  --notify-poll 500         standalone runner poll interval(s) for the cross-process run ('' to skip)
  --pool N                  connections per system (default 16)
  --systems ours,emmett     which systems to run
  --only appends,rebuild,push,notify
  --emmett-push-batch N     Emmett consumer batch size in the push run (default 1000; Emmett's default is 100)
  --emmett-push-pulling N   Emmett consumer pulling frequency in ms (default 10; Emmett's default is 50)
  --database-url URL        admin URL of the server (default postgres://postgres@127.0.0.1:5432/postgres)
  --keep                    keep the bench databases`;

function list<T extends string>(value: string, allowed: readonly T[], flag: string): T[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!allowed.includes(item as T))
      throw new Error(`${flag}: unknown value ${item} (allowed: ${allowed.join(', ')})`);
  }
  return items as T[];
}

function numbers(value: string, flag: string): number[] {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map(Number);
  if (items.some((item) => !Number.isFinite(item) || item <= 0))
    throw new Error(`${flag}: expected positive numbers`);
  return items;
}

export function positive(value: string | undefined, flag: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${flag}: expected a positive number, got ${value}`);
  return parsed;
}

export function positiveWhole(value: string | undefined, flag: string): number {
  const parsed = positive(value, flag);
  if (!Number.isInteger(parsed)) throw new Error(`${flag}: expected a positive whole number, got ${value}`);
  return parsed;
}

/** Walks the flags in order; `value()` takes the flag's argument, failing when there is none. */
export function eachFlag(argv: string[], onFlag: (flag: string, value: () => string) => void): void {
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    onFlag(flag, () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    });
  }
}

export function parseBenchOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const options: BenchOptions = {
    databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    systems: ['ours', 'emmett'],
    scenarios: [...SCENARIOS],
    seconds: quick ? 2 : 5,
    warmup: quick ? 0.5 : 1,
    writers: [1, 4, 16],
    eventsPerAppend: [1, 10],
    streamsPerWriter: 50,
    poolSize: 16,
    events: quick ? 100_000 : 1_000_000,
    clubs: 1000,
    rebuildBatchSize: 10_000,
    catchUpCapSeconds: quick ? 15 : 30,
    pushRate: 1000,
    pushSeconds: quick ? 5 : 10,
    pushClubs: 1000,
    notifyPollMs: [500],
    emmettPushBatchSize: 1000,
    emmettPushPullingMs: 10,
    keepDatabases: false,
    quick,
  };
  eachFlag(argv, (flag, value) => {
    switch (flag) {
      case '--quick':
        break;
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        process.exit(0);
        break;
      case '--seconds':
        options.seconds = positive(value(), flag);
        break;
      case '--warmup':
        options.warmup = Number(value());
        break;
      case '--writers':
        options.writers = numbers(value(), flag);
        break;
      case '--sizes':
        options.eventsPerAppend = numbers(value(), flag);
        break;
      case '--events':
        options.events = Math.floor(positive(value(), flag));
        break;
      case '--clubs':
        options.clubs = Math.floor(positive(value(), flag));
        break;
      case '--catch-up-cap':
        options.catchUpCapSeconds = positive(value(), flag);
        break;
      case '--push-rate':
        options.pushRate = positive(value(), flag);
        break;
      case '--push-seconds':
        options.pushSeconds = positive(value(), flag);
        break;
      case '--notify-poll': {
        const raw = value();
        options.notifyPollMs = raw === '' ? [] : numbers(raw, flag);
        break;
      }
      case '--pool':
        options.poolSize = Math.floor(positive(value(), flag));
        break;
      case '--systems':
        options.systems = list(value(), ['ours', 'emmett'] as const, flag);
        break;
      case '--only':
        options.scenarios = list(value(), SCENARIOS, flag);
        break;
      case '--emmett-push-batch':
        options.emmettPushBatchSize = Math.floor(positive(value(), flag));
        break;
      case '--emmett-push-pulling':
        options.emmettPushPullingMs = positive(value(), flag);
        break;
      case '--database-url':
        options.databaseUrl = value();
        break;
      case '--keep':
        options.keepDatabases = true;
        break;
      default:
        throw new Error(`Unknown flag ${flag}\n${USAGE}`);
    }
  });
  return options;
}
