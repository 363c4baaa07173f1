import { eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { hashPassword } from '../../platform/auth/password.js';
import { orgs, roles, users } from '../../platform/identity/schema.js';
import { HARBOR_MAINTENANCE_ROLE, grantRoles } from '../roles/index.js';

/** More demo accounts, for both customers, so data scope shows in the account and role screens. */
export const MORE_DEMO_ACCOUNTS = [
  { username: 'harbor', password: 'harbor123', description: 'maintenance, Harbor Drinks Ltd. only' },
  { username: 'demo.tech', password: 'tech12345', description: 'maintenance, Demo Coffee Co. Shanghai store only' },
] as const;

export async function seedAccounts(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const [harborOps] = await db.select({ id: orgs.id }).from(orgs).where(eq(orgs.code, 'HARBOR-FS'));
  const [harborRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, HARBOR_MAINTENANCE_ROLE));

  const [harborHash, techHash] = await Promise.all(MORE_DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const [harbor] = await db
    .insert(users)
    .values({
      username: 'harbor',
      employeeName: 'Henry Harbor',
      orgId: ctx.orgs.harbor,
      clientId: ctx.orgs.harbor,
      passwordHash: harborHash!,
      phone: '+44 20 7946 0000',
      email: 'henry@harbor.example',
      position: 'Field engineer',
      gender: '0',
    })
    .returning({ id: users.id });
  const [tech] = await db
    .insert(users)
    .values({
      username: 'demo.tech',
      employeeName: 'Tina Tech',
      orgId: ctx.orgs.demoStore,
      clientId: ctx.orgs.demo,
      passwordHash: techHash!,
      phone: '13900000001',
      position: 'Technician',
      gender: '1',
      healthCertificates: [],
    })
    .returning({ id: users.id });
  const [harborEngineer] = await db
    .insert(users)
    .values({
      username: '~employee-seed-harbor-1',
      loginBound: false,
      employeeName: 'Pablo Pier',
      orgId: harborOps?.id ?? ctx.orgs.harbor,
      clientId: ctx.orgs.harbor,
      passwordHash: '!',
      position: 'Refill staff',
    })
    .returning({ id: users.id });
  await grantRoles(db, [
    { userId: harbor!.id, roleId: harborRole!.id },
    { userId: tech!.id, roleId: ctx.roles.maintenance },
    { userId: harborEngineer!.id, roleId: harborRole!.id },
  ]);
}
