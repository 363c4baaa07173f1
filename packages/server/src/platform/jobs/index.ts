import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { registerBuiltInHandlers } from './handlers/index.js';
import { JobRunner } from './runner.js';

export { JobRunner, jobRunnerSettings, truncate, type JobLogRow, type JobRow } from './runner.js';
export { checkJobTarget, describeHandlers, jobHandler, registerJobHandler, type JobContext, type JobHandler } from './registry.js';
export { checkCron } from './cron.js';

registerBuiltInHandlers();

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
export function installJobs(app: FastifyInstance, { db, config }: { db: Database; config: Config }): void {
  const runner = new JobRunner(db, app.log);
  app.decorate('jobRunner', runner);
  if (config.jobsEnabled) app.addHook('onReady', () => runner.start());
  app.addHook('onClose', () => runner.stop());
}
