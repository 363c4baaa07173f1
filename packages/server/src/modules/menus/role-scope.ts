import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';

/** Refuses a role that does not exist or that the caller may not see; answered by the roles area. */
export type RoleScopeCheck = (db: Database, auth: AuthContext, roleId: number) => Promise<unknown>;

let check: RoleScopeCheck | undefined;

/**
 * The roles sit above the menus (a role is granted menus), so that area tells this one which
 * roles a caller may see instead of this one reading them.
 */
export function provideRoleScopeCheck(assertVisible: RoleScopeCheck): void {
  check = assertVisible;
}

/** Throws not found or forbidden unless the caller may see the role; no role is found when no area holds roles. */
export async function assertRoleInScope(db: Database, auth: AuthContext, roleId: number): Promise<void> {
  if (!check) throw AppError.notFound();
  await check(db, auth, roleId);
}
