import {
  type AdPlaylistItem,
  type CommandType,
  type DeviceEvent,
  type DeviceEventKind,
  type DeviceOrder,
  type FreeCollect,
  type GoodsPackage,
  type PaidMessage,
  type PayRequest,
  type RecordingCommand,
  type DeviceAccountRole,
  type ScreenCommandParams,
  UP_SCHEMAS,
  type CardAuthRequest,
  type CardKind,
  cardAnswerSchema,
  type UpKind,
  commandSchema,
  downTopic,
  orderAckSchema,
  paidSchema,
  parseTopic,
  payAnswerSchema,
  payClosedSchema,
  recordingCommandSchema,
  type UpgradeCommand,
  upTopic,
  adsPlaylistSchema,
  PLATFORM_DEFAULTS,
  upgradeCancelSchema,
  upgradeCommandSchema,
} from '@vr/contracts';
import { createRequire } from 'node:module';
import type * as Mqtt from 'mqtt';
import type { MqttClient } from 'mqtt';
import { type FleetCounters, type LatencySamples } from './counters.js';
import { catalogGoodsPackage } from './goods.js';
import { type AlarmRates, type TemperatureSensor, periodChances } from './alarm-episodes.js';
import { type AlarmTick, type Excursion, type Language, Machine, type SaleOptions } from './machine.js';
import { type Random } from './random.js';
import { recordedVideo } from './recording.js';
import { downloadAndVerify } from './upgrade.js';
import { AdPlayer } from './ads.js';

/**
 * The MQTT library, loaded by the first connection: the server imports this package for its
 * catalogue at start and runs machines only later, if at all.
 */
let mqttLibrary: typeof Mqtt | undefined;
function mqtt(): typeof Mqtt {
  return (mqttLibrary ??= createRequire(import.meta.url)('mqtt') as typeof Mqtt);
}

/** What a simulated device needs to connect: its code, secret and model (a catalogue model code). */
export interface DeviceCredentials {
  code: string;
  secret: string;
  model: string;
  /** Container levels to start from, by container number (default: random fill). */
  levels?: Record<number, number>;
  /** The goods package it kept from an earlier run (default: none; see also `factoryGoods`). */
  goods?: GoodsPackage;
  /** Member card numbers of its customer that its customers present (added to the fleet's `memberCards`). */
  memberCards?: string[];
  /** Staff cards (employee numbers) of its customer that its customers present (added to the fleet's `staffCards`). */
  staffCards?: string[];
  /** Wristbands (their numbers) of its customer that its customers present (added to the fleet's `wristbands`). */
  wristbands?: string[];
}

/** Behaviour of simulated devices; every period is in real seconds before time compression. */
export interface DeviceBehaviour {
  /** Divides every period (heartbeat, telemetry, sales, retries): 10 makes an hour pass in 6 minutes. */
  timeScale: number;
  heartbeatSeconds: number;
  telemetrySeconds: number;
  /** Average orders per device and hour (0: only on demand). */
  ordersPerHour: number;
  /** Faults and warnings (and, at their rates, low material and temperature excursions) come and go by themselves. */
  randomEvents: boolean;
  /**
   * Faults and warnings raised per device and hour (null: the machine's own default, about 0.09
   * faults and 0.5 warnings an hour, each released within minutes).
   */
  faultsPerHour: number | null;
  warningsPerHour: number | null;
  /** Containers drained under their alarm value per device and hour (0: none but by selling). */
  lowMaterialPerHour: number;
  /** Temperatures pushed out of their band per device and hour (0: none). */
  temperaturePerHour: number;
  /** Mean minutes until a random alarm ends: released, refilled, back in the band. */
  episodeMinutes: number;
  /** The route operator refills low containers now and then. */
  refills: boolean;
  /** Share of commands answered with a failure. */
  commandFailureRate: number;
  /** Share of sold items that fail to dispense. */
  dispenseFailureRate: number;
  /** Delay before answering a command, ms [min, max] (not compressed). */
  commandDelayMs: [number, number];
  /** An order without its order-ack is sent again after this long. */
  orderRetrySeconds: number;
  /** Language of goods names in orders. */
  language: Language;
  /** Wait between reconnect attempts, ms [min, max] (jittered per device). */
  reconnectMs: [number, number];
  /**
   * Machines without a kept package start with the catalogue's beverages of their model as
   * version 0 (for runs without a back-office that deploys goods). Off: a machine sells nothing
   * until the back-office deploys its goods.
   */
  factoryGoods: boolean;
  /**
   * Sales paid by WeChat Pay or Alipay go through the back-office's pay flow: the machine asks for
   * a payment (pay-request), shows the link, and dispenses only once told it is paid. Off: every
   * sale is reported as paid at the machine (the order message alone).
   */
  payFlow: boolean;
  /** Pay flow: the simulated customer pays on the pay page by HTTP (else a person or a test pays). */
  customerPays: boolean;
  /** Pay flow: share of customers who walk away without paying (their order expires). */
  walkAwayRate: number;
  /**
   * Member card numbers customers present: a member-card sale asks the back-office to authorise
   * the cart (card-auth) and is reported once approved. A machine that knows no card takes cash
   * instead (it cannot authorise a card).
   */
  memberCards: string[];
  /**
   * Staff cards (employee numbers) customers present: a staff-card sale asks the back-office to
   * authorise the cart (card-auth, kind staff), which takes the staff discount off, and is reported
   * at the discounted price once approved. A machine that knows no staff card takes cash instead.
   */
  staffCards: string[];
  /**
   * Wristbands (their numbers) customers present: a wristband sale asks the back-office to
   * authorise the cart (card-auth, kind wristband; the first use activates the band) and is
   * reported once approved. A machine that knows no wristband takes cash instead.
   */
  wristbands: string[];
  /** Share of remote upgrades a machine fails after downloading them ("install failed"). */
  upgradeFailureRate: number;
  /** Share of sales that are shopping carts of two to four items (reported with `cart`). */
  cartShare: number;
  /** The time zone of the ads' days and hours (the back-office's business time zone). */
  timeZone: string;
  /**
   * Share of WeChat Pay and Alipay sales made password-free: the machine dispenses first, reports
   * the order unpaid and collects the payment a few seconds later (free-collect); a few collections fail.
   */
  passwordFreeShare: number;
}

export const DEFAULT_BEHAVIOUR: DeviceBehaviour = {
  timeScale: 1,
  heartbeatSeconds: 30,
  telemetrySeconds: 60,
  ordersPerHour: 6,
  randomEvents: true,
  faultsPerHour: null,
  warningsPerHour: null,
  lowMaterialPerHour: 0,
  temperaturePerHour: 0,
  episodeMinutes: 10,
  refills: true,
  commandFailureRate: 0.05,
  dispenseFailureRate: 0.02,
  commandDelayMs: [150, 1200],
  orderRetrySeconds: 60,
  language: 'en',
  reconnectMs: [1000, 5000],
  factoryGoods: false,
  payFlow: false,
  customerPays: true,
  walkAwayRate: 0.03,
  memberCards: [],
  staffCards: [],
  wristbands: [],
  upgradeFailureRate: 0,
  cartShare: 0,
  passwordFreeShare: 0,
  timeZone: PLATFORM_DEFAULTS.timeZone,
};

/** The machine's own default rates of faults and warnings per hour (its per-minute chances of `tickEvents`). */
const DEFAULT_FAULTS_PER_HOUR = 0.09;
const DEFAULT_WARNINGS_PER_HOUR = 0.48;

/** The random alarm rates of a behaviour, or null when it asks for none but the machine's default faults and warnings. */
export function alarmRatesOf(b: DeviceBehaviour): AlarmRates | null {
  const configured = b.faultsPerHour !== null || b.warningsPerHour !== null || b.lowMaterialPerHour > 0 || b.temperaturePerHour > 0;
  if (!configured) return null;
  return {
    faultsPerHour: b.faultsPerHour ?? DEFAULT_FAULTS_PER_HOUR,
    warningsPerHour: b.warningsPerHour ?? DEFAULT_WARNINGS_PER_HOUR,
    lowMaterialPerHour: b.lowMaterialPerHour,
    temperaturePerHour: b.temperaturePerHour,
    episodeMinutes: b.episodeMinutes,
  };
}

/** The payment method of a member card: authorised by the back-office before the machine dispenses. */
const MEMBER_CARD = 'member_card';
/** The payment method of a staff card: authorised (and discounted) by the back-office before the machine dispenses. */
const STAFF_CARD = 'staff_card';
/** The payment method of a wristband: authorised by the back-office (which activates the band) before the machine dispenses. */
const WRISTBAND = 'wristband';

/** Payment methods a provider collects: these sales go through the pay flow. */
const ONLINE_METHODS = new Set(['wechat_pay', 'alipay']);

export interface SimDeviceContext {
  url: string;
  behaviour: DeviceBehaviour;
  random: Random;
  counters: FleetCounters;
  orderLatency: LatencySamples;
  /** Told of every acknowledged order (the burst measures its own orders). */
  onOrderAck?: (orderCode: string, latencyMs: number) => void;
  log: (message: string) => void;
}

interface PendingOrder {
  order: DeviceOrder;
  lastSentAt: number;
  sends: number;
}

/** Snapshot of one device for tests and the CLI. */
export interface DeviceState {
  code: string;
  model: string;
  connected: boolean;
  locked: boolean;
  signal: number;
  containers: { no: number; material: string; capacity: number; level: number }[];
  /** The goods package version it runs (0: none yet) and its on-sale goods. */
  goodsVersion: number;
  goods: { slotNo: number; productCode: string; price: number; status: number }[];
  pendingOrders: string[];
  /** Password-free orders whose collection is not acknowledged yet. */
  pendingCollections: string[];
  openEvents: { eventId: string; kind: DeviceEventKind; code: string; level: number }[];
  /** Containers drained under their alarm value and not refilled yet. */
  drainedContainers: number[];
  /** Temperatures held outside their band. */
  excursions: TemperatureSensor[];
  params: Record<string, unknown>;
  /** The software it runs, and the upgrade it is at (its id), if any. */
  firmware: { app: string; mainboard: string; dtu: string };
  upgrading: string | null;
  /** Its ad playlist (release ids), those ready to show, and the one on screen. */
  ads: { releases: string[]; ready: string[]; showing: string | null };
  /** What its touch screen shows (its interface configuration and revision); null: the factory screen. */
  screen: ScreenCommandParams | null;
  /** The accounts that may sign in on its screen (their passwords only as hashes, not shown here). */
  accounts: Array<{ account: string; name: string; role: DeviceAccountRole }>;
}

/** One machine on MQTT: connects with its secret, says hello, reports, sells, answers commands. */
export class SimDevice {
  readonly machine: Machine;
  private client: MqttClient | null = null;
  private connected = false;
  private stopped = false;
  private timers = new Set<NodeJS.Timeout>();
  private readonly pending = new Map<string, PendingOrder>();
  /** Pay flow: sales waiting for their payment (the order as it will be reported once paid). */
  private readonly awaitingPay = new Map<string, { order: DeviceOrder; request: PayRequest; payUrl?: string }>();
  /** Phone orders this machine was told to make (each made once). */
  private readonly phoneOrders = new Set<string>();
  /** Member-card sales waiting for the back-office's answer, by request id. */
  private readonly awaitingCard = new Map<string, DeviceOrder>();
  /** Password-free orders' collections waiting to go out or for their order-ack. */
  private readonly collecting = new Map<string, { report: FreeCollect; sent: boolean; lastSentAt: number }>();
  private readonly memberCards: string[];
  private readonly staffCards: string[];
  private readonly wristbands: string[];
  /** Events and acks produced while offline, sent after the next connect. */
  private outbox: { kind: UpKind; payload: unknown }[] = [];
  private firstConnect: { promise: Promise<void>; resolve: () => void };
  private authFailed = false;
  private manualOffline = false;
  /** The remote upgrade under way: its id, and how to abort its download. */
  private upgrading: { id: string; abort: AbortController } | null = null;
  /** Fails every upgrade with this reason until cleared (tests, demos). */
  private upgradeFailure: string | null = null;
  /** Fails every camera recording with this reason until cleared (tests, demos). */
  private recordingFailure: string | null = null;
  /** Its ad screen, and the reason every ad fails with until cleared (tests, demos). */
  private readonly ads: AdPlayer;
  private adFailure: string | null = null;
  /** Playlists are applied one after another, in the order they came. */
  private adsChain: Promise<void> = Promise.resolve();

  constructor(
    readonly credentials: DeviceCredentials,
    private readonly ctx: SimDeviceContext,
  ) {
    const b = ctx.behaviour;
    this.machine = new Machine({
      code: credentials.code,
      model: credentials.model,
      random: ctx.random,
      language: b.language,
      heartbeatSeconds: this.announcedHeartbeat(),
      commandFailureRate: b.commandFailureRate,
      dispenseFailureRate: b.dispenseFailureRate,
      ...(credentials.levels ? { levels: credentials.levels } : {}),
    });
    this.ads = new AdPlayer(b.timeZone);
    this.memberCards = [...new Set([...(credentials.memberCards ?? []), ...b.memberCards])];
    this.staffCards = [...new Set([...(credentials.staffCards ?? []), ...b.staffCards])];
    this.wristbands = [...new Set([...(credentials.wristbands ?? []), ...b.wristbands])];
    const kept = credentials.goods ?? (b.factoryGoods ? catalogGoodsPackage(credentials.model) : undefined);
    if (kept) this.machine.applyGoods(kept);
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    this.firstConnect = { promise, resolve };
  }

  get code(): string {
    return this.credentials.code;
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** Resolves after the first successful connection. */
  whenConnected(): Promise<void> {
    return this.firstConnect.promise;
  }

  private scaled(seconds: number): number {
    return Math.max(50, (seconds * 1000) / this.ctx.behaviour.timeScale);
  }

  private announcedHeartbeat(): number {
    const b = this.ctx.behaviour;
    return Math.min(3600, Math.max(1, Math.round(b.heartbeatSeconds / b.timeScale)));
  }

  private later(ms: number, fn: () => void): void {
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (!this.stopped) fn();
    }, ms);
    this.timers.add(t);
  }

  /** Starts the machine: connects and begins its timers (first ones at a random phase). */
  start(): void {
    this.connect();
    const b = this.ctx.behaviour;
    const r = this.ctx.random;
    const every = (seconds: number, fn: () => void) => {
      const period = this.scaled(seconds);
      const tick = () => {
        fn();
        this.later(period * r.between(0.95, 1.05), tick);
      };
      this.later(period * r.next(), tick);
    };
    every(b.heartbeatSeconds, () => {
      this.publish('heartbeat', this.machine.heartbeat());
      // The ad screen moves on and says what it shows.
      this.ads.advance();
      this.reportAds();
    });
    every(b.telemetrySeconds, () => this.telemetryTick());
    if (b.ordersPerHour > 0) this.scheduleSale();
  }

  private scheduleSale(): void {
    const meanMs = this.scaled(3600 / this.ctx.behaviour.ordersPerHour);
    // Exponential gaps: customers arrive as a Poisson process.
    const gap = -Math.log(1 - this.ctx.random.next()) * meanMs;
    this.later(gap, () => {
      this.sell();
      this.scheduleSale();
    });
  }

  private telemetryTick(): void {
    const b = this.ctx.behaviour;
    if (b.refills) this.machine.maybeRefill();
    const rates = b.randomEvents ? alarmRatesOf(b) : null;
    // Drains and excursions of this period show in this period's telemetry.
    const tick: AlarmTick | null = rates ? this.machine.tickAlarms(periodChances(rates, b.telemetrySeconds)) : null;
    this.publish('telemetry', this.machine.telemetry());
    if (tick) for (const e of tick.events) this.send('event', e);
    else if (b.randomEvents) for (const e of this.machine.tickEvents()) this.send('event', e);
    this.retryOrders(false);
  }

  private connect(): void {
    const b = this.ctx.behaviour;
    const connectedAt = Date.now();
    const client = mqtt().connect(this.ctx.url, {
      clientId: this.code,
      username: this.code,
      password: this.credentials.secret,
      clean: true,
      keepalive: 60,
      connectTimeout: 20_000,
      // Reconnects are ours (below), so every connection carries a last will with its own time.
      reconnectPeriod: 0,
      queueQoSZero: false,
      resubscribe: false,
      will: {
        topic: upTopic(this.code, 'status'),
        payload: Buffer.from(JSON.stringify(UP_SCHEMAS.status.parse({ v: 1, ts: connectedAt, online: false }))),
        qos: 1,
        retain: false,
      },
    });
    this.client = client;
    client.on('connect', () => {
      if (this.client !== client) return;
      this.connected = true;
      this.authFailed = false;
      this.ctx.counters.connected += 1;
      this.ctx.counters.connects += 1;
      client.subscribe(
        [
          downTopic(this.code, 'cmd'),
          downTopic(this.code, 'order-ack'),
          downTopic(this.code, 'goods'),
          downTopic(this.code, 'upgrade'),
          downTopic(this.code, 'upgrade-cancel'),
          downTopic(this.code, 'recording'),
          downTopic(this.code, 'ads'),
          // Paid orders placed on a customer's phone arrive on `paid` whatever the machine's own pay flow.
          downTopic(this.code, 'paid'),
          ...(b.payFlow ? [downTopic(this.code, 'pay'), downTopic(this.code, 'pay-closed')] : []),
          ...(this.memberCards.length > 0 || this.staffCards.length > 0 || this.wristbands.length > 0
            ? [downTopic(this.code, 'card-answer')]
            : []),
        ],
        { qos: 1 },
      );
      // Same ts as this connection's last will: the back-office ignores wills of older connections.
      this.publish('hello', this.machine.hello(connectedAt));
      this.publish('telemetry', this.machine.telemetry());
      const queued = this.outbox;
      this.outbox = [];
      for (const q of queued) this.send(q.kind, q.payload);
      this.retryOrders(true);
      this.firstConnect.resolve();
    });
    client.on('close', () => {
      if (this.client !== client) return;
      // Lost (network, broker restart, refused): try again after a jittered pause.
      this.client = null;
      this.markOffline();
      client.end(true);
      const [min, max] = b.reconnectMs;
      this.later(this.ctx.random.between(min, max) * (this.authFailed ? 3 : 1), () => {
        if (!this.client && !this.manualOffline) this.connect();
      });
    });
    client.on('error', (err) => {
      const code = (err as { code?: number }).code;
      // CONNACK refusals: 4/5 (MQTT 3.1.1), 134/135 (MQTT 5).
      if (code === 4 || code === 5 || code === 134 || code === 135) {
        this.ctx.counters.authFailures += 1;
        if (!this.authFailed) this.ctx.log(`${this.code}: connection refused (${err.message}); check the device code and secret`);
        this.authFailed = true;
      }
    });
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
  }

  /** Says goodbye (status offline), then closes the connection cleanly. */
  private async closeGracefully(client: MqttClient): Promise<void> {
    if (client.connected) {
      const body = JSON.stringify(UP_SCHEMAS.status.parse({ v: 1, ts: Date.now(), online: false }));
      await client.publishAsync(upTopic(this.code, 'status'), body, { qos: 1 }).catch(() => undefined);
      this.ctx.counters.published.status += 1;
    }
    await client.endAsync(false).catch(() => undefined);
  }

  private onMessage(topic: string, payload: Buffer): void {
    const parsed = parseTopic(topic);
    if (!parsed || parsed.direction !== 'down' || parsed.deviceCode !== this.code) return;
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      this.ctx.counters.invalidDown += 1;
      return;
    }
    if (parsed.kind === 'order-ack') {
      const ack = orderAckSchema.safeParse(json);
      if (!ack.success) {
        this.ctx.counters.invalidDown += 1;
        return;
      }
      const p = this.pending.get(ack.data.orderCode);
      if (!p) {
        // The order-ack of a password-free order's collection: done.
        const c = this.collecting.get(ack.data.orderCode);
        if (c?.sent) this.collecting.delete(ack.data.orderCode);
        return;
      }
      // A password-free order stored: its collection (when ready) goes out now.
      if (this.collecting.has(ack.data.orderCode)) this.later(0, () => this.sendCollect(ack.data.orderCode));
      this.pending.delete(ack.data.orderCode);
      this.ctx.counters.ordersPending -= 1;
      this.ctx.counters.ordersAcked += 1;
      const latency = Date.now() - p.lastSentAt;
      this.ctx.orderLatency.add(latency);
      this.ctx.onOrderAck?.(ack.data.orderCode, latency);
      return;
    }
    if (parsed.kind === 'goods') {
      this.applyGoods(json);
      return;
    }
    if (parsed.kind === 'pay' || parsed.kind === 'paid' || parsed.kind === 'pay-closed') {
      this.onPayMessage(parsed.kind, json);
      return;
    }
    if (parsed.kind === 'card-answer') {
      this.onCardAnswer(json);
      return;
    }
    if (parsed.kind === 'upgrade' || parsed.kind === 'upgrade-cancel') {
      this.onUpgradeMessage(parsed.kind, json);
      return;
    }
    if (parsed.kind === 'ads') {
      const playlist = adsPlaylistSchema.safeParse(json);
      if (!playlist.success) return void (this.ctx.counters.invalidDown += 1);
      this.adsChain = this.adsChain.then(() => this.applyAds(playlist.data.items));
      return;
    }
    if (parsed.kind === 'recording') {
      const command = recordingCommandSchema.safeParse(json);
      if (!command.success) return void (this.ctx.counters.invalidDown += 1);
      void this.uploadRecording(command.data);
      return;
    }
    this.ctx.counters.commandsReceived += 1;
    const cmd = commandSchema.safeParse(json);
    if (!cmd.success) {
      this.ctx.counters.invalidDown += 1;
      const commandId = (json as { commandId?: unknown } | null)?.commandId;
      // Answer what can be answered: an unreadable command with an id fails visibly, not by timeout.
      if (typeof commandId === 'string' && commandId.length > 0 && commandId.length <= 64) {
        this.ctx.counters.commandsFailed += 1;
        this.send('ack', { v: 1, ts: Date.now(), commandId, ok: false, error: 'invalid command' });
      }
      return;
    }
    const [min, max] = this.ctx.behaviour.commandDelayMs;
    this.later(this.ctx.random.between(min, max), () => this.answer(cmd.data.commandId, cmd.data.type, cmd.data.params));
  }

  /** Applies a goods package (whole or not at all) and answers with goods-ack. */
  private applyGoods(json: unknown): void {
    const outcome = this.machine.applyGoods(json);
    const version = (json as { version?: unknown } | null)?.version;
    if (outcome.ok) this.ctx.counters.goodsApplied += 1;
    else this.ctx.counters.goodsRefused += 1;
    // A machine that sells on its own sells what it was just given within the minute.
    if (outcome.ok && this.machine.hasNovelties && this.ctx.behaviour.ordersPerHour > 0) {
      this.later(this.scaled(this.ctx.random.between(10, 40)), () => this.sell());
    }
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return;
    this.send('goods-ack', {
      v: 1,
      ts: Date.now(),
      version,
      ok: outcome.ok,
      ...(outcome.error ? { error: outcome.error.slice(0, 200) } : {}),
    });
  }

  // ————— remote upgrades —————

  private onUpgradeMessage(kind: 'upgrade' | 'upgrade-cancel', json: unknown): void {
    if (kind === 'upgrade-cancel') {
      const cancel = upgradeCancelSchema.safeParse(json);
      if (!cancel.success) return void (this.ctx.counters.invalidDown += 1);
      if (this.upgrading?.id === cancel.data.upgradeId) {
        this.upgrading.abort.abort();
        this.upgrading = null;
      }
      return;
    }
    const command = upgradeCommandSchema.safeParse(json);
    if (!command.success) return void (this.ctx.counters.invalidDown += 1);
    // Sent again after a reconnect: carry on with the one under way.
    if (this.upgrading?.id === command.data.upgradeId) return;
    void this.upgrade(command.data);
  }

  /**
   * Downloads, checks and installs a package; reports progress and the result, then restarts and
   * says hello with the new version.
   */
  private async upgrade(command: UpgradeCommand): Promise<void> {
    const { upgradeId, target, version } = command;
    if (this.machine.firmware[target] === version) {
      this.send('upgrade-result', { v: 1, ts: Date.now(), upgradeId, ok: true });
      return;
    }
    this.upgrading?.abort.abort();
    const abort = new AbortController();
    const current = { id: upgradeId, abort };
    this.upgrading = current;
    const failWith =
      this.upgradeFailure ??
      (this.ctx.random.chance(this.ctx.behaviour.upgradeFailureRate) ? 'install failed: verification of the image' : null);
    const outcome = await downloadAndVerify(command, {
      signal: abort.signal,
      failWith,
      progress: (percent) => {
        if (this.upgrading === current) this.send('upgrade-progress', { v: 1, ts: Date.now(), upgradeId, percent });
      },
    });
    // Cancelled (or replaced) meanwhile: nothing more to say.
    if (this.upgrading !== current || this.stopped) return;
    this.upgrading = null;
    if (!outcome.ok) {
      this.ctx.log(`${this.code}: upgrade ${upgradeId} of the ${target} failed (${outcome.error})`);
      this.send('upgrade-result', { v: 1, ts: Date.now(), upgradeId, ok: false, error: outcome.error });
      return;
    }
    this.machine.firmware[target] = version;
    this.send('upgrade-progress', { v: 1, ts: Date.now(), upgradeId, percent: 100 });
    this.send('upgrade-result', { v: 1, ts: Date.now(), upgradeId, ok: true });
    this.restart();
  }

  // ————— camera recordings —————

  /**
   * Cuts what the camera "recorded" in the range (a generated mp4 of that length) and uploads it
   * to the address given, reporting its progress; a failure is reported with its reason.
   */
  private async uploadRecording(command: RecordingCommand): Promise<void> {
    const { recordingId } = command;
    const progress = (percent: number) => this.send('recording-progress', { v: 1, ts: Date.now(), recordingId, percent });
    const fail = (error: string) => {
      this.ctx.log(`${this.code}: recording ${recordingId} failed (${error})`);
      this.send('recording-result', { v: 1, ts: Date.now(), recordingId, ok: false, error: error.slice(0, 200) });
    };
    progress(10);
    if (this.recordingFailure) return fail(this.recordingFailure);
    let video: Uint8Array;
    try {
      video = await recordedVideo({ seconds: (command.to - command.from) / 1000 });
    } catch (err) {
      return fail(`camera error: ${(err as Error).message}`);
    }
    if (video.length > command.maxBytes) return fail(`file too large: ${video.length} bytes`);
    progress(50);
    const form = new FormData();
    form.append('dataEntity', 'device');
    form.append('dataField', 'video');
    form.append('file', new Blob([video], { type: 'video/mp4' }), `${this.code}-${recordingId}.mp4`);
    try {
      const response = await fetch(command.uploadUrl, { method: 'POST', body: form });
      const answer = (await response.json().catch(() => null)) as { status?: number; result?: unknown } | null;
      if (!response.ok || answer?.status !== 1001) {
        return fail(`upload refused: ${typeof answer?.result === 'string' ? answer.result : `HTTP ${response.status}`}`);
      }
    } catch (err) {
      return fail(`upload failed: ${(err as Error).message}`);
    }
    progress(100);
    this.send('recording-result', { v: 1, ts: Date.now(), recordingId, ok: true });
  }

  // ————— advertising —————

  /** Takes a playlist: downloads what it lacks, acknowledges each release, shows the first it may and says so. */
  private async applyAds(items: AdPlaylistItem[]): Promise<void> {
    const results = await this.ads.apply(items, this.adFailure);
    for (const r of results) if (!r.ok) this.ctx.log(`${this.code}: ad release ${r.releaseId} failed (${r.error})`);
    this.send('ads-ack', { v: 1, ts: Date.now(), results });
    this.ads.advance();
    this.reportAds();
  }

  /** Reports what the ad screen shows and its plays since the last report (nothing when it has no ads). */
  reportAds(): void {
    const report = this.ads.report();
    if (report) this.send('ads-report', report);
  }

  /** Fails every ad of the next playlists with `reason` (null: ads download again). */
  failAds(reason: string | null): void {
    this.adFailure = reason;
  }

  /** Fails every camera recording with `reason` from now on (null: recordings succeed again). */
  failRecordings(reason: string | null): void {
    this.recordingFailure = reason;
  }

  /** Fails every remote upgrade with `reason` from now on (null: upgrades succeed again). */
  failUpgrades(reason: string | null): void {
    this.upgradeFailure = reason;
  }

  /** Reboots: drops the connection and comes back a moment later with a hello. */
  private restart(): void {
    const client = this.client;
    this.later(200, () => {
      if (this.client !== client || !client) return;
      this.client = null;
      this.markOffline();
      void this.closeGracefully(client);
      const [min, max] = this.ctx.behaviour.reconnectMs;
      this.later(this.ctx.random.between(min, max), () => {
        if (!this.client && !this.manualOffline) this.connect();
      });
    });
  }

  private answer(commandId: string, type: CommandType, params: Record<string, unknown>): void {
    const outcome = this.machine.execute(type, params);
    if (!outcome.ok) this.ctx.counters.commandsFailed += 1;
    this.send('ack', {
      v: 1,
      ts: Date.now(),
      commandId,
      ok: outcome.ok,
      ...(outcome.result ? { result: outcome.result } : {}),
      ...(outcome.error ? { error: outcome.error.slice(0, 200) } : {}),
    });
    for (const e of outcome.events ?? []) this.send('event', e);
    if (outcome.report) this.publish('telemetry', this.machine.telemetry());
    // A test dispense is reported as a test order, marked with the command that started it.
    if (outcome.testOrder) this.reportOrder({ ...outcome.testOrder, test: { commandId } });
    if (outcome.restart) {
      // Reboot: drop the connection, come back a few seconds later.
      const client = this.client;
      this.later(200, () => {
        if (this.client !== client || !client) return;
        this.client = null;
        this.markOffline();
        void this.closeGracefully(client);
        this.later(this.ctx.random.between(2000, 5000) / Math.max(1, this.ctx.behaviour.timeScale / 4), () => this.connect());
      });
    }
  }

  private markOffline(): void {
    if (this.connected) {
      this.connected = false;
      this.ctx.counters.connected -= 1;
    }
  }

  /** Publishes a report now if connected (heartbeats and telemetry are simply skipped offline). */
  private publish(kind: UpKind, payload: unknown, onSent?: () => void): boolean {
    const client = this.client;
    if (!client || !this.connected) return false;
    const body = UP_SCHEMAS[kind].parse(payload);
    const qos = kind === 'heartbeat' || kind === 'telemetry' ? 0 : 1;
    if (onSent) client.publish(upTopic(this.code, kind), JSON.stringify(body), { qos }, (err) => (err ? undefined : onSent()));
    else client.publish(upTopic(this.code, kind), JSON.stringify(body), { qos });
    this.ctx.counters.published[kind] += 1;
    return true;
  }

  /** Publishes, or keeps it for the next connect (events, acks). */
  private send(kind: UpKind, payload: unknown, onSent?: () => void): void {
    if (!this.publish(kind, payload, onSent)) this.outbox.push({ kind, payload });
  }

  /** Re-sends orders still waiting for an order-ack (all of them after a reconnect). */
  private retryOrders(all: boolean): void {
    if (!this.connected) return;
    const cutoff = Date.now() - this.scaled(this.ctx.behaviour.orderRetrySeconds);
    for (const [code, c] of this.collecting) {
      // Collections follow their order's rules: after its order-ack, again until their own.
      if (!this.pending.has(code) && (all || (c.sent && c.lastSentAt <= cutoff))) this.sendCollect(code);
    }
    for (const p of this.pending.values()) {
      if (!all && p.lastSentAt > cutoff) continue;
      if (p.sends > 0) this.ctx.counters.ordersResent += 1;
      this.sendOrder(p);
    }
  }

  private sendOrder(p: PendingOrder): void {
    if (this.publish('order', p.order)) {
      p.lastSentAt = Date.now();
      p.sends += 1;
    }
  }

  /** Sells one order now (kept until its order-ack; sent at the next connect when offline). */
  sell(paymentMethod?: string, options?: SaleOptions): DeviceOrder | null {
    const b = this.ctx.behaviour;
    const r = this.ctx.random;
    const chosen: SaleOptions = options ?? {
      ...(b.cartShare > 0 && r.chance(b.cartShare) ? { cartItems: r.int(2, 4) } : {}),
      ...(b.passwordFreeShare > 0 && r.chance(b.passwordFreeShare) ? { passwordFree: true } : {}),
    };
    // Password-free payments are collected by the online providers only.
    if (chosen.passwordFree && !(paymentMethod && ONLINE_METHODS.has(paymentMethod))) paymentMethod = r.pick([...ONLINE_METHODS]);
    let order = this.machine.sell(paymentMethod, chosen);
    if (!order) return null;
    if (order.passwordFree) {
      this.reportOrder(order);
      this.collectLater(order);
      return order;
    }
    if (order.paymentMethod === MEMBER_CARD) {
      if (this.memberCards.length > 0) {
        this.askCard(order);
        return order;
      }
      order = { ...order, paymentMethod: 'cash' };
    }
    if (order.paymentMethod === STAFF_CARD) {
      if (this.staffCards.length > 0) {
        // The back-office applies the card's own discount: the machine asks with the price before it.
        const own = order.discounts?.employee ?? 0;
        const cents = (v: number) => Math.round(v * 100) / 100;
        const { employee: _, ...others } = order.discounts ?? {};
        order = {
          ...order,
          amounts: { ...order.amounts, payment: cents(order.amounts.payment + own), discount: cents(order.amounts.discount - own) },
          discounts: others,
        };
        this.askCard(order, 'staff');
        return order;
      }
      order = { ...order, paymentMethod: 'cash' };
    }
    if (order.paymentMethod === WRISTBAND) {
      if (this.wristbands.length > 0) {
        this.askCard(order, 'wristband');
        return order;
      }
      order = { ...order, paymentMethod: 'cash' };
    }
    if (this.ctx.behaviour.payFlow && ONLINE_METHODS.has(order.paymentMethod) && order.amounts.payment > 0) {
      this.askToPay(order);
      return order;
    }
    this.reportOrder(order);
    return order;
  }

  /**
   * The payment of a password-free order is collected a few seconds after the dispense (nothing
   * dispensed: nothing to collect); a few collections fail. The report waits for the order's
   * order-ack, then goes out until the order-ack that answers it.
   */
  private collectLater(order: DeviceOrder): void {
    if (!order.items.some((i) => i.dispense === 'success')) return;
    this.later(this.scaled(this.ctx.random.between(2, 8)), () => {
      const failed = this.ctx.random.chance(0.05);
      const report: FreeCollect = failed
        ? { v: 1, ts: Date.now(), orderCode: order.orderCode, ok: false, error: 'payment agreement refused the deduction' }
        : {
            v: 1,
            ts: Date.now(),
            orderCode: order.orderCode,
            ok: true,
            received: order.amounts.payment,
            fee: 0,
            transactionCode: `4200${Math.floor(this.ctx.random.next() * 1e15)}`,
            paidAt: Date.now(),
          };
      this.collecting.set(order.orderCode, { report, sent: false, lastSentAt: 0 });
      if (!this.pending.has(order.orderCode)) this.sendCollect(order.orderCode);
    });
  }

  private sendCollect(orderCode: string): void {
    const c = this.collecting.get(orderCode);
    if (c && this.publish('free-collect', c.report)) {
      c.sent = true;
      c.lastSentAt = Date.now();
    }
  }

  /** The order goes out (and is sent again until its order-ack). */
  private reportOrder(order: DeviceOrder): void {
    this.ctx.counters.ordersCreated += 1;
    this.ctx.counters.ordersPending += 1;
    const p: PendingOrder = { order, lastSentAt: 0, sends: 0 };
    this.pending.set(order.orderCode, p);
    this.sendOrder(p);
  }

  // ————— member cards —————

  /**
   * A customer presents a member card (or a staff card): the machine asks the back-office to hold
   * the cart's amount (a staff card's after its staff discount, which the back-office applies).
   */
  private askCard(order: DeviceOrder, kind: CardKind = 'member'): void {
    const cards = kind === 'staff' ? this.staffCards : kind === 'wristband' ? this.wristbands : this.memberCards;
    const request: CardAuthRequest = {
      v: 1,
      ts: order.ts,
      requestId: `${order.orderCode}-A`.slice(0, 64),
      orderCode: order.orderCode,
      cardNo: this.ctx.random.pick(cards),
      amount: order.amounts.payment,
      cups: order.items.reduce((n, i) => n + i.quantity, 0),
      lang: this.ctx.behaviour.language,
      ...(kind !== 'member' ? { kind } : {}),
      // A shopping cart is held to the machine's cart limit and minimum amount (before discounts) before it is charged.
      ...(order.cart ? { cart: true, subtotal: order.items.reduce((n, i) => n + Math.round(i.amount * 100), 0) / 100 } : {}),
    };
    this.awaitingCard.set(request.requestId, order);
    this.ctx.counters.cardRequested += 1;
    this.send('card-auth', request);
  }

  /** Approved: the machine dispenses and reports the order (a free use costs nothing); refused: nothing is sold. */
  private onCardAnswer(json: unknown): void {
    const c = this.ctx.counters;
    const answer = cardAnswerSchema.safeParse(json);
    if (!answer.success) return void (c.invalidDown += 1);
    const order = this.awaitingCard.get(answer.data.requestId);
    if (!order) return;
    this.awaitingCard.delete(answer.data.requestId);
    if (!answer.data.ok) {
      c.cardRefused += 1;
      this.ctx.log(`${this.code}: ${answer.data.kind ?? 'member'} card refused for ${order.orderCode} (${answer.data.reason})`);
      return;
    }
    c.cardApproved += 1;
    const total = order.amounts.payment + order.amounts.discount;
    if (answer.data.kind === 'staff') {
      // The staff discount is the difference between the cart's price and what the quota paid.
      const staffOff = Math.round((order.amounts.payment - answer.data.amount) * 100) / 100;
      const named = Object.values(order.discounts ?? {}).some((v) => (v ?? 0) > 0);
      this.reportOrder({
        ...order,
        amounts: {
          payment: answer.data.amount,
          received: answer.data.amount,
          fee: 0,
          discount: Math.round((order.amounts.discount + staffOff) * 100) / 100,
        },
        // Kinds, when named, add up to the discount: the staff discount is the employee kind.
        discounts: named || staffOff > 0 ? { ...order.discounts, employee: staffOff } : order.discounts,
      });
      return;
    }
    this.reportOrder(
      answer.data.freeUse
        ? { ...order, amounts: { payment: 0, received: 0, fee: 0, discount: total }, discounts: {} }
        : { ...order, amounts: { ...order.amounts, received: answer.data.amount } },
    );
  }

  // ————— the pay flow —————

  /** Asks the back-office for the payment of a sale; the machine dispenses once it is paid. */
  private askToPay(order: DeviceOrder): void {
    const request: PayRequest = {
      v: 1,
      ts: order.ts,
      orderCode: order.orderCode,
      paymentMethod: order.paymentMethod,
      type: order.type,
      amounts: { payment: order.amounts.payment, discount: order.amounts.discount },
      items: order.items.map(({ dispense: _, ...item }) => item),
      ...(order.cart ? { cart: true } : {}),
    };
    this.awaitingPay.set(order.orderCode, { order, request });
    this.ctx.counters.payRequested += 1;
    this.send('pay-request', request);
  }

  /** The order codes waiting for their payment, with the link the QR code would show. */
  awaitingPayment(): Array<{ orderCode: string; payUrl?: string }> {
    return [...this.awaitingPay.entries()].map(([orderCode, w]) => ({ orderCode, ...(w.payUrl ? { payUrl: w.payUrl } : {}) }));
  }

  private onPayMessage(kind: 'pay' | 'paid' | 'pay-closed', json: unknown): void {
    const c = this.ctx.counters;
    if (kind === 'pay') {
      const answer = payAnswerSchema.safeParse(json);
      if (!answer.success) return void (c.invalidDown += 1);
      const waiting = this.awaitingPay.get(answer.data.orderCode);
      if (!waiting) return;
      if (!answer.data.ok) {
        // Refused (no payment configured, …): the customer pays otherwise or leaves; nothing is sold.
        this.awaitingPay.delete(answer.data.orderCode);
        c.payRefused += 1;
        this.ctx.log(`${this.code}: payment of ${answer.data.orderCode} refused (${answer.data.reason})`);
        return;
      }
      if (waiting.payUrl) return;
      waiting.payUrl = answer.data.payUrl;
      const b = this.ctx.behaviour;
      if (b.customerPays && !this.ctx.random.chance(b.walkAwayRate)) {
        // The customer scans the QR code and pays a few seconds later.
        const payUrl = answer.data.payUrl;
        this.later(this.scaled(this.ctx.random.between(3, 12)), () => void this.customerPays(payUrl));
      }
      return;
    }
    if (kind === 'paid') {
      const paid = paidSchema.safeParse(json);
      if (!paid.success) return void (c.invalidDown += 1);
      const waiting = this.awaitingPay.get(paid.data.orderCode);
      if (!waiting) {
        if (paid.data.cart) this.dispensePhoneOrder(paid.data.orderCode, paid.data.cart, paid.data.paidAt);
        return;
      }
      this.awaitingPay.delete(paid.data.orderCode);
      c.payConfirmed += 1;
      const { transactionCode: _, ...order } = waiting.order;
      this.reportOrder({ ...order, paidAt: paid.data.paidAt, amounts: { ...order.amounts, received: order.amounts.payment } });
      return;
    }
    const closed = payClosedSchema.safeParse(json);
    if (!closed.success) return void (c.invalidDown += 1);
    if (this.awaitingPay.delete(closed.data.orderCode)) c.payClosed += 1;
  }

  /**
   * An order placed on a customer's phone was paid: the machine makes it (a few seconds, as a cup
   * takes) and reports it. Told twice (a repeated paid), it makes it once.
   */
  private dispensePhoneOrder(orderCode: string, cart: NonNullable<PaidMessage['cart']>, paidAt: number): void {
    if (this.pending.has(orderCode) || this.phoneOrders.has(orderCode)) return;
    this.phoneOrders.add(orderCode);
    this.ctx.counters.payConfirmed += 1;
    this.later(this.scaled(this.ctx.random.between(2, 4)), () => {
      if (this.stopped) return;
      this.reportOrder(this.machine.dispenseCart(orderCode, cart, paidAt));
    });
  }

  /** The simulated customer presses "Pay" on the provider's page (a form post, as a browser would). */
  private async customerPays(payUrl: string): Promise<void> {
    if (this.stopped) return;
    try {
      const res = await fetch(payUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      if (res.status < 400) this.ctx.counters.payPaidByCustomer += 1;
      else this.ctx.log(`${this.code}: the pay page answered ${res.status}`);
    } catch (err) {
      this.ctx.log(`${this.code}: the pay page could not be reached (${(err as Error).message})`);
    }
  }

  /** Raises an event now; `onSent` hears when the broker acknowledged it (not for one kept until the next connect). */
  raise(kind: DeviceEventKind = 'fault', code?: string, onSent?: () => void): DeviceEvent {
    const event = this.machine.raise(kind, code);
    this.send('event', event, onSent);
    return event;
  }

  release(eventId: string): DeviceEvent | null {
    const event = this.machine.release(eventId);
    if (event) this.send('event', event);
    return event;
  }

  /**
   * Drains a container (the one named, or a random one) to under its alarm value and reports the
   * telemetry at once; it stays low until `refill`. Null when there is none to drain.
   */
  drain(no?: number): { no: number; material: string; level: number } | null {
    const c = this.machine.drainContainer(no);
    if (c) this.publish('telemetry', this.machine.telemetry());
    return c ? { no: c.no, material: c.material, level: c.level } : null;
  }

  /** Refills a container (or every container) to full and reports the telemetry at once. */
  refill(no?: number): void {
    this.machine.refill(no);
    this.publish('telemetry', this.machine.telemetry());
  }

  /**
   * Pushes a temperature out of its normal band (see `Machine.startExcursion`) and reports the
   * telemetry at once; it stays out until `endExcursion`.
   */
  startExcursion(options: { sensor?: TemperatureSensor; direction?: 'high' | 'low'; delta?: number } = {}): Excursion | null {
    const e = this.machine.startExcursion(options);
    if (e) this.publish('telemetry', this.machine.telemetry());
    return e;
  }

  /** Brings a temperature (or every one out) back into its band and reports the telemetry at once. */
  endExcursion(sensor?: TemperatureSensor): TemperatureSensor[] {
    const ended = this.machine.endExcursion(sensor);
    if (ended.length > 0) this.publish('telemetry', this.machine.telemetry());
    return ended;
  }

  /** Sends a heartbeat and telemetry right away (tests need not wait for the timers). */
  report(): void {
    this.publish('heartbeat', this.machine.heartbeat());
    this.publish('telemetry', this.machine.telemetry());
  }

  /**
   * Takes the device offline until `reconnect` (the machine keeps selling and queues its orders).
   * By default the network drops (the broker publishes the last will); `graceful` says goodbye first.
   */
  async disconnect(options: { graceful?: boolean } = {}): Promise<void> {
    this.manualOffline = true;
    const client = this.client;
    this.client = null;
    this.markOffline();
    if (!client) return;
    if (options.graceful) await this.closeGracefully(client);
    else {
      client.stream?.destroy();
      await client.endAsync(true).catch(() => undefined);
    }
  }

  reconnect(): void {
    this.manualOffline = false;
    if (this.stopped || this.client) return;
    this.connect();
  }

  pendingOrders(): DeviceOrder[] {
    return [...this.pending.values()].map((p) => p.order);
  }

  state(): DeviceState {
    return {
      code: this.code,
      model: this.machine.model.code,
      connected: this.connected,
      locked: this.machine.locked,
      signal: this.machine.signal,
      containers: this.machine.containers.map((c) => ({ ...c })),
      goodsVersion: this.machine.goodsVersion,
      goods: (this.machine.goods?.goods ?? []).map((g) => ({
        slotNo: g.slotNo,
        productCode: g.productCode,
        price: g.price,
        status: g.status,
      })),
      pendingOrders: [...this.pending.keys()],
      pendingCollections: [...this.collecting.keys()],
      openEvents: [...this.machine.openEvents.values()].map((e) => ({ eventId: e.eventId, kind: e.kind, code: e.code, level: e.level })),
      drainedContainers: this.machine.drainedContainers(),
      excursions: this.machine.excursionSensors(),
      params: this.machine.readParams(),
      firmware: { ...this.machine.firmware },
      upgrading: this.upgrading?.id ?? null,
      ads: this.ads.state(),
      screen: this.machine.screen ? structuredClone(this.machine.screen) : null,
      accounts: this.machine.accounts.map(({ account, name, role }) => ({ account, name, role })),
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.upgrading?.abort.abort();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    const client = this.client;
    this.client = null;
    this.markOffline();
    if (client) await this.closeGracefully(client);
  }
}
