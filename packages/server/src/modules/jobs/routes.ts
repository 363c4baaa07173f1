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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { checkCron, clearJobLog, describeHandlers, removeJobLogs } from '../../platform/jobs/index.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { ModuleContext } from '../../platform/area.js';
import { changeJobStatus, createJob, deleteJobs, getJob, getJobLog, listJobLogs, listJobs, toJob, toJobLog, updateJob } from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['jobs'];
const IDS_PARAM = idsParam({ maxLength: 2000 });
const LOG_IDS_PARAM = idsParam({ maxLength: 2000, column: 'bigint' });
const audit = auditOf('job');
/** "Run once" answers with the run's result when it ends within this time, else "started". */
const RUN_WAIT_MS = 5000;

/** System → Scheduled tasks (RuoYi's /monitor/job paths) and the job log. */
export async function jobRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  /** Applies a change in this process before answering (other processes pick it up on their next reload). */
  const resync = () => base.jobRunner.sync();

  listRoute(
    base,
    { url: JOB_API.list, access: JOB_PERMS.list, tags: TAGS, summary: 'Scheduled jobs, paged', querystring: jobQuerySchema },
    async (query, _auth, { lang }) => listJobs(db, query, await businessTimeZone(db), lang),
  );

  app.get(
    JOB_API.handlers,
    { config: { access: JOB_PERMS.list }, schema: { tags: TAGS, summary: 'The job handlers a job may target, with their arguments' } },
    async (request) => ok(describeHandlers(requestLang(request))),
  );

  app.get(
    JOB_API.cronPreview,
    {
      config: { access: JOB_PERMS.list },
      schema: { tags: TAGS, summary: 'The next five runs of a cron expression, or why it is refused', querystring: cronPreviewSchema },
    },
    async (request) => {
      const timeZone = await businessTimeZone(db);
      const check = checkCron(request.query.cron, timeZone);
      if (!check.ok) return ok<CronPreview>({ valid: false, nextRuns: [], timeZone, error: message(check.key, requestLang(request)) });
      const runs = check.cron.nextRuns(5);
      check.cron.stop();
      return ok<CronPreview>({ valid: true, nextRuns: runs.map((d) => d.toISOString()), timeZone });
    },
  );

  app.put(
    JOB_API.changeStatus,
    {
      config: { access: JOB_PERMS.changeStatus, transaction: false, audit: audit('changeStatus'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Pause (1) or resume (0) a job', body: jobChangeStatusSchema },
    },
    async (request) => {
      const job = await changeJobStatus(db, request.body.jobId, request.body.status, await businessTimeZone(db), requestLang(request));
      await resync();
      return ok(job);
    },
  );

  app.put(
    JOB_API.run,
    {
      config: { access: JOB_PERMS.changeStatus, transaction: false, audit: audit('run'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Run a job once now (answers its result when it ends within 5 s)', body: jobRunSchema },
    },
    async (request) => {
      const lang = requestLang(request);
      const { done } = await base.jobRunner.runNow(request.body.jobId);
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

  app.get(
    `${JOB_API.base}/:jobId`,
    { config: { access: JOB_PERMS.query }, schema: { tags: TAGS, summary: 'One job', params: idParam('jobId') } },
    async (request) => ok(toJob(await getJob(db, request.params.jobId as number), await businessTimeZone(db), requestLang(request))),
  );

  app.post(
    JOB_API.base,
    {
      config: { access: JOB_PERMS.add, transaction: false, audit: audit('add'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Add a job', body: jobSchema },
    },
    async (request) => {
      const job = await createJob(db, request.body, await businessTimeZone(db), request.auth?.username ?? null, requestLang(request));
      await resync();
      return ok(job);
    },
  );

  app.put(
    JOB_API.base,
    {
      config: { access: JOB_PERMS.edit, transaction: false, audit: audit('edit'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Change a job', body: jobUpdateSchema },
    },
    async (request) => {
      const { jobId, ...input } = request.body;
      const job = await updateJob(db, jobId, input, await businessTimeZone(db), requestLang(request));
      await resync();
      return ok(job);
    },
  );

  app.delete(
    `${JOB_API.base}/:ids`,
    {
      config: { access: JOB_PERMS.remove, transaction: false, audit: audit('remove'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Delete jobs (comma-separated ids); built-in ones are refused; their log stays', params: IDS_PARAM },
    },
    async (request) => {
      const deleted = await deleteJobs(db, request.params.ids);
      await resync();
      return ok({ deleted });
    },
  );

  // ---- Job log ----

  listRoute(
    base,
    { url: JOB_API.logList, access: JOB_PERMS.list, tags: TAGS, summary: 'Job log, newest first', querystring: jobLogQuerySchema },
    (query, _auth, { lang }) => listJobLogs(db, query, lang),
  );

  app.delete(
    JOB_API.logClean,
    {
      config: { access: JOB_PERMS.remove, audit: audit('cleanLog'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Clear the job log (all entries, or those of `jobId`)', querystring: jobLogCleanSchema },
    },
    async (request) => {
      await clearJobLog(db, request.query.jobId || undefined);
      return ok();
    },
  );

  app.get(
    `${JOB_API.log}/:jobLogId`,
    { config: { access: JOB_PERMS.list }, schema: { tags: TAGS, summary: 'One job log entry', params: idParam('jobLogId', 'bigint') } },
    async (request) => ok(await getJobLog(db, request.params.jobLogId as number, requestLang(request))),
  );

  app.delete(
    `${JOB_API.log}/:ids`,
    {
      config: { access: JOB_PERMS.remove, audit: audit('removeLog'), platformOnly: true },
      schema: { tags: TAGS, summary: 'Delete job log entries (comma-separated ids)', params: LOG_IDS_PARAM },
    },
    async (request) => ok({ deleted: await removeJobLogs(db, request.params.ids) }),
  );
}
