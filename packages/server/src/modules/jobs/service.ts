import {
  JOB_STATUS,
  type Job,
  type JobLog,
  type JobTrigger,
  type Lang,
  type ListParams,
  type jobLogQuerySchema,
  type jobQuerySchema,
  type jobSchema,
} from '@vr/contracts';
import { type SQL, and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { addJob, changeJob, checkCron, checkJobTarget, removeJobs } from '../../platform/jobs/index.js';
import { selectPageQuery } from '../../platform/list/page-query.js';
import { jobLogs, jobs } from '../../platform/jobs/schema.js';
import { containing } from '../../platform/sql/like.js';
import { isoTime } from '../../platform/http/iso.js';
import { serverTimeBound, timeRange } from '../../platform/list/time-filter.js';
import { builtInJobText, builtInJobsNamed } from './reference-data.js';

type Row = typeof jobs.$inferSelect;
type LogRow = typeof jobLogs.$inferSelect;
type Input = z.output<typeof jobSchema>;

/** A job as the API answers it; `nextValidTime` from its cron in the business time zone. */
export function toJob(row: Row, timeZone: string, lang: Lang): Job {
  let next: Date | null = null;
  if (row.status === JOB_STATUS.normal) {
    const check = checkCron(row.cronExpression, timeZone);
    if (check.ok) {
      next = check.cron.nextRun();
      check.cron.stop();
    }
  }
  return {
    jobId: row.id,
    jobName: row.builtInKey !== null ? builtInJobText(row.jobName, lang)! : row.jobName,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    args: row.args ?? {},
    cronExpression: row.cronExpression,
    misfirePolicy: row.misfirePolicy,
    concurrent: row.concurrent,
    status: row.status,
    builtIn: row.builtInKey !== null,
    remark: row.builtInKey !== null ? builtInJobText(row.remark, lang) : row.remark,
    createBy: row.createdBy,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    nextValidTime: isoTime(next),
    lastRunTime: isoTime(row.lastRunAt),
    lastRunStatus: row.lastRunStatus,
    lastRunDuration: row.lastRunDurationMs,
  };
}

/** A log entry; its message in `lang` when the handler gave one per language. */
export function toJobLog(row: LogRow, lang: Lang = 'en'): JobLog {
  return {
    jobLogId: row.id,
    jobId: row.jobId,
    // A log keeps the name its job had when it ran: a built-in job's seeded name reads in the reader's language.
    jobName: builtInJobText(row.jobName, lang)!,
    jobGroup: row.jobGroup,
    invokeTarget: row.invokeTarget,
    args: row.args ?? {},
    trigger: row.trigger as JobTrigger,
    fireTime: isoTime(row.fireTime),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    durationMs: row.durationMs,
    status: row.status,
    jobMessage: row.messageI18n?.[lang] ?? row.jobMessage,
    exceptionInfo: row.exceptionInfo,
    instance: row.instance,
  };
}

// ---- Jobs ----

export function jobFilter(q: z.output<typeof jobQuerySchema>): SQL | undefined {
  // A built-in job is found by its name in any language too.
  const builtIn = q.jobName ? builtInJobsNamed(q.jobName) : [];
  const named = containing(jobs.jobName, q.jobName);
  return and(
    builtIn.length ? or(named, inArray(jobs.builtInKey, builtIn)) : named,
    containing(jobs.jobGroup, q.jobGroup),
    containing(jobs.invokeTarget, q.invokeTarget),
    q.status !== undefined ? eq(jobs.status, q.status) : undefined,
  );
}

export const JOB_SORTABLE = {
  jobId: jobs.id,
  jobName: jobs.jobName,
  jobGroup: jobs.jobGroup,
  invokeTarget: jobs.invokeTarget,
  status: jobs.status,
  createTime: jobs.createdAt,
  lastRunTime: jobs.lastRunAt,
};

export async function listJobs(db: Database, q: z.output<typeof jobQuerySchema>, timeZone: string, lang: Lang) {
  const where = jobFilter(q);
  return selectPageQuery(db, {
    params: q as ListParams,
    sortable: JOB_SORTABLE,
    defaultOrder: [asc(jobs.id)],
    select: db.select().from(jobs).where(where),
    counted: db.select({ id: jobs.id }).from(jobs).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toJob(row, timeZone, lang)),
  });
}

export async function getJob(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

/** Cron (in the business time zone), target and arguments: refused field by field, nothing stored. */
function checkInput(input: Input, timeZone: string): Record<string, unknown> {
  const cron = checkCron(input.cronExpression, timeZone);
  if (!cron.ok) throw AppError.field('cronExpression', cron.key);
  cron.cron.stop();
  return checkJobTarget(input.invokeTarget, input.args);
}

/** What a job's form sets, with its checked arguments. */
const jobFields = (input: Input, args: Record<string, unknown>) => ({
  jobName: input.jobName,
  jobGroup: input.jobGroup,
  invokeTarget: input.invokeTarget,
  args,
  cronExpression: input.cronExpression,
  misfirePolicy: input.misfirePolicy,
  concurrent: input.concurrent,
  status: input.status,
  remark: input.remark ?? null,
});

export async function createJob(db: Database, input: Input, timeZone: string, by: string | null, lang: Lang): Promise<Job> {
  const args = checkInput(input, timeZone);
  const now = new Date();
  const row = await addJob(db, {
    ...jobFields(input, args),
    createdBy: by,
    createdAt: now,
    updatedAt: now,
    scheduleSince: now,
  });
  return toJob(row, timeZone, lang);
}

export async function updateJob(db: Database, id: number, input: Input, timeZone: string, lang: Lang): Promise<Job> {
  const current = await getJob(db, id);
  if (current.builtInKey !== null && current.invokeTarget !== input.invokeTarget) throw AppError.field('invokeTarget', 'jobBuiltInTarget');
  const args = checkInput(input, timeZone);
  const now = new Date();
  // A new schedule, or a resumed job, owes nothing from before (no misfire catch-up for that time).
  const reschedule =
    current.cronExpression !== input.cronExpression || (current.status !== JOB_STATUS.normal && input.status === JOB_STATUS.normal);
  const row = await changeJob(db, id, {
    ...jobFields(input, args),
    updatedAt: now,
    ...(reschedule ? { scheduleSince: now } : {}),
  });
  return toJob(row, timeZone, lang);
}

/** Pause (1) or resume (0). */
export async function changeJobStatus(db: Database, id: number, status: number, timeZone: string, lang: Lang): Promise<Job> {
  const current = await getJob(db, id);
  const now = new Date();
  const resumed = current.status !== JOB_STATUS.normal && status === JOB_STATUS.normal;
  const row = await changeJob(db, id, { status, updatedAt: now, ...(resumed ? { scheduleSince: now } : {}) });
  return toJob(row, timeZone, lang);
}

/** Deletes jobs (their log stays); the whole batch is refused when one is built in. */
export async function deleteJobs(db: Database, ids: number[]): Promise<number> {
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  const builtIn = rows.find((r) => r.builtInKey !== null);
  if (builtIn) throw AppError.badRequest('jobBuiltInDelete', { jobName: builtIn.jobName });
  await removeJobs(db, ids);
  return rows.length;
}

// ---- Job log ----

/** A filter bound: a date (the whole day, in the server's time zone) or a date-time. */
const parseBound = (value: string, field: 'beginTime' | 'endTime') => serverTimeBound(value, field, 'jobBadTime');

export function jobLogFilter(q: z.output<typeof jobLogQuerySchema>): SQL | undefined {
  return and(
    q.jobId ? eq(jobLogs.jobId, q.jobId) : undefined,
    containing(jobLogs.jobName, q.jobName),
    containing(jobLogs.jobGroup, q.jobGroup),
    q.status !== undefined ? eq(jobLogs.status, q.status) : undefined,
    q.trigger ? eq(jobLogs.trigger, q.trigger) : undefined,
    ...timeRange(jobLogs.startTime, q, parseBound),
  );
}

export const JOB_LOG_SORTABLE = {
  jobLogId: jobLogs.id,
  jobName: jobLogs.jobName,
  status: jobLogs.status,
  startTime: jobLogs.startTime,
  durationMs: jobLogs.durationMs,
};

export async function listJobLogs(db: Database, q: z.output<typeof jobLogQuerySchema>, lang: Lang) {
  const where = jobLogFilter(q);
  return selectPageQuery(db, {
    params: q as ListParams,
    sortable: JOB_LOG_SORTABLE,
    defaultOrder: [desc(jobLogs.startTime), desc(jobLogs.id)],
    select: db.select().from(jobLogs).where(where),
    counted: db.select({ id: jobLogs.id }).from(jobLogs).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toJobLog(row, lang)),
  });
}

export async function getJobLog(db: Database, id: number, lang: Lang): Promise<JobLog> {
  const [row] = await db.select().from(jobLogs).where(eq(jobLogs.id, id));
  if (!row) throw AppError.notFound();
  return toJobLog(row, lang);
}
