// Measures of a load run for the benchmarks: the latency on connections already open, and the CPU
// time a run's requests cost the server process and PostgreSQL.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * Latency of the requests sent on connections that were already open: each connection's first
 * request left out. Under load a Node server accepts one new connection per turn of its event loop,
 * so when 50 connections open at once the last ones wait for 50 turns before their first request is
 * read; an editor saves on a connection it has held since it opened the bar.
 */
export type OpenConnectionLatency = { p50: number; p99: number; count: number };

/**
 * CPU time per request of the server process and of all PostgreSQL processes (null on PGlite: it
 * runs inside the server), from /proc around the run: a cost, steadier than a rate on a shared
 * machine. Null where /proc is missing.
 */
export type CpuPerRequest = { server: number; postgres: number | null } | null;

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** User and system CPU ticks of a process, or null when /proc does not have it. */
function processTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

function postgresTicks(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') ticks += processTicks(Number(entry)) ?? 0;
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** The server process being measured, and whether PostgreSQL runs beside it (else its work is in the server). */
export type MeasuredProcesses = { serverPid: number; postgres: boolean };

/** `run`, with the CPU its requests cost (see CpuPerRequest). */
export async function withCpu<T>(
  measuring: MeasuredProcesses,
  run: () => Promise<T>,
  requests: (result: T) => number,
): Promise<[T, CpuPerRequest]> {
  const server = processTicks(measuring.serverPid);
  const postgres = measuring.postgres ? postgresTicks() : 0;
  const result = await run();
  const serverAfter = processTicks(measuring.serverPid);
  const count = Math.max(1, requests(result));
  if (server === null || serverAfter === null) return [result, null];
  const perRequest = (ticks: number) => (ticks * TICK_MS) / count;
  return [
    result,
    {
      server: perRequest(serverAfter - server),
      postgres: measuring.postgres ? perRequest(postgresTicks() - postgres) : null,
    },
  ];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** An autocannon run, with the latency of the requests on connections already open (see OpenConnectionLatency). */
export function measureOpenConnections(
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; open: OpenConnectionLatency }> {
  const answered = new WeakSet<object>();
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      resolve({ result, open: { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length } });
    });
    instance.on('response', (client, _status, _bytes, responseTime) => {
      if (answered.has(client)) times.push(responseTime);
      else answered.add(client);
    });
  });
}
