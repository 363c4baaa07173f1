import { JOB_CONCURRENT, JOB_HANDLER_NAMES, JOB_MISFIRE, type Lang, type Translations } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { Database } from '../../platform/db/database.js';
import { type JobDefinition, addMissingBuiltInJobs } from '../../platform/jobs/index.js';

/**
 * The built-in jobs' names and remarks in the four languages (`jobs:builtin.<key>.name`, `.remark`):
 * stored in English, shown in the reader's language while an administrator has not changed them.
 */
export const TEXTS = {
  expireSessions: { name: texts('jobs:builtin.expireSessions.name'), remark: texts('jobs:builtin.expireSessions.remark') },
  markSilentOffline: { name: texts('jobs:builtin.markSilentOffline.name'), remark: texts('jobs:builtin.markSilentOffline.remark') },
  purgeLogs: { name: texts('jobs:builtin.purgeLogs.name'), remark: texts('jobs:builtin.purgeLogs.remark') },
  salesRollup: { name: texts('jobs:builtin.salesRollup.name'), remark: texts('jobs:builtin.salesRollup.remark') },
  expirePayments: { name: texts('jobs:builtin.expirePayments.name'), remark: texts('jobs:builtin.expirePayments.remark') },
  queryPendingRefunds: { name: texts('jobs:builtin.queryPendingRefunds.name'), remark: texts('jobs:builtin.queryPendingRefunds.remark') },
  expireExports: { name: texts('jobs:builtin.expireExports.name'), remark: texts('jobs:builtin.expireExports.remark') },
} satisfies Record<string, { name: Translations; remark: Translations }>;

/** Remarks the built-in jobs had before, still stored where an installation was seeded with them. */
const FORMER_REMARKS: Record<string, Translations> = {
  'Daily 03:30: deletes log rows older than the sys.log.retentionDays.* parameters': TEXTS.purgeLogs.remark,
};

/**
 * The jobs the product needs, added to every installation (missing ones only; what an
 * administrator changed, such as the schedule or a pause, is kept). They cannot be deleted.
 */
export const BUILT_IN_JOBS: Array<JobDefinition & { builtInKey: string }> = [
  {
    builtInKey: 'expireSessions',
    jobName: TEXTS.expireSessions.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expireSessions,
    args: {},
    cronExpression: '0 */10 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.expireSessions.remark.en,
  },
  {
    builtInKey: 'markSilentOffline',
    jobName: TEXTS.markSilentOffline.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.markSilentOffline,
    args: {},
    cronExpression: '0 * * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.markSilentOffline.remark.en,
  },
  {
    builtInKey: 'purgeLogs',
    jobName: TEXTS.purgeLogs.name.en,
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
    jobName: TEXTS.salesRollup.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.salesRollup,
    args: { rollupDays: 2 },
    cronExpression: '0 10 0 * * ?',
    misfirePolicy: JOB_MISFIRE.fireOnce,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.salesRollup.remark.en,
  },
  {
    builtInKey: 'expirePayments',
    jobName: TEXTS.expirePayments.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expirePayments,
    args: {},
    cronExpression: '0 * * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.expirePayments.remark.en,
  },
  {
    builtInKey: 'queryPendingRefunds',
    jobName: TEXTS.queryPendingRefunds.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.queryPendingRefunds,
    args: {},
    cronExpression: '0 */5 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.queryPendingRefunds.remark.en,
  },
  {
    builtInKey: 'expireExports',
    jobName: TEXTS.expireExports.name.en,
    jobGroup: 'SYSTEM',
    invokeTarget: JOB_HANDLER_NAMES.expireExports,
    args: {},
    cronExpression: '0 */15 * * * ?',
    misfirePolicy: JOB_MISFIRE.skip,
    concurrent: JOB_CONCURRENT.forbidden,
    remark: TEXTS.expireExports.remark.en,
  },
];

/** Adds the built-in jobs an installation lacks (reference data, run at every start). */
export async function syncBuiltInJobs(db: Database): Promise<void> {
  await addMissingBuiltInJobs(db, BUILT_IN_JOBS);
}

/** A built-in job's name or remark in the reader's language while it is a seeded text (in any language); other text as typed. */
export function builtInJobText(text: string | null, lang: Lang): string | null {
  if (text === null) return null;
  const former = FORMER_REMARKS[text];
  if (former) return former[lang];
  for (const { name, remark } of Object.values(TEXTS)) {
    if (Object.values(name).includes(text)) return name[lang];
    if (Object.values(remark).includes(text)) return remark[lang];
  }
  return text;
}

/** The keys of the built-in jobs whose name contains `term` in any language. */
export function builtInJobsNamed(term: string): string[] {
  const needle = term.toLocaleLowerCase();
  return Object.entries(TEXTS)
    .filter(([, { name }]) => Object.values(name).some((n) => n.toLocaleLowerCase().includes(needle)))
    .map(([key]) => key);
}
