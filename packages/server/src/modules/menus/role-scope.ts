import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';

/** Refuses a role that does not exist or that the caller may not see; answered by the roles area. */
export type RoleScopeCheck = (db: Database, auth: AuthContext, roleId: number) => Promise<unknown>;

/**
 * The roles sit above the menus (a role is granted menus), so that area tells this one which
 * roles a caller may see instead of this one reading them.
 */
export const roleScopeCheck = definePort<RoleScopeCheck>('menus.roleScopeCheck');

/** Throws not found or forbidden unless the caller may see the role. */
export async function assertRoleInScope(db: Database, auth: AuthContext, roleId: number): Promise<void> {
  await roleScopeCheck.get()(db, auth, roleId);
}
