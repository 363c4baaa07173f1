import { eq, inArray } from 'drizzle-orm';
import { menus, orgs, roleMenus, roles } from '../platform/identity/schema.js';
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

/** The id of a seeded organisation, by its code (e.g. 'HARBOR-P3'). */
export async function orgIdByCode(db: Database, code: string): Promise<number> {
  const [row] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.code, code));
  if (!row) throw new Error(`no organisation ${code}`);
  return row.id;
}

/** The id of a role, by its key (e.g. 'maintenance'). */
export async function roleIdByKey(db: Database, key: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key));
  if (!row) throw new Error(`no role ${key}`);
  return row.id;
}

/** Gives a role the buttons of these permissions (the built-in menu entries that carry them). */
export async function grantToRole(db: Database, key: string, perms: readonly string[]): Promise<void> {
  const roleId = await roleIdByKey(db, key);
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(inArray(menus.perms, [...perms]));
  if (rows.length < perms.length) throw new Error(`no menu entry for one of ${perms.join(', ')}`);
  await db
    .insert(roleMenus)
    .values(rows.map((r) => ({ roleId, menuId: r.id })))
    .onConflictDoNothing();
}
