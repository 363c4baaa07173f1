// Simulated vending machines for end-to-end tests: creates devices through the API (as a real
// operator would), then connects them to the server's embedded broker with the secrets it
// answered. Usage:
//   const sim = await startSimulatedDevices({ token: await apiToken('admin', 'admin123'), count: 2 });
//   … sim.devices[0].code, sim.fleet.sell(code), await sim.disconnect(code) …
//   await sim.stop();
import { type DeviceOptions, type DeviceRow, type DeviceSecretAnswer, DEVICE_API, ORG_API, type OrgListRow } from '@vr/contracts';
import { type FleetHandle, type FleetOptions, startFleet } from '@vr/device-sim';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { api, apiToken, launch } from './browser.js';

export interface SimulatedDevice {
  /** The device's id in the back-office. */
  id: number;
  code: string;
  secret: string;
  /** Catalogue model code (CM-200, MT-100, BR-50, WS-20). */
  model: string;
}

export interface SimulatedDevices {
  devices: SimulatedDevice[];
  /** The running fleet: counters, sell(code), raiseFault(code), state(code), burst(…). */
  fleet: FleetHandle;
  /** Drops one device's connection (a network loss: the broker publishes its last will). */
  disconnect(code: string, options?: { graceful?: boolean }): Promise<void>;
  reconnect(code: string): void;
  /** Stops the machines (they say goodbye). The devices stay in the database. */
  stop(): Promise<void>;
}

export interface StartSimulatedDevicesOptions {
  /** A session token allowed to add devices in the org (e.g. admin's, from `apiToken`). */
  token: string;
  /** Default: the e2e server (inject('baseURL')). */
  baseURL?: string;
  /** Default: the e2e server's embedded broker (inject('mqttURL')). */
  mqttURL?: string;
  /** How many new devices to create (codes generated), unless `codes` is given. Default 1. */
  count?: number;
  /** Exact device codes to create (letters and digits, unique). */
  codes?: string[];
  /** Owning organisation id; default the customer "Demo Coffee Co." (org code DEMO). */
  orgId?: number;
  /** Catalogue model code of every device; default CM-200. Linked to the back-office model of that code when one exists. */
  model?: string;
  /** Extra fields for POST /api/Equipment/save (name, siteId …). */
  fields?: Record<string, unknown>;
  /**
   * Fleet behaviour. Default for tests: no random sales, faults or refills (call fleet.sell /
   * fleet.raiseFault), commands answered after 50–150 ms and never failing at random.
   */
  behaviour?: Omit<Partial<FleetOptions>, 'url' | 'devices'>;
  /** Wait until every device has connected (default true). */
  waitConnected?: boolean;
}

async function call<T>(base: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { token, lang: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await res.json()) as { status: number; data?: T; result?: unknown };
  if (envelope.status !== 1001) throw new Error(`${method} ${url} failed: ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

let sequence = 0;

/** Creates devices through the API and runs them as simulated machines against the e2e server's broker. */
export async function startSimulatedDevices(options: StartSimulatedDevicesOptions): Promise<SimulatedDevices> {
  const base = options.baseURL ?? inject('baseURL');
  const mqttURL = options.mqttURL ?? inject('mqttURL');
  const model = options.model ?? 'CM-200';
  const codes =
    options.codes ??
    Array.from({ length: options.count ?? 1 }, () => {
      sequence += 1;
      return `SIM${Date.now().toString(36).toUpperCase()}${String(sequence).padStart(3, '0')}`;
    });

  let orgId = options.orgId;
  if (orgId === undefined) {
    const orgs = await call<OrgListRow[]>(base, options.token, 'GET', `${ORG_API.list}?kind=customer&limit=100`);
    const demo = orgs.find((o) => o.code === 'DEMO') ?? orgs[0];
    if (!demo) throw new Error('no customer organisation visible to this token');
    orgId = demo.orgId;
  }
  let modelId: number | undefined;
  try {
    const opts = await call<DeviceOptions>(base, options.token, 'GET', DEVICE_API.options);
    modelId = opts.models.find((m) => m.code === model)?.id;
  } catch {
    // No model picker visible: devices are created without a model link.
  }

  const devices: SimulatedDevice[] = [];
  for (const code of codes) {
    const saved = await call<DeviceSecretAnswer>(base, options.token, 'POST', DEVICE_API.save, {
      deviceCode: code,
      name: `Simulated ${code}`,
      orgId,
      ...(modelId === undefined ? {} : { modelId }),
      ...options.fields,
    });
    devices.push({ id: saved.id, code, secret: saved.secret, model });
  }

  const fleet = startFleet({
    ordersPerHour: 0,
    randomEvents: false,
    refills: false,
    commandFailureRate: 0,
    // Every cup dispenses unless a test asks otherwise: a random failure would refund the sale.
    dispenseFailureRate: 0,
    commandDelayMs: [50, 150],
    reconnectMs: [300, 800],
    rampMs: 0,
    // Tests of other areas sell the catalogue's beverages; the deployment tests turn this off.
    factoryGoods: true,
    ...options.behaviour,
    url: mqttURL,
    devices: devices.map(({ code, secret, model: m }) => ({ code, secret, model: m })),
  });
  if (options.waitConnected !== false) {
    try {
      await fleet.waitConnected(30_000);
    } catch (err) {
      await fleet.stop();
      throw err;
    }
  }
  return {
    devices,
    fleet,
    disconnect: (code, o) => fleet.disconnect(code, o),
    reconnect: (code) => fleet.reconnect(code),
    stop: () => fleet.stop(),
  };
}

/**
 * A demo machine run by one simulated device in the test (its secret rotated through the API by
 * the administrator), selling only when told: the machine and its id.
 */
export async function runDemoMachine(
  code: string,
  model: string,
  behaviour: Partial<FleetOptions> = {},
): Promise<{ fleet: FleetHandle; deviceId: number }> {
  const admin = await apiToken('admin', 'admin123');
  const list = await api<DeviceRow[]>(admin, 'GET', `${DEVICE_API.list}?deviceCode=${code}&limit=10`);
  const deviceId = list.data!.find((d) => d.deviceCode === code)!.id;
  const rotated = await api<DeviceSecretAnswer>(admin, 'POST', DEVICE_API.rotateSecret, { id: deviceId });
  const fleet = startFleet({
    url: inject('mqttURL'),
    devices: [{ code, secret: (rotated.data as { secret: string }).secret, model }],
    ordersPerHour: 0,
    randomEvents: false,
    refills: false,
    commandFailureRate: 0,
    rampMs: 0,
    ...behaviour,
  });
  await fleet.waitConnected(30_000);
  return { fleet, deviceId };
}

/**
 * For a test file: a browser, the administrator's API token and `count` simulated machines, started
 * before its tests and stopped after them (read them in the tests, once `beforeAll` has run).
 */
export function withBrowserAndDevices(count = 1): { browser: Browser; token: string; sim: SimulatedDevices } {
  const env = {} as { browser: Browser; token: string; sim: SimulatedDevices };
  beforeAll(async () => {
    env.browser = await launch();
    env.token = await apiToken('admin', 'admin123');
    env.sim = await startSimulatedDevices({ token: env.token, count });
  });
  afterAll(async () => {
    await env.sim?.stop();
    await env.browser?.close();
  });
  return env;
}
