import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';

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

let provided: DevicesAtPoints | undefined;

/**
 * The devices sit above the points (a device names its point, partition and route), so that area
 * tells this one how to count and release its devices instead of this one reading their table.
 */
export function provideDevicesAtPoints(devicesAt: DevicesAtPoints): void {
  provided = devicesAt;
}

/** SQL: devices at the point `siteId`; 0 when no area holds devices. */
export function deviceCountAtSite(siteId: AnyColumn): SQL<number> {
  return provided ? provided.countAtSite(siteId) : sql<number>`0`;
}

/** Devices at each of these points (absent: none). */
export async function deviceCountsAtSites(db: Database, siteIds: number[]): Promise<Map<number, number>> {
  if (siteIds.length === 0 || !provided) return new Map();
  return provided.countsAtSites(db, siteIds);
}

/** Takes these partitions off their devices. */
export async function releaseDeviceZones(tx: Tx, zoneIds: number[]): Promise<void> {
  await provided?.leaveZones(tx, zoneIds);
}

/** Takes these routes off their devices. */
export async function releaseDeviceRoutes(tx: Tx, routeIds: number[]): Promise<void> {
  await provided?.leaveRoutes(tx, routeIds);
}
