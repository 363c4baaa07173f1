import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import v8 from 'node:v8';
import type { ServerInfo } from '@vr/contracts';

const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100) : 0);

interface CpuSample {
  idle: number;
  total: number;
  processMicros: number;
  at: number;
}

function machineTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

function processMicros(): number {
  const u = process.cpuUsage();
  return u.user + u.system;
}

/**
 * Samples the machine and this process. CPU figures are over the time since the previous sample
 * (the monitoring screen asks every few seconds); event-loop delay over the same window.
 */
export class ServerSampler {
  private last: CpuSample;
  private readonly histogram: IntervalHistogram;

  constructor(private readonly dataDir: string) {
    this.last = { ...machineTimes(), processMicros: processMicros(), at: performance.now() };
    this.histogram = monitorEventLoopDelay({ resolution: 20 });
    this.histogram.enable();
  }

  stop(): void {
    this.histogram.disable();
  }

  sample(): ServerInfo {
    const now = { ...machineTimes(), processMicros: processMicros(), at: performance.now() };
    const dTotal = now.total - this.last.total;
    const dIdle = now.idle - this.last.idle;
    const dWallMicros = (now.at - this.last.at) * 1000;
    const cpuUsage = dTotal > 0 ? percent(dTotal - dIdle, dTotal) : 0;
    const processCpu = dWallMicros > 0 ? round(((now.processMicros - this.last.processMicros) / dWallMicros) * 100) : 0;
    this.last = now;

    const h = this.histogram;
    const ms = (ns: number) => (Number.isFinite(ns) ? round(ns / 1e6, 2) : 0);
    const eventLoop = { meanMs: ms(h.mean), p50Ms: ms(h.percentile(50)), p99Ms: ms(h.percentile(99)), maxMs: ms(h.max) };
    h.reset();

    const totalMem = os.totalmem();
    const freeMem = os.freemem();
    const mem = process.memoryUsage();
    const heap = v8.getHeapStatistics();
    const cpus = os.cpus();
    const load = os.loadavg();

    return {
      sampledAt: new Date().toISOString(),
      host: {
        hostname: os.hostname(),
        platform: os.platform(),
        release: os.release(),
        arch: os.arch(),
        uptimeSeconds: Math.round(os.uptime()),
      },
      cpu: {
        model: cpus[0]?.model.trim() ?? 'unknown',
        cores: cpus.length,
        usagePercent: Math.min(100, Math.max(0, cpuUsage)),
        loadAverage: [round(load[0] ?? 0, 2), round(load[1] ?? 0, 2), round(load[2] ?? 0, 2)],
      },
      memory: {
        totalBytes: totalMem,
        freeBytes: freeMem,
        usedBytes: totalMem - freeMem,
        usagePercent: percent(totalMem - freeMem, totalMem),
      },
      process: {
        pid: process.pid,
        nodeVersion: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        cpuPercent: Math.max(0, processCpu),
        rssBytes: mem.rss,
        heapTotalBytes: mem.heapTotal,
        heapUsedBytes: mem.heapUsed,
        externalBytes: mem.external,
        arrayBuffersBytes: mem.arrayBuffers,
      },
      heap: {
        limitBytes: heap.heap_size_limit,
        totalBytes: heap.total_heap_size,
        usedBytes: heap.used_heap_size,
        usagePercent: percent(heap.used_heap_size, heap.heap_size_limit),
      },
      eventLoop,
      disk: diskOf(this.dataDir),
    };
  }
}

/** The file system holding DATA_DIR (or its nearest existing parent). */
export function diskOf(dir: string): ServerInfo['disk'] {
  let target = path.resolve(dir);
  while (!fs.existsSync(target)) {
    const parent = path.dirname(target);
    if (parent === target) return null;
    target = parent;
  }
  try {
    const s = fs.statfsSync(target);
    const total = s.blocks * s.bsize;
    const free = s.bavail * s.bsize;
    const used = total - s.bfree * s.bsize;
    return { path: path.resolve(dir), totalBytes: total, freeBytes: free, usedBytes: used, usagePercent: percent(used, used + free) };
  } catch {
    return null;
  }
}
