import { DATA_SCOPES } from '@vr/contracts';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { menus, roleMenus, roles, userRoles } from '../../platform/identity/schema.js';
import { menuIdsHeldBy } from '../menus/index.js';

/** A new customer's starting role, and the account that gets it. */
export interface StartingRole {
  /** The customer that owns the role. */
  orgId: number;
  /** The customer's first account, which holds the role. */
  userId: number;
  /** Unique among all roles (at most 30 characters). */
  name: string;
  /** Unique among all roles. */
  roleKey: string;
  /** Permission strings the role does not get. */
  withhold: readonly string[];
}

const isSystemPerm = (perms: string | null) => !!perms && (perms.startsWith('system:') || perms.startsWith('monitor:'));

/**
 * The menus of a customer's starting role: every menu of the back-office and the mobile app
 * outside system management and monitoring (the platform's own work), but the withheld
 * permissions, and only what the granting account holds itself (no role is given more than its
 * creator has).
 */
async function startingMenus(db: Database, auth: AuthContext, withhold: readonly string[]): Promise<number[]> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId, name: menus.name, perms: menus.perms }).from(menus);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const system = (row: (typeof rows)[number]): boolean => {
    for (let at: (typeof rows)[number] | undefined = row, depth = 0; at && depth < 20; at = byId.get(at.parentId), depth++)
      if (at.name === 'System' || isSystemPerm(at.perms)) return true;
    return false;
  };
  const held = await menuIdsHeldBy(db, auth);
  return rows.filter((r) => !system(r) && !(r.perms && withhold.includes(r.perms)) && (held === 'all' || held.has(r.id))).map((r) => r.id);
}

/**
 * Creates a customer's starting role (owned by the customer, data scope "department and below":
 * the customer and everything under it) and gives it to the customer's first account. Runs in the
 * caller's transaction; answers the role's id.
 */
export async function giveStartingRole(db: Database, auth: AuthContext, role: StartingRole): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ name: role.name.slice(0, 30), roleKey: role.roleKey, sort: 10, dataScope: DATA_SCOPES.DEPT_AND_BELOW, orgId: role.orgId })
    .returning({ id: roles.id });
  const menuIds = await startingMenus(db, auth, role.withhold);
  if (menuIds.length) await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row!.id, menuId })));
  await db.insert(userRoles).values({ userId: role.userId, roleId: row!.id });
  return row!.id;
}
