/**
 * Where the CPU went during a scenario (Linux /proc; null elsewhere): the server process, the bench
 * database's PostgreSQL processes, the whole PostgreSQL server, this process (autocannon), and the whole
 * machine. On a shared 2-core machine the
 * difference (machine − the three) is other work, which makes a run noisy; server CPU per request is
 * the figure least moved by that noise.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let clockTicks: number | undefined;

function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

type ProcStat = { ppid: number; ownMs: number; reapedChildrenMs: number };

/** A process's CPU (user + system, all threads) and that of its exited, reaped children; null if gone. */
function readProcStat(pid: number): ProcStat | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')': state is [0].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((i) => Number(fields[i]));
    if ([ppid, utime, stime, cutime, cstime].some((n) => n === undefined || !Number.isFinite(n))) return null;
    const perTick = 1000 / ticksPerSecond();
    return {
      ppid: ppid ?? 0,
      ownMs: ((utime ?? 0) + (stime ?? 0)) * perTick,
      reapedChildrenMs: ((cutime ?? 0) + (cstime ?? 0)) * perTick,
    };
  } catch {
    return null;
  }
}

/**
 * A process's CPU with its children's: the server on PostgreSQL is a cluster primary and its workers
 * (WEB_CONCURRENCY), all of which count; workers that exited meanwhile are in its reaped children.
 */
function processCpuMs(pid: number): number | null {
  const own = readProcStat(pid);
  if (!own) return null;
  let total = own.ownMs + own.reapedChildrenMs;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readProcStat(Number(entry));
    if (child?.ppid === pid) total += child.ownMs + child.reapedChildrenMs;
  }
  return total;
}

/** The PostgreSQL postmaster: the parent of one of its backends. */
export function findPostmaster(backendPid: number): number | null {
  const stat = readProcStat(backendPid);
  return stat && stat.ppid > 1 ? stat.ppid : null;
}

type PostgresSample = {
  /** The whole server: postmaster + live children + reaped (exited) children. */
  total: number;
  /** Live processes serving the bench database (its backends and their parallel workers), by PID. */
  bench: Map<number, number>;
};

function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The database of a backend's title, `postgres: [cluster: ]user dbname host(port)|[local] state`. */
function titleDatabase(title: string): string | undefined {
  const tokens = title.trim().split(/\s+/);
  const client = tokens.findIndex((t) => /\(\d+\)$/.test(t) || t === '[local]');
  return client >= 2 ? tokens[client - 1] : undefined;
}

/**
 * One pass over /proc: CPU of the whole PostgreSQL server (every database; exited children are in the
 * postmaster's cutime), and of the live processes serving the bench database: backends whose title
 * names it (`postgres: user dbname host(port) state`) and parallel workers working for those backends.
 */
function samplePostgres(postmasterPid: number, databaseName: string): PostgresSample | null {
  const postmaster = readProcStat(postmasterPid);
  if (!postmaster) return null;
  let total = postmaster.ownMs + postmaster.reapedChildrenMs;
  const bench = new Map<number, number>();
  const workers: { pid: number; leader: number; ms: number }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const child = readProcStat(pid);
    if (!child || child.ppid !== postmasterPid) continue;
    total += child.ownMs;
    const title = commandLine(pid);
    const worker = /parallel worker for PID (\d+)/.exec(title);
    if (worker) workers.push({ pid, leader: Number(worker[1]), ms: child.ownMs });
    else if (titleDatabase(title) === databaseName) bench.set(pid, child.ownMs);
  }
  for (const worker of workers) if (bench.has(worker.leader)) bench.set(worker.pid, worker.ms);
  return { total, bench };
}

/** Busy and total CPU ms of the whole machine, summed over cores. */
function machineCpuMs(): { busy: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is already inside user).
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = values;
    const busy = user + nice + system + irq + softirq + steal;
    const perTick = 1000 / ticksPerSecond();
    return { busy: busy * perTick, total: (busy + idle + iowait) * perTick };
  } catch {
    return null;
  }
}

export type CpuUsage = {
  /** Percent of one core, averaged over the scenario. */
  serverPct: number | null;
  /**
   * The bench database's backends and their parallel workers (a lower bound: a worker that started and
   * exited between the two samples is not seen; it is in postgresPct).
   */
  databasePct: number | null;
  /** The whole PostgreSQL server, every database (other sessions' work included). */
  postgresPct: number | null;
  benchClientPct: number;
  /** Percent of all cores. */
  machineBusyPct: number | null;
  /** CPU ms per completed request. */
  serverMsPerRequest: number | null;
  databaseMsPerRequest: number | null;
  postgresMsPerRequest: number | null;
};

/**
 * Other work during a scenario, in % of one core: the machine's busy CPU less the server's, all of
 * PostgreSQL's and the bench client's. Null where /proc gave no figures.
 */
export function otherWorkPct(cpu: CpuUsage, cores: number): number | null {
  if (cpu.machineBusyPct === null || cpu.serverPct === null) return null;
  return Math.max(
    0,
    cpu.machineBusyPct * cores - cpu.serverPct - (cpu.postgresPct ?? 0) - cpu.benchClientPct,
  );
}

export type PostgresTarget = { postmasterPid: number; databaseName: string };

type Snapshot = {
  at: number;
  server: number | null;
  postgres: PostgresSample | null;
  client: NodeJS.CpuUsage;
  machine: { busy: number; total: number } | null;
};

export function cpuSnapshot(serverPid: number, postgres: PostgresTarget | null): Snapshot {
  return {
    at: performance.now(),
    server: processCpuMs(serverPid),
    postgres: postgres ? samplePostgres(postgres.postmasterPid, postgres.databaseName) : null,
    client: process.cpuUsage(),
    machine: machineCpuMs(),
  };
}

export function cpuUsageBetween(start: Snapshot, end: Snapshot, requests: number): CpuUsage {
  const wallMs = end.at - start.at;
  const pct = (ms: number | null) => (ms === null || wallMs <= 0 ? null : (100 * ms) / wallMs);
  const server = start.server !== null && end.server !== null ? end.server - start.server : null;
  let database: number | null = null;
  let postgres: number | null = null;
  if (start.postgres && end.postgres) {
    postgres = end.postgres.total - start.postgres.total;
    database = 0;
    // A process seen only at the end started during the scenario: all its CPU counts.
    for (const [pid, ms] of end.postgres.bench) database += ms - (start.postgres.bench.get(pid) ?? 0);
  }
  const client = (end.client.user - start.client.user + (end.client.system - start.client.system)) / 1000;
  const machine =
    start.machine && end.machine
      ? (100 * (end.machine.busy - start.machine.busy)) / (end.machine.total - start.machine.total || 1)
      : null;
  const perRequest = (ms: number | null) => (ms === null || requests === 0 ? null : ms / requests);
  return {
    serverPct: pct(server),
    databasePct: pct(database),
    postgresPct: pct(postgres),
    benchClientPct: pct(client) ?? 0,
    machineBusyPct: machine,
    serverMsPerRequest: perRequest(server),
    databaseMsPerRequest: perRequest(database),
    postgresMsPerRequest: perRequest(postgres),
  };
}
