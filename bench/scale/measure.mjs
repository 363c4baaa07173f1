// One measurement: autocannon against a URL for a while, with the response time of every answer
// (autocannon reports no p95), non-2xx answers and errors counted, and the CPU the server process
// and the benchmark database's PostgreSQL backends spent meanwhile, and the load average.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

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

/**
 * Runs autocannon for `duration` seconds; answers req/s (2xx and others alike), p50/p95/p99 in ms,
 * non-2xx and error counts, server and PostgreSQL CPU as a share of one core, mean 1-minute load.
 */
export async function measure({ url, headers = {}, connections, duration, serverPid, dbName }) {
  const times = [];
  let non2xx = 0;
  const loads = [os.loadavg()[0]];
  const loadTimer = setInterval(() => loads.push(os.loadavg()[0]), 1000);
  const cpu0 = serverPid ? processTicks(serverPid) : NaN;
  const pg0 = backendTicks(dbName);
  const t0 = process.hrtime.bigint();
  const instance = autocannon({ url, headers, connections, duration, timeout: 30 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
  });
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  clearInterval(loadTimer);
  const cpu1 = serverPid ? processTicks(serverPid) : NaN;
  const pg1 = backendTicks(dbName);
  let pgTicks = 0;
  for (const [pid, t] of pg1) pgTicks += t - (pg0.get(pid) ?? 0);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx,
    errors: result.errors + result.timeouts,
    bytesPerResponse: times.length ? result.throughput.total / times.length : NaN,
    serverCpu: (cpu1 - cpu0) / CLK_TCK / seconds,
    pgCpu: dbName ? pgTicks / CLK_TCK / seconds : NaN,
    load: loads.reduce((a, b) => a + b, 0) / loads.length,
  };
}
