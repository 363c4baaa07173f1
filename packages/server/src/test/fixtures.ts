import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/password.js';
import { menus, orgs, roleMenus, roles, userRoles, users } from '../platform/identity/schema.js';
import type { Database } from '../platform/db/database.js';
import { type TestApp, body } from './harness.js';

/** A signed-in caller: method, url, JSON payload and `lang` header → the answer's envelope. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
export type ApiCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang?: string) => Promise<any>;

/** Signs in and answers a caller that sends the session's token. */
export async function apiAs(t: TestApp, username: string, password: string): Promise<ApiCall> {
  const token = await t.login(username, password);
  return (method, url, payload, lang = 'en') =>
    t.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload: payload as object } : {}) }).then((r) => body(r));
}

/**
 * A file's shorthands on the seeded data: callers signed in as the platform administrator, Demo
 * Coffee Co.'s operator or Harbor Drinks Ltd.'s, and the ids of organisations and roles by code.
 */
export function seeded(t: TestApp) {
  return {
    admin: () => apiAs(t, 'admin', 'admin123'),
    ops: () => apiAs(t, 'ops', 'ops12345'),
    harbor: () => apiAs(t, 'harbor', 'harbor123'),
    orgId: (code: string) => orgIdByCode(t.database.db, code),
    roleId: (key: string) => roleIdByKey(t.database.db, key),
  };
}

/** The id of the one row a look-up by code found; `what` names the row for the error when there is none. */
export function theId(rows: Array<{ id: number }>, what: string): number {
  if (!rows[0]) throw new Error(`no ${what}`);
  return rows[0].id;
}

/** The id of a seeded organisation, by its code (e.g. 'HARBOR-P3'). */
export async function orgIdByCode(db: Database, code: string): Promise<number> {
  return theId(await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.code, code)), `organisation ${code}`);
}

/** The id of an account, by its username (e.g. 'demo.tech'). */
export async function userIdByName(db: Database, username: string): Promise<number> {
  return theId(await db.select({ id: users.id }).from(users).where(eq(users.username, username)), `account ${username}`);
}

/** The id of a role, by its key (e.g. 'maintenance'). */
export async function roleIdByKey(db: Database, key: string): Promise<number> {
  return theId(await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key)), `role ${key}`);
}

/** The built-in menu entries that carry these permissions. */
const menusCarrying = (db: Database, perms: readonly string[]) =>
  db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.perms, [...perms]));

/** Gives a role the buttons of these permissions (the built-in menu entries that carry them). */
export async function grantToRole(db: Database, key: string, perms: readonly string[]): Promise<void> {
  const roleId = await roleIdByKey(db, key);
  const rows = await menusCarrying(db, perms);
  if (rows.length < perms.length) throw new Error(`no menu entry for one of ${perms.join(', ')}`);
  await db
    .insert(roleMenus)
    .values(rows.map((r) => ({ roleId, menuId: r.id })))
    .onConflictDoNothing();
}

/** Takes from a role the built-in menu entries that carry these permissions. */
export async function revokeFromRole(db: Database, key: string, perms: readonly string[]): Promise<void> {
  const roleId = await roleIdByKey(db, key);
  const rows = await menusCarrying(db, perms);
  await db.delete(roleMenus).where(
    and(
      eq(roleMenus.roleId, roleId),
      inArray(
        roleMenus.menuId,
        rows.map((r) => r.id),
      ),
    ),
  );
}

/**
 * Gives a role these permissions through new button menus, one a permission, as an administrator
 * adds them; `name` names each menu. Answers the new menus' ids, in the permissions' order.
 */
export async function grantThroughNewButtons(
  db: Database,
  key: string,
  perms: readonly string[],
  name: (perm: string) => string = (perm) => `test-${perm}`,
): Promise<number[]> {
  const roleId = await roleIdByKey(db, key);
  const ids: number[] = [];
  for (const perm of perms) {
    const [menu] = await db
      .insert(menus)
      .values({ name: name(perm), titles: { en: perm }, menuType: 'F', perms: perm })
      .returning({ id: menus.id });
    await db.insert(roleMenus).values({ roleId, menuId: menu!.id });
    ids.push(menu!.id);
  }
  return ids;
}

/** A new account of an organisation holding one role, written straight into the tables; answers its id. */
export async function insertAccount(
  db: Database,
  orgId: number,
  roleKey: string,
  account: { username: string; employeeName?: string; password: string; deviceScope?: string },
): Promise<number> {
  const { username, employeeName = username, password, deviceScope } = account;
  const [user] = await db
    .insert(users)
    .values({ username, employeeName, orgId, passwordHash: await hashPassword(password), ...(deviceScope ? { deviceScope } : {}) })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId: await roleIdByKey(db, roleKey) });
  return user!.id;
}

/** An extra Demo Coffee Co. account (maintenance role, password pass12345) that sees all the customer's devices or only those granted to it. */
export async function demoAccount(db: Database, username: string, deviceScope: 'all' | 'selected'): Promise<number> {
  return insertAccount(db, await orgIdByCode(db, 'DEMO'), 'maintenance', { username, password: 'pass12345', deviceScope });
}

/** A franchisee: a customer (`code`, named after it) under the customer `parentId`, written straight into the tables; answers its id. */
export async function insertFranchisee(db: Database, parentId: number, code: string, name = `Franchise ${code}`): Promise<number> {
  const [parent] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, parentId));
  const [row] = await db.insert(orgs).values({ kind: 'customer', name, code, parentId, path: '/' }).returning({ id: orgs.id });
  await db
    .update(orgs)
    .set({ path: `${parent!.path}${row!.id}/` })
    .where(eq(orgs.id, row!.id));
  return row!.id;
}
