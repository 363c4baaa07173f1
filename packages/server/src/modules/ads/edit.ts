import type { AdReleaseActionResult } from '@vr/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { LIVE_STATES, putOn, takeOff } from './release-machines.js';
import { type SaveInput, machinesOf, pushPlaylists, savedFields, visibleRelease } from './releases.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { adReleaseDevices, adReleases } from './schema.js';

const d = adReleaseDevices;
type Release = typeof adReleases.$inferSelect;

/** What a machine's playlist says of a release: a change of any of these is sent to its machines again. */
const scheduleChanged = (was: Release, input: SaveInput) =>
  was.beginDate !== input.beginDate ||
  was.endDate !== input.endDate ||
  was.hourFrom !== input.hourFrom ||
  was.hourTo !== input.hourTo ||
  was.sort !== input.sort;

/** An active release only: a withdrawn or ended one is refused. */
async function assertEditable(db: Database, release: Pick<Release, 'status' | 'endDate'>): Promise<void> {
  if (release.status === 'withdrawn') throw AppError.badRequest('adEditWithdrawn');
  if (release.endDate < (await businessToday(db))) throw AppError.badRequest('adEditEnded');
}

/**
 * POST /api/AdList/save with an id: the active release's name, days, hours, order and machines (or
 * points) change in one transaction; its material never does. Of the machines the caller sees,
 * those added are pending, those left out are taken off (withdrawing until they acknowledge);
 * when the schedule changed, every machine keeping it is pending again. The machines affected are
 * sent their playlist.
 */
export async function editRelease(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  input: SaveInput & { id: number },
  baseUrl: string,
): Promise<AdReleaseActionResult> {
  const release = await visibleRelease(db, auth, input.id);
  await assertEditable(db, release);
  if (input.materialId !== release.materialId) throw AppError.field('materialId', 'adMaterialFixed');
  if (input.endDate < (await businessToday(db))) throw AppError.field('endDate', 'adEndPast');
  const chosen = await machinesOf(db, auth, input, release.orgId);
  const viewer = await withDeviceScope(db, auth);
  const affected = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // Two edits, or an edit and a withdrawal, at once: the second sees the first's outcome.
    const [was] = await t.select().from(adReleases).where(eq(adReleases.id, release.id)).for('update');
    if (!was) throw AppError.notFound();
    await assertEditable(t, was);
    const now = new Date();
    await t.update(adReleases).set(savedFields(input)).where(eq(adReleases.id, release.id));
    const ids = chosen.map((m) => m.id);
    // Only the machines the caller sees are taken off; the others keep the release.
    const seen = t.select({ id: devices.id }).from(devices).where(deviceVisibility(viewer));
    const removed = await takeOff(t, and(eq(d.releaseId, release.id), notInArray(d.deviceId, ids), inArray(d.deviceId, seen)), now);
    const added = await putOn(t, release.id, ids, now);
    const resent = scheduleChanged(was, input)
      ? await t
          .update(d)
          .set({ state: 'pending', reason: null, updatedAt: now })
          .where(and(eq(d.releaseId, release.id), inArray(d.state, [...LIVE_STATES])))
          .returning({ deviceId: d.deviceId })
      : [];
    return [...new Set([...removed, ...added, ...resent.map((r) => r.deviceId)])];
  });
  const machines = affected.length
    ? await db.select({ id: devices.id, code: devices.deviceCode }).from(devices).where(inArray(devices.id, affected))
    : [];
  return { id: release.id, machines: affected.length, sent: await pushPlaylists(db, link, machines, baseUrl) };
}
