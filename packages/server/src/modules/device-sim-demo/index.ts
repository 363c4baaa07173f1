import { type FleetHandle, catalog, startFleet } from '@vr/device-sim';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { deviceModels } from '../device-models/index.js';
import { DEMO_DEVICES, deviceContainers, devices, rotateDeviceSecret } from '../devices/index.js';
import { defineArea } from '../../platform/area.js';
import { payingCardNumbers } from '../cards/index.js';
import { payingStaffNumbers } from '../staff-cards/index.js';
import { payingWristbandNumbers } from '../wristbands/index.js';
import { customerOf } from '../orgs/index.js';

/**
 * Live demo machines for `npm start`: the first SIM_DEVICES demo devices get a new secret (kept
 * in memory only) and run in this process as simulated machines against the embedded broker,
 * so a new user sees devices come online, sell, drain and raise faults. Off with SIM_DEVICES=0,
 * and never with an external broker (run `npm run sim` there).
 */
export interface DemoFleet {
  codes: string[];
  fleet: FleetHandle;
  stop(): Promise<void>;
}

export interface DemoFleetOptions {
  db: Database;
  config: Config;
  /** The device link's mode and endpoints (platform/mqtt deviceLinkEndpoints()). */
  link: { mode: string; endpoints: string[] };
  log: (message: string) => void;
}

/** Average sales per demo machine and hour: busy enough that a visitor sees orders arrive. */
const DEMO_ORDERS_PER_HOUR = 20;
/**
 * Low material and temperature excursions per demo machine and hour (faults and warnings come at
 * the machine's own rate): with the eight demo machines, a few an hour, so a visitor sees the
 * alarm centre's device abnormal fill and clear.
 */
const DEMO_LOW_MATERIAL_PER_HOUR = 0.5;
const DEMO_TEMPERATURE_PER_HOUR = 0.25;

export async function startDemoFleet({ db, config, link, log }: DemoFleetOptions): Promise<DemoFleet | null> {
  if (config.simDevices <= 0 || link.mode !== 'embedded') return null;
  const tcp = link.endpoints.find((e) => e.startsWith('mqtt://'));
  if (!tcp) return null;
  const url = tcp.replace('://localhost:', '://127.0.0.1:');

  const order = new Map(DEMO_DEVICES.map((d, i) => [d.code, i]));
  const rows = await db
    .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId, status: devices.status, model: deviceModels.code })
    .from(devices)
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .where(
      inArray(
        devices.deviceCode,
        DEMO_DEVICES.map((d) => d.code),
      ),
    );
  // Machines in service first, in the demo list's order.
  rows.sort((a, b) => (a.status === 0 ? 0 : 1) - (b.status === 0 ? 0 : 1) || order.get(a.code)! - order.get(b.code)!);
  const chosen = rows.slice(0, config.simDevices);
  if (chosen.length === 0) return null;

  const containerRows = await db
    .select({ deviceId: deviceContainers.deviceId, no: deviceContainers.no, level: deviceContainers.level })
    .from(deviceContainers)
    .where(
      inArray(
        deviceContainers.deviceId,
        chosen.map((c) => c.id),
      ),
    )
    .orderBy(asc(deviceContainers.deviceId), asc(deviceContainers.no));

  const known = new Set(catalog.deviceModels.map((m) => m.code));
  // Customers present the member cards, staff cards and wristbands of the machine's own customer.
  const cardsOf = new Map<number, string[]>();
  const staffOf = new Map<number, string[]>();
  const bandsOf = new Map<number, string[]>();
  for (const orgId of new Set(chosen.map((c) => c.orgId))) {
    const customer = await customerOf(db, orgId);
    cardsOf.set(orgId, customer ? await payingCardNumbers(db, customer.id) : []);
    staffOf.set(orgId, customer ? await payingStaffNumbers(db, customer.id) : []);
    bandsOf.set(orgId, customer ? await payingWristbandNumbers(db, customer.id) : []);
  }
  const credentials = [];
  for (const row of chosen) {
    const levels: Record<number, number> = {};
    for (const c of containerRows) if (c.deviceId === row.id && c.level !== null) levels[c.no] = c.level;
    const model = row.model && known.has(row.model) ? row.model : (DEMO_DEVICES.find((d) => d.code === row.code)?.model ?? 'CM-200');
    credentials.push({
      code: row.code,
      secret: await rotateDeviceSecret(db, row.id),
      model,
      levels,
      memberCards: cardsOf.get(row.orgId) ?? [],
      staffCards: staffOf.get(row.orgId) ?? [],
      wristbands: bandsOf.get(row.orgId) ?? [],
    });
  }

  const fleet = startFleet({
    url,
    devices: credentials,
    ordersPerHour: DEMO_ORDERS_PER_HOUR,
    lowMaterialPerHour: DEMO_LOW_MATERIAL_PER_HOUR,
    temperaturePerHour: DEMO_TEMPERATURE_PER_HOUR,
    // WeChat Pay and Alipay sales go through the sandbox provider: the simulated customer pays on its page.
    payFlow: true,
    // Some sales are shopping carts, some password-free (collected after the dispense).
    cartShare: 0.1,
    passwordFreeShare: 0.05,
    rampMs: 1500,
    log,
  });
  return { codes: credentials.map((c) => c.code), fleet, stop: () => fleet.stop() };
}

/** The simulated demo devices: started by main.ts, nothing else for the platform. */
export const area = defineArea({ name: 'device-sim-demo' });
