import { JOB_PERMS, type Job, type JobLog, type Translations, jobLogQuerySchema, jobQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc, desc } from 'drizzle-orm';
import type { ExcelColumn } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { jobLogs, jobs } from '../../platform/jobs/schema.js';
import { jobFilter, jobLogFilter, toJob, toJobLog } from './service.js';

const STATUS: Record<number, Translations> = {
  0: texts('jobs:status.normal'),
  1: texts('jobs:status.paused'),
};
const CONCURRENT: Record<number, Translations> = {
  0: texts('jobs:export.allowed'),
  1: texts('jobs:export.forbidden'),
};
const MISFIRE: Record<number, Translations> = {
  0: texts('jobs:misfire.default'),
  1: texts('jobs:misfire.fireNow'),
  2: texts('jobs:misfire.fireOnce'),
  3: texts('jobs:misfire.skip'),
};
const RESULT: Record<number, Translations> = {
  0: texts('jobs:log.status.success'),
  1: texts('jobs:log.status.failure'),
};
const TRIGGER: Record<string, Translations> = {
  schedule: texts('jobs:log.trigger.schedule'),
  misfire: texts('jobs:log.trigger.misfire'),
  manual: texts('jobs:log.trigger.manual'),
};
const time = (v: string | null) => (v ? new Date(v) : null);

export const JOB_COLUMNS: ExcelColumn<Job>[] = [
  { key: 'jobId', header: texts('jobs:export.jobId'), width: 10 },
  { key: 'jobName', header: texts('jobs:field.jobName'), width: 30 },
  { key: 'jobGroup', header: texts('jobs:field.jobGroup'), width: 14 },
  { key: 'invokeTarget', header: texts('jobs:field.invokeTarget'), width: 26 },
  { key: 'args', header: texts('jobs:field.args'), width: 26, value: (r) => JSON.stringify(r.args) },
  { key: 'cronExpression', header: texts('jobs:field.cronExpression'), width: 20 },
  {
    key: 'misfirePolicy',
    header: texts('jobs:export.misfirePolicy'),
    width: 16,
    value: (r, l) => MISFIRE[r.misfirePolicy]?.[l],
  },
  {
    key: 'concurrent',
    header: texts('jobs:export.concurrent'),
    width: 12,
    value: (r, l) => CONCURRENT[r.concurrent]?.[l],
  },
  { key: 'status', header: texts('jobs:field.status'), width: 10, value: (r, l) => STATUS[r.status]?.[l] },
  {
    key: 'nextValidTime',
    header: texts('jobs:export.nextRun'),
    width: 22,
    value: (r) => time(r.nextValidTime),
  },
  {
    key: 'lastRunTime',
    header: texts('jobs:field.lastRun'),
    width: 22,
    value: (r) => time(r.lastRunTime),
  },
  { key: 'remark', header: texts('common:field.remark'), width: 40 },
  {
    key: 'createTime',
    header: texts('common:field.createTime'),
    width: 22,
    value: (r) => time(r.createTime),
  },
];

export const JOB_LOG_COLUMNS: ExcelColumn<JobLog>[] = [
  { key: 'jobLogId', header: texts('jobs:log.field.jobLogId'), width: 10 },
  { key: 'jobName', header: texts('jobs:field.jobName'), width: 30 },
  { key: 'jobGroup', header: texts('jobs:field.jobGroup'), width: 14 },
  { key: 'invokeTarget', header: texts('jobs:field.invokeTarget'), width: 26 },
  {
    key: 'trigger',
    header: texts('jobs:log.field.trigger'),
    width: 14,
    value: (r, l) => TRIGGER[r.trigger]?.[l],
  },
  { key: 'startTime', header: texts('jobs:log.field.startTime'), width: 22, value: (r) => time(r.startTime) },
  { key: 'endTime', header: texts('jobs:log.field.endTime'), width: 22, value: (r) => time(r.endTime) },
  { key: 'durationMs', header: texts('jobs:log.field.duration'), width: 14 },
  {
    key: 'status',
    header: texts('jobs:log.field.status'),
    width: 10,
    value: (r, l) => RESULT[r.status]?.[l],
  },
  { key: 'jobMessage', header: texts('jobs:log.field.message'), width: 50 },
  { key: 'exceptionInfo', header: texts('jobs:log.field.error'), width: 60 },
  { key: 'instance', header: texts('jobs:export.instance'), width: 24 },
];

/** The scheduled jobs' export, run by the export centre: the list's filters, by id. */
export const jobExportKind = listExportKind({
  kind: 'jobs',
  permission: JOB_PERMS.export,
  query: jobQuerySchema,
  fileName: texts('jobs:menu.SystemJob'),
  columns: JOB_COLUMNS,
  filter: (query) => jobFilter(query),
  select: ({ db }, where) => db.select().from(jobs).where(where).orderBy(asc(jobs.id)),
  toRow: (row, { lang, timeZone }): Job => toJob(row, timeZone, lang),
});

/** The job log's export, run by the export centre: the list's filters, newest first. */
export const jobLogExportKind = listExportKind({
  kind: 'jobLogs',
  permission: JOB_PERMS.export,
  query: jobLogQuerySchema,
  fileName: texts('jobs:log.title'),
  columns: JOB_LOG_COLUMNS,
  filter: (query) => jobLogFilter(query),
  select: ({ db }, where) => db.select().from(jobLogs).where(where).orderBy(desc(jobLogs.startTime), desc(jobLogs.id)),
  toRow: (row, { lang }): JobLog => toJobLog(row, lang),
});
