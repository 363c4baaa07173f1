// One measurement: autocannon against a URL (or a pool of them, one after the other) for a while,
// with the response time of every answer (autocannon reports no p95), non-2xx answers and errors
// counted, and the CPU the server process and the benchmark database's PostgreSQL backends spent
// meanwhile, and the load average; and the wait until they are idle again (drain).
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { sleep } from '../lib.mjs';

export const CLK_TCK = 100;

/** utime + stime of a process, in ticks. */
export function processTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return NaN;
  }
}

/** Ticks by pid of the PostgreSQL backends serving `dbName` (their command line names it). */
export function backendTicks(dbName) {
  const ticks = new Map();
  if (!dbName) return ticks;
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres:') && cmd.includes(` ${dbName} `)) ticks.set(d, processTicks(d));
    } catch {
      // ended meanwhile
    }
  }
  return ticks;
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Ticks between two readings of a process; none when it ended meanwhile (NaN). */
const ticksBetween = (before, after) => (Number.isFinite(after - before) ? after - before : 0);

/** Ticks the PostgreSQL backends spent between two backendTicks readings (a new backend from zero). */
function backendTicksBetween(before, after) {
  let ticks = 0;
  for (const [pid, t] of after) ticks += ticksBetween(before.get(pid) ?? 0, t);
  return ticks;
}

/** A request's time-out, in seconds: also the most the last answers of a measurement are waited for. */
const TIMEOUT_S = 30;

/** autocannon's setupRequest giving each request, whichever connection sends it, the next path of `asks`. */
function walk(asks) {
  let next = 0;
  return (request) => {
    request.path = asks[next++ % asks.length];
    return request;
  };
}

/**
 * Runs autocannon for `duration` seconds, then waits for the answers still on their way; answers
 * req/s (2xx and others alike), p50/p95/p99 in ms, non-2xx and error counts, server and PostgreSQL
 * CPU as a share of one core, mean 1-minute load. `asks`: request paths (with their query) taken in
 * turn instead of `url`'s, which then only names the host.
 */
export async function measure({ url, asks, headers = {}, connections, duration, serverPid, dbName }) {
  const times = [];
  let non2xx = 0;
  let last = process.hrtime.bigint();
  const loads = [os.loadavg()[0]];
  const loadTimer = setInterval(() => loads.push(os.loadavg()[0]), 1000);
  const cpu0 = serverPid ? processTicks(serverPid) : NaN;
  const pg0 = backendTicks(dbName);
  const t0 = process.hrtime.bigint();
  // autocannon ends a run by closing its connections, leaving the requests then in flight unanswered
  // but still at work on the server, where they would weigh on the next measurement. Instead, when
  // `duration` is up each connection is told to send no more (`responseMax`, the limit autocannon 8's
  // Client checks against `reqsMade` before each request) and closes after its last answer:
  // autocannon's own end, later by a request's time-out, only stops connections that never answer.
  const clients = [];
  const instance = autocannon({
    url,
    headers,
    connections,
    duration: duration + TIMEOUT_S + 5,
    timeout: TIMEOUT_S,
    sampleInt: 100, // how soon the run ends once the last connection closed
    setupClient: (client) => clients.push(client),
    ...(asks ? { requests: [{ setupRequest: walk(asks) }] } : {}),
  });
  const stopTimer = setTimeout(() => {
    for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
  }, duration * 1000);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    last = process.hrtime.bigint();
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  const result = await instance;
  clearTimeout(stopTimer);
  // Up to the last answer: the run's own end comes up to one sample interval after it.
  const seconds = Number((times.length ? last : process.hrtime.bigint()) - t0) / 1e9;
  clearInterval(loadTimer);
  const cpu1 = serverPid ? processTicks(serverPid) : NaN;
  const pgTicks = backendTicksBetween(pg0, backendTicks(dbName));
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    errors: result.errors, // time-outs included
    bytesPerResponse: times.length ? result.throughput.total / times.length : NaN,
    serverCpu: (cpu1 - cpu0) / CLK_TCK / seconds,
    pgCpu: dbName ? pgTicks / CLK_TCK / seconds : NaN,
    load: loads.reduce((a, b) => a + b, 0) / loads.length,
  };
}

/** CPU ticks of the processes `pids` and the PostgreSQL backends of `dbName`, read together. */
function readTicks(pids, dbName) {
  return { at: process.hrtime.bigint(), pids: pids.map((pid) => processTicks(pid)), pg: backendTicks(dbName) };
}

/**
 * Waits until the processes `pids` and the PostgreSQL backends of `dbName` are idle: together below
 * `share` of one core in each of two successive windows of `windowMs`, for at most `capMs`.
 * Answers the seconds waited and whether they got idle. A measurement's last answers are in when
 * it returns, but the work they set off (a query a closed connection no longer waits for, a
 * shared answer still being computed, PostgreSQL writing) can go on after it.
 */
export async function drain({ pids, dbName, share = 0.05, windowMs = 200, capMs = 30_000 }) {
  const t0 = Date.now();
  let quietWindows = 0;
  let before = readTicks(pids, dbName);
  while (quietWindows < 2) {
    if (Date.now() - t0 >= capMs) return { seconds: (Date.now() - t0) / 1000, idle: false };
    await sleep(windowMs);
    const after = readTicks(pids, dbName);
    const ticks = after.pids.reduce((sum, t, i) => sum + ticksBetween(before.pids[i], t), 0) + backendTicksBetween(before.pg, after.pg);
    const used = ticks / CLK_TCK / (Number(after.at - before.at) / 1e9);
    quietWindows = used < share ? quietWindows + 1 : 0;
    before = after;
  }
  return { seconds: (Date.now() - t0) / 1000, idle: true };
}
