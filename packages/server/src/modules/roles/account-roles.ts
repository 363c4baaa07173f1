import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { userRoles } from '../../platform/identity/schema.js';

/** Which role an account holds. */
export interface RoleGrant {
  userId: number;
  roleId: number;
}

/** Gives roles to accounts; a role an account holds already stays as it is. */
export async function grantRoles(db: Database, grants: RoleGrant[]): Promise<void> {
  await db.insert(userRoles).values(grants).onConflictDoNothing();
}

/** The roles an account holds, replaced by these (the caller has checked them). */
export async function setAccountRoles(db: Database, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length) await db.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
}
