import { ADMIN_ROLE } from '@vr/contracts';
import { inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { roles } from '../../platform/identity/schema.js';

/**
 * A refund from the mobile side needs the mobile-operations refund right on one of the caller's
 * enabled roles (the administrator holds every right); otherwise 403 with a message saying so.
 */
export async function assertMobileRefundRight(db: Database, auth: AuthContext): Promise<void> {
  if (auth.roles.includes(ADMIN_ROLE)) return;
  const rows = auth.roleIds.length ? await db.select({ right: roles.refundRight }).from(roles).where(inArray(roles.id, auth.roleIds)) : [];
  if (!rows.some((r) => r.right === 1)) throw AppError.forbidden('refundNoMobileRight');
}
