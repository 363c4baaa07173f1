import { JOB_CONCURRENT } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { AreaDefinition } from '../area.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { currentExportFiles } from '../exports/index.js';
import { expireExportsHandler } from '../exports/retention.js';
import { logTablesByKind, purgeLogsHandler } from './purge-logs.js';
import { type JobHandler, registerJobHandler } from './registry.js';
import type { JobDefinition } from './store.js';
import { JobRunner } from './runner.js';
import { expireSessionsHandler } from './sessions-expire.js';

export { JobRunner, jobRunnerSettings, truncate, type JobLogRow, type JobRow } from './runner.js';
export {
  builtInHandlers,
  checkJobTarget,
  describeHandlers,
  jobHandler,
  registerJobHandler,
  type BuiltInSchedule,
  type JobContext,
  type JobHandler,
} from './registry.js';
export { checkCron } from './cron.js';
export { addJob, addMissingBuiltInJobs, changeJob, clearJobLog, removeJobLogs, removeJobs, type JobDefinition } from './store.js';

/** The product's job handlers: the platform's own (sessions, log purge, export files) and every area's. */
function productHandlers(areas: readonly AreaDefinition[]): JobHandler[] {
  return [
    expireSessionsHandler,
    purgeLogsHandler(areas),
    expireExportsHandler(currentExportFiles),
    ...areas.flatMap((area) => area.jobs ?? []),
  ] as never;
}

/**
 * The built-in jobs every installation has, as they are first stored: one for each handler that
 * declares its schedule (`builtIn`), one run at a time.
 */
export function builtInJobs(areas: readonly AreaDefinition[]): Array<JobDefinition & { builtInKey: string }> {
  return productHandlers(areas).flatMap(({ name, builtIn }) =>
    builtIn
      ? [
          {
            builtInKey: builtIn.key,
            jobName: builtIn.name.en,
            jobGroup: 'SYSTEM',
            invokeTarget: name,
            args: builtIn.args ?? {},
            cronExpression: builtIn.cron,
            misfirePolicy: builtIn.misfire,
            concurrent: JOB_CONCURRENT.forbidden,
            remark: builtIn.remark.en,
          },
        ]
      : [],
  );
}

let registered = false;
/**
 * Registers the product's job handlers once per process. They are the only targets a job may
 * name (plus what tests register).
 */
export function registerBuiltInHandlers(areas: readonly AreaDefinition[]): void {
  if (registered) return;
  registered = true;
  // Every kind of log has its one table, or the start stops here.
  logTablesByKind(areas);
  for (const handler of productHandlers(areas)) registerJobHandler(handler);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-job runner of this server process (started only when JOBS_ENABLED). */
    jobRunner: JobRunner;
  }
}

/**
 * Gives the app its job runner (`app.jobRunner`, used by the job routes for "run once" and to
 * apply changes at once). With `config.jobsEnabled` it starts when the app is ready and stops
 * when it closes; otherwise this process runs no schedule (another process does).
 */
export function installJobs(
  app: FastifyInstance,
  { db, config, areas }: { db: Database; config: Config; areas: readonly AreaDefinition[] },
): void {
  registerBuiltInHandlers(areas);
  const runner = new JobRunner(db, app.log, config);
  app.decorate('jobRunner', runner);
  if (config.jobsEnabled) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
