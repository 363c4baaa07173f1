import { type AnyColumn, count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { DevicesAtPoints } from '../points/index.js';
import { devices } from './schema.js';

/** Model id → how many devices are of it, for the given models (absent: none). */
export async function devicesOfModels(db: Database, modelIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ modelId: devices.modelId, n: count() })
    .from(devices)
    .where(inArray(devices.modelId, modelIds))
    .groupBy(devices.modelId);
  return new Map(rows.map((r) => [r.modelId!, r.n]));
}

/** The devices at the points, partitions and routes of the points area. */
export const devicesAtPoints: DevicesAtPoints = {
  countAtSite: (siteId: AnyColumn) => sql<number>`(select count(*)::int from ${devices} where ${devices.siteId} = ${siteId})`,
  async countsAtSites(db, siteIds) {
    const rows = await db
      .select({ siteId: devices.siteId, n: count() })
      .from(devices)
      .where(inArray(devices.siteId, siteIds))
      .groupBy(devices.siteId);
    return new Map(rows.map((r) => [r.siteId!, r.n]));
  },
  async leaveZones(tx, zoneIds) {
    await tx.update(devices).set({ zoneId: null }).where(inArray(devices.zoneId, zoneIds));
  },
  async leaveRoutes(tx, routeIds) {
    await tx.update(devices).set({ routeId: null }).where(inArray(devices.routeId, routeIds));
  },
};
