import { DEPT_API, DEPT_PERMS, ORG_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { orgs } from '../../platform/identity/schema.js';

/** A new department below Harbor Drinks Ltd. */
async function harborDept(ctx: ScopeContext): Promise<number> {
  const [harbor] = await ctx.db.select().from(orgs).where(eq(orgs.id, ctx.orgs.harbor));
  const [row] = await ctx.db
    .insert(orgs)
    .values({ kind: 'department', name: 'Harbor Scope Probe', parentId: harbor!.id, path: '/', leader: 'Probe' })
    .returning({ id: orgs.id });
  await ctx.db
    .update(orgs)
    .set({ path: `${harbor!.path}${row!.id}/` })
    .where(eq(orgs.id, row!.id));
  return row!.id;
}

async function sameName(ctx: ScopeContext, id: number | string, name: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ name: orgs.name })
    .from(orgs)
    .where(eq(orgs.id, Number(id)));
  return row?.name === name;
}

const deptIds = (data: unknown) => (data as Array<{ deptId: number }>).map((r) => r.deptId);
type TreeNode = { orgId: number; children?: TreeNode[] };
const treeIds = (data: unknown): number[] => (data as TreeNode[]).flatMap((n) => [n.orgId, ...treeIds(n.children ?? [])]);
const reportIds = (data: unknown) => (data as Array<{ orgId: number }>).map((r) => r.orgId);

export const orgAccess: AccessModule = {
  module: 'orgs',
  scope: [
    {
      name: 'a new Harbor Drinks department',
      permissions: [DEPT_PERMS.list, DEPT_PERMS.query, DEPT_PERMS.edit, DEPT_PERMS.remove],
      foreignRow: harborDept,
      list: { call: { method: 'GET', url: DEPT_API.list }, ids: deptIds },
      detail: (id) => ({ method: 'GET', url: DEPT_API.detail(id) }),
      update: (id) => ({ method: 'PUT', url: DEPT_API.base, payload: { deptId: id, parentId: 2, deptName: 'Taken over', leader: 'Ops' } }),
      remove: (id) => ({ method: 'DELETE', url: DEPT_API.detail(id) }),
      unchanged: (ctx, id) => sameName(ctx, id, 'Harbor Scope Probe'),
    },
    {
      name: 'the seeded Harbor store Pier 3 Kiosk',
      permissions: [DEPT_PERMS.list, DEPT_PERMS.query, DEPT_PERMS.edit, DEPT_PERMS.remove],
      foreignRow: async (ctx) => ctx.orgs.harborStore,
      list: { call: { method: 'GET', url: `${DEPT_API.list}?deptName=Pier` }, ids: deptIds },
      detail: (id) => ({ method: 'GET', url: DEPT_API.detail(id) }),
      update: (id) => ({
        method: 'PUT',
        url: DEPT_API.base,
        payload: { deptId: id, parentId: 2, kind: 'store', deptName: 'Taken over', leader: 'Ops' },
      }),
      remove: (id) => ({ method: 'DELETE', url: DEPT_API.detail(id) }),
      unchanged: (ctx, id) => sameName(ctx, id, 'Pier 3 Kiosk'),
    },
    {
      name: 'organisation report and parent choices leave Harbor out',
      permissions: [DEPT_PERMS.list],
      foreignRow: harborDept,
      list: { call: { method: 'GET', url: `${ORG_API.report}?limit=1000` }, ids: reportIds },
      detail: (id) => ({ method: 'GET', url: DEPT_API.exclude(id) }),
    },
    {
      name: 'organisation tree v2 (session access) leaves Harbor out',
      permissions: [],
      foreignRow: harborDept,
      list: { call: { method: 'GET', url: ORG_API.treeV2 }, ids: treeIds },
    },
    {
      name: 'organisation tree search leaves Harbor out',
      permissions: [],
      foreignRow: harborDept,
      list: { call: { method: 'GET', url: `${ORG_API.treeV2}?orgName=Harbor&page=1&limit=50` }, ids: treeIds },
    },
    {
      name: 'organisation tree (session access) leaves Harbor out',
      permissions: [],
      foreignRow: async (ctx) => ctx.orgs.harbor,
      list: { call: { method: 'GET', url: ORG_API.tree }, ids: treeIds },
    },
    {
      name: 'organisation list (session access) leaves Harbor out',
      permissions: [],
      foreignRow: async (ctx) => ctx.orgs.harborStore,
      list: { call: { method: 'GET', url: `${ORG_API.list}?isApplet=1` }, ids: reportIds },
    },
  ],
};
