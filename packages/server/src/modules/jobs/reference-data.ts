import { JOB_CONCURRENT, JOB_HANDLER_NAMES, JOB_MISFIRE } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { jobs } from '../../platform/jobs/schema.js';

/**
 * The jobs the product needs, added to every installation (missing ones only; what an
 * administrator changed, such as the schedule or a pause, is kept). They cannot be deleted.
 */
export const BUILT_IN_JOBS: Array<typeof jobs.$inferInsert & { builtInKey: string }> = [
  {
    builtInKey: 'expireSessions',
    jobName: 'Expire sessions',
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expireSessions,
    args: {},
    cronExpression: '0 */10 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Every 10 minutes: deletes expired sign-in sessions and captchas',
  },
  {
    builtInKey: 'markSilentOffline',
    jobName: 'Mark silent devices offline',
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.markSilentOffline,
    args: {},
    cronExpression: '0 * * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Every minute: devices that missed their heartbeats go offline',
  },
  {
    builtInKey: 'purgeLogs',
    jobName: 'Purge old logs',
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.purgeLogs,
    args: {},
    cronExpression: '0 30 3 * * ?',
    misfirePolicy: JOB_MISFIRE.fireOnce,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Daily 03:30: deletes log rows older than the sys.log.retentionDays.* parameters',
  },
  {
    builtInKey: 'salesRollup',
    jobName: 'Daily sales roll-up',
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.salesRollup,
    args: { rollupDays: 2 },
    cronExpression: '0 10 0 * * ?',
    misfirePolicy: JOB_MISFIRE.fireOnce,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: 'Daily 00:10: recomputes yesterday and today in the business time zone from the orders',
  },
];

/** Adds the built-in jobs an installation lacks (reference data, run at every start). */
export async function syncBuiltInJobs(db: Database): Promise<void> {
  await db.insert(jobs).values(BUILT_IN_JOBS).onConflictDoNothing({ target: jobs.builtInKey });
}
