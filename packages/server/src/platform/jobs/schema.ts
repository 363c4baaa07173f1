import type { Translations } from '@vr/contracts';
import { bigserial, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Scheduled jobs. `invokeTarget` names a handler of the server's registry
 * (platform/jobs/registry.ts) and `args` is its JSON arguments; nothing else can be run.
 * Codes as RuoYi: status 0 normal / 1 paused, concurrent 0 allowed / 1 forbidden, misfire policy
 * 0 default, 1 fire every missed run, 2 fire once, 3 skip.
 */
export const jobs = pgTable(
  'sys_job',
  {
    id: serial('id').primaryKey(),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull().default('DEFAULT'),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull().default({}),
    cronExpression: varchar('cron_expression', { length: 255 }).notNull(),
    misfirePolicy: smallint('misfire_policy').notNull().default(0),
    concurrent: smallint('concurrent').notNull().default(1),
    status: smallint('status').notNull().default(0),
    /** The key of a job the product ships (null for jobs administrators add); cannot be deleted. */
    builtInKey: varchar('built_in_key', { length: 64 }),
    remark: varchar('remark', { length: 500 }),
    createdBy: varchar('created_by', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Fires before this time are not owed (set on create, on a cron change and on resume). */
    scheduleSince: timestamp('schedule_since', { withTimezone: true }).notNull().defaultNow(),
    /** The scheduled time of the latest fire some server process claimed (at most once per time). */
    lastFireAt: timestamp('last_fire_at', { withTimezone: true }),
    /** A run of a non-concurrent job in progress somewhere in the cluster (cleared when it ends). */
    runningSince: timestamp('running_since', { withTimezone: true }),
    runningBy: varchar('running_by', { length: 100 }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRunStatus: smallint('last_run_status'),
    lastRunDurationMs: integer('last_run_duration_ms'),
  },
  (t) => [uniqueIndex('sys_job_built_in_uq').on(t.builtInKey), index('sys_job_name_idx').on(t.jobName)],
);

/** One run of a job: start, end, duration, what the handler said or the error (≤ 2000 characters). */
export const jobLogs = pgTable(
  'sys_job_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** No foreign key: the log outlives a deleted job (name and group are copied). */
    jobId: integer('job_id'),
    jobName: varchar('job_name', { length: 64 }).notNull(),
    jobGroup: varchar('job_group', { length: 64 }).notNull(),
    invokeTarget: varchar('invoke_target', { length: 500 }).notNull(),
    args: jsonb('args').$type<Record<string, unknown>>().notNull().default({}),
    /** schedule | misfire | manual */
    trigger: varchar('trigger', { length: 10 }).notNull(),
    fireTime: timestamp('fire_time', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** 0 success, 1 failure. */
    status: smallint('status').notNull(),
    jobMessage: varchar('job_message', { length: 2000 }),
    /** The message in each language, when the handler gave one (shown in the reader's language). */
    messageI18n: jsonb('message_i18n').$type<Translations>(),
    exceptionInfo: varchar('exception_info', { length: 2000 }),
    instance: varchar('instance', { length: 100 }).notNull(),
  },
  (t) => [index('sys_job_log_job_idx').on(t.jobId, t.startTime), index('sys_job_log_start_idx').on(t.startTime)],
);
