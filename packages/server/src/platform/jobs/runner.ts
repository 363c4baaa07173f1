import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  JOB_CONCURRENT,
  JOB_LIMITS,
  JOB_LOG_STATUS,
  JOB_MISFIRE,
  JOB_MISFIRE_CATCH_UP,
  JOB_STATUS,
  type JobTrigger,
  LANGS,
  type Translations,
} from '@vr/contracts';
import type { Cron } from 'croner';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { businessTimeZone } from '../settings/time-zone.js';
import { jobLogs, jobs } from './schema.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { AppError } from '../http/errors.js';
import { checkCron, scheduleCron } from './cron.js';
import { jobHandler } from './registry.js';

export type JobRow = typeof jobs.$inferSelect;
export type JobLogRow = typeof jobLogs.$inferSelect;

/** Advisory-lock namespace of job claims (first key of pg_advisory_xact_lock(int, int)): "VJ". */
const LOCK_NAMESPACE = 0x564a;
/** A non-concurrent job marked running for longer than this is taken to have died with its process. */
const STALE_RUN_MS = 6 * 60 * 60 * 1000;

/** Tunables (tests lower them). */
export const jobRunnerSettings = {
  /** How often a runner re-reads the jobs, so changes made through another process apply. */
  reloadMs: 10_000,
  /** A scheduled time not claimed this long after it passed counts as missed (misfire). */
  misfireGraceMs: 10_000,
  /** How long stop() waits for runs in progress. */
  stopWaitMs: 10_000,
};

export const truncate = (text: string | null | undefined, max: number = JOB_LIMITS.logText): string | null =>
  text == null ? null : text.length > max ? text.slice(0, max) : text;

function errorText(err: unknown): string {
  if (err instanceof Error) {
    const head = `${err.name}: ${err.message}`;
    return err.stack && err.stack.startsWith(head) ? err.stack : `${head}${err.stack ? `\n${err.stack}` : ''}`;
  }
  return String(err);
}

type Claim = { kind: 'claimed'; job: JobRow; holdsRun: boolean } | { kind: 'taken' | 'busy' | 'gone' };

interface Scheduled {
  cron: Cron;
  signature: string;
}

/**
 * Runs the jobs of sys_job on their cron schedules (croner, in process). Every process may run a
 * runner; each fire is claimed in one transaction (an advisory lock on the job, then a
 * conditional update of `last_fire_at` to the scheduled time), so a fire runs at most once in
 * the whole cluster. Non-concurrent jobs are also marked running on the row, so a fire while a
 * run is in progress anywhere is skipped. Runs missed while no process was up are handled by the
 * job's misfire policy. Every run writes a sys_job_log row.
 */
export class JobRunner {
  readonly instance: string;
  private readonly scheduled = new Map<number, Scheduled>();
  private readonly runs = new Set<Promise<unknown>>();
  /** Jobs with a run in progress in this process. */
  private readonly runningHere = new Map<number, number>();
  private readonly catchingUp = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private syncChain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly config: Config,
    instance?: string,
  ) {
    this.instance = (instance ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`).slice(0, 100);
  }

  get isStarted(): boolean {
    return this.started;
  }

  /** Ids of the jobs this runner has on a schedule now. */
  scheduledIds(): number[] {
    return [...this.scheduled.keys()].sort((a, b) => a - b);
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.sync();
    this.timer = setInterval(() => void this.sync(), jobRunnerSettings.reloadMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const entry of this.scheduled.values()) entry.cron.stop();
    this.scheduled.clear();
    await this.syncChain;
    if (this.runs.size) {
      let timeout: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...this.runs]), new Promise((r) => (timeout = setTimeout(r, jobRunnerSettings.stopWaitMs)))]);
      clearTimeout(timeout);
    }
  }

  /** Re-reads the jobs and (re)schedules what changed; called after every change and periodically. */
  sync(): Promise<void> {
    if (!this.started) return Promise.resolve();
    this.syncChain = this.syncChain.then(
      () => this.doSync().catch((err: unknown) => this.log.error({ err }, 'job runner: reload failed')),
      () => undefined,
    );
    return this.syncChain;
  }

  private async doSync(): Promise<void> {
    if (!this.started) return;
    const timeZone = await businessTimeZone(this.db);
    const rows = await this.db.select().from(jobs);
    const active = new Set<number>();
    for (const job of rows) {
      if (job.status !== JOB_STATUS.normal) continue;
      const signature = `${job.cronExpression}|${timeZone}|${job.updatedAt.getTime()}`;
      const current = this.scheduled.get(job.id);
      if (current?.signature === signature) {
        active.add(job.id);
        this.catchUp(job, current.cron);
        continue;
      }
      current?.cron.stop();
      this.scheduled.delete(job.id);
      const check = checkCron(job.cronExpression, timeZone);
      if (!check.ok) {
        this.log.warn({ jobId: job.id, cron: job.cronExpression, detail: check.detail }, 'job runner: job not scheduled');
        continue;
      }
      check.cron.stop();
      const cron = scheduleCron(job.cronExpression, timeZone, (at) => this.track(this.fire(job.id, at, 'schedule')));
      this.scheduled.set(job.id, { cron, signature });
      active.add(job.id);
      this.catchUp(job, cron);
    }
    for (const [id, entry] of this.scheduled) {
      if (!active.has(id)) {
        entry.cron.stop();
        this.scheduled.delete(id);
      }
    }
  }

  /** Handles the fires missed since the job was last claimed, by its misfire policy. */
  private catchUp(job: JobRow, cron: Cron): void {
    if (this.catchingUp.has(job.id)) return;
    const since = Math.max(job.lastFireAt?.getTime() ?? 0, job.scheduleSince.getTime());
    const limit = new Date(Date.now() - jobRunnerSettings.misfireGraceMs + 1);
    const missed = cron
      .previousRuns(JOB_MISFIRE_CATCH_UP, limit)
      .filter((d) => d.getTime() > since)
      .reverse();
    if (!missed.length) return;
    this.catchingUp.add(job.id);
    const work = async () => {
      if (job.misfirePolicy === JOB_MISFIRE.skip) {
        await this.claim(job.id, missed[missed.length - 1]!, true);
        return;
      }
      const times = job.misfirePolicy === JOB_MISFIRE.fireNow ? missed : [missed[missed.length - 1]!];
      for (const at of times) {
        if (!this.started) return;
        await this.fire(job.id, at, 'misfire');
      }
    };
    this.track(
      work()
        .catch((err: unknown) => this.log.error({ err, jobId: job.id }, 'job runner: catch-up failed'))
        .finally(() => this.catchingUp.delete(job.id)),
    );
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.runs.add(promise);
    void promise.finally(() => this.runs.delete(promise)).catch(() => undefined);
    return promise;
  }

  /** One scheduled (or missed) fire: claim it, then run it if this process won the claim. */
  private async fire(jobId: number, at: Date, trigger: JobTrigger): Promise<void> {
    if (!this.started) return;
    try {
      const claim = await this.claim(jobId, at, false);
      if (claim.kind === 'busy') this.log.info({ jobId, at }, 'job runner: fire skipped, the previous run is still in progress');
      if (claim.kind !== 'claimed') return;
      await this.execute(claim.job, trigger, at, claim.holdsRun);
    } catch (err) {
      this.log.error({ err, jobId }, 'job runner: fire failed');
    }
  }

  /**
   * Claims the fire at `at` for this process. One transaction: the job's advisory lock (so
   * claims of one job queue up across processes), the row re-read under FOR UPDATE, and
   * `last_fire_at` moved to `at` only when it is still earlier. `consumeOnly` records the
   * fire as handled without running it (misfire policy "skip").
   */
  private claim(jobId: number, at: Date, consumeOnly: boolean): Promise<Claim> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${jobId}::int)`);
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job || job.status !== JOB_STATUS.normal) return { kind: 'gone' } as const;
      if (job.lastFireAt && job.lastFireAt.getTime() >= at.getTime()) return { kind: 'taken' } as const;
      if (consumeOnly) {
        await tx.update(jobs).set({ lastFireAt: at }).where(eq(jobs.id, jobId));
        return { kind: 'taken' } as const;
      }
      const exclusive = job.concurrent === JOB_CONCURRENT.forbidden;
      if (exclusive && this.isBusy(job)) {
        await tx.update(jobs).set({ lastFireAt: at }).where(eq(jobs.id, jobId));
        return { kind: 'busy' } as const;
      }
      const now = new Date();
      const set = exclusive ? { lastFireAt: at, runningSince: now, runningBy: this.instance } : { lastFireAt: at };
      await tx.update(jobs).set(set).where(eq(jobs.id, jobId));
      return { kind: 'claimed', job: { ...job, ...set }, holdsRun: exclusive } as const;
    });
  }

  private isBusy(job: JobRow): boolean {
    if ((this.runningHere.get(job.id) ?? 0) > 0) return true;
    return !!job.runningSince && Date.now() - job.runningSince.getTime() < STALE_RUN_MS;
  }

  /**
   * "Run once now": runs the job in this process whatever its status or schedule (refused while
   * a non-concurrent job runs anywhere). Answers the run, which ends with its log row.
   */
  async runNow(jobId: number): Promise<{ job: JobRow; done: Promise<JobLogRow> }> {
    const claim = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}::int, ${jobId}::int)`);
      const [job] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for('update');
      if (!job) throw AppError.notFound();
      const exclusive = job.concurrent === JOB_CONCURRENT.forbidden;
      if (exclusive && this.isBusy(job)) throw AppError.badRequest('jobRunning', { jobName: job.jobName });
      if (exclusive) await tx.update(jobs).set({ runningSince: new Date(), runningBy: this.instance }).where(eq(jobs.id, jobId));
      return { job, holdsRun: exclusive };
    });
    const done = this.track(this.execute(claim.job, 'manual', null, claim.holdsRun));
    return { job: claim.job, done };
  }

  /** Runs the handler and writes the log; never throws for the handler's own failure. */
  private async execute(job: JobRow, trigger: JobTrigger, fireTime: Date | null, holdsRun: boolean): Promise<JobLogRow> {
    this.runningHere.set(job.id, (this.runningHere.get(job.id) ?? 0) + 1);
    const start = new Date();
    let message: string | null = null;
    let messageI18n: Translations | null = null;
    let error: string | null = null;
    try {
      const handler = jobHandler(job.invokeTarget);
      if (!handler) throw new Error(`Unknown job handler "${job.invokeTarget}": only registered handlers can run.`);
      const parsed = handler.args.safeParse(job.args ?? {});
      if (!parsed.success) throw new Error(`Invalid arguments for ${handler.name}: ${parsed.error.message}`);
      const timeZone = await businessTimeZone(this.db);
      const result = await handler.run({ db: this.db, args: parsed.data, now: start, timeZone, log: this.log, config: this.config });
      if (typeof result === 'string') message = result;
      else if (result) {
        messageI18n = Object.fromEntries(LANGS.map((l) => [l, truncate(result[l]) ?? ''])) as Translations;
        message = messageI18n.en;
      }
    } catch (err) {
      error = errorText(err);
    } finally {
      const left = (this.runningHere.get(job.id) ?? 1) - 1;
      if (left > 0) this.runningHere.set(job.id, left);
      else this.runningHere.delete(job.id);
    }
    const end = new Date();
    const durationMs = end.getTime() - start.getTime();
    const status = error === null ? JOB_LOG_STATUS.success : JOB_LOG_STATUS.failure;
    const [row] = await this.db
      .insert(jobLogs)
      .values({
        jobId: job.id,
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        invokeTarget: job.invokeTarget,
        args: job.args ?? {},
        trigger,
        fireTime,
        startTime: start,
        endTime: end,
        durationMs,
        status,
        jobMessage: truncate(message),
        messageI18n,
        exceptionInfo: truncate(error),
        instance: this.instance,
      })
      .returning();
    await this.db
      .update(jobs)
      .set({
        lastRunAt: start,
        lastRunStatus: status,
        lastRunDurationMs: durationMs,
        ...(holdsRun
          ? {
              runningSince: sql`case when ${jobs.runningBy} = ${this.instance} then null else ${jobs.runningSince} end`,
              runningBy: sql`case when ${jobs.runningBy} = ${this.instance} then null else ${jobs.runningBy} end`,
            }
          : {}),
      })
      .where(eq(jobs.id, job.id));
    if (error) this.log.warn({ jobId: job.id, target: job.invokeTarget }, 'job failed');
    return row!;
  }
}
