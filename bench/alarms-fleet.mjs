// The alarm bench's simulated machines, spread over worker threads: each runs a share of the fleet
// (`startFleet`) on an event loop of its own, so neither the 10 000 MQTT clients' work nor the SMTP
// sink's delays the others' raises, publishes and stamps. A raise is stamped in its worker right
// before it is published, and again when the broker acknowledges it (PUBACK of QoS 1).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

if (!isMainThread && workerData?.alarmsFleet) runWorker(workerData);

/**
 * Starts `workers` threads, each with every `workers`-th machine. The first connections are spread
 * over `rampMs` across the whole fleet (each thread's share over the same span).
 */
export function startWorkerFleet({ url, devices, workers, rampMs }) {
  const threads = [];
  const pending = new Map();
  const where = new Map();
  let nextId = 0;
  let stopped = null;
  const ask = (thread, message) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...message, id });
    });
  for (let w = 0; w < workers; w++) {
    const share = devices.filter((_, i) => i % workers === w);
    for (const d of share) where.set(d.code, w);
    const thread = new Worker(new URL(import.meta.url), { workerData: { alarmsFleet: true, url, devices: share, rampMs } });
    thread.on('message', (m) => {
      const p = pending.get(m.id);
      if (!p) return;
      if (m.done || m.error) pending.delete(m.id);
      if (m.error) p.reject(new Error(m.error));
      else p.resolve(m);
    });
    thread.on('error', (err) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    });
    threads.push(thread);
  }
  const all = (message) => Promise.all(threads.map((t) => ask(t, message)));
  const threadOf = (code) => threads[where.get(code)];
  return {
    waitConnected: (timeoutMs) => all({ op: 'waitConnected', timeoutMs }),
    /** Raises a fault; answers the event id, its level and when it was published; `onAcked` hears the broker's PUBACK time. */
    raise(code, faultCode, onAcked) {
      const thread = threadOf(code);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, {
          resolve: (m) => {
            if (m.acked !== undefined) onAcked(m.acked);
            else resolve(m);
          },
          reject,
        });
        thread.postMessage({ op: 'raise', code, faultCode, id });
      });
    },
    release: (code, eventId) => ask(threadOf(code), { op: 'release', code, eventId }),
    /** Connected machines and connections made, over all threads. */
    async counters() {
      const answers = await all({ op: 'counters' });
      return answers.reduce((sum, a) => ({ connected: sum.connected + a.connected, connects: sum.connects + a.connects }), {
        connected: 0,
        connects: 0,
      });
    },
    /** Starts (or answers since the start) each thread's event-loop delay: the worst thread's p50, p99 and max, ms. */
    async lag(op) {
      const answers = await all({ op });
      if (op === 'lagStart') return null;
      const worst = (k) => Math.max(...answers.map((a) => a[k]));
      return { p50: worst('p50'), p99: worst('p99'), max: worst('max') };
    },
    stop() {
      stopped ??= (async () => {
        await Promise.race([all({ op: 'stop' }), new Promise((r) => setTimeout(r, 10_000))]).catch(() => undefined);
        await Promise.all(threads.map((t) => t.terminate()));
      })();
      return stopped;
    },
  };
}

async function runWorker({ url, devices, rampMs }) {
  const { startFleet } = await import('@vr/device-sim');
  const fleet = startFleet({ url, devices, rampMs, ordersPerHour: 0, randomEvents: false, factoryGoods: false });
  const lag = monitorEventLoopDelay({ resolution: 10 });
  const reply = (m) => parentPort.postMessage(m);
  parentPort.on('message', async (m) => {
    try {
      switch (m.op) {
        case 'waitConnected':
          await fleet.waitConnected(m.timeoutMs).catch((err) => {
            const c = fleet.counters();
            throw new Error(`${err.message}; connections made ${c.connects}, refused ${c.authFailures}`);
          });
          return reply({ id: m.id, done: true });
        case 'raise': {
          const at = Date.now();
          // The PUBACK comes over the network, so after this raise's own reply.
          const onSent = () => reply({ id: m.id, acked: Date.now(), done: true });
          const event = fleet.raiseFault(m.code, { kind: 'fault', code: m.faultCode, onSent });
          return reply({ id: m.id, eventId: event.eventId, level: event.level, at });
        }
        case 'release':
          fleet.releaseFault(m.code, m.eventId);
          return reply({ id: m.id, done: true });
        case 'counters': {
          const c = fleet.counters();
          return reply({ id: m.id, done: true, connected: c.connected, connects: c.connects });
        }
        case 'lagStart':
          lag.reset();
          lag.enable();
          return reply({ id: m.id, done: true });
        case 'lagStop':
          lag.disable();
          return reply({ id: m.id, done: true, p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 });
        case 'stop':
          await fleet.stop();
          return reply({ id: m.id, done: true });
      }
    } catch (err) {
      reply({ id: m.id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}

/** The same fleet in this thread (`--workers 0`: the bench as it was, for comparison). */
export async function startFleetHere({ url, devices, rampMs }) {
  const { startFleet } = await import('@vr/device-sim');
  const fleet = startFleet({ url, devices, rampMs, ordersPerHour: 0, randomEvents: false, factoryGoods: false });
  return {
    waitConnected: (timeoutMs) => fleet.waitConnected(timeoutMs),
    async raise(code, faultCode, onAcked) {
      const at = Date.now();
      const event = fleet.raiseFault(code, { kind: 'fault', code: faultCode, onSent: () => onAcked(Date.now()) });
      return { eventId: event.eventId, level: event.level, at };
    },
    release: async (code, eventId) => fleet.releaseFault(code, eventId),
    counters: async () => {
      const c = fleet.counters();
      return { connected: c.connected, connects: c.connects };
    },
    // The bench's own thread: its delay is measured beside (`lag` of the main thread).
    lag: async () => null,
    stop: () => fleet.stop(),
  };
}
