import { readdirSync, readFileSync } from 'node:fs';

/** CPU used during a stretch of the run, in percent of one core (200 = both cores of a 2-core machine). */
export interface CpuFigures {
  /** The worker process running the scenario (client side: store code, pg driver, socket.io). */
  worker: number;
  /** Postgres backends of the bench database plus the server's background processes (other databases excluded). */
  postgres: number;
  /** The whole machine, whoever used it: other processes running at the same time show up here. */
  machine: number;
}

const TICKS_PER_SECOND = 100;

function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/**
 * CPU ticks per postgres process that works for `database`: its backends (process title
 * "postgres: <cluster>: <user> <database> <client> <state>") and the server's shared background processes.
 * Backends of other databases (e.g. test suites running at the same time) are left out.
 */
function postgresTicks(database: string): Map<string, number> {
  const ticks = new Map<string, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      const backend =
        /^postgres: [^:]+: (\S+) (\S+) \S+\(\d+\)/.exec(title) ?? /autovacuum worker (\S+)/.exec(title);
      const backendDatabase = backend ? backend[backend.length - 1] : null;
      if (backendDatabase !== null && backendDatabase !== database) continue;
      const fields = stat.slice(close + 2).split(' ');
      // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
      ticks.set(entry, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks;
}

/** Starts a measurement; call the returned function at the end of the stretch. */
export function startCpuMeasurement(database = ''): () => CpuFigures {
  const started = performance.now();
  const worker = process.cpuUsage();
  const machine = machineTicks();
  const postgres = postgresTicks(database);
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(worker);
    const machineNow = machineTicks();
    const cores =
      machine && machineNow ? (machineNow.total - machine.total) / TICKS_PER_SECOND / seconds : Number.NaN;
    return {
      worker: ((used.user + used.system) / 1e6 / seconds) * 100,
      postgres: (postgresDelta(postgres, postgresTicks(database)) / TICKS_PER_SECOND / seconds) * 100,
      machine:
        machine && machineNow
          ? ((machineNow.busy - machine.busy) / (machineNow.total - machine.total)) * cores * 100
          : Number.NaN,
    };
  };
}

/** Backends that started during the stretch count from zero; those that ended are lost (a slight undercount). */
function postgresDelta(before: Map<string, number>, after: Map<string, number>): number {
  let delta = 0;
  for (const [pid, ticks] of after) delta += ticks - (before.get(pid) ?? 0);
  return delta;
}
