import { and, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgs } from '../../platform/identity/schema.js';
import type { DeviceAdded, DeviceMoved, DevicePlace } from '../devices/index.js';
import { insideCustomer, putOn, takeOff } from './release-machines.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { adReleaseDevices, adReleases } from './schema.js';

const d = adReleaseDevices;

/** The active releases made at points that want a machine standing at `place` (its point, for its customer), on `day`. */
async function releasesWanting(db: Database, place: DevicePlace, day: string): Promise<number[]> {
  if (place.siteId === null) return [];
  const rows = await db
    .select({ id: adReleases.id })
    .from(adReleases)
    .innerJoin(orgs, eq(orgs.id, place.orgId))
    .where(
      and(
        eq(adReleases.status, 'active'),
        gte(adReleases.endDate, day),
        sql`${adReleases.siteIds} @> ${JSON.stringify([place.siteId])}::jsonb`,
        insideCustomer(adReleases.orgId),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * A machine moved to another point or organisation: it joins the active releases made at its new
 * point for its customer (pending: it is sent them at its next playlist sync), and leaves those
 * made at points it is no longer at, or for a customer it no longer belongs to (taken off like a
 * withdrawal). Releases of chosen machines do not follow.
 */
export async function followPoints(db: Database, moved: Pick<DeviceMoved, 'deviceId' | 'after'>): Promise<void> {
  const { deviceId, after } = moved;
  const day = await businessToday(db);
  const keep = await releasesWanting(db, after, day);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const atPoints = t
      .select({ id: adReleases.id })
      .from(adReleases)
      .where(and(isNotNull(adReleases.siteIds), eq(adReleases.status, 'active'), gte(adReleases.endDate, day)));
    await takeOff(t, and(eq(d.deviceId, deviceId), inArray(d.releaseId, atPoints), notInArray(d.releaseId, keep)));
    for (const id of keep) await putOn(t, id, [deviceId]);
  });
}

/**
 * A machine added at a point joins the active releases made at that point for its customer,
 * pending: it is sent them at its first hello (it cannot be connected before it exists: its
 * secret comes with its creation).
 */
export async function joinPointsOnAdd(db: Database, added: DeviceAdded): Promise<void> {
  const wanted = await releasesWanting(db, added.place, await businessToday(db));
  if (wanted.length === 0) return;
  await db.transaction(async (tx) => {
    for (const id of wanted) await putOn(tx as unknown as Database, id, [added.deviceId]);
  });
}
