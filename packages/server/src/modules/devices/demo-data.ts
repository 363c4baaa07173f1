import { catalog } from '@vr/device-sim';
import { inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { deviceModels } from '../device-models/index.js';
import { sites } from '../points/index.js';
import { deviceContainers, devices } from './schema.js';
import { hashDeviceSecret, newDeviceSecret } from './secrets.js';
import { DEFAULT_ALARM_RATIO, DEFAULT_WARN_RATIO } from './service.js';

interface DemoDevice {
  code: string;
  model: string;
  org: 'demo' | 'demoStore' | 'harbor' | 'harborStore';
  name: string;
  /** The point (site code of the points seed) it stands at; its location is the point's. */
  site: string;
  /** Catalogue city used when the point does not exist (points seed not run). */
  city: number;
  /** Fill of every container (0-1); the first container gets `firstFill`. */
  fill: number;
  firstFill?: number;
  status?: number;
  /** Codes of the faults and warnings it has open (raised by the device gateway's demo seed). */
  faults?: string[];
  warnings?: string[];
}

/** Demo devices: 8 of Demo Coffee Co., 3 of Harbor Drinks Ltd. (the simulator re-keys them at start). */
export const DEMO_DEVICES: DemoDevice[] = [
  { code: 'VR10001', site: 'SH-JA-001', model: 'CM-200', org: 'demoStore', name: 'Jing’an lobby', city: 0, fill: 0.8 },
  { code: 'VR10002', site: 'SH-JA-001', model: 'CM-200', org: 'demoStore', name: 'Jing’an 2F', city: 0, fill: 0.6, firstFill: 0.15 },
  { code: 'VR10003', site: 'SZ-NS-001', model: 'MT-100', org: 'demo', name: 'Nanshan campus', city: 1, fill: 0.7 },
  {
    code: 'VR10004',
    site: 'SZ-NS-001',
    model: 'MT-100',
    org: 'demo',
    name: 'Nanshan library',
    city: 1,
    fill: 0.5,
    firstFill: 0.05,
    faults: ['E201'],
  },
  { code: 'VR10005', site: 'SH-PD-001', model: 'CM-200', org: 'demo', name: 'Pudong office', city: 0, fill: 0.9, warnings: ['W102'] },
  { code: 'VR10006', site: 'SH-PD-002', model: 'WS-20', org: 'demo', name: 'Pudong gym', city: 0, fill: 0.4 },
  { code: 'VR10007', site: 'BJ-CY-001', model: 'BR-50', org: 'demo', name: 'Riverside bar', city: 1, fill: 0.65 },
  { code: 'VR10008', site: 'SH-JA-001', model: 'CM-200', org: 'demoStore', name: 'Spare unit', city: 0, fill: 1, status: 1 },
  { code: 'VR20001', site: 'TYO-SB-001', model: 'CM-200', org: 'harborStore', name: 'Pier 3 kiosk', city: 0, fill: 0.75 },
  { code: 'VR20002', site: 'TYO-SB-001', model: 'BR-50', org: 'harborStore', name: 'Pier 3 terrace', city: 0, fill: 0.3, firstFill: 0.12 },
  { code: 'VR20003', site: 'MAD-CT-001', model: 'WS-20', org: 'harbor', name: 'Harbor office', city: 1, fill: 0.9 },
];

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function seedDevices(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const modelCodes = [...new Set(DEMO_DEVICES.map((d) => d.model))];
  const modelRows = await db
    .select({ id: deviceModels.id, code: deviceModels.code })
    .from(deviceModels)
    .where(inArray(deviceModels.code, modelCodes));
  const modelIdByCode = new Map(modelRows.map((m) => [m.code, m.id]));
  const orgIds = [ctx.orgs.demo, ctx.orgs.demoStore, ctx.orgs.harbor, ctx.orgs.harborStore];
  // Points created by the points seed (if it ran first), by code within the device's organisation.
  const siteRows = await db
    .select({
      id: sites.id,
      orgId: sites.orgId,
      code: sites.code,
      country: sites.country,
      province: sites.province,
      city: sites.city,
      district: sites.district,
      address: sites.address,
      lng: sites.lng,
      lat: sites.lat,
    })
    .from(sites)
    .where(inArray(sites.orgId, orgIds));
  const siteOf = (orgId: number, code: string) => siteRows.find((s) => s.orgId === orgId && s.code === code);

  for (const d of DEMO_DEVICES) {
    const model = catalog.deviceModels.find((m) => m.code === d.model)!;
    const orgId = ctx.orgs[d.org];
    const site = siteOf(orgId, d.site);
    const fallback = catalog.cities[d.city % catalog.cities.length]!;
    const city = site
      ? {
          country: site.country,
          province: site.province,
          city: site.city,
          district: site.district,
          lng: site.lng ?? fallback.lng,
          lat: site.lat ?? fallback.lat,
        }
      : fallback;
    const levels = model.containers.map((c, i) => round2(c.capacity * (i === 0 ? (d.firstFill ?? d.fill) : d.fill)));
    const [row] = await db
      .insert(devices)
      .values({
        orgId,
        deviceCode: d.code,
        nameplateNo: `NP-${d.code}`,
        dtuCode: `86${d.code.slice(2)}0000000`.slice(0, 15),
        name: d.name,
        modelId: modelIdByCode.get(d.model) ?? null,
        siteId: site?.id ?? null,
        secretHash: hashDeviceSecret(newDeviceSecret()),
        status: d.status ?? 0,
        // Fault and warning counts and the material state come from their records (the gateway's demo seed).
        capacity: model.cupCapacity,
        deployedAt: new Date(Date.UTC(2025, 2, 1 + DEMO_DEVICES.indexOf(d))),
        warrantyUntil: '2027-03-01',
        softwareExpiresAt: '2027-12-31',
        rent: d.org.startsWith('harbor') ? 1200 : 800,
        cooperationMode: d.org.startsWith('harbor') ? 2 : 1,
        cartLimit: 5,
        minOrderAmount: 0,
        businessHours: '07:00-22:00',
        country: city.country,
        province: city.province,
        city: city.city,
        district: city.district,
        // Street level: the point's street address (province, city and district are their own fields).
        address: site?.address ? `${site.address}, ${d.name}` : d.name,
        lng: city.lng,
        lat: city.lat,
        fenceMeters: 200,
        scenario: 'office',
        waterSource: d.model === 'BR-50' ? null : 'tap',
        createdBy: ctx.users.admin,
      })
      .returning({ id: devices.id });
    await db.insert(deviceContainers).values(
      model.containers.map((c, i) => ({
        deviceId: row!.id,
        no: i + 1,
        materialCode: c.material,
        capacity: c.capacity,
        level: levels[i]!,
        warnValue: round2(c.capacity * DEFAULT_WARN_RATIO),
        alarmValue: round2(c.capacity * DEFAULT_ALARM_RATIO),
        maxStock: model.cupCapacity || null,
      })),
    );
  }
}

/** Ids of the demo devices by code (for other areas' seeds). */
export async function demoDeviceIds(ctx: DemoSeedContext): Promise<Map<string, number>> {
  const rows = await ctx.db.select({ id: devices.id, code: devices.deviceCode }).from(devices);
  return new Map(rows.map((r) => [r.code, r.id]));
}
