import type { AppendFigures } from './append-scenario';
import type { CatchUpFigures } from './bench-system';
import type { CpuFigures } from './cpu-usage';
import { round } from './latency-stats';
import type { PushLagFigures } from './push-lag-scenario';

export interface BenchResults {
  environment: Record<string, string | number>;
  options: Record<string, unknown>;
  appends: { ours?: AppendFigures[]; emmett?: AppendFigures[] };
  catchUp: {
    events: number;
    ours?: CatchUpFigures[];
    emmett?: CatchUpFigures[];
    cpu?: Partial<Record<'ours' | 'emmett', CpuFigures>>;
  };
  push: { ours?: PushLagFigures[]; emmett?: PushLagFigures[] };
}

const fmt = (value: number | undefined, digits = 0): string =>
  value === undefined || !Number.isFinite(value)
    ? '–'
    : round(value, digits).toLocaleString('en-US', {
        maximumFractionDigits: digits,
        minimumFractionDigits: digits,
      });

const ratio = (ours: number | undefined, theirs: number | undefined, higherIsBetter: boolean): string => {
  if (
    ours === undefined ||
    theirs === undefined ||
    !Number.isFinite(ours) ||
    !Number.isFinite(theirs) ||
    ours <= 0 ||
    theirs <= 0
  )
    return '–';
  const factor = higherIsBetter ? ours / theirs : theirs / ours;
  return `${fmt(factor, 2)}×`;
};

const cpu = (figures?: CpuFigures) =>
  figures ? `${fmt(figures.worker)} / ${fmt(figures.postgres)} / ${fmt(figures.machine)}` : '–';

function appendTable(results: BenchResults): string[] {
  const lines = [
    '| events/append | writers | ours appends/s | ours events/s | ours p50 ms | ours p99 ms | Emmett appends/s | Emmett events/s | Emmett p50 ms | Emmett p99 ms | ours vs Emmett (appends/s) | CPU ours node/pg/machine | CPU Emmett node/pg/machine |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const cells = results.appends.ours ?? results.appends.emmett ?? [];
  for (const cell of cells) {
    const find = (list?: AppendFigures[]) =>
      list?.find((f) => f.writers === cell.writers && f.eventsPerAppend === cell.eventsPerAppend);
    const o = find(results.appends.ours);
    const e = find(results.appends.emmett);
    lines.push(
      `| ${cell.eventsPerAppend} | ${cell.writers} | ${fmt(o?.appendsPerSecond)} | ${fmt(o?.eventsPerSecond)} | ${fmt(o?.latencyMs.p50, 2)} | ${fmt(o?.latencyMs.p99, 2)} | ${fmt(e?.appendsPerSecond)} | ${fmt(e?.eventsPerSecond)} | ${fmt(e?.latencyMs.p50, 2)} | ${fmt(e?.latencyMs.p99, 2)} | ${ratio(o?.appendsPerSecond, e?.appendsPerSecond, true)} | ${cpu(o?.cpu)} | ${cpu(e?.cpu)} |`,
    );
  }
  return lines;
}

function catchUpTable(results: BenchResults): string[] {
  const lines = [
    `| system | method | events processed | seconds | events/s | complete | clubs_list rows | sum(current_signups) |`,
    '|---|---|---:|---:|---:|---|---:|---:|',
  ];
  for (const [system, figures] of [
    ['ours', results.catchUp.ours],
    ['Emmett', results.catchUp.emmett],
  ] as const) {
    for (const f of figures ?? []) {
      lines.push(
        `| ${system} | ${f.label} | ${fmt(f.events)} | ${fmt(f.seconds, 1)} | ${fmt(f.eventsPerSecond)} | ${f.complete ? 'yes' : `no: ${f.note ?? 'incomplete'}`} | ${fmt(f.rows)} | ${fmt(f.signups)} |`,
      );
    }
  }
  return lines;
}

function pushTable(results: BenchResults): string[] {
  const lines = [
    '| system | path | appends | achieved appends/s | pushes | lag p50 ms | lag p99 ms | lag max ms | missed | errors | CPU node/pg/machine |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [system, figures] of [
    ['ours', results.push.ours],
    ['Emmett', results.push.emmett],
  ] as const) {
    for (const f of figures ?? []) {
      lines.push(
        `| ${system} | ${f.label} | ${fmt(f.appends)} | ${fmt(f.appendsPerSecond)} | ${fmt(f.pushes)} | ${fmt(f.lagMs.p50, 1)} | ${fmt(f.lagMs.p99, 1)} | ${fmt(f.lagMs.max, 1)} | ${f.missed} | ${f.errors} | ${cpu(f.cpu)} |`,
      );
    }
  }
  return lines;
}

function goalsTable(results: BenchResults): string[] {
  const single16 = (list?: AppendFigures[]) => list?.find((f) => f.writers === 16 && f.eventsPerAppend === 1);
  const oursAppend = single16(results.appends.ours)?.appendsPerSecond;
  const emmettAppend = single16(results.appends.emmett)?.appendsPerSecond;
  const best = (list: CatchUpFigures[] | undefined, accept: (f: CatchUpFigures) => boolean) => {
    const rates = (list ?? [])
      .filter((f) => f.kind === 'product' && Number.isFinite(f.eventsPerSecond) && accept(f))
      .map((f) => f.eventsPerSecond);
    return rates.length === 0 ? undefined : Math.max(...rates);
  };
  // Ours must apply the whole log; Emmett's runs stop at the time cap, so its rate is over what it applied.
  const oursRebuild = best(results.catchUp.ours, (f) => f.complete);
  const emmettRebuild = best(results.catchUp.emmett, () => true);
  const rebuildFailed = Boolean(results.catchUp.ours?.length) && oursRebuild === undefined;
  const emmettPush = results.push.emmett?.[0]?.lagMs.p99;
  const met = (value: number | undefined, ok: (v: number) => boolean) =>
    value === undefined || Number.isNaN(value) ? '–' : ok(value) ? 'yes' : 'no';
  const ahead = (ours: number | undefined, theirs: number | undefined, higherIsBetter: boolean) =>
    ours === undefined || theirs === undefined
      ? '–'
      : (higherIsBetter ? ours > theirs : ours < theirs)
        ? 'yes'
        : 'no';
  const pushRow = (path: string, figures: PushLagFigures | undefined): string[] => {
    if (!figures) return [];
    // An append that never got its push has an unbounded lag: the p99 of the others would flatter the run.
    const p99 = figures.missed > 0 ? Number.POSITIVE_INFINITY : figures.lagMs.p99;
    const shown = figures.missed > 0 ? `∞ (${figures.missed} appends never pushed)` : fmt(p99, 1);
    return [
      `| push lag p99 ms at ${fmt(Number(results.options.pushRate))} appends/s (${path}) | <= 100 | ${shown} | ${fmt(emmettPush, 1)} | ${met(p99, (v) => v <= 100)} | ${ahead(p99, emmettPush, false)} | ${ratio(p99, emmettPush, false)} |`,
    ];
  };
  return [
    '| goal | target | ours | Emmett | goal met | ahead of Emmett | ours vs Emmett |',
    '|---|---|---:|---:|---|---|---:|',
    `| single-event appends/s, 16 writers | >= 10,000 | ${fmt(oursAppend)} | ${fmt(emmettAppend)} | ${met(oursAppend, (v) => v >= 10_000)} | ${ahead(oursAppend, emmettAppend, true)} | ${ratio(oursAppend, emmettAppend, true)} |`,
    `| rebuild events/s (${fmt(results.catchUp.events)} events) | >= 100,000 | ${rebuildFailed ? 'failed (see catch-up)' : fmt(oursRebuild)} | ${fmt(emmettRebuild)} | ${rebuildFailed ? 'no' : met(oursRebuild, (v) => v >= 100_000)} | ${rebuildFailed ? 'no' : ahead(oursRebuild, emmettRebuild, true)} | ${ratio(oursRebuild, emmettRebuild, true)} |`,
    ...pushRow(
      'in-process runner',
      results.push.ours?.find((f) => f.label.startsWith('in-process')),
    ),
    ...pushRow(
      'runner in its own process',
      results.push.ours?.find((f) => f.label.startsWith('cross-process')),
    ),
  ];
}

/** The markdown printed at the end of a run (and kept beside the JSON). */
export function markdownReport(results: BenchResults): string {
  const env = Object.entries(results.environment)
    .map(([key, value]) => `${key}: ${value}`)
    .join(' · ');
  return [
    `### Benchmark: ours vs @event-driven-io/emmett-postgresql`,
    '',
    env,
    '',
    '#### Goals',
    '',
    ...goalsTable(results),
    '',
    '#### Appends (closed loop, each writer on its own streams, expected version checked)',
    '',
    'CPU columns: percent of one core over the cell (warm-up included) used by the worker process (node), by the postgres processes of its database plus the server background, and by the whole machine (anything above node + pg was other load on the machine).',
    '',
    ...appendTable(results),
    '',
    '#### Catch-up of the clubs list',
    '',
    ...catchUpTable(results),
    '',
    '#### Append-to-socket push lag',
    '',
    'Cross-process row: node is the API process (appender, LISTEN, socket.io); the runner process shows only in machine.',
    '',
    ...pushTable(results),
    '',
  ].join('\n');
}
