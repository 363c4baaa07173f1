import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { ExportFiles } from './files.js';
import { type ExportTaskRecord, exportTasks } from './schema.js';

/** What a request for an export says: the kind, who asks with their access and language, the query, the columns, the file's name. */
export type ExportRequest = Pick<
  typeof exportTasks.$inferInsert,
  'kind' | 'requesterId' | 'requesterName' | 'orgId' | 'auth' | 'lang' | 'query' | 'columns' | 'fileName'
>;

/** Puts an export in the queue (state queued) for a worker to write; answers the new task. */
export async function queueExportTask(db: Database, request: ExportRequest): Promise<ExportTaskRecord> {
  const [task] = await db.insert(exportTasks).values(request).returning();
  return task!;
}

/** Deletes tasks and then their files; answers how many tasks were deleted. */
export async function deleteExportTasks(db: Database, files: ExportFiles, ids: number[]): Promise<number> {
  const gone = await db.delete(exportTasks).where(inArray(exportTasks.id, ids)).returning({ key: exportTasks.storageKey });
  for (const task of gone) if (task.key) await files.remove(task.key);
  return gone.length;
}
