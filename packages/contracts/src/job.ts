import { z } from 'zod';
import type { Translations } from './i18n.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX, filterTime } from './input.js';
import { messageGroup, messageTexts } from './messages.js';
import { screenPermissions } from './permissions.js';

/** Scheduled job: name 1-64, cron expression 1-255, target 1-500. */
export const JOB_LIMITS = { name: 64, group: 64, cron: 255, target: 500, remark: 500, args: 4000, logText: 2000 } as const;

export const JOB_PERMS = screenPermissions('monitor:job', ['list', 'query', 'add', 'edit', 'remove', 'changeStatus', 'export']);

export const JOB_API = {
  list: '/admin/monitor/job/list',
  /** GET/DELETE `${base}/{id|ids}`, POST/PUT `${base}`. */
  base: '/admin/monitor/job',
  changeStatus: '/admin/monitor/job/changeStatus',
  run: '/admin/monitor/job/run',
  handlers: '/admin/monitor/job/handlers',
  cronPreview: '/admin/monitor/job/cronPreview',
  logList: '/admin/monitor/jobLog/list',
  /** GET `${log}/{id}`, DELETE `${log}/{ids}`. */
  log: '/admin/monitor/jobLog',
  logClean: '/admin/monitor/jobLog/clean',
} as const;

/** RuoYi's codes: status 0 normal, 1 paused. */
export const JOB_STATUS = { normal: 0, paused: 1 } as const;
/** 0 allowed, 1 forbidden (a run is skipped while the previous one still runs, in any server process). */
export const JOB_CONCURRENT = { allowed: 0, forbidden: 1 } as const;
/**
 * What happens to runs missed while no server process was up (or the job could not be claimed):
 * 0 default (= fire once, Quartz's "smart" policy for cron triggers), 1 fire every missed run
 * now (at most JOB_MISFIRE_CATCH_UP of them), 2 fire once now, 3 skip them.
 */
export const JOB_MISFIRE = { default: 0, fireNow: 1, fireOnce: 2, skip: 3 } as const;
export const JOB_MISFIRE_POLICIES = [0, 1, 2, 3] as const;
export const JOB_MISFIRE_CATCH_UP = 20;
/** Job log status: 0 success, 1 failure. */
export const JOB_LOG_STATUS = { success: 0, failure: 1 } as const;
/** How a run started: by its schedule, as a catch-up of a missed fire, or "run once" by a user. */
export const JOB_TRIGGERS = ['schedule', 'misfire', 'manual'] as const;
export type JobTrigger = (typeof JOB_TRIGGERS)[number];

const smallEnum = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => values.includes(v), { message: 'jobInvalidChoice' });

export const jobStatusSchema = smallEnum([0, 1] as const);

/** Arguments of a job: a JSON object checked by the named handler's own schema on the server. */
export const jobArgsSchema = z
  .record(z.string(), z.unknown())
  .refine((v) => JSON.stringify(v).length <= JOB_LIMITS.args, { message: 'jobArgsTooLong' });

export const jobSchema = z.object({
  jobName: z.string().trim().min(1).max(JOB_LIMITS.name),
  jobGroup: z.string().trim().min(1).max(JOB_LIMITS.group).default('DEFAULT'),
  /** The name of a handler of the server's registry (e.g. `sessions.expire`); nothing else runs. */
  invokeTarget: z.string().trim().min(1).max(JOB_LIMITS.target),
  args: jobArgsSchema.optional().default({}),
  cronExpression: z.string().trim().min(1).max(JOB_LIMITS.cron),
  misfirePolicy: smallEnum(JOB_MISFIRE_POLICIES).default(0),
  concurrent: smallEnum([0, 1] as const).default(1),
  status: jobStatusSchema.default(0),
  remark: z.string().trim().max(JOB_LIMITS.remark).optional().nullable(),
});
export type JobInput = z.input<typeof jobSchema>;
export const jobUpdateSchema = jobSchema.extend({ jobId: dbId() });

export const jobQuerySchema = listParamsSchema.extend({
  jobName: z.string().trim().max(JOB_LIMITS.name).optional(),
  jobGroup: z.string().trim().max(JOB_LIMITS.group).optional(),
  invokeTarget: z.string().trim().max(JOB_LIMITS.target).optional(),
  status: jobStatusSchema.optional(),
});

export const jobChangeStatusSchema = z.object({ jobId: dbId(), status: jobStatusSchema });
/** RuoYi's client also sends the group (ignored). */
export const jobRunSchema = z.object({ jobId: dbId(), jobGroup: z.string().max(JOB_LIMITS.group).optional() });
export const cronPreviewSchema = z.object({ cron: z.string().max(JOB_LIMITS.cron + 50) });

export const jobLogQuerySchema = listParamsSchema.extend({
  /** 0 or absent: every job. */
  jobId: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  jobName: z.string().trim().max(JOB_LIMITS.name).optional(),
  jobGroup: z.string().trim().max(JOB_LIMITS.group).optional(),
  status: smallEnum([0, 1] as const).optional(),
  trigger: z.enum(JOB_TRIGGERS).optional(),
  /** `YYYY-MM-DD` (whole day) or a date-time; inclusive range of the start time. */
  beginTime: filterTime(),
  endTime: filterTime(),
});
export const jobLogCleanSchema = z.object({ jobId: z.coerce.number().int().min(0).max(INT4_MAX).optional() });

export interface Job {
  jobId: number;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  args: Record<string, unknown>;
  cronExpression: string;
  misfirePolicy: number;
  concurrent: number;
  status: number;
  /** Shipped with the product: cannot be deleted (pause it instead). */
  builtIn: boolean;
  remark: string | null;
  createBy: string | null;
  createTime: string;
  updateTime: string;
  /** Next time it fires (business time zone), null when paused or never. */
  nextValidTime: string | null;
  lastRunTime: string | null;
  /** 0 success, 1 failure, null never ran. */
  lastRunStatus: number | null;
  lastRunDuration: number | null;
}

export interface JobLog {
  jobLogId: number;
  jobId: number | null;
  jobName: string;
  jobGroup: string;
  invokeTarget: string;
  args: Record<string, unknown>;
  trigger: JobTrigger;
  /** The scheduled time of the fire (null for "run once"). */
  fireTime: string | null;
  startTime: string;
  endTime: string;
  durationMs: number;
  status: number;
  /** What the handler reported (up to 2000 characters). */
  jobMessage: string | null;
  /** The error, truncated to 2000 characters. */
  exceptionInfo: string | null;
  /** The server process that ran it. */
  instance: string;
}

/** One argument of a handler, described for the job form. */
export interface JobArgField {
  name: string;
  label: string;
  type: 'integer' | 'string' | 'boolean' | 'date' | 'multi';
  required: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Choices of a `multi` field. */
  options?: Array<{ value: string; label: string }>;
  default?: unknown;
  help?: string;
}

/** A handler of the registry, as GET /admin/monitor/job/handlers answers it (request's language). */
export interface JobHandlerInfo {
  name: string;
  title: string;
  description: string;
  args: JobArgField[];
}

/** GET /admin/monitor/job/cronPreview: the next five runs, or why the expression is refused. */
export interface CronPreview {
  valid: boolean;
  /** ISO times. */
  nextRuns: string[];
  /** The business time zone the expression is read in. */
  timeZone: string;
  error?: string;
}

// ---- Built-in handlers' arguments (the server's registry uses these schemas) ----

export const PURGE_LOG_KINDS = ['operation', 'login', 'clientError', 'integration', 'network', 'job', 'command', 'change'] as const;
export type PurgeLogKind = (typeof PURGE_LOG_KINDS)[number];
/** Parameters (sys_config) holding each log kind's retention in whole days (1-3650). */
export const LOG_RETENTION_PARAMS: Record<PurgeLogKind, string> = {
  operation: 'sys.log.retentionDays.operation',
  login: 'sys.log.retentionDays.login',
  clientError: 'sys.log.retentionDays.clientError',
  integration: 'sys.log.retentionDays.integration',
  network: 'sys.log.retentionDays.network',
  job: 'sys.log.retentionDays.job',
  command: 'sys.log.retentionDays.command',
  change: 'sys.log.retentionDays.change',
};
export const PURGE_RETENTION_MAX_DAYS = 3650;

export const JOB_HANDLER_NAMES = {
  expireSessions: 'sessions.expire',
  markSilentOffline: 'devices.markSilentOffline',
  purgeLogs: 'logs.purge',
  salesRollup: 'sales.rollupDaily',
  expirePayments: 'payments.expireUnpaid',
  queryPendingRefunds: 'refunds.queryPending',
  expireExports: 'exports.expire',
  evaluateAbnormal: 'alarms.evaluateAbnormal',
  releaseCardHolds: 'cards.releaseHolds',
  releaseStaffHolds: 'staffCards.releaseHolds',
  resetStaffQuota: 'staffCards.resetQuota',
  expireWristbands: 'wristbands.expire',
  failSilentUpgrades: 'deviceUpgrade.failSilent',
} as const;

export const expireExportsArgsSchema = z.object({}).strict();

export const expireSessionsArgsSchema = z.object({}).strict();
export const markSilentOfflineArgsSchema = z.object({}).strict();
export const expirePaymentsArgsSchema = z.object({}).strict();
export const queryPendingRefundsArgsSchema = z.object({}).strict();
export const purgeLogsArgsSchema = z
  .object({
    /** Which kinds to purge; all when absent or empty. */
    purgeKinds: z.array(z.enum(PURGE_LOG_KINDS)).max(PURGE_LOG_KINDS.length).optional(),
  })
  .strict();
export const salesRollupArgsSchema = z
  .object({
    /** Days to recompute, ending today (1 = today, 2 = yesterday and today). */
    rollupDays: z.coerce.number().int().min(1).max(92).default(2),
    /** One given day (YYYY-MM-DD) instead. */
    rollupDay: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'jobDateFormat' })
      .optional(),
  })
  .strict();

export const PURGE_LOG_KIND_LABELS = Object.fromEntries(
  PURGE_LOG_KINDS.map((kind) => [kind, messageTexts(`job.purgeKind.${kind}`)]),
) as Record<PurgeLogKind, Translations>;

addFieldLabels(messageGroup('job.field.'));

addRuleMessages(messageGroup('job.rule.'));

export type JobQuery = ListFilters<z.infer<typeof jobQuerySchema>>;
export type JobLogQuery = ListFilters<z.infer<typeof jobLogQuerySchema>>;

export const JOB_ENDPOINTS = {
  list: listEndpoint<JobQuery, Job>(JOB_API.list),
  logList: listEndpoint<JobLogQuery, JobLog>(JOB_API.logList),
} as const;
