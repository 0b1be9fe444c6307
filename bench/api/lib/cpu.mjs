// CPU time spent per request, read from /proc (Linux only; elsewhere the figures are left out).
// Latency and req/s on a shared 2-core machine move with whatever else runs; the CPU a request costs does
// not, so it is the figure to compare between runs and the one that tells how far a route is from the
// ceiling on a quiet machine.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = clockTicks();

function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** utime + stime of one process in ms, or undefined when it is gone or /proc is missing. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start at state; utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * PostgreSQL backends serving one database, found by their process title ("postgres: 15/main: postgres
 * coffee_bench_123 127.0.0.1(…) idle"). Parallel workers are named after their leader, not the database,
 * so they are not counted: the DB figure is a lower bound when plans go parallel.
 */
function postgresBackends(database) {
  const pids = [];
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

/** CPU ms so far of the server process and of its PostgreSQL database's backends, keyed by pid. */
export function cpuSnapshot({ pid, dbName }) {
  const server = processCpuMs(pid);
  const backends = new Map();
  if (dbName) {
    for (const backend of postgresBackends(dbName)) backends.set(backend, processCpuMs(backend) ?? 0);
  }
  return { server, backends };
}

/**
 * CPU ms per completed request between two snapshots. Backends that started during the run count from 0;
 * ones that ended during it are lost (the pool keeps its connections for 30 s idle, so none should).
 */
export function cpuPerRequest(before, after, requests) {
  if (before.server === undefined || after.server === undefined || requests === 0) return {};
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return {
    serverCpuMs: (after.server - before.server) / requests,
    databaseCpuMs: after.backends.size > 0 ? database / requests : undefined,
  };
}
