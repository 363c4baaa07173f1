import { DEVICE_SCOPES, type DeviceGrantAccount } from '@vr/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { assertDevicesVisible, deviceVisibility } from './scope.js';
import { deviceGrants, devices } from './schema.js';

/** An account in the caller's scope whose devices are granted one by one ("selected devices"). */
async function grantee(db: Database, auth: AuthContext, userId: number) {
  const [user] = await db
    .select({ id: users.id, deviceScope: users.deviceScope })
    .from(users)
    .where(and(eq(users.id, userId), scopeCondition(auth, { org: users.orgId, user: users.id })))
    .limit(1);
  if (!user) throw AppError.notFound();
  return user;
}

/** Accounts with the "selected devices" permission in the caller's scope, with how many they were granted. */
export async function grantAccounts(db: Database, auth: AuthContext): Promise<DeviceGrantAccount[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      loginBound: users.loginBound,
      employeeName: users.employeeName,
      orgName: orgs.name,
      grantedCount: sql<number>`cast((select count(*) from ${deviceGrants} where ${deviceGrants.userId} = ${users.id}) as integer)`,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(users.deviceScope, DEVICE_SCOPES.SELECTED), scopeCondition(auth, { org: users.orgId, user: users.id })))
    .orderBy(asc(users.username))
    .limit(1000);
  return rows.map((r) => ({
    userId: r.userId,
    username: r.loginBound ? r.username : null,
    employeeName: r.employeeName,
    orgName: r.orgName,
    grantedCount: Number(r.grantedCount),
  }));
}

/** The devices granted to an account, as far as the caller sees them. */
export async function grantsOf(db: Database, auth: AuthContext, userId: number) {
  const user = await grantee(db, auth, userId);
  const rows = await db
    .select({ id: deviceGrants.deviceId })
    .from(deviceGrants)
    .innerJoin(devices, eq(devices.id, deviceGrants.deviceId))
    .where(and(eq(deviceGrants.userId, user.id), deviceVisibility(auth)))
    .orderBy(asc(deviceGrants.deviceId));
  return { userId: user.id, deviceScope: user.deviceScope, deviceIds: rows.map((r) => r.id) };
}

/** Sets the devices granted to an account, within the devices the caller sees. */
export async function saveGrants(db: Database, auth: AuthContext, userId: number, deviceIds: number[]) {
  const user = await grantee(db, auth, userId);
  if (user.deviceScope !== DEVICE_SCOPES.SELECTED) throw AppError.field('userId', 'deviceGrantNotSelected');
  const ids = [...new Set(deviceIds)];
  await assertDevicesVisible(db, auth, ids);
  await db.transaction(async (tx) => {
    // Grants of devices the caller cannot see are left as they are.
    await tx
      .delete(deviceGrants)
      .where(
        and(
          eq(deviceGrants.userId, user.id),
          inArray(deviceGrants.deviceId, db.select({ id: devices.id }).from(devices).where(deviceVisibility(auth))),
        ),
      );
    if (ids.length) await tx.insert(deviceGrants).values(ids.map((deviceId) => ({ userId: user.id, deviceId })));
  });
  return { userId: user.id, deviceIds: ids };
}
