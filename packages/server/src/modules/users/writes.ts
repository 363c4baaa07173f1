import {
  BUILT_IN_ADMIN_USERNAME,
  type Lang,
  USER_PERMS,
  type bindLoginSchema,
  type employeeSaveSchema,
  hasAnyPermission,
  type userCreateSchema,
  type userUpdateSchema,
} from '@vr/contracts';
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/password.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { endSessionsOf } from '../../platform/auth/sessions.js';
import { endLockout } from '../../platform/auth/sign-in-lockout.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { userRoles, users } from '../../platform/identity/schema.js';
import {
  assertNotProtected,
  assertOrgUsable,
  assertRolesGrantable,
  assertUsernameFree,
  isBuiltInAdmin,
  loadUserInScope,
  resolveClient,
  userDetail,
  writeTrainings,
} from './service.js';
import { setAccountRoles } from '../roles/index.js';

type Profile = z.output<typeof userUpdateSchema>;

/** A password hash bcrypt never matches: employees without a login account. */
const NO_PASSWORD = '!';

/** Checks organisation, client and roles of a profile being saved; answers the client id. */
async function checkProfile(
  db: Database,
  auth: AuthContext,
  input: Omit<Profile, 'userId'>,
  held: number[],
  lang: Lang,
): Promise<number | null> {
  const org = await assertOrgUsable(db, auth, input.orgId);
  const clientId = await resolveClient(db, input.orgId, org.path, input.clientId);
  await assertRolesGrantable(db, auth, input.roleIds, input.orgId, held, lang);
  return clientId;
}

function profileColumns(input: Omit<Profile, 'userId' | 'roleIds' | 'trainings'>, clientId: number | null) {
  return {
    employeeName: input.employeeName,
    orgId: input.orgId,
    position: input.position ?? null,
    gender: input.gender ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    clientId,
    status: input.status,
    deviceScope: input.deviceScope,
    healthCertificates: input.healthCertificates,
    remark: input.remark ?? null,
  };
}

export async function addAccount(
  db: Database,
  auth: AuthContext,
  input: z.output<typeof userCreateSchema>,
  lang: Lang,
): Promise<{ id: number; userId: number }> {
  await assertUsernameFree(db, input.username);
  const clientId = await checkProfile(db, auth, input, [], lang);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash: await hashPassword(input.password),
      createdBy: auth.userId,
      ...profileColumns(input, clientId),
    })
    .returning({ id: users.id });
  await setAccountRoles(db, row!.id, input.roleIds);
  await writeTrainings(db, row!.id, input.trainings);
  return { id: row!.id, userId: row!.id };
}

/** A new customer's first account, its password already hashed (chosen by the person it is for). */
export interface FirstAccount {
  username: string;
  passwordHash: string;
  employeeName: string;
  phone: string | null;
  email: string | null;
  orgId: number;
  createdBy: number;
}

/** Creates a new customer's first account, without roles (its customer's roles are given to it later). */
export async function addFirstAccount(db: Database, account: FirstAccount): Promise<number> {
  await assertUsernameFree(db, account.username);
  const [row] = await db
    .insert(users)
    .values({ ...account, clientId: account.orgId })
    .returning({ id: users.id });
  return row!.id;
}

/** Changes an account; disabling it (never a protected one) ends its sessions. */
export async function updateAccount(db: Database, auth: AuthContext, input: Profile, lang: Lang): Promise<{ id: number }> {
  const target = await loadUserInScope(db, auth, input.userId);
  if (input.status !== 0 && target.status === 0) assertNotProtected(auth, target);
  const held = (await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, target.id))).map((r) => r.id);
  const clientId = await checkProfile(db, auth, input, held, lang);
  await db
    .update(users)
    .set({ ...profileColumns(input, clientId), updatedAt: new Date() })
    .where(eq(users.id, target.id));
  await setAccountRoles(db, target.id, input.roleIds);
  await writeTrainings(db, target.id, input.trainings);
  if (input.status !== 0) await endSessionsOf(db, target.id);
  return { id: input.userId };
}

/**
 * Saves an employee record: with an id it changes the record (trainings kept); without one it
 * creates a record without a login account, which also needs the add permission.
 */
export async function saveEmployee(
  db: Database,
  auth: AuthContext,
  body: z.output<typeof employeeSaveSchema>,
  lang: Lang,
): Promise<{ id: number }> {
  const { id, trainings: _none, ...input } = body;
  if (id) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    if (!existing) throw AppError.notFound();
    const current = await userDetail(db, id).catch(() => null);
    await updateAccount(db, auth, { userId: id, ...input, trainings: current?.trainings ?? [] }, lang);
    return { id };
  }
  if (!hasAnyPermission(auth.permissions, [USER_PERMS.add])) throw AppError.forbidden();
  const clientId = await checkProfile(db, auth, { ...input, trainings: [] }, [], lang);
  const [row] = await db
    .insert(users)
    .values({
      username: `~${randomBytes(12).toString('hex')}`,
      passwordHash: NO_PASSWORD,
      loginBound: false,
      createdBy: auth.userId,
      ...profileColumns(input, clientId),
    })
    .returning({ id: users.id });
  await setAccountRoles(db, row!.id, input.roleIds);
  return { id: row!.id };
}

/** Gives an employee record without one a login account and password. */
export async function bindLogin(db: Database, auth: AuthContext, body: z.output<typeof bindLoginSchema>): Promise<{ id: number }> {
  const target = await loadUserInScope(db, auth, body.id);
  if (target.loginBound) throw AppError.badRequest('userAlreadyBound');
  await assertUsernameFree(db, body.username);
  await db
    .update(users)
    .set({ username: body.username, passwordHash: await hashPassword(body.password), loginBound: true, updatedAt: new Date() })
    .where(eq(users.id, target.id));
  return { id: target.id };
}

/** Deletes accounts, all or none; protected accounts stay. */
export async function deleteAccounts(db: Database, auth: AuthContext, ids: number[]): Promise<void> {
  for (const id of ids) assertNotProtected(auth, await loadUserInScope(db, auth, id));
  await db.delete(users).where(inArray(users.id, ids));
}

/** Sets a new password and unlocks the account; only the built-in admin resets its own. Its other sessions end. */
export async function resetPassword(db: Database, auth: AuthContext, userId: number, password: string): Promise<void> {
  const target = await loadUserInScope(db, auth, userId);
  if (isBuiltInAdmin(target) && auth.username !== BUILT_IN_ADMIN_USERNAME) throw AppError.badRequest('userBuiltInAdmin');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), loginBound: true, updatedAt: new Date() })
    .where(eq(users.id, target.id));
  await endLockout(db, target);
  await endSessionsOf(db, target.id, auth.sessionId);
}

/** Enables or disables an account; disabling (never a protected one) ends its sessions. */
export async function setAccountStatus(db: Database, auth: AuthContext, userId: number, status: number): Promise<void> {
  const target = await loadUserInScope(db, auth, userId);
  if (status !== 0) assertNotProtected(auth, target);
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, target.id));
  if (status !== 0) await endSessionsOf(db, target.id);
}
