import { and, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgs } from '../../platform/identity/schema.js';
import type { DeviceMoved } from '../devices/index.js';
import { insideCustomer, putOn, takeOff } from './release-machines.js';
import { today } from './releases.js';
import { adReleaseDevices, adReleases } from './schema.js';

const d = adReleaseDevices;

/**
 * A machine moved to another point or organisation: it joins the active releases made at its new
 * point for its customer (pending: it is sent them at its next playlist sync), and leaves those
 * made at points it is no longer at, or for a customer it no longer belongs to (taken off like a
 * withdrawal). Releases of chosen machines do not follow.
 */
export async function followPoints(db: Database, moved: DeviceMoved): Promise<void> {
  const { deviceId, after } = moved;
  const day = await today(db);
  // The releases at points that want this machine where it stands now.
  const wanted =
    after.siteId === null
      ? []
      : await db
          .select({ id: adReleases.id })
          .from(adReleases)
          .innerJoin(orgs, eq(orgs.id, after.orgId))
          .where(
            and(
              eq(adReleases.status, 'active'),
              gte(adReleases.endDate, day),
              sql`${adReleases.siteIds} @> ${JSON.stringify([after.siteId])}::jsonb`,
              insideCustomer(adReleases.orgId),
            ),
          );
  const keep = wanted.map((r) => r.id);
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
