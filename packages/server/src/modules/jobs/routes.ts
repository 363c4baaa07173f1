import {
  JOB_API,
  JOB_LOG_STATUS,
  JOB_PERMS,
  type CronPreview,
  cronPreviewSchema,
  jobChangeStatusSchema,
  jobLogCleanSchema,
  jobLogQuerySchema,
  jobQuerySchema,
  jobRunSchema,
  jobSchema,
  jobUpdateSchema,
  message,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { checkCron, clearJobLog, describeHandlers, removeJobLogs } from '../../platform/jobs/index.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { ModuleContext } from '../../platform/area.js';
import { changeJobStatus, createJob, deleteJobs, getJob, getJobLog, listJobLogs, listJobs, toJob, toJobLog, updateJob } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';

const TAGS = ['jobs'];
const IDS_PARAM = idsParam({ maxLength: 2000 });
const LOG_IDS_PARAM = idsParam({ maxLength: 2000, column: 'bigint' });
const audit = auditOf('job');
/** "Run once" answers with the run's result when it ends within this time, else "started". */
const RUN_WAIT_MS = 5000;

/** System → Scheduled tasks (RuoYi's /monitor/job paths) and the job log. */
export async function jobRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  /** Applies a change in this process before answering (other processes pick it up on their next reload). */
  const resynced = async <T>(change: Promise<T>): Promise<T> => {
    const result = await change;
    await app.jobRunner.sync();
    return result;
  };
  /** A change of the jobs themselves: committed before the runner, which reads them on its own connection, resyncs. */
  const change = { transaction: false, platformOnly: true, tags: TAGS } as const;

  listRoute(
    app,
    { url: JOB_API.list, access: JOB_PERMS.list, tags: TAGS, summary: 'Scheduled jobs, paged', querystring: jobQuerySchema },
    async (query, _auth, { lang }) => listJobs(db, query, await businessTimeZone(db), lang),
  );

  readRoute(
    app,
    { url: JOB_API.handlers, access: JOB_PERMS.list, tags: TAGS, summary: 'The job handlers a job may target, with their arguments' },
    async (_, _auth, { lang }) => describeHandlers(lang),
  );

  readRoute(
    app,
    {
      url: JOB_API.cronPreview,
      access: JOB_PERMS.list,
      tags: TAGS,
      summary: 'The next five runs of a cron expression, or why it is refused',
      querystring: cronPreviewSchema,
    },
    async ({ cron }, _auth, { lang }): Promise<CronPreview> => {
      const timeZone = await businessTimeZone(db);
      const check = checkCron(cron, timeZone);
      if (!check.ok) return { valid: false, nextRuns: [], timeZone, error: message(check.key, lang) };
      const runs = check.cron.nextRuns(5);
      check.cron.stop();
      return { valid: true, nextRuns: runs.map((d) => d.toISOString()), timeZone };
    },
  );

  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: JOB_API.changeStatus,
      access: JOB_PERMS.changeStatus,
      audit: audit('changeStatus'),
      summary: 'Pause (1) or resume (0) a job',
      body: jobChangeStatusSchema,
    },
    async ({ jobId, status }, _auth, { lang }) => resynced(changeJobStatus(db, jobId, status, await businessTimeZone(db), lang)),
  );

  declareRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: JOB_API.run,
      access: JOB_PERMS.changeStatus,
      audit: audit('run'),
      summary: 'Run a job once now (answers its result when it ends within 5 s)',
      body: jobRunSchema,
    },
    async ({ jobId }, _auth, { lang }) => {
      const { done } = await app.jobRunner.runNow(jobId);
      let timer: NodeJS.Timeout | undefined;
      const log = await Promise.race([done, new Promise<null>((r) => (timer = setTimeout(() => r(null), RUN_WAIT_MS)))]);
      clearTimeout(timer);
      if (!log) return ok({ running: true, log: null }, { result: message('jobRunStarted', lang) });
      const failed = log.status === JOB_LOG_STATUS.failure;
      const text = message(failed ? 'jobRunFailed' : 'jobRunSucceeded', lang, {
        duration: log.durationMs,
        message: ((failed ? log.exceptionInfo?.split('\n')[0] : (log.messageI18n?.[lang] ?? log.jobMessage)) ?? '').slice(0, 300),
      });
      return ok({ running: false, log: toJobLog(log, lang) }, { result: text });
    },
  );

  readRoute(
    app,
    { url: `${JOB_API.base}/:jobId`, access: JOB_PERMS.query, tags: TAGS, summary: 'One job', params: idParam('jobId') },
    async ({ jobId }, _auth, { lang }) => toJob(await getJob(db, jobId), await businessTimeZone(db), lang),
  );

  commandRoute(
    app,
    { ...change, url: JOB_API.base, access: JOB_PERMS.add, audit: audit('add'), summary: 'Add a job', body: jobSchema },
    async (body, auth, { lang }) => resynced(createJob(db, body, await businessTimeZone(db), auth.username, lang)),
  );

  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: JOB_API.base,
      access: JOB_PERMS.edit,
      audit: audit('edit'),
      summary: 'Change a job',
      body: jobUpdateSchema,
    },
    async ({ jobId, ...input }, _auth, { lang }) => resynced(updateJob(db, jobId, input, await businessTimeZone(db), lang)),
  );

  commandRoute(
    app,
    {
      ...change,
      method: 'DELETE',
      url: `${JOB_API.base}/:ids`,
      access: JOB_PERMS.remove,
      audit: audit('remove'),
      summary: 'Delete jobs (comma-separated ids); built-in ones are refused; their log stays',
      params: IDS_PARAM,
    },
    async ({ ids }) => ({ deleted: await resynced(deleteJobs(db, ids)) }),
  );

  // ---- Job log ----

  listRoute(
    app,
    { url: JOB_API.logList, access: JOB_PERMS.list, tags: TAGS, summary: 'Job log, newest first', querystring: jobLogQuerySchema },
    (query, _auth, { lang }) => listJobLogs(db, query, lang),
  );

  const logChange = { access: JOB_PERMS.remove, platformOnly: true, tags: TAGS } as const;
  commandRoute(
    app,
    {
      ...logChange,
      method: 'DELETE',
      url: JOB_API.logClean,
      audit: audit('cleanLog'),
      summary: 'Clear the job log (all entries, or those of `jobId`)',
      querystring: jobLogCleanSchema,
    },
    ({ jobId }) => clearJobLog(db, jobId || undefined),
  );

  readRoute(
    app,
    {
      url: `${JOB_API.log}/:jobLogId`,
      access: JOB_PERMS.list,
      tags: TAGS,
      summary: 'One job log entry',
      params: idParam('jobLogId', 'bigint'),
    },
    ({ jobLogId }, _auth, { lang }) => getJobLog(db, jobLogId, lang),
  );

  commandRoute(
    app,
    {
      ...logChange,
      method: 'DELETE',
      url: `${JOB_API.log}/:ids`,
      audit: audit('removeLog'),
      summary: 'Delete job log entries (comma-separated ids)',
      params: LOG_IDS_PARAM,
    },
    async ({ ids }) => ({ deleted: await removeJobLogs(db, ids) }),
  );
}
