import { DEPT_API, DEPT_PERMS, ORG_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { listed, notListed, onUrl, rowStill, send } from '../../test/access-cases.js';
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

const named = (name: string) => rowStill(orgs, orgs.id, (org) => org.name === name);

type TreeNode = { orgId: number; children?: TreeNode[] };
const treeIds = (data: unknown): number[] => (data as TreeNode[]).flatMap((n) => [n.orgId, ...treeIds(n.children ?? [])]);

export const accessCases: AccessModule = {
  module: 'orgs',
  scope: [
    {
      name: 'a new Harbor Drinks department',
      permissions: [DEPT_PERMS.list, DEPT_PERMS.query, DEPT_PERMS.edit, DEPT_PERMS.remove],
      foreignRow: harborDept,
      list: listed(DEPT_API.list, 'deptId'),
      detail: onUrl('GET', DEPT_API.detail),
      update: send('PUT', DEPT_API.base, (id) => ({ deptId: id, parentId: 2, deptName: 'Taken over', leader: 'Ops' })),
      remove: onUrl('DELETE', DEPT_API.detail),
      unchanged: named('Harbor Scope Probe'),
    },
    {
      name: 'the seeded Harbor store Pier 3 Kiosk',
      permissions: [DEPT_PERMS.list, DEPT_PERMS.query, DEPT_PERMS.edit, DEPT_PERMS.remove],
      foreignRow: async (ctx) => ctx.orgs.harborStore,
      list: listed(`${DEPT_API.list}?deptName=Pier`, 'deptId'),
      detail: onUrl('GET', DEPT_API.detail),
      update: send('PUT', DEPT_API.base, (id) => ({ deptId: id, parentId: 2, kind: 'store', deptName: 'Taken over', leader: 'Ops' })),
      remove: onUrl('DELETE', DEPT_API.detail),
      unchanged: named('Pier 3 Kiosk'),
    },
    {
      name: 'organisation report and parent choices leave Harbor out',
      permissions: [DEPT_PERMS.list],
      foreignRow: harborDept,
      list: listed(`${ORG_API.report}?limit=1000`, 'orgId'),
      detail: onUrl('GET', DEPT_API.exclude),
    },
    notListed('organisation tree v2 (session access) leaves Harbor out', [], harborDept, listed(ORG_API.treeV2, treeIds)),
    notListed(
      'organisation tree search leaves Harbor out',
      [],
      harborDept,
      listed(`${ORG_API.treeV2}?orgName=Harbor&page=1&limit=50`, treeIds),
    ),
    notListed('organisation tree (session access) leaves Harbor out', [], async (ctx) => ctx.orgs.harbor, listed(ORG_API.tree, treeIds)),
    notListed(
      'organisation list (session access) leaves Harbor out',
      [],
      async (ctx) => ctx.orgs.harborStore,
      listed(`${ORG_API.list}?isApplet=1`, 'orgId'),
    ),
  ],
};
