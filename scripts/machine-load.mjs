// What else the machine is doing, and how fast its CPU is, for `npm test`'s report: a run's wall
// time means little without them (a server or simulator left running by earlier work takes a core
// from every suite, and machines of one kind differ in speed).
import fs from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU ticks used so far by each process, with its command line; empty where /proc is missing. */
function processTicks() {
  const ticks = new Map();
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return ticks;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      ticks.set(Number(pid), { ppid: Number(fields[1]), used: Number(fields[11]) + Number(fields[12]), command });
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** This process and the processes that started it (npm, the CI script): not "something else". */
function ownLine(ticks) {
  const own = new Set();
  for (let pid = process.pid; pid > 1 && !own.has(pid); pid = ticks.get(pid)?.ppid ?? 0) own.add(pid);
  return own;
}

/**
 * The processes other than this run that used more than `threshold` of a core over `ms`, busiest
 * first, and the load average.
 */
export async function busyProcesses(ms = 2000, threshold = 0.05) {
  const before = processTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = processTicks();
  const own = ownLine(after);
  const busy = [];
  for (const [pid, now] of after) {
    if (own.has(pid)) continue;
    const share = (now.used - (before.get(pid)?.used ?? now.used)) / TICKS_PER_SECOND / (ms / 1000);
    if (share > threshold) busy.push({ pid, share, command: now.command.slice(0, 100) });
  }
  busy.sort((a, b) => b.share - a.share);
  let load = '';
  try {
    load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    // not Linux
  }
  return { load, busy };
}

/** Seconds of one core for a fixed loop: the same on machines of equal speed, whatever else runs. */
export function cpuSpeedSeconds() {
  const t0 = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < 1_000_000_000; i += 1) sum += i;
  const used = process.cpuUsage(t0);
  return sum > 0 ? (used.user + used.system) / 1e6 : 0;
}

/** One report line per finding, for the start and the end of a run. */
export async function describeMachine(when) {
  const { load, busy } = await busyProcesses();
  const lines = [`machine ${when}: load average ${load || 'unknown'}`];
  if (busy.length === 0) lines.push('  nothing else used more than 5 % of a core');
  for (const p of busy.slice(0, 8)) lines.push(`  busy: ${(p.share * 100).toFixed(0)} % of a core, pid ${p.pid}: ${p.command}`);
  return lines;
}

/**
 * The machine's CPU ticks so far, busy, stolen and in all (from /proc/stat); null where it is
 * missing. Stolen ticks are those the hypervisor gave another guest while this one had work: they
 * count as busy, but no process here ran in them.
 */
export function machineTicks() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // guest time (fields 8 and 9) is already inside user time
    const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    // idle and iowait are the cores' unused time
    return { busy: total - fields[3] - (fields[4] ?? 0), stolen: fields[7] ?? 0, total };
  } catch {
    return null;
  }
}

/**
 * How many of the machine's cores were busy on average between two `machineTicks()`: a step that
 * leaves cores idle can share the machine with another step; one that keeps them all busy cannot.
 */
export function coresBusy(from, to, cores) {
  if (!from || !to || to.total === from.total) return null;
  return ((to.busy - from.busy) / (to.total - from.total)) * cores;
}

/** How many of the machine's cores, on average, the hypervisor took for other guests between two `machineTicks()`. */
export function coresStolen(from, to, cores) {
  if (!from || !to || to.total === from.total) return null;
  return ((to.stolen - from.stolen) / (to.total - from.total)) * cores;
}
