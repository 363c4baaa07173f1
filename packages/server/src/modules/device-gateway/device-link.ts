import { PROTOCOL_VERSION, Status } from '@vr/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { DeviceLink, DeviceLinkStats } from '../../platform/mqtt/device-link.js';
import { CommandService } from '../device-commands/index.js';
import { GoodsSync } from '../goods-deploy/index.js';
import { UpgradeSync } from '../device-upgrade/index.js';
import { ParamCopySync } from '../device-settings/index.js';
import { ScreenSync } from '../device-screen/index.js';
import { AccountSync } from '../device-accounts/index.js';
import { RecordingSync } from '../device-recording/index.js';
import { AdSync } from '../ads/index.js';
import { deviceMoved, devices } from '../devices/index.js';
import { paymentForMachine } from '../payments/index.js';
import { listen } from '../../platform/wiring/index.js';
import { eq } from 'drizzle-orm';
import { Gateway, type GatewayOptions } from './gateway.js';
import { phoneOrderCart } from './phone-cart.js';
import { EmbeddedBroker } from './embedded-broker.js';
import type { ExternalLink } from './external-link.js';

export { PortInUseError } from './embedded-broker.js';

export interface DeviceLinkOptions {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Shorter flush and sweep intervals (tests, bench). */
  tuning?: Pick<GatewayOptions, 'seenFlushMs' | 'orderFlushMs' | 'orderBatchSize' | 'sweepMs'> & {
    commandSweepMs?: number;
    /** External mode: the shared-subscription group (tests use their own). */
    sharedGroup?: string;
  };
}

let lastEndpoints: { mode: DeviceLinkStats['mode']; endpoints: string[] } = { mode: 'disabled', endpoints: [] };
/** Where devices connect, as the link started last in this process said (the start banner prints it). */
export function deviceLinkEndpoints(): { mode: DeviceLinkStats['mode']; endpoints: string[] } {
  return lastEndpoints;
}

/** No link (MQTT_ENABLED=false): every device counts as offline. */
export function disabledDeviceLink(): DeviceLink {
  const offline = () => Promise.reject(new AppError(Status.BAD_REQUEST, 'deviceOffline'));
  return {
    send: offline,
    sendAndWait: offline,
    sendGoods: async () => false,
    sendUpgrade: async () => false,
    sendRecording: async () => false,
    sendAds: async () => false,
    stats: () => ({ mode: 'disabled', connectedDevices: 0, messagesPerSecond: 0, messagesTotal: 0, pendingCommands: 0, endpoints: [] }),
    close: async () => undefined,
  };
}

/** The running link, with what tests and the bench look at beyond the DeviceLink interface. */
export interface RunningDeviceLink extends DeviceLink {
  gateway: Gateway;
  commands: CommandService;
  /** Embedded broker's ports (0 in external mode). */
  ports: { mqtt: number; ws: number };
}

/**
 * Starts the gateway with the embedded aedes broker (default: TCP on MQTT_PORT, WebSocket on
 * MQTT_WS_PORT) or with an external broker (MQTT_URL). Throws PortInUseError when a port is taken.
 */
export async function startDeviceLink({ config, db, log, tuning = {} }: DeviceLinkOptions): Promise<DeviceLink> {
  if (!config.mqttEnabled) {
    lastEndpoints = { mode: 'disabled', endpoints: [] };
    return disabledDeviceLink();
  }
  const external = Boolean(config.mqttUrl);
  let broker: EmbeddedBroker | null = null;
  let client: ExternalLink | null = null;
  // The command service and the transport refer to each other through these late-bound calls.
  let commands: CommandService | null = null;
  let goods: GoodsSync | null = null;
  let upgrades: UpgradeSync | null = null;
  let settings: ParamCopySync | null = null;
  let screens: ScreenSync | null = null;
  let accounts: AccountSync | null = null;
  let recordings: RecordingSync | null = null;
  let ads: AdSync | null = null;
  // Where machines download files: the server's address once it listens (the app tells), else the configured one.
  let publicUrl = () =>
    process.env['PUBLIC_URL']?.replace(/\/+$/, '') ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  const { commandSweepMs, sharedGroup, ...gatewayTuning } = tuning;
  const gateway = new Gateway({
    db,
    log,
    mode: external ? 'external' : 'embedded',
    onAck: async (device, ack) => commands?.handleAck(device, ack),
    goods: {
      hello: (device, version) => goods?.hello(device, version) ?? Promise.resolve(),
      heartbeat: (device, version) => goods?.heartbeat(device, version) ?? Promise.resolve(),
      ack: (device, ack) => goods?.ack(device, ack) ?? Promise.resolve(),
    },
    upgrades: {
      hello: (device, firmware) => upgrades?.hello(device, firmware) ?? Promise.resolve(),
      progress: (device, message) => upgrades?.progress(device, message) ?? Promise.resolve(),
      result: (device, message) => upgrades?.result(device, message) ?? Promise.resolve(),
    },
    // Settings made while a machine was offline: a parameter copy, what its screen is to show, its accounts.
    settings: {
      hello: async (device) => {
        await settings?.hello(device);
        await screens?.hello(device);
        await accounts?.hello(device);
      },
    },
    recordings: {
      progress: (device, message) => recordings?.progress(device, message) ?? Promise.resolve(),
      result: (device, message) => recordings?.result(device, message) ?? Promise.resolve(),
    },
    ads: {
      hello: (device) => ads?.hello(device) ?? Promise.resolve(),
      ack: (device, ack) => ads?.ack(device, ack) ?? Promise.resolve(),
      report: (device, report) => ads?.report(device, report) ?? Promise.resolve(),
    },
    onForget: (code) => broker?.disconnect(code),
    ...gatewayTuning,
  });
  if (external) {
    // The MQTT client library is loaded only for an external broker.
    const { ExternalLink } = await import('./external-link.js');
    client = new ExternalLink({ url: config.mqttUrl!, gateway, log, ...(sharedGroup ? { group: sharedGroup } : {}) });
    await client.start();
  } else {
    broker = new EmbeddedBroker({ host: config.host, port: config.mqttPort, wsPort: config.mqttWsPort, gateway, log });
    await broker.start();
  }
  const down = (broker ?? client)!;
  await gateway.start(down);
  commands = new CommandService({
    db,
    log,
    down,
    ...(broker ? { isOnline: (code: string) => broker.isConnected(code) && gateway.directory.cached(code)?.online === true } : {}),
    ...(commandSweepMs ? { sweepMs: commandSweepMs } : {}),
  });
  const service = commands;
  const isOnline = (code: string) => (broker ? broker.isConnected(code) : true);
  goods = new GoodsSync({ db, log, down, isOnline });
  const goodsSync = goods;
  upgrades = new UpgradeSync({ db, log, down, isOnline });
  const upgradeSync = upgrades;
  settings = new ParamCopySync({ db, log, send: (request) => service.send(request) });
  screens = new ScreenSync({ db, log, send: (request) => service.send(request) });
  accounts = new AccountSync({ db, log, send: (request) => service.send(request) });
  recordings = new RecordingSync({ db, down, isOnline });
  const recordingSync = recordings;
  ads = new AdSync({ db, down, isOnline, baseUrl: () => publicUrl() });
  const adSync = ads;
  // The machines hear of their payments: paid (dispense now; a phone's order with its cart) or closed (stop showing the QR code).
  const codeOf = async (deviceId: number): Promise<string | null> => {
    const cached = gateway.directory.cachedById(deviceId);
    if (cached) return cached.code;
    const [row] = await db.select({ code: devices.deviceCode }).from(devices).where(eq(devices.id, deviceId));
    return row?.code ?? null;
  };
  const stopPayments = listen(paymentForMachine, (_db, event) => {
    void (async () => {
      const code = await codeOf(event.deviceId);
      if (!code) return;
      if (event.type === 'paid') {
        const cart = await phoneOrderCart(db, event.deviceId, event.orderCode);
        await down.publish(code, 'paid', {
          v: PROTOCOL_VERSION,
          ts: Date.now(),
          orderCode: event.orderCode,
          paidAt: event.paidAt.getTime(),
          ...(cart ? { cart } : {}),
        });
      } else {
        await down.publish(code, 'pay-closed', { v: PROTOCOL_VERSION, ts: Date.now(), orderCode: event.orderCode, reason: event.reason });
      }
    })().catch((err: unknown) => log.error({ err }, `device link: payment event for device ${event.deviceId} not sent`));
  });
  // A moved machine joins or leaves releases made at points (the ads area's subscriber, heard first): told now if connected.
  const stopMoves = listen(deviceMoved, (_db, event) => {
    void (async () => {
      const code = await codeOf(event.deviceId);
      if (code) await adSync.sync({ id: event.deviceId, code });
    })().catch((err: unknown) => log.error({ err }, `device link: playlist of moved device ${event.deviceId} not sent`));
  });
  lastEndpoints = { mode: external ? 'external' : 'embedded', endpoints: [...down.endpoints] };
  log.info(`device link: ${external ? 'external broker' : 'embedded broker'} at ${down.endpoints.join(', ')}`);

  let closed = false;
  const link: RunningDeviceLink = {
    gateway,
    commands: service,
    ports: { mqtt: broker?.port ?? 0, ws: broker?.wsPort ?? 0 },
    send: (request) => service.send(request),
    sendAndWait: (request) => service.sendAndWait(request),
    sendGoods: (code, pkg) => goodsSync.send(code, pkg),
    sendUpgrade: (code, message) => upgradeSync.send(code, message.kind, message.payload),
    sendRecording: (code, command) => recordingSync.send(code, command),
    sendAds: (code, playlist) => adSync.send(code, playlist),
    usePublicUrl: (url) => {
      publicUrl = url;
    },
    stats: (): DeviceLinkStats => ({
      mode: external ? 'external' : 'embedded',
      connectedDevices: broker ? broker.connectedCount() : gateway.onlineCount(),
      messagesPerSecond: gateway.messagesPerSecond(),
      messagesTotal: gateway.messagesTotal,
      pendingCommands: service.pendingCount(),
      endpoints: [...down.endpoints],
    }),
    close: async () => {
      if (closed) return;
      closed = true;
      stopPayments();
      stopMoves();
      service.close();
      await broker?.close();
      await client?.close();
      await gateway.close();
    },
  };
  return link;
}
