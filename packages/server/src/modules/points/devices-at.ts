import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the points area needs to know of the devices standing at its points, partitions and routes. */
export interface DevicesAtPoints {
  /** SQL: how many devices stand at the point whose id is `siteId`. */
  countAtSite(siteId: AnyColumn): SQL<number>;
  /** Point id → how many devices stand there, for the given points (absent: none). */
  countsAtSites(db: Database, siteIds: number[]): Promise<Map<number, number>>;
  /** The devices of these partitions stay, without partition. */
  leaveZones(tx: Tx, zoneIds: number[]): Promise<void>;
  /** The devices of these routes stay, without route. */
  leaveRoutes(tx: Tx, routeIds: number[]): Promise<void>;
}

/**
 * The devices sit above the points (a device names its point, partition and route), so that area
 * tells this one how to count and release its devices instead of this one reading their table.
 */
export const devicesAtPoints = definePort<DevicesAtPoints>('points.devicesAtPoints');

/** SQL: devices at the point `siteId` (built on use: the port is connected after load). */
export function deviceCountAtSite(siteId: AnyColumn): SQL<number> {
  return devicesAtPoints.get().countAtSite(siteId);
}

/** Devices at each of these points (absent: none). */
export async function deviceCountsAtSites(db: Database, siteIds: number[]): Promise<Map<number, number>> {
  if (siteIds.length === 0) return new Map();
  return devicesAtPoints.get().countsAtSites(db, siteIds);
}

/** Takes these partitions off their devices. */
export async function releaseDeviceZones(tx: Tx, zoneIds: number[]): Promise<void> {
  await devicesAtPoints.get().leaveZones(tx, zoneIds);
}

/** Takes these routes off their devices. */
export async function releaseDeviceRoutes(tx: Tx, routeIds: number[]): Promise<void> {
  await devicesAtPoints.get().leaveRoutes(tx, routeIds);
}
