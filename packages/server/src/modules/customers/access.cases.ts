import { CUSTOMER_API, CUSTOMER_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed } from '../../test/access-cases.js';
import { orgs } from '../../platform/identity/schema.js';
import { customers } from './schema.js';

/** A sub-customer of Harbor Drinks Ltd. with no children or accounts (deletable by anyone in scope). */
async function harborSubCustomer(ctx: ScopeContext): Promise<number> {
  const [harbor] = await ctx.db.select().from(orgs).where(eq(orgs.id, ctx.orgs.harbor));
  const [row] = await ctx.db
    .insert(orgs)
    .values({ kind: 'customer', name: 'Harbor Sub Probe', parentId: harbor!.id, path: '/' })
    .returning({ id: orgs.id });
  await ctx.db
    .update(orgs)
    .set({ path: `${harbor!.path}${row!.id}/` })
    .where(eq(orgs.id, row!.id));
  await ctx.db.insert(customers).values({ orgId: row!.id, cooperationMode: 2, contactName: 'Probe' });
  return row!.id;
}

async function unchanged(ctx: ScopeContext, id: number | string, name: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ name: orgs.name, mode: customers.cooperationMode })
    .from(orgs)
    .leftJoin(customers, eq(customers.orgId, orgs.id))
    .where(eq(orgs.id, Number(id)));
  return row?.name === name && row.mode !== 4;
}

const perms = [CUSTOMER_PERMS.list, CUSTOMER_PERMS.query, CUSTOMER_PERMS.edit, CUSTOMER_PERMS.remove];
const update = (id: number | string) => ({
  method: 'POST' as const,
  url: CUSTOMER_API.update,
  payload: { id, customerName: 'Taken over', cooperationMode: 4 },
});
const remove = (id: number | string) => ({ method: 'POST' as const, url: CUSTOMER_API.delete, payload: { id } });

export const accessCases: AccessModule = {
  module: 'customers',
  scope: [
    {
      name: 'the Harbor Drinks Ltd. customer',
      permissions: perms,
      foreignRow: async (ctx) => ctx.orgs.harbor,
      list: listed(`${CUSTOMER_API.list}?limit=1000`),
      detail: getWith(CUSTOMER_API.detail),
      update,
      remove,
      unchanged: (ctx, id) => unchanged(ctx, id, 'Harbor Drinks Ltd.'),
    },
    {
      name: 'a sub-customer of Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: harborSubCustomer,
      list: listed(`${CUSTOMER_API.list}?customerName=Probe`),
      detail: getWith(CUSTOMER_API.detail),
      update,
      remove,
      unchanged: (ctx, id) => unchanged(ctx, id, 'Harbor Sub Probe'),
    },
    {
      name: 'the logo of a Harbor Drinks organisation',
      permissions: [],
      foreignRow: async (ctx) => ctx.orgs.harborStore,
      detail: getWith(CUSTOMER_API.orgLogo, 'orgId'),
    },
  ],
};
