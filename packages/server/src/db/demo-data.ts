import { DATA_SCOPES, DEVICE_PERMS, EXPORT_TASK_PERMS } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { type AreaDefinition, type DemoSeedContext, type MenuDefinition, menuCatalog } from '../platform/area.js';
import { hashPassword } from '../platform/auth/password.js';
import type { Database } from '../platform/db/database.js';
import { menuIdsByName } from '../platform/identity/menu-sync.js';
import { orgs, roleMenus, roles, userRoles, users } from '../platform/identity/schema.js';

/** The accounts `npm start` prints and the README lists. Change them on a real installation. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123', description: 'platform administrator, every permission' },
  { username: 'ops', password: 'ops12345', description: 'maintenance, Demo Coffee Co. only' },
] as const;

/**
 * What field maintenance does not do by default: take a machine out of the fleet or re-key it, or
 * read other people's exports (it sees and downloads its own in Reports → Export download).
 */
const MAINTENANCE_WITHHELD: readonly string[] = [DEVICE_PERMS.remove, DEVICE_PERMS.secret, EXPORT_TASK_PERMS.all];

/**
 * Permissions the maintenance role gets: every menu of the catalogue outside system management,
 * but for deleting devices, rotating their secrets and seeing everyone's exports.
 */
export function maintenanceMenuNames(catalog: readonly MenuDefinition[]): string[] {
  const system = new Set<string>();
  for (const m of catalog) {
    if (m.name === 'System' || (m.parent && system.has(m.parent)) || m.perms?.startsWith('system:') || m.perms?.startsWith('monitor:')) {
      system.add(m.name);
    }
  }
  return catalog.filter((m) => !system.has(m.name) && !(m.perms && MAINTENANCE_WITHHELD.includes(m.perms))).map((m) => m.name);
}

async function addOrg(
  db: Database,
  parent: { id: number; path: string } | null,
  values: { kind: string; name: string; code: string; sort?: number },
): Promise<{ id: number; path: string }> {
  const [row] = await db
    .insert(orgs)
    .values({ ...values, parentId: parent?.id ?? 0, path: '/' })
    .returning({ id: orgs.id });
  const path = `${parent?.path ?? '/'}${row!.id}/`;
  await db.update(orgs).set({ path }).where(eq(orgs.id, row!.id));
  return { id: row!.id, path };
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * Demo data for a new installation: runs only on an empty database. The core (organisations,
 * roles, the two demo accounts) comes first, then each area's demo data by its order.
 */
export async function seedDemoData(db: Database, areas: readonly AreaDefinition[]): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const [adminHash, opsHash] = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const platform = await addOrg(tx, null, { kind: 'platform', name: 'Vending Retail Platform', code: 'PLATFORM' });
    const demo = await addOrg(tx, platform, { kind: 'customer', name: 'Demo Coffee Co.', code: 'DEMO', sort: 1 });
    const harbor = await addOrg(tx, platform, { kind: 'customer', name: 'Harbor Drinks Ltd.', code: 'HARBOR', sort: 2 });
    const demoOps = await addOrg(tx, demo, { kind: 'department', name: 'Operations', code: 'DEMO-OPS', sort: 1 });
    const demoStore = await addOrg(tx, demoOps, { kind: 'store', name: 'Shanghai Jing’an Store', code: 'DEMO-SH-01', sort: 1 });
    await addOrg(tx, demo, { kind: 'department', name: 'Finance', code: 'DEMO-FIN', sort: 2 });
    const harborOps = await addOrg(tx, harbor, { kind: 'department', name: 'Field Service', code: 'HARBOR-FS', sort: 1 });
    const harborStore = await addOrg(tx, harborOps, { kind: 'store', name: 'Pier 3 Kiosk', code: 'HARBOR-P3', sort: 1 });
    await addOrg(tx, harbor, { kind: 'department', name: 'Accounts', code: 'HARBOR-ACC', sort: 2 });

    const [adminRole] = await tx
      .insert(roles)
      .values({ name: 'Administrator', roleKey: 'admin', sort: 1, dataScope: DATA_SCOPES.ALL, builtIn: 1 })
      .returning({ id: roles.id });
    const [opsRole] = await tx
      .insert(roles)
      .values({ name: 'Maintenance', roleKey: 'maintenance', sort: 2, dataScope: DATA_SCOPES.DEPT_AND_BELOW, orgId: demo.id, builtIn: 1 })
      .returning({ id: roles.id });

    const [admin] = await tx
      .insert(users)
      .values({
        username: 'admin',
        employeeName: 'Administrator',
        orgId: platform.id,
        passwordHash: adminHash!,
        email: 'admin@example.com',
      })
      .returning({ id: users.id });
    const [ops] = await tx
      .insert(users)
      .values({ username: 'ops', employeeName: 'Olivia Ops', orgId: demo.id, passwordHash: opsHash!, phone: '13800000000' })
      .returning({ id: users.id });
    await tx.insert(userRoles).values([
      { userId: admin!.id, roleId: adminRole!.id },
      { userId: ops!.id, roleId: opsRole!.id },
    ]);
    const menuIds = await menuIdsByName(tx, maintenanceMenuNames(menuCatalog(areas)));
    if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: opsRole!.id, menuId })));

    const ctx: DemoSeedContext = {
      db: tx,
      orgs: { platform: platform.id, demo: demo.id, harbor: harbor.id, demoStore: demoStore.id, harborStore: harborStore.id },
      users: { admin: admin!.id, ops: ops!.id },
      roles: { admin: adminRole!.id, maintenance: opsRole!.id },
    };
    const seeds = areas.flatMap((area) => (area.demoSeed ? [area.demoSeed] : [])).sort((a, b) => a.order - b.order);
    for (const seed of seeds) await seed.run(ctx);
  });
  return true;
}
