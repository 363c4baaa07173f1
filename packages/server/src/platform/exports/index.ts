import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AreaDefinition } from '../area.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { type ExportFiles, exportFiles } from './files.js';
import type { ExportKind } from './kind.js';
import { ExportRunner } from './runner.js';

export { EXPORT_MIME, type ExportFiles } from './files.js';
export { isFilePlan, type ExportContext, type ExportFilePlan, type ExportKind, type ExportPlan } from './kind.js';
export { listExportKind, type ListExportSpec, type PagedSelect } from './list-kind.js';
export { chosenColumns, exportFileName, ExportRunner, exportRunnerSettings } from './runner.js';
export { expireExports, expireExportsHandler, exportRetentionHours } from './retention.js';
export { exportTasks, type ExportTaskRecord } from './schema.js';
export { deleteExportTasks, queueExportTask, type ExportRequest } from './tasks.js';

/** Every area's export kinds by name (a name declared twice stops the start). */
export function exportKinds(areas: readonly AreaDefinition[]): Map<string, ExportKind> {
  const kinds = new Map<string, ExportKind>();
  for (const kind of areas.flatMap((area) => area.exports ?? [])) {
    if (kinds.has(kind.kind)) throw new Error(`export kind ${kind.kind} is declared twice`);
    kinds.set(kind.kind, kind);
  }
  return kinds;
}

let latestFiles: ExportFiles | null = null;
/** The export files of the data folder of the app started last in this process (for the retention job). */
export function currentExportFiles(): ExportFiles {
  return latestFiles ?? exportFiles(path.resolve('./data'));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The export worker of this process (working the queue when JOBS_ENABLED). */
    exportRunner: ExportRunner;
    exportFiles: ExportFiles;
    exportKinds: ReadonlyMap<string, ExportKind>;
  }
}

/**
 * Gives the app its export worker (`app.exportRunner`), the export files under `DATA_DIR/exports`
 * and the kinds of every area. With `config.jobsEnabled` the worker starts when the app is ready
 * and stops (finishing the task in hand) when it closes.
 */
export function installExports(
  app: FastifyInstance,
  { db, config, areas }: { db: Database; config: Config; areas: readonly AreaDefinition[] },
): void {
  const files = exportFiles(config.dataDir);
  latestFiles = files;
  const kinds = exportKinds(areas);
  const runner = new ExportRunner(db, files, kinds, app.log);
  app.decorate('exportRunner', runner);
  app.decorate('exportFiles', files);
  app.decorate('exportKinds', kinds);
  if (config.jobsEnabled) app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
