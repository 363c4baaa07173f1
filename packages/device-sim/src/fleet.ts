import type { DeviceEvent, DeviceEventKind, DeviceOrder } from '@vr/contracts';
import { type FleetCounters, LatencySamples, emptyCounters } from './counters.js';
import { DEFAULT_BEHAVIOUR, type DeviceBehaviour, type DeviceCredentials, type DeviceState, SimDevice } from './device.js';
import type { TemperatureSensor } from './alarm-episodes.js';
import type { Excursion, SaleOptions } from './machine.js';
import { createRandom } from './random.js';

export interface FleetOptions extends Partial<DeviceBehaviour> {
  /** Broker URL (mqtt://host:port, ws://…). */
  url: string;
  devices: DeviceCredentials[];
  /** Spreads the first connections over this many ms (default: 2 ms per device, at most 60 s). */
  rampMs?: number;
  /** Seed for reproducible behaviour. */
  seed?: number;
  /** Progress and problems (default: silent). */
  log?: (message: string) => void;
}

export interface BurstOptions {
  /** Orders per second across the fleet. */
  ordersPerSecond: number;
  durationSeconds: number;
  /** How long to wait for the last order-acks after the burst (default 30 s). */
  drainSeconds?: number;
}

export interface BurstResult {
  sent: number;
  acked: number;
  /** Seconds from the first order to the last order-ack (or the drain timeout). */
  seconds: number;
  /** Acknowledged orders per second over `seconds`. */
  ackedPerSecond: number;
  /** Order publish → order-ack, ms. */
  latencyMs: { p50: number; p95: number; p99: number; max: number };
}

export interface FleetHandle {
  readonly codes: string[];
  /** Totals so far (a copy). */
  counters(): FleetCounters;
  /** Order publish → order-ack latency percentiles since the start (or the last reset), ms. */
  orderLatency(): { count: number; p50: number; p95: number; p99: number };
  resetOrderLatency(): void;
  /** Resolves when every device has connected once (rejects after timeoutMs, default 60 s). */
  waitConnected(timeoutMs?: number): Promise<void>;
  /**
   * Takes a device offline until `reconnect` (it keeps selling and queues its orders): a network
   * drop by default (the broker publishes its last will), or a goodbye with `graceful`.
   */
  disconnect(code: string, options?: { graceful?: boolean }): Promise<void>;
  reconnect(code: string): void;
  /**
   * Raises a fault (or warning) now; answers the event with its id. `onSent` hears when the broker
   * acknowledged its publish (QoS 1), not when it waits offline for the next connect.
   */
  raiseFault(code: string, options?: { kind?: DeviceEventKind; code?: string; onSent?: () => void }): DeviceEvent;
  releaseFault(code: string, eventId: string): DeviceEvent | null;
  /** Drains a container (`no`, or a random one) under its alarm value now; it stays low until `refill`. */
  drain(code: string, no?: number): { no: number; material: string; level: number } | null;
  /** Refills a container (or every container) to full now. */
  refill(code: string, no?: number): void;
  /** Pushes a temperature (`sensor`, or a random one) out of its normal band now; it stays out until `endExcursion`. */
  startExcursion(code: string, options?: { sensor?: TemperatureSensor; direction?: 'high' | 'low'; delta?: number }): Excursion | null;
  /** Brings a temperature (or every one out) back into its band now. */
  endExcursion(code: string, sensor?: TemperatureSensor): TemperatureSensor[];
  /** Sells one order now; `paymentMethod` chooses how the customer pays (random by default). */
  sell(code: string, paymentMethod?: string, options?: SaleOptions): DeviceOrder | null;
  /** Pay flow: the device's sales waiting for their payment, with the pay link its QR code shows. */
  awaitingPayment(code: string): Array<{ orderCode: string; payUrl?: string }>;
  /** Publishes a heartbeat and telemetry now. */
  report(code: string): void;
  /** The machine fails every remote upgrade with `reason` from now on (null: they succeed again). */
  failUpgrades(code: string, reason: string | null): void;
  /** The machine fails every camera recording with `reason` from now on (null: they succeed again). */
  failRecordings(code: string, reason: string | null): void;
  /** Fails every ad of the machine's next playlists with `reason` (null: ads download again). */
  failAds(code: string, reason: string | null): void;
  state(code: string): DeviceState;
  /** Orders at `ordersPerSecond` from random connected devices; measures order-ack latency. */
  burst(options: BurstOptions): Promise<BurstResult>;
  stop(): Promise<void>;
}

/** Starts simulated devices against a broker. */
export function startFleet(options: FleetOptions): FleetHandle {
  const behaviour: DeviceBehaviour = { ...DEFAULT_BEHAVIOUR };
  for (const key of Object.keys(DEFAULT_BEHAVIOUR) as (keyof DeviceBehaviour)[]) {
    if (options[key] !== undefined) (behaviour as unknown as Record<string, unknown>)[key] = options[key];
  }
  if (!(behaviour.timeScale > 0)) throw new Error('timeScale must be positive');
  const random = createRandom(options.seed);
  const counters = emptyCounters();
  const orderLatency = new LatencySamples();
  const log = options.log ?? (() => undefined);
  const devices = new Map<string, SimDevice>();
  const ackListeners = new Set<(orderCode: string, latencyMs: number) => void>();
  const onOrderAck = (orderCode: string, latencyMs: number) => {
    for (const l of ackListeners) l(orderCode, latencyMs);
  };
  for (const credentials of options.devices) {
    if (devices.has(credentials.code)) throw new Error(`device ${credentials.code} listed twice`);
    devices.set(
      credentials.code,
      new SimDevice(credentials, { url: options.url, behaviour, random, counters, orderLatency, log, onOrderAck }),
    );
  }
  const list = [...devices.values()];
  const rampMs = options.rampMs ?? Math.min(60_000, list.length * 2);
  const startTimers = new Set<NodeJS.Timeout>();
  let stopped = false;
  list.forEach((d, i) => {
    const delay = list.length > 1 ? (rampMs * i) / list.length : 0;
    if (delay === 0) d.start();
    else {
      const t = setTimeout(() => {
        startTimers.delete(t);
        if (!stopped) d.start();
      }, delay);
      startTimers.add(t);
    }
  });

  const get = (code: string): SimDevice => {
    const d = devices.get(code);
    if (!d) throw new Error(`no simulated device ${code}`);
    return d;
  };

  const handle: FleetHandle = {
    codes: [...devices.keys()],
    counters: () => structuredClone(counters),
    orderLatency: () => ({
      count: orderLatency.count,
      p50: orderLatency.percentile(50),
      p95: orderLatency.percentile(95),
      p99: orderLatency.percentile(99),
    }),
    resetOrderLatency: () => orderLatency.reset(),
    waitConnected: async (timeoutMs = 60_000) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const missing = list.filter((d) => !d.isConnected).map((d) => d.code);
          reject(new Error(`${missing.length} devices did not connect within ${timeoutMs} ms (${missing.slice(0, 5).join(', ')}…)`));
        }, timeoutMs);
      });
      try {
        await Promise.race([Promise.all(list.map((d) => d.whenConnected())), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    disconnect: (code, o) => get(code).disconnect(o),
    reconnect: (code) => get(code).reconnect(),
    raiseFault: (code, o = {}) => get(code).raise(o.kind ?? 'fault', o.code, o.onSent),
    releaseFault: (code, eventId) => get(code).release(eventId),
    drain: (code, no) => get(code).drain(no),
    refill: (code, no) => get(code).refill(no),
    startExcursion: (code, o) => get(code).startExcursion(o),
    endExcursion: (code, sensor) => get(code).endExcursion(sensor),
    sell: (code, paymentMethod, options) => get(code).sell(paymentMethod, options),
    awaitingPayment: (code) => get(code).awaitingPayment(),
    report: (code) => get(code).report(),
    failUpgrades: (code, reason) => get(code).failUpgrades(reason),
    failRecordings: (code, reason) => get(code).failRecordings(reason),
    failAds: (code, reason) => get(code).failAds(reason),
    state: (code) => get(code).state(),
    burst: async ({ ordersPerSecond, durationSeconds, drainSeconds = 30 }) => {
      // Only the burst's own orders count (background sales go on meanwhile).
      const mine = new Set<string>();
      const latency = new LatencySamples();
      let acked = 0;
      let lastAckAt = 0;
      const listener = (orderCode: string, ms: number) => {
        if (!mine.delete(orderCode)) return;
        acked += 1;
        lastAckAt = Date.now();
        latency.add(ms);
      };
      ackListeners.add(listener);
      const started = Date.now();
      const total = Math.round(ordersPerSecond * durationSeconds);
      let sent = 0;
      try {
        // Tick every 10 ms and catch up to the schedule, so the rate holds even when ticks run late.
        await new Promise<void>((resolve) => {
          const tick = setInterval(() => {
            const due = Math.min(total, Math.floor(((Date.now() - started) / 1000) * ordersPerSecond));
            const online = list.filter((d) => d.isConnected && !d.machine.locked);
            let misses = 0;
            while (sent < due && online.length > 0 && misses < online.length * 2) {
              const order = online[Math.floor(random.next() * online.length)]!.sell();
              if (order) {
                mine.add(order.orderCode);
                sent += 1;
              } else misses += 1; // that machine is out of what it sells
            }
            if (sent >= total || stopped || online.length === 0) {
              clearInterval(tick);
              resolve();
            }
          }, 10);
        });
        const drainUntil = Date.now() + drainSeconds * 1000;
        while (mine.size > 0 && Date.now() < drainUntil && !stopped) await new Promise((r) => setTimeout(r, 20));
      } finally {
        ackListeners.delete(listener);
      }
      const seconds = ((lastAckAt || Date.now()) - started) / 1000;
      return {
        sent,
        acked,
        seconds,
        ackedPerSecond: seconds > 0 ? acked / seconds : 0,
        latencyMs: { p50: latency.percentile(50), p95: latency.percentile(95), p99: latency.percentile(99), max: latency.percentile(100) },
      };
    },
    stop: async () => {
      stopped = true;
      for (const t of startTimers) clearTimeout(t);
      startTimers.clear();
      await Promise.all(list.map((d) => d.stop()));
    },
  };
  return handle;
}
