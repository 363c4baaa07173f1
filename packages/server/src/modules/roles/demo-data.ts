import { DATA_SCOPES } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { roleMenus, roles } from '../../platform/identity/schema.js';

/** The key of the demo role of Harbor Drinks' maintenance, which the demo accounts of that customer hold. */
export const HARBOR_MAINTENANCE_ROLE = 'maintenance_harbor';

/** A maintenance role owned by the second customer, with the menus of the core maintenance role. */
export async function seedRoles(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const maintenanceMenus = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, ctx.roles.maintenance));
  const [harborRole] = await db
    .insert(roles)
    .values({
      name: 'Harbor Maintenance',
      roleKey: HARBOR_MAINTENANCE_ROLE,
      sort: 3,
      dataScope: DATA_SCOPES.DEPT_AND_BELOW,
      orgId: ctx.orgs.harbor,
    })
    .returning({ id: roles.id });
  if (maintenanceMenus.length)
    await db.insert(roleMenus).values(maintenanceMenus.map((m) => ({ roleId: harborRole!.id, menuId: m.menuId })));
}
