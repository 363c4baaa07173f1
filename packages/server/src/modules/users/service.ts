import { BUILT_IN_ADMIN_USERNAME, type DeviceScope, type Lang, type Training, type UserDetail, type UserRow, message } from '@vr/contracts';
import { type SQL, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs, roles, userRoles, users } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';
import { type RoleRecord, roleGrantableTo, roleInScope } from '../roles/index.js';
import { userTrainings } from './schema.js';

export type UserRecord = typeof users.$inferSelect;

/** The organisation of the account's client, joined under its own name. */
export const clientOrgs = alias(orgs, 'client_org');

export const userRowColumns = {
  user: users,
  orgName: orgs.name,
  clientName: clientOrgs.name,
  roleNames: sql<
    string[]
  >`coalesce((select json_agg(${roles.name} order by ${roles.sort}, ${roles.id}) from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id}), '[]'::json)`,
};

export function selectUserRows(db: Database, where: SQL | undefined) {
  return db
    .select(userRowColumns)
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .leftJoin(clientOrgs, eq(clientOrgs.id, users.clientId))
    .where(where);
}

export function toUserRow(r: { user: UserRecord; orgName: string; clientName: string | null; roleNames: unknown }): UserRow {
  const u = r.user;
  const names = typeof r.roleNames === 'string' ? (JSON.parse(r.roleNames) as string[]) : ((r.roleNames as string[]) ?? []);
  return {
    userId: u.id,
    username: u.loginBound ? u.username : null,
    employeeName: u.employeeName,
    orgId: u.orgId,
    orgName: r.orgName,
    clientId: u.clientId,
    clientName: r.clientName,
    position: u.position,
    gender: u.gender,
    phone: u.phone,
    email: u.email,
    status: u.status === 0 ? 0 : 1,
    deviceScope: u.deviceScope as DeviceScope,
    roleNames: names,
    builtInAdmin: u.loginBound && u.username === BUILT_IN_ADMIN_USERNAME,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}

/** Loads one account: 404 when missing, 403 ("no right to view this account") outside the caller's scope. */
export async function loadUserInScope(db: Database, auth: AuthContext, id: number): Promise<UserRecord> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId, ownerId: row.id }))) throw new AppError(403, 'userDetailDenied');
  return row;
}

export async function userDetail(db: Database, id: number): Promise<UserDetail> {
  const [row] = await selectUserRows(db, eq(users.id, id));
  if (!row) throw AppError.notFound();
  const [roleRows, trainings] = await Promise.all([
    db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, id)),
    db
      .select({ name: userTrainings.name, content: userTrainings.content, time: userTrainings.time })
      .from(userTrainings)
      .where(eq(userTrainings.userId, id))
      .orderBy(asc(userTrainings.sort), asc(userTrainings.id)),
  ]);
  return {
    ...toUserRow(row),
    roleIds: roleRows.map((r) => r.id),
    healthCertificates: row.user.healthCertificates,
    trainings,
    remark: row.user.remark,
  };
}

export const isBuiltInAdmin = (u: Pick<UserRecord, 'username' | 'loginBound'>) => u.loginBound && u.username === BUILT_IN_ADMIN_USERNAME;

/** Nobody deletes or disables their own account or the built-in administrator. */
export function assertNotProtected(auth: AuthContext, target: UserRecord): void {
  if (target.id === auth.userId) throw AppError.badRequest('userSelf');
  if (isBuiltInAdmin(target)) throw AppError.badRequest('userBuiltInAdmin');
}

/** The organisation must exist and lie in the caller's scope. */
export async function assertOrgUsable(db: Database, auth: AuthContext, orgId: number): Promise<{ path: string }> {
  const [org] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org || !(await isInScope(db, auth, { orgId }))) throw AppError.field('orgId', 'userOrgOutOfScope');
  return org;
}

/** The client: the given customer (the organisation must lie below it), else the organisation's own customer. */
export async function resolveClient(
  db: Database,
  orgId: number,
  orgPath: string,
  clientId: number | null | undefined,
): Promise<number | null> {
  if (clientId === null || clientId === undefined) return (await customerOf(db, orgId))?.id ?? null;
  const [client] = await db.select({ kind: orgs.kind }).from(orgs).where(eq(orgs.id, clientId)).limit(1);
  if (!client || client.kind !== 'customer' || !orgPath.includes(`/${clientId}/`)) throw AppError.field('clientId', 'userClientMismatch');
  return clientId;
}

/**
 * The roles to give an account of organisation `orgId`: each must exist and lie in the caller's
 * scope, and those not already held must be grantable by the caller (no more than it holds).
 */
export async function assertRolesGrantable(
  db: Database,
  auth: AuthContext,
  roleIds: number[],
  orgId: number,
  alreadyHeld: number[],
  lang: Lang,
): Promise<RoleRecord[]> {
  const unique = [...new Set(roleIds)];
  const rows = unique.length ? await db.select().from(roles).where(inArray(roles.id, unique)) : [];
  if (rows.length !== unique.length) throw AppError.field('roleIds', 'userRoleUnknown');
  const refused: string[] = [];
  for (const role of rows) {
    if (alreadyHeld.includes(role.id)) continue;
    if (!(await roleInScope(db, auth, role))) throw AppError.field('roleIds', 'userRoleUnknown');
    if (!(await roleGrantableTo(db, auth, role, orgId))) refused.push(role.name);
  }
  if (refused.length) {
    throw new AppError(400, null, {}, undefined, message('userRoleBeyondCreator', lang, { roles: refused.join(', ') }), 'roleIds');
  }
  return rows;
}

export async function writeTrainings(db: Database, userId: number, trainings: Training[]): Promise<void> {
  await db.delete(userTrainings).where(eq(userTrainings.userId, userId));
  if (trainings.length) {
    await db.insert(userTrainings).values(trainings.map((t, i) => ({ userId, name: t.name, content: t.content, time: t.time, sort: i })));
  }
}

export async function assertUsernameFree(db: Database, username: string, exceptId?: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (taken && taken.id !== exceptId) throw AppError.field('username', 'userNameTaken', { username });
}
