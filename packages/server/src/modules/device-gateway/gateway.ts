import {
  type AbnormalReason,
  type AdsAck,
  type AdsReport,
  type CardAuthRequest,
  type CardCancel,
  type CardRefusal,
  type CommandAck,
  type DeviceOrder,
  type DownKind,
  type FreeCollect,
  type GoodsAck,
  MISSED_HEARTBEATS_OFFLINE,
  type PayRequest,
  PROTOCOL_VERSION,
  type Telemetry,
  UP_SCHEMAS,
  type UpKind,
  type RecordingProgress,
  type RecordingResult,
  type UpgradeProgress,
  type UpgradeResult,
} from '@vr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import {
  type DispensedOrder,
  type IncomingOrder,
  applyDispenseResults,
  collectFreeOrder,
  ordersDispensed,
  recountSales,
  storeNewOrders,
} from '../orders/index.js';
import { deviceForgotten } from '../devices/index.js';
import { MEMBER_CARD_METHOD, authoriseCard, cancelCardHold, cardUnavailable, settleCardOrders, type CardVerdict } from '../cards/index.js';
import {
  STAFF_CARD_METHOD,
  authoriseStaffCard,
  cancelStaffHold,
  settleStaffCardOrders,
  staffCardUnavailable,
  type StaffCardVerdict,
} from '../staff-cards/index.js';
import {
  WRISTBAND_METHOD,
  type WristbandVerdict,
  authoriseWristband,
  cancelWristbandUse,
  settleWristbandOrders,
  wristbandUnavailable,
} from '../wristbands/index.js';
import { listen, publish } from '../../platform/wiring/index.js';
import { DeviceDirectory, type DeviceEntry } from './directory.js';
import { cartBreach, orderFlags } from './order-kinds.js';
import { handlePayRequest } from './pay-intake.js';
import {
  type PresenceChange,
  type SeenRow,
  applyPresence,
  flushSeen,
  markAllOffline,
  markOfflineByWill,
  markSilentDevicesOffline,
} from './presence.js';
import { applyEvent, applyHello, flushTelemetry } from './state.js';

/** The abnormal reason of an order its payment method's area did not authorise. */
const NOT_AUTHORISED: Record<string, AbnormalReason> = {
  [MEMBER_CARD_METHOD]: 'cardNotAuthorised',
  [STAFF_CARD_METHOD]: 'staffCardNotAuthorised',
  [WRISTBAND_METHOD]: 'wristbandNotAuthorised',
};

/** How the gateway sends to devices (the embedded broker or the external client). */
export interface DownLink {
  publish(deviceCode: string, kind: DownKind, payload: object): Promise<void>;
}

export interface GatewayOptions {
  db: Database;
  log: FastifyBaseLogger;
  /**
   * embedded: the broker reports connects and disconnects, which decide presence.
   * external: presence comes from hello, heartbeats and the devices' last will.
   */
  mode: 'embedded' | 'external';
  /** Receives command acks (the command service). */
  onAck: (device: DeviceEntry, ack: CommandAck) => Promise<void>;
  /** The goods package versions machines report (hello, heartbeat) and their goods-acks. */
  goods?: {
    hello(device: DeviceEntry, version: number | undefined): Promise<void>;
    heartbeat(device: DeviceEntry, version: number): Promise<void>;
    ack(device: DeviceEntry, ack: GoodsAck): Promise<void>;
  };
  /** Software upgrades: the versions a hello reports, progress and results. */
  upgrades?: {
    hello(device: DeviceEntry, firmware: (typeof UP_SCHEMAS)['hello']['_output']['firmware']): Promise<void>;
    progress(device: DeviceEntry, message: UpgradeProgress): Promise<void>;
    result(device: DeviceEntry, message: UpgradeResult): Promise<void>;
  };
  /** Settings made while a machine was offline (parameter copies), sent at its hello. */
  settings?: {
    hello(device: DeviceEntry): Promise<void>;
  };
  /** Camera playback: a machine's progress with a recording, and its failure. */
  recordings?: {
    progress(device: DeviceEntry, message: RecordingProgress): Promise<void>;
    result(device: DeviceEntry, message: RecordingResult): Promise<void>;
  };
  /** Advertising: a machine coming back, its acknowledgements of playlists and its reports of what it shows. */
  ads?: {
    hello(device: DeviceEntry): Promise<void>;
    ack(device: DeviceEntry, ack: AdsAck): Promise<void>;
    report(device: DeviceEntry, report: AdsReport): Promise<void>;
  };
  /** Closes a device's live connection (embedded broker), e.g. after its secret was rotated. */
  onForget?: (code: string) => void;
  /** Flush intervals; tests and the bench may shorten them. */
  seenFlushMs?: number;
  orderFlushMs?: number;
  orderBatchSize?: number;
  /** Stored orders whose recount and event may wait behind the intake before it waits for them (2 000). */
  afterStoredBacklog?: number;
  sweepMs?: number;
  /** Machines whose hello work runs at once (the rest wait their turn). */
  helloConcurrency?: number;
  /** Machines' messages handled at once (payments asked, card checks, events; the rest wait their turn). */
  messageConcurrency?: number;
}

/** Runs at most `limit` jobs at once; the others wait their turn in order. */
class Gate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The slot passes to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const SECOND = 1000;

/**
 * The back-office's side of the device protocol: parses what devices publish, keeps presence,
 * writes state, stores orders and acknowledges them after the commit. State changes (online,
 * offline, material state, alarms) are written at once; "last seen", signal and telemetry values
 * are gathered in memory and written every few seconds in one statement; orders are stored in
 * small batches (one transaction per batch) and each acknowledged after its batch committed.
 */
export class Gateway {
  readonly directory: DeviceDirectory;
  private down: DownLink | null = null;
  private readonly seen = new Map<number, SeenRow>();
  private readonly signalChanges: Array<{ id: number; signal: number; at: string }> = [];
  private readonly telemetry = new Map<number, Telemetry>();
  private orderQueue: IncomingOrder[] = [];
  private orderTimer: NodeJS.Timeout | null = null;
  /** When the batch being stored, and the run of what follows stored orders, started (0: none under way). */
  private storingSince = 0;
  private afterSince = 0;
  private presence: PresenceChange[] = [];
  private presenceTimer: NodeJS.Timeout | null = null;
  private presenceFlushing: Promise<void> = Promise.resolve();
  private orderFlushing: Promise<void> = Promise.resolve();
  private orderRunning = false;
  /** Stored orders whose sales recount and dispense event are still to come (`afterStored`). */
  private afterQueue: { recount: number[]; dispensed: DispensedOrder[] } = { recount: [], dispensed: [] };
  private afterRunning: Promise<void> | null = null;
  private readonly chains = new Map<number, Promise<unknown>>();
  /** Each machine's hello work, after its previous hello's (`greet`). */
  private readonly greetings = new Map<number, Promise<void>>();
  private readonly helloGate: Gate;
  private readonly messageGate: Gate;
  private readonly timers: NodeJS.Timeout[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private nextDbSweep = 0;
  private readonly unsubscribe: () => void;

  // Figures for stats().
  private readonly perSecond = new Array<number>(60).fill(0);
  private currentSecond = Math.floor(Date.now() / SECOND);
  messagesTotal = 0;
  rejectedTotal = 0;
  ordersStored = 0;

  constructor(private readonly opts: GatewayOptions) {
    this.directory = new DeviceDirectory(opts.db);
    this.helloGate = new Gate(opts.helloConcurrency ?? 3);
    this.messageGate = new Gate(opts.messageConcurrency ?? 8);
    this.unsubscribe = listen(deviceForgotten, (_db, code) => {
      this.directory.forget(code);
      opts.onForget?.(code);
    });
  }

  async start(down: DownLink): Promise<void> {
    this.down = down;
    if (this.opts.mode === 'embedded') {
      const n = await markAllOffline(this.opts.db, new Date(), 'broker restarted');
      if (n > 0) this.opts.log.info(`device gateway: ${n} device(s) marked offline at start (no connection yet)`);
    }
    this.timers.push(setInterval(() => void this.flushState(), this.opts.seenFlushMs ?? 2 * SECOND));
    this.timers.push(setInterval(() => void this.sweepSilent(), this.opts.sweepMs ?? 5 * SECOND));
    this.timers.push(setInterval(() => this.warnWhenBehind(), 10 * SECOND));
    for (const t of this.timers) t.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    for (const t of this.timers) clearInterval(t);
    if (this.orderTimer) clearTimeout(this.orderTimer);
    await this.flushPresence();
    await this.flushOrders();
    await this.flushState();
    await Promise.allSettled([...this.greetings.values()]);
    await Promise.allSettled([...this.chains.values()]);
  }

  // ————— connections (embedded broker) —————

  /** A device signed in (embedded: called when the broker accepted the connection). */
  connected(entry: DeviceEntry, ip: string | null): void {
    const now = Date.now();
    entry.online = true;
    entry.lastSeen = now;
    this.queuePresence({ id: entry.id, online: true, at: new Date(now), event: 'connect', ip, detail: 'connected' });
  }

  /** The device's connection ended (embedded: clean disconnect, socket closed, keepalive timeout). */
  disconnected(entry: DeviceEntry, detail: string): void {
    entry.online = false;
    this.seen.delete(entry.id);
    this.queuePresence({ id: entry.id, online: false, at: new Date(), event: 'disconnect', detail });
  }

  // ————— messages —————

  /**
   * One message a device published under its own code (the broker checked that). `known` is the
   * entry the embedded broker authenticated; the external mode looks the code up.
   */
  async handle(code: string, kind: UpKind, payload: Buffer, known?: DeviceEntry): Promise<void> {
    this.count();
    const entry = known ?? (await this.directory.get(code));
    if (!entry) {
      this.rejectedTotal++;
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(payload.toString('utf8'));
    } catch {
      this.reject(code, kind, 'not JSON');
      return;
    }
    const parsed = UP_SCHEMAS[kind].safeParse(data);
    if (!parsed.success) {
      this.reject(code, kind, parsed.error.issues[0]?.message ?? 'invalid');
      return;
    }
    const now = Date.now();
    entry.lastSeen = now;
    const value = parsed.data;
    switch (kind) {
      case 'status': {
        const status = value as { ts: number; online: boolean };
        // Embedded: the broker's disconnect decides. External: the will, unless of an older connection.
        if (this.opts.mode === 'external' && !status.online) {
          if (status.ts < entry.lastHelloTs) return;
          this.serial(entry.id, async () => {
            await this.flushPresence();
            if (await markOfflineByWill(this.opts.db, entry.id, status.ts, new Date(now))) {
              entry.online = false;
              this.seen.delete(entry.id);
            }
          });
        }
        return;
      }
      case 'hello': {
        const hello = value as (typeof UP_SCHEMAS)['hello']['_output'];
        entry.lastHelloTs = hello.ts;
        entry.heartbeatSeconds = hello.heartbeatSeconds;
        if (this.opts.mode === 'external') {
          // A hello opens a connection: online (and logged) whatever this process last saw.
          entry.online = true;
          this.queuePresence({ id: entry.id, online: true, at: new Date(now), event: 'connect', detail: 'hello' });
        } else {
          this.ensureOnline(entry, now, 'hello');
        }
        const { goods, upgrades, settings, ads } = this.opts;
        this.greet(entry.id, [
          () => applyHello(this.opts.db, entry.id, hello),
          // After the hello's own writes: a machine behind its target gets the target package.
          goods && (() => goods.hello(entry, hello.goodsVersion)),
          // After the versions are stored: an upgrade it now runs is settled, one it still has to do is sent.
          upgrades && (() => upgrades.hello(entry, hello.firmware)),
          // Last: a parameter copy made while it was offline, and the ad playlist if something of it is undelivered.
          settings && (() => settings.hello(entry)),
          ads && (() => ads.hello(entry)),
        ]);
        return;
      }
      case 'heartbeat': {
        const hb = value as (typeof UP_SCHEMAS)['heartbeat']['_output'];
        this.ensureOnline(entry, now, 'heartbeat');
        if (hb.signal !== entry.signal) {
          this.signalChanges.push({ id: entry.id, signal: hb.signal, at: new Date(now).toISOString() });
          entry.signal = hb.signal;
        }
        this.noteSeen(entry, now, hb.signal);
        const goods = this.opts.goods;
        if (goods && hb.goodsVersion !== undefined) {
          const version = hb.goodsVersion;
          this.serial(entry.id, () => goods.heartbeat(entry, version));
        }
        return;
      }
      case 'telemetry':
        this.ensureOnline(entry, now, 'telemetry');
        this.telemetry.set(entry.id, value as Telemetry);
        this.noteSeen(entry, now, null);
        return;
      case 'event':
        this.ensureOnline(entry, now, 'event');
        this.noteSeen(entry, now, null);
        this.serial(entry.id, () => applyEvent(this.opts.db, entry, value as (typeof UP_SCHEMAS)['event']['_output'], new Date(now)));
        return;
      case 'order':
        this.ensureOnline(entry, now, 'order');
        this.noteSeen(entry, now, null);
        this.enqueueOrder({ device: { id: entry.id, orgId: entry.orgId, siteId: entry.siteId }, order: value as DeviceOrder }, entry.code);
        return;
      case 'ack':
        this.noteSeen(entry, now, null);
        await this.opts.onAck(entry, value as CommandAck);
        return;
      case 'pay-request': {
        this.ensureOnline(entry, now, 'pay-request');
        this.noteSeen(entry, now, null);
        const request = value as PayRequest;
        this.serial(entry.id, async () => {
          const answer = await handlePayRequest(this.opts.db, entry, request).catch((err: unknown) => {
            this.opts.log.error({ err }, `device gateway: pay-request ${request.orderCode} of ${entry.code} failed`);
            return { orderCode: request.orderCode, ok: false as const, reason: 'providerError' as const };
          });
          await this.down?.publish(entry.code, 'pay', { v: PROTOCOL_VERSION, ts: Date.now(), ...answer });
        });
        return;
      }
      case 'card-auth': {
        this.ensureOnline(entry, now, 'card-auth');
        this.noteSeen(entry, now, null);
        const request = value as CardAuthRequest;
        const admit = this.cartCheck(entry, request);
        if (request.kind === 'wristband') return this.serial(entry.id, () => this.answerWristband(entry, request, admit));
        this.serial(entry.id, async () => {
          // A staff card (kind staff) is authorised against its month's quota, a member card against its balance.
          const answer = await (
            request.kind === 'staff'
              ? authoriseStaffCard(this.opts.db, entry, request, undefined, admit)
              : authoriseCard(this.opts.db, entry, request, undefined, admit)
          ).catch((err: unknown) => {
            this.opts.log.error({ err }, `device gateway: card-auth ${request.requestId} of ${entry.code} failed`);
            return request.kind === 'staff' ? staffCardUnavailable(request) : cardUnavailable(request);
          });
          await this.down?.publish(entry.code, 'card-answer', { v: PROTOCOL_VERSION, ts: Date.now(), ...answer });
        });
        return;
      }
      case 'card-cancel': {
        this.ensureOnline(entry, now, 'card-cancel');
        this.noteSeen(entry, now, null);
        const cancel = value as CardCancel;
        this.serial(entry.id, () =>
          cancel.kind === 'wristband'
            ? cancelWristbandUse(this.opts.db, entry, cancel)
            : cancel.kind === 'staff'
              ? cancelStaffHold(this.opts.db, entry, cancel)
              : cancelCardHold(this.opts.db, entry, cancel),
        );
        return;
      }
      case 'free-collect': {
        this.ensureOnline(entry, now, 'free-collect');
        this.noteSeen(entry, now, null);
        const report = value as FreeCollect;
        this.serial(entry.id, () => this.collectFree(entry, report));
        return;
      }
      case 'upgrade-progress':
      case 'upgrade-result': {
        this.ensureOnline(entry, now, kind);
        this.noteSeen(entry, now, null);
        const upgrades = this.opts.upgrades;
        if (!upgrades) return;
        if (kind === 'upgrade-progress') this.serial(entry.id, () => upgrades.progress(entry, value as UpgradeProgress));
        else this.serial(entry.id, () => upgrades.result(entry, value as UpgradeResult));
        return;
      }
      case 'recording-progress':
      case 'recording-result': {
        this.ensureOnline(entry, now, kind);
        this.noteSeen(entry, now, null);
        const recordings = this.opts.recordings;
        if (!recordings) return;
        if (kind === 'recording-progress') this.serial(entry.id, () => recordings.progress(entry, value as RecordingProgress));
        else this.serial(entry.id, () => recordings.result(entry, value as RecordingResult));
        return;
      }
      case 'ads-ack':
      case 'ads-report': {
        this.ensureOnline(entry, now, kind);
        this.noteSeen(entry, now, null);
        const ads = this.opts.ads;
        if (!ads) return;
        if (kind === 'ads-ack') this.serial(entry.id, () => ads.ack(entry, value as AdsAck));
        else this.serial(entry.id, () => ads.report(entry, value as AdsReport));
        return;
      }
      case 'goods-ack': {
        this.ensureOnline(entry, now, 'goods-ack');
        this.noteSeen(entry, now, null);
        const goods = this.opts.goods;
        if (goods) this.serial(entry.id, () => goods.ack(entry, value as GoodsAck));
        return;
      }
    }
  }

  private reject(code: string, kind: string, why: string): void {
    this.rejectedTotal++;
    if (this.rejectedTotal <= 20 || this.rejectedTotal % 1000 === 0) {
      this.opts.log.warn(`device gateway: ${code} ${kind} refused (${why}); ${this.rejectedTotal} refused so far`);
    }
  }

  private noteSeen(entry: DeviceEntry, now: number, signal: number | null): void {
    const prev = this.seen.get(entry.id);
    this.seen.set(entry.id, { id: entry.id, seen: new Date(now).toISOString(), signal: signal ?? prev?.signal ?? null });
  }

  /** A message from a device the gateway counts as offline brings it online at once. */
  private ensureOnline(entry: DeviceEntry, now: number, why: string): void {
    if (entry.online) return;
    entry.online = true;
    this.queuePresence({ id: entry.id, online: true, at: new Date(now), event: 'connect', detail: why });
  }

  // ————— presence —————

  /** Online/offline changes are written within ~50 ms, many devices in one transaction (reconnect storms). */
  private queuePresence(change: PresenceChange): void {
    this.presence.push(change);
    if (this.presence.length >= 500) void this.flushPresence();
    else if (!this.presenceTimer) this.presenceTimer = setTimeout(() => void this.flushPresence(), 50);
  }

  flushPresence(): Promise<void> {
    if (this.presenceTimer) {
      clearTimeout(this.presenceTimer);
      this.presenceTimer = null;
    }
    const batch = this.presence;
    this.presence = [];
    this.presenceFlushing = this.presenceFlushing.then(async () => {
      try {
        await applyPresence(this.opts.db, batch);
      } catch (err) {
        this.opts.log.error({ err }, `device gateway: writing ${batch.length} presence change(s) failed`);
      }
    });
    return this.presenceFlushing;
  }

  // ————— orders —————

  private enqueueOrder(incoming: IncomingOrder, code: string): void {
    // The database is not keeping up: leave the order unacknowledged; the machine sends it again.
    if (this.orderQueue.length >= 20_000) {
      this.reject(code, 'order', 'order queue full');
      return;
    }
    this.orderQueue.push(Object.assign(incoming, { code }));
    if (this.orderQueue.length >= (this.opts.orderBatchSize ?? 200)) {
      void this.storeQueuedOrders();
    } else if (!this.orderTimer) {
      this.orderTimer = setTimeout(() => void this.storeQueuedOrders(), this.opts.orderFlushMs ?? 50);
    }
  }

  /**
   * Resolves when the orders queued so far are stored and acknowledged, and what follows a stored
   * order (the sales recount, the dispense event) is done as well.
   */
  async flushOrders(): Promise<void> {
    await this.storeQueuedOrders();
    while (this.afterRunning) await this.afterRunning;
  }

  /**
   * Stores the queued orders, then acks each. One flush runs at a time; while it runs new orders
   * queue up and the next batch takes up to 1 000 of them, so batches grow with the load.
   */
  private storeQueuedOrders(): Promise<void> {
    if (this.orderTimer) {
      clearTimeout(this.orderTimer);
      this.orderTimer = null;
    }
    if (!this.orderRunning) {
      this.orderRunning = true;
      this.orderFlushing = (async () => {
        try {
          while (this.orderQueue.length > 0) {
            // The subscribers are far behind: let them catch up rather than hold ever more in memory.
            while (
              this.afterRunning &&
              this.afterQueue.dispensed.length + this.afterQueue.recount.length > (this.opts.afterStoredBacklog ?? 2000)
            ) {
              await this.afterRunning;
            }
            this.storingSince = Date.now();
            await this.storeAndAck(this.orderQueue.splice(0, 1000));
            this.storingSince = 0;
          }
        } finally {
          this.orderRunning = false;
        }
      })();
    }
    return this.orderFlushing;
  }

  private async storeAndAck(all: Array<IncomingOrder & { code?: string }>): Promise<void> {
    const batch = await this.settleCards(all);
    // Orders that exist from a pay-request take their dispense result first (storeOrders skips them).
    let settled: DispensedOrder[];
    try {
      settled = await applyDispenseResults(this.opts.db, batch);
    } catch (err) {
      // Not acknowledged: the machines send them again.
      this.opts.log.error({ err }, `device gateway: dispense results of ${batch.length} orders not stored`);
      return;
    }
    let stored: IncomingOrder[] = batch;
    const dispensed: DispensedOrder[] = [...settled];
    try {
      const fresh = await storeNewOrders(this.opts.db, batch);
      this.ordersStored += fresh.length;
      // A beverage test is no sale: nobody refunds or shares it.
      dispensed.push(...fresh.filter((o) => !o.isTest).map(({ orderCode: _, isTest: __, ...o }) => o));
    } catch (err) {
      // One bad order must not hold back the others: store them one by one.
      this.opts.log.warn({ err }, `device gateway: batch of ${batch.length} orders failed, retrying one by one`);
      stored = [];
      for (const one of batch) {
        try {
          const fresh = await storeNewOrders(this.opts.db, [one]);
          this.ordersStored += fresh.length;
          dispensed.push(...fresh.filter((o) => !o.isTest).map(({ orderCode: _, isTest: __, ...o }) => o));
          stored.push(one);
        } catch (e) {
          this.opts.log.error({ err: e }, `device gateway: order ${one.order.orderCode} of device ${one.device.id} not stored`);
        }
      }
    }
    // Acknowledged only now, after the commit: new orders and repeats alike.
    await Promise.allSettled(
      stored.map((o) =>
        this.down?.publish((o as IncomingOrder & { code: string }).code, 'order-ack', {
          v: PROTOCOL_VERSION,
          ts: Date.now(),
          orderCode: o.order.orderCode,
        }),
      ),
    );
    this.afterStored(
      settled.map((o) => o.orderId),
      dispensed,
    );
  }

  /** A warning in the log while orders pile up or a step takes long: how many wait, and for how long the step under way has run. */
  private warnWhenBehind(): void {
    const now = Date.now();
    const afterQueued = this.afterQueue.recount.length + this.afterQueue.dispensed.length;
    const storingSeconds = this.storingSince ? Math.round((now - this.storingSince) / SECOND) : 0;
    const afterStoredSeconds = this.afterSince ? Math.round((now - this.afterSince) / SECOND) : 0;
    if (this.orderQueue.length < 200 && afterQueued < 500 && storingSeconds < 5 && afterStoredSeconds < 10) return;
    this.opts.log.warn(
      { ordersQueued: this.orderQueue.length, afterQueued, storingSeconds, afterStoredSeconds, ordersStored: this.ordersStored },
      'device gateway: orders are waiting',
    );
  }

  /**
   * What follows stored orders, off the intake's path: orders paid through the pay flow count in
   * the sales once dispensed (direct orders were added as stored), then the areas that share and
   * refund hear of the dispensed orders. Run after the acknowledgements and one run at a time, the
   * batches that queue meanwhile taken together, so a slow subscriber (the shares of many paid
   * orders) delays neither the next batch's acknowledgements nor the ones after it.
   */
  private afterStored(recount: number[], dispensed: DispensedOrder[]): void {
    if (recount.length === 0 && dispensed.length === 0) return;
    this.afterQueue.recount.push(...recount);
    this.afterQueue.dispensed.push(...dispensed);
    if (this.afterRunning) return;
    this.afterRunning = (async () => {
      try {
        while (this.afterQueue.recount.length > 0 || this.afterQueue.dispensed.length > 0) {
          const next = this.afterQueue;
          this.afterQueue = { recount: [], dispensed: [] };
          this.afterSince = Date.now();
          if (next.recount.length > 0) {
            await recountSales(this.opts.db, next.recount).catch((err: unknown) =>
              this.opts.log.error({ err }, 'device gateway: sales recount failed'),
            );
          }
          if (next.dispensed.length > 0) {
            await publish(this.opts.db, ordersDispensed, next.dispensed).catch((err: unknown) =>
              this.opts.log.error({ err }, 'device gateway: dispensed orders not announced'),
            );
          }
        }
      } finally {
        this.afterRunning = null;
        this.afterSince = 0;
      }
    })();
  }

  /**
   * Member-card and staff-card orders settle their card's hold first, wristband orders must name an
   * approved use; one the card did not pay is stored unpaid (abnormal when nothing authorised it). Cart
   * orders outside their machine's limits and tests nobody commanded are flagged for a person. When the settling fails, those orders wait
   * unacknowledged: the machines send them again.
   */
  private async settleCards(batch: Array<IncomingOrder & { code?: string }>): Promise<Array<IncomingOrder & { code?: string }>> {
    let verdicts: Map<string, CardVerdict | StaffCardVerdict | WristbandVerdict>;
    const reported = batch.map((o) => ({ deviceId: o.device.id, order: o.order }));
    try {
      verdicts = await settleCardOrders(this.opts.db, reported);
    } catch (err) {
      this.opts.log.error({ err }, 'device gateway: member-card orders not settled');
      batch = batch.filter((o) => o.order.paymentMethod !== MEMBER_CARD_METHOD);
      verdicts = new Map();
    }
    try {
      for (const [code, verdict] of await settleStaffCardOrders(this.opts.db, reported)) verdicts.set(code, verdict);
    } catch (err) {
      this.opts.log.error({ err }, 'device gateway: staff-card orders not settled');
      batch = batch.filter((o) => o.order.paymentMethod !== STAFF_CARD_METHOD);
    }
    try {
      for (const [code, verdict] of await settleWristbandOrders(this.opts.db, reported)) verdicts.set(code, verdict);
    } catch (err) {
      this.opts.log.error({ err }, 'device gateway: wristband orders not settled');
      batch = batch.filter((o) => o.order.paymentMethod !== WRISTBAND_METHOD);
    }
    let flags = new Map<string, AbnormalReason>();
    try {
      flags = await orderFlags(this.opts.db, batch);
    } catch (err) {
      this.opts.log.error({ err }, 'device gateway: cart and test orders not checked');
      batch = batch.filter((o) => !o.order.cart && !o.order.test);
    }
    for (const o of batch) {
      const verdict = verdicts.get(o.order.orderCode);
      if (verdict === 'released') o.unpaid = {};
      else if (verdict === 'notAuthorised') o.unpaid = { abnormalReason: NOT_AUTHORISED[o.order.paymentMethod] ?? 'cardNotAuthorised' };
      const flag = flags.get(o.order.orderCode);
      if (flag) o.flag = flag;
    }
    return batch;
  }

  /**
   * The payment of a password-free order, collected after its dispense: applied once the order is
   * stored (the orders still queued are stored first), then acknowledged with the order's
   * order-ack. A report for an order not stored yet is not acknowledged: the machine sends it again.
   * A collected order whose dispense failed in part or whole is announced as dispensed once paid,
   * so what was collected for the cups not made is refunded automatically (or the order left for a
   * person), as for an order paid before its dispense.
   */
  private async collectFree(entry: DeviceEntry, report: FreeCollect): Promise<void> {
    await this.storeQueuedOrders();
    const { outcome, failedDispense } = await collectFreeOrder(this.opts.db, entry.id, report);
    if (outcome === 'unknown') return;
    await this.down?.publish(entry.code, 'order-ack', { v: PROTOCOL_VERSION, ts: Date.now(), orderCode: report.orderCode });
    if (failedDispense) await publish(this.opts.db, ordersDispensed, [failedDispense]);
  }

  /**
   * A card presented for a shopping cart: the cart is held to its machine's cart limit (the cups)
   * and minimum order amount (the items' total before discounts, else the amount asked), as a
   * cart paid online is, before any card is charged.
   */
  private cartCheck(entry: DeviceEntry, request: CardAuthRequest): (() => Promise<CardRefusal | null>) | undefined {
    if (!request.cart) return undefined;
    return () => cartBreach(this.opts.db, entry.id, [{ quantity: request.cups, amount: request.subtotal ?? request.amount }]);
  }

  /** A wristband presented at a machine: authorised by the wristbands area, answered as a card-answer of kind wristband. */
  private async answerWristband(
    entry: DeviceEntry,
    request: CardAuthRequest,
    admit: (() => Promise<CardRefusal | null>) | undefined,
  ): Promise<void> {
    const answer = await authoriseWristband(this.opts.db, entry, request, undefined, admit).catch((err: unknown) => {
      this.opts.log.error({ err }, `device gateway: wristband card-auth ${request.requestId} of ${entry.code} failed`);
      return wristbandUnavailable(request);
    });
    await this.down?.publish(entry.code, 'card-answer', { v: PROTOCOL_VERSION, ts: Date.now(), ...answer });
  }

  // ————— batched state —————

  flushState(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      // Connects first, so a heartbeat right after a connect is not taken for a device coming back.
      await this.flushPresence();
      const seen = [...this.seen.values()].filter((s) => this.directory.cachedById(s.id)?.online !== false);
      this.seen.clear();
      const signals = this.signalChanges.splice(0);
      const telemetry = [...this.telemetry.entries()].map(([deviceId, t]) => ({ deviceId, telemetry: t }));
      this.telemetry.clear();
      try {
        const revived = await flushSeen(this.opts.db, seen, signals);
        for (const id of revived) {
          const e = this.directory.cachedById(id);
          if (e) e.online = true;
        }
      } catch (err) {
        this.opts.log.error({ err }, 'device gateway: writing last-seen times failed');
      }
      try {
        await flushTelemetry(this.opts.db, telemetry);
      } catch (err) {
        this.opts.log.error({ err }, 'device gateway: writing telemetry failed');
      }
    });
    return this.flushing;
  }

  /**
   * Devices that missed MISSED_HEARTBEATS_OFFLINE heartbeats go offline. Embedded: from this
   * process's own view (it sees every message). External: a shared subscription spreads one
   * device's messages over all API processes, so no process alone knows; it is decided in the
   * database from last_seen_at (every 15 s here, and by the scheduled job).
   */
  private sweepSilent(): void {
    if (this.closed) return;
    const now = Date.now();
    if (this.opts.mode === 'external') {
      if (now < this.nextDbSweep) return;
      this.nextDbSweep = now + 15 * SECOND;
      markSilentDevicesOffline(this.opts.db, new Date(now)).then(
        (ids) => {
          for (const id of ids) {
            const e = this.directory.cachedById(id);
            if (e) e.online = false;
          }
        },
        (err: unknown) => this.opts.log.error({ err }, 'device gateway: offline sweep failed'),
      );
      return;
    }
    for (const entry of this.directory.all()) {
      if (entry.online && now - entry.lastSeen > entry.heartbeatSeconds * MISSED_HEARTBEATS_OFFLINE * SECOND) {
        entry.online = false;
        this.seen.delete(entry.id);
        this.queuePresence({
          id: entry.id,
          online: false,
          at: new Date(now),
          event: 'timeout',
          detail: `${MISSED_HEARTBEATS_OFFLINE} heartbeats missed`,
        });
      }
    }
  }

  // ————— helpers —————

  /** Runs state writes of one device one after another, so a disconnect never overtakes its connect. */
  private serial(deviceId: number, job: () => Promise<unknown>): void {
    const prev = this.chains.get(deviceId) ?? Promise.resolve();
    const next = prev
      // A few machines' messages at once: a crowd of them waits here, not for the connections
      // the order intake and the presence writes need as well.
      .then(() => this.messageGate.run(job))
      .catch((err) => this.opts.log.error({ err }, `device gateway: state write for device ${deviceId} failed`))
      .finally(() => {
        if (this.chains.get(deviceId) === next) this.chains.delete(deviceId);
      });
    this.chains.set(deviceId, next);
  }

  /**
   * A hello's work (its versions stored, then what the machine missed while offline), step by step,
   * after the machine's previous hello's; at most `helloConcurrency` machines' at once. A reconnect
   * storm of thousands of machines then holds a few database connections, not the whole pool, and
   * the alarms, orders, payments and sign-ins of the machines already connected do not queue behind
   * it. A step that fails is logged; the next still runs.
   */
  private greet(deviceId: number, steps: Array<(() => Promise<unknown>) | undefined>): void {
    const prev = this.greetings.get(deviceId) ?? Promise.resolve();
    const next = prev
      .then(() =>
        this.helloGate.run(async () => {
          for (const step of steps) {
            if (!step) continue;
            await step().catch((err: unknown) => this.opts.log.error({ err }, `device gateway: hello of device ${deviceId} failed`));
          }
        }),
      )
      .finally(() => {
        if (this.greetings.get(deviceId) === next) this.greetings.delete(deviceId);
      });
    this.greetings.set(deviceId, next);
  }

  /** Resolves when the state writes queued so far are done (tests). */
  async settled(): Promise<void> {
    await this.flushPresence();
    await Promise.allSettled([...this.greetings.values()]);
    await Promise.allSettled([...this.chains.values()]);
    await this.flushOrders();
    await this.flushState();
  }

  private count(): void {
    this.messagesTotal++;
    const sec = Math.floor(Date.now() / SECOND);
    if (sec !== this.currentSecond) {
      for (let s = this.currentSecond + 1; s <= sec && s <= this.currentSecond + 60; s++) this.perSecond[s % 60] = 0;
      this.currentSecond = sec;
    }
    this.perSecond[sec % 60]! += 1;
  }

  messagesPerSecond(): number {
    const sec = Math.floor(Date.now() / SECOND);
    if (sec - this.currentSecond >= 60) return 0;
    // Slots older than a minute were cleared when the second advanced; stale ones since then count 0.
    let total = 0;
    for (let s = sec - 59; s <= sec; s++) if (s <= this.currentSecond) total += this.perSecond[((s % 60) + 60) % 60]!;
    return Math.round((total / 60) * 10) / 10;
  }

  onlineCount(): number {
    let n = 0;
    for (const e of this.directory.all()) if (e.online) n++;
    return n;
  }
}
