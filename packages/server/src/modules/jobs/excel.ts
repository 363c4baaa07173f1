import { JOB_PERMS, type Job, type JobLog, jobLogQuerySchema, jobQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc, desc } from 'drizzle-orm';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { jobLogs, jobs } from '../../platform/jobs/schema.js';
import { jobFilter, jobLogFilter, toJob, toJobLog } from './service.js';

const STATUS = codeLabels('jobs:status', { 0: 'normal', 1: 'paused' });
const CONCURRENT = codeLabels('jobs:export', { 0: 'allowed', 1: 'forbidden' });
const MISFIRE = codeLabels('jobs:misfire', { 0: 'default', 1: 'fireNow', 2: 'fireOnce', 3: 'skip' });
const RESULT = codeLabels('jobs:log.status', { 0: 'success', 1: 'failure' });
const TRIGGER = codeLabels('jobs:log.trigger', ['schedule', 'misfire', 'manual']);

export const JOB_COLUMNS: ExcelColumn<Job>[] = [
  { key: 'jobId', header: texts('jobs:export.jobId'), width: 10 },
  { key: 'jobName', header: texts('jobs:field.jobName'), width: 30 },
  { key: 'jobGroup', header: texts('jobs:field.jobGroup'), width: 14 },
  { key: 'invokeTarget', header: texts('jobs:field.invokeTarget'), width: 26 },
  { key: 'args', header: texts('jobs:field.args'), width: 26, value: (r) => JSON.stringify(r.args) },
  { key: 'cronExpression', header: texts('jobs:field.cronExpression'), width: 20 },
  codeColumn('misfirePolicy', texts('jobs:export.misfirePolicy'), MISFIRE, 16),
  codeColumn('concurrent', texts('jobs:export.concurrent'), CONCURRENT, 12),
  codeColumn('status', texts('jobs:field.status'), STATUS, 10),
  timeColumn('nextValidTime', texts('jobs:export.nextRun')),
  timeColumn('lastRunTime', texts('jobs:field.lastRun')),
  { key: 'remark', header: texts('common:field.remark'), width: 40 },
  timeColumn('createTime', texts('common:field.createTime')),
];

export const JOB_LOG_COLUMNS: ExcelColumn<JobLog>[] = [
  { key: 'jobLogId', header: texts('jobs:log.field.jobLogId'), width: 10 },
  { key: 'jobName', header: texts('jobs:field.jobName'), width: 30 },
  { key: 'jobGroup', header: texts('jobs:field.jobGroup'), width: 14 },
  { key: 'invokeTarget', header: texts('jobs:field.invokeTarget'), width: 26 },
  codeColumn('trigger', texts('jobs:log.field.trigger'), TRIGGER, 14),
  timeColumn('startTime', texts('jobs:log.field.startTime')),
  timeColumn('endTime', texts('jobs:log.field.endTime')),
  { key: 'durationMs', header: texts('jobs:log.field.duration'), width: 14 },
  codeColumn('status', texts('jobs:log.field.status'), RESULT, 10),
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
