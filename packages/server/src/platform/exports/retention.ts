import { EXPORT_RETENTION, EXPORT_TASK_STATE, JOB_HANDLER_NAMES, expireExportsArgsSchema, JOB_MISFIRE } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { JobHandler } from '../jobs/registry.js';
import { sysConfigs } from '../settings/schema.js';
import type { ExportFiles } from './files.js';
import { exportTasks } from './schema.js';

/** Hours a finished export's file is kept (parameter sys.export.retentionHours; the default when missing or out of range). */
export async function exportRetentionHours(db: Database): Promise<number> {
  const [row] = await db.select({ value: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, EXPORT_RETENTION.param));
  const text = row?.value.trim() ?? '';
  const hours = /^\d+$/.test(text) ? Number(text) : NaN;
  return hours >= 1 && hours <= EXPORT_RETENTION.maxHours ? hours : EXPORT_RETENTION.defaultHours;
}

/** Deletes the files of exports past their expiry and marks those tasks expired. */
export async function expireExports(db: Database, files: ExportFiles, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: exportTasks.id, key: exportTasks.storageKey })
    .from(exportTasks)
    .where(and(eq(exportTasks.state, EXPORT_TASK_STATE.done.code), isNotNull(exportTasks.expiresAt), lt(exportTasks.expiresAt, now)));
  for (const task of due) {
    if (task.key) await files.remove(task.key);
    await db.update(exportTasks).set({ state: EXPORT_TASK_STATE.expired.code, storageKey: null }).where(eq(exportTasks.id, task.id));
  }
  return due.length;
}

/** The built-in job that applies the export retention. */
export function expireExportsHandler(files: () => ExportFiles): JobHandler<typeof expireExportsArgsSchema> {
  return {
    name: JOB_HANDLER_NAMES.expireExports,
    title: texts('jobs:builtin.expireExports.name'),
    description: texts('jobs:handler.expireExports.description'),
    args: expireExportsArgsSchema,
    fields: [],
    builtIn: {
      key: 'expireExports',
      name: texts('jobs:builtin.expireExports.name'),
      remark: texts('jobs:builtin.expireExports.remark'),
      cron: '0 */15 * * * ?',
      misfire: JOB_MISFIRE.skip,
    },
    async run({ db, now }) {
      const n = await expireExports(db, files(), now);
      return texts('jobs:handler.expireExports.result', { files: n });
    },
  };
}
