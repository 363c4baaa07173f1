import type { DeviceSave, DeviceSecretAnswer, deviceBatchSchema } from '@vr/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { publish } from '../../platform/wiring/index.js';
import { changedBy, deviceAdded, deviceEdited, deviceMoved, editedDetails } from './changes.js';
import { deviceForgotten } from './forget.js';
import { orgs } from '../../platform/identity/schema.js';
import { assertDeviceVisible, assertDevicesVisible } from './scope.js';
import { devices } from './schema.js';
import { hashDeviceSecret, newDeviceSecret } from './secrets.js';
import {
  assertDeviceOrg,
  assertIdentifiersFree,
  assertRefs,
  customerPathOf,
  deviceColumns,
  rotateDeviceSecret,
  writeContainersFromModel,
} from './service.js';

/** The columns of a machine whose change other areas hear of: its place and its details. */
const TOLD = {
  orgId: devices.orgId,
  siteId: devices.siteId,
  name: devices.name,
  modelId: devices.modelId,
  status: devices.status,
  warrantyUntil: devices.warrantyUntil,
};

/** Creates a device (answering its new secret once) or updates one the caller sees. */
export async function saveDevice(
  db: Database,
  auth: AuthContext,
  input: DeviceSave,
): Promise<DeviceSecretAnswer | { id: number; deviceCode: string }> {
  const timeZone = await businessTimeZone(db);
  if (input.id) await assertDeviceVisible(db, auth, input.id);
  const org = await assertDeviceOrg(db, auth, input.orgId);
  await assertRefs(db, await customerPathOf(db, org), input);
  await assertIdentifiersFree(db, input, input.id ?? undefined);
  const { id: _id, ...fields } = input;
  const values = deviceColumns(fields, timeZone);

  if (input.id) {
    const id = input.id;
    const [old] = await db
      .select({ deviceCode: devices.deviceCode, ...TOLD })
      .from(devices)
      .where(eq(devices.id, id));
    // A concurrent save taking the same code answers the field error of the check above (uniques).
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ modelId: devices.modelId }).from(devices).where(eq(devices.id, id));
      await tx
        .update(devices)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(devices.id, id));
      if (before && before.modelId !== values.modelId) await writeContainersFromModel(tx as unknown as Database, id, values.modelId);
    });
    // Code, organisation or point may have changed: the gateway reloads the device.
    if (old) await publish(db, deviceForgotten, old.deviceCode);
    if (old && (old.orgId !== values.orgId || old.siteId !== values.siteId)) {
      await publish(db, deviceMoved, {
        deviceId: id,
        by: changedBy(auth),
        before: { orgId: old.orgId, siteId: old.siteId },
        after: { orgId: values.orgId, siteId: values.siteId },
      });
    }
    const edited = old ? editedDetails(old, values) : null;
    if (edited) await publish(db, deviceEdited, { deviceId: id, by: changedBy(auth), ...edited });
    return { id, deviceCode: input.deviceCode };
  }

  const secret = newDeviceSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(devices)
      .values({ ...values, secretHash: hashDeviceSecret(secret), secretRotatedAt: new Date(), createdBy: auth.userId })
      .returning({ id: devices.id });
    await writeContainersFromModel(tx as unknown as Database, row!.id, values.modelId);
    return row!.id;
  });
  await publish(db, deviceAdded, { deviceId: id, by: changedBy(auth), place: { orgId: values.orgId, siteId: values.siteId } });
  return { id, deviceCode: input.deviceCode, secret };
}

/** A new MQTT secret for a device the caller sees, answered once. */
export async function rotateSecret(db: Database, auth: AuthContext, id: number): Promise<DeviceSecretAnswer> {
  await assertDeviceVisible(db, auth, id);
  const secret = await rotateDeviceSecret(db, id);
  const [row] = await db.select({ deviceCode: devices.deviceCode }).from(devices).where(eq(devices.id, id));
  return { id, deviceCode: row!.deviceCode, secret };
}

/** Deletes devices the caller sees: all or none. */
export async function deleteDevices(db: Database, auth: AuthContext, selected: number[]): Promise<{ deleted: number }> {
  const ids = [...new Set(selected)];
  await assertDevicesVisible(db, auth, ids);
  const gone = await db.transaction(async (tx) =>
    tx.delete(devices).where(inArray(devices.id, ids)).returning({ deviceCode: devices.deviceCode }),
  );
  for (const d of gone) await publish(db, deviceForgotten, d.deviceCode);
  return { deleted: ids.length };
}

/** The machines' codes named in an answer: the first ten, then an ellipsis. */
const someCodes = (codes: string[]) => codes.slice(0, 10).join(', ') + (codes.length > 10 ? ', …' : '');

/**
 * The warranty expiry of `months` months from each machine's deployment day (in the business time
 * zone; the 31st of a shorter month ends on its last day). Every selected machine must have a
 * deployment time, else nothing changes.
 */
async function warrantyFromDeployment(db: Database, ids: number[], months: number) {
  const undeployed = await db
    .select({ code: devices.deviceCode })
    .from(devices)
    .where(and(inArray(devices.id, ids), isNull(devices.deployedAt)))
    .orderBy(devices.deviceCode)
    .limit(11);
  if (undeployed.length)
    throw AppError.field('warrantyMonths', 'deviceWarrantyNotDeployed', { codes: someCodes(undeployed.map((d) => d.code)) });
  const zone = await businessTimeZone(db);
  return {
    warrantyUntil: sql<string>`((${devices.deployedAt} at time zone ${zone})::date + make_interval(months => ${months}::int))::date`,
  };
}

/** Assigns point/zone/route to, enables, disables or sets the warranty of the selected devices; answers how many. */
export async function batchDevices(db: Database, auth: AuthContext, batch: z.output<typeof deviceBatchSchema>): Promise<number> {
  const { action, siteId, zoneId, routeId } = batch;
  const ids = [...new Set(batch.ids)];
  await assertDevicesVisible(db, auth, ids);
  if (action === 'assign') {
    // Every selected device must belong to the customer of the point/zone/route.
    const paths = await db
      .selectDistinct({ id: orgs.id, path: orgs.path })
      .from(devices)
      .innerJoin(orgs, eq(orgs.id, devices.orgId))
      .where(inArray(devices.id, ids));
    for (const p of paths) await assertRefs(db, await customerPathOf(db, p), { siteId, zoneId, routeId });
  }
  const set =
    action === 'assign'
      ? {
          ...(siteId !== undefined ? { siteId } : {}),
          ...(zoneId !== undefined ? { zoneId } : {}),
          ...(routeId !== undefined ? { routeId } : {}),
        }
      : action === 'warranty'
        ? await warrantyFromDeployment(db, ids, batch.warrantyMonths!)
        : { status: action === 'enable' ? 0 : 1 };
  const before = new Map(
    (
      await db
        .select({ id: devices.id, ...TOLD })
        .from(devices)
        .where(inArray(devices.id, ids))
    ).map((d) => [d.id, d]),
  );
  const changed = await db.transaction(async (tx) =>
    tx
      .update(devices)
      .set({ ...set, updatedAt: new Date() })
      .where(inArray(devices.id, ids))
      .returning({ id: devices.id, deviceCode: devices.deviceCode, ...TOLD }),
  );
  for (const d of changed) {
    await publish(db, deviceForgotten, d.deviceCode);
    const old = before.get(d.id);
    if (old && old.siteId !== d.siteId) {
      await publish(db, deviceMoved, {
        deviceId: d.id,
        by: changedBy(auth),
        before: { orgId: old.orgId, siteId: old.siteId },
        after: { orgId: d.orgId, siteId: d.siteId },
      });
    }
    const edited = old ? editedDetails(old, d) : null;
    if (edited) await publish(db, deviceEdited, { deviceId: d.id, by: changedBy(auth), ...edited });
  }
  return ids.length;
}
