import { EXPORT_KINDS, EXPORT_TASK_API, EXPORT_TASK_PERMS, EXPORT_TASK_STATE } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../platform/identity/schema.js';
import { exportTasks } from '../../platform/exports/index.js';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { listed, onPath, stillThere } from '../../test/access-cases.js';

/** A finished export of a Harbor Drinks Ltd. account. */
async function harborTask(ctx: ScopeContext): Promise<number> {
  const [harbor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor'));
  const [task] = await ctx.db
    .insert(exportTasks)
    .values({
      kind: EXPORT_KINDS.orders,
      state: EXPORT_TASK_STATE.done.code,
      requesterId: harbor!.id,
      requesterName: 'harbor',
      orgId: ctx.orgs.harbor,
      auth: {},
      lang: 'en',
      fileName: 'harbor.xlsx',
      storageKey: 'AAAAAAAAAAAAAAAAAAAAAAAA.xlsx',
      rowCount: 0,
    })
    .returning({ id: exportTasks.id });
  return task!.id;
}

/** The export centre's routes that need a permission (queueing any kind, the list and downloads need a session: each kind checks its own). */
export const accessCases: AccessModule = {
  module: 'exports',
  scope: [
    {
      name: "a Harbor Drinks Ltd. account's export",
      permissions: [EXPORT_TASK_PERMS.list, EXPORT_TASK_PERMS.all, EXPORT_TASK_PERMS.remove],
      foreignRow: harborTask,
      list: listed(`${EXPORT_TASK_API.list}?limit=1000`),
      detail: onPath('GET', EXPORT_TASK_API.download),
      remove: onPath('DELETE', EXPORT_TASK_API.remove),
      unchanged: stillThere(exportTasks, exportTasks.id),
    },
  ],
};
