import { JOB_HANDLER_NAMES, type Job, type JobLog, LANGS, type Translations, message } from '@vr/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerJobHandler } from '../../platform/jobs/index.js';
import { body, useTestApp } from '../../test/harness.js';
import { insertOrderRow } from '../../test/order-rows.js';
import { sessions, users } from '../../platform/identity/schema.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { clearConfigCache } from '../configs/index.js';
import { operationLogs } from '../../platform/audit/schema.js';
import { orderItems } from '../orders/index.js';
import { salesDaily } from '../reports/index.js';
import { jobLogs, jobs } from '../../platform/jobs/schema.js';
import { exportedRows } from '../../test/exports.js';

const t = useTestApp();
let token = '';
let seq = 0;

// A handler that fails with a long error: registered for this file only (the product ships none).
// Its words are no product text, the same in every language.
const sameInEveryLanguage = (words: string) => Object.fromEntries(LANGS.map((lang) => [lang, words])) as Translations;
const LONG_ERROR = `boom ${'x'.repeat(5000)}`;
let unregister: (() => void) | undefined;
beforeAll(() => {
  unregister = registerJobHandler({
    name: 'test.fail',
    title: sameInEveryLanguage('Fail'),
    description: sameInEveryLanguage('Throws'),
    args: z.object({}),
    fields: [],
    run: () => Promise.reject(new Error(LONG_ERROR)),
  });
});
afterAll(() => unregister?.());

beforeEach(async () => {
  clearConfigCache();
  token = await t.login('admin', 'admin123');
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { token, lang }, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A valid job (unique name, so the repeat-submit guard never sees the same body twice). */
const newJob = (over: Record<string, unknown> = {}) => ({
  jobName: `Test job ${++seq}`,
  jobGroup: 'DEFAULT',
  invokeTarget: JOB_HANDLER_NAMES.expireSessions,
  cronExpression: '0 0 2 * * ?',
  misfirePolicy: 0,
  concurrent: 1,
  status: 1,
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<Job> {
  const b = body<Job>(await call('POST', '/admin/monitor/job', newJob(over)));
  expect(b.status, JSON.stringify(b)).toBe(1001);
  return b.data;
}

const jobCount = () =>
  t.database.db
    .select({ n: count() })
    .from(jobs)
    .then((r) => r[0]!.n);

describe('scheduled jobs', () => {
  it('lists the built-in jobs and the handlers a job may target', async () => {
    const list = body<Job[]>(await call('GET', '/admin/monitor/job/list?jobGroup=SYSTEM&orderByColumn=jobName&limit=100'));
    expect(list.data.map((j) => j.invokeTarget).sort()).toEqual(Object.values(JOB_HANDLER_NAMES).sort());
    expect(list.data.every((j) => j.builtIn && j.status === 0 && j.nextValidTime !== null)).toBe(true);
    const handlers = body<{ name: string; title: string; args: { name: string }[] }[]>(
      await call('GET', '/admin/monitor/job/handlers', undefined, 'zh'),
    );
    const rollup = handlers.data.find((h) => h.name === JOB_HANDLER_NAMES.salesRollup)!;
    expect(rollup.title).toBe('每日销售汇总');
    expect(rollup.args.map((a) => a.name)).toEqual(['rollupDays', 'rollupDay']);
  });

  it('refuses a target that is not a registered handler, and stores nothing', async () => {
    const before = await jobCount();
    for (const target of ['ryTask.ryParams("x")', 'process.exit(1)', 'sessions.expire; drop table sys_job']) {
      const b = body<{ errors: { field: string; message: string }[] }>(
        await call('POST', '/admin/monitor/job', newJob({ invokeTarget: target })),
      );
      expect(b.status).toBe(400);
      expect(b.data.errors[0]!.field).toBe('invokeTarget');
      expect(b.data.errors[0]!.message).toContain('Unknown target');
    }
    expect(await jobCount()).toBe(before);
  });

  it("refuses arguments the handler's schema does not accept", async () => {
    const tooMany = body<{ errors: { field: string }[] }>(
      await call('POST', '/admin/monitor/job', newJob({ invokeTarget: JOB_HANDLER_NAMES.salesRollup, args: { rollupDays: 500 } })),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.errors.map((e) => e.field)).toEqual(['args.rollupDays']);
    const unknownKey = body<{ errors: { field: string }[] }>(
      await call('POST', '/admin/monitor/job', newJob({ invokeTarget: JOB_HANDLER_NAMES.expireSessions, args: { code: 'x' } })),
    );
    expect(unknownKey.status).toBe(400);
    expect(unknownKey.data.errors[0]!.field).toBe('args');
    const ok = await create({ invokeTarget: JOB_HANDLER_NAMES.salesRollup, args: { rollupDays: '7' } });
    expect(ok.args).toEqual({ rollupDays: 7 });
  });

  it('refuses an invalid cron expression in the caller’s language', async () => {
    for (const lang of ['en', 'zh', 'es', 'ja'] as const) {
      const b = body<{ errors: { field: string; message: string }[] }>(
        await call('POST', '/admin/monitor/job', newJob({ cronExpression: '61 * * * *' }), lang),
      );
      expect(b.status).toBe(400);
      expect(b.data.errors).toEqual([{ field: 'cronExpression', message: message('jobCronInvalid', lang) }]);
    }
    const never = body<{ errors: { field: string; message: string }[] }>(
      await call('POST', '/admin/monitor/job', newJob({ cronExpression: '0 0 0 1 1 * 2001' })),
    );
    expect(never.data.errors[0]).toEqual({ field: 'cronExpression', message: message('jobCronNeverFires', 'en') });
    const tooLong = body<{ errors: { field: string }[] }>(
      await call('POST', '/admin/monitor/job', newJob({ cronExpression: '*'.repeat(256) })),
    );
    expect(tooLong.data.errors[0]!.field).toBe('cronExpression');
  });

  it('previews the next five runs of an expression, or says why it is refused', async () => {
    const good = body<{ valid: boolean; nextRuns: string[]; timeZone: string }>(
      await call('GET', `/admin/monitor/job/cronPreview?cron=${encodeURIComponent('0 0/15 * * * ?')}`),
    );
    expect(good.data.valid).toBe(true);
    expect(good.data.timeZone).toBe('Asia/Shanghai');
    expect(good.data.nextRuns).toHaveLength(5);
    const times = good.data.nextRuns.map((s) => new Date(s).getTime());
    expect(times.every((v, i) => i === 0 || v - times[i - 1]! === 15 * 60_000)).toBe(true);
    const bad = body<{ valid: boolean; error: string }>(await call('GET', '/admin/monitor/job/cronPreview?cron=nonsense', undefined, 'ja'));
    expect(bad.data).toMatchObject({ valid: false, error: message('jobCronInvalid', 'ja') });
  });

  it('adds, reads, changes, pauses, resumes and deletes a job', async () => {
    const job = await create({ status: 0, cronExpression: '0 */5 * * * ?' });
    expect(job.nextValidTime).not.toBeNull();
    expect(job.createBy).toBe('admin');
    const read = body<Job>(await call('GET', `/admin/monitor/job/${job.jobId}`));
    expect(read.data.cronExpression).toBe('0 */5 * * * ?');
    const changed = body<Job>(
      await call('PUT', '/admin/monitor/job', { ...newJob({ cronExpression: '0 0 3 * * ?', status: 0 }), jobId: job.jobId }),
    );
    expect(changed.data.cronExpression).toBe('0 0 3 * * ?');
    const paused = body<Job>(await call('PUT', '/admin/monitor/job/changeStatus', { jobId: job.jobId, status: 1 }));
    expect(paused.data).toMatchObject({ status: 1, nextValidTime: null });
    const resumed = body<Job>(await call('PUT', '/admin/monitor/job/changeStatus', { jobId: job.jobId, status: 0 }));
    expect(resumed.data.status).toBe(0);
    const filtered = body<Job[]>(
      await call('GET', `/admin/monitor/job/list?jobName=${encodeURIComponent(job.jobName.slice(0, 8))}&status=0`),
    );
    expect(filtered.data.map((j) => j.jobId)).toContain(job.jobId);
    expect(body(await call('DELETE', `/admin/monitor/job/${job.jobId}`)).status).toBe(1001);
    expect(body(await call('GET', `/admin/monitor/job/${job.jobId}`)).status).toBe(404);
  });

  it('never deletes a built-in job nor changes its target; a batch with one is refused whole', async () => {
    const own = await create();
    const [builtIn] = await t.database.db.select().from(jobs).where(eq(jobs.builtInKey, 'purgeLogs'));
    const refused = body(await call('DELETE', `/admin/monitor/job/${own.jobId},${builtIn!.id}`));
    expect(refused.status).toBe(400);
    expect(body(await call('GET', `/admin/monitor/job/${own.jobId}`)).status).toBe(1001);
    const retarget = body<{ errors: { field: string }[] }>(
      await call('PUT', '/admin/monitor/job', {
        ...newJob({ invokeTarget: JOB_HANDLER_NAMES.expireSessions }),
        jobId: builtIn!.id,
      }),
    );
    expect(retarget.data.errors[0]!.field).toBe('invokeTarget');
    // Its schedule may change (and a pause is how an administrator stops it).
    const rescheduled = body<Job>(
      await call('PUT', '/admin/monitor/job', {
        jobId: builtIn!.id,
        jobName: builtIn!.jobName,
        jobGroup: 'SYSTEM',
        invokeTarget: builtIn!.invokeTarget,
        cronExpression: '0 45 4 * * ?',
        status: 1,
      }),
    );
    expect(rescheduled.data).toMatchObject({ cronExpression: '0 45 4 * * ?', status: 1 });
  });

  it('sorts only by whitelisted columns', async () => {
    expect(body(await call('GET', '/admin/monitor/job/list?orderByColumn=invoke_target;drop')).status).toBe(400);
    expect(body(await call('GET', '/admin/monitor/jobLog/list?orderByColumn=password')).status).toBe(400);
  });
});

describe('run once and the job log', () => {
  it('runs a job now and logs start, end, duration and its message', async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    await t.database.db.insert(sessions).values({ id: 'e'.repeat(64), userId: admin!.id, expiresAt: new Date(Date.now() - 60_000) });
    const job = await create({ invokeTarget: JOB_HANDLER_NAMES.expireSessions });
    const run = body<{ running: boolean; log: JobLog }>(await call('PUT', '/admin/monitor/job/run', { jobId: job.jobId }));
    expect(run.status).toBe(1001);
    expect(run.data.running).toBe(false);
    expect(run.data.log).toMatchObject({ jobId: job.jobId, status: 0, trigger: 'manual', fireTime: null, exceptionInfo: null });
    expect(run.data.log.jobMessage).toMatch(/^\d+ expired sessions/);
    // The same entry read in Chinese says it in Chinese.
    const zhLog = body<JobLog[]>(await call('GET', `/admin/monitor/jobLog/list?jobId=${job.jobId}`, undefined, 'zh'));
    expect(zhLog.data[0]!.jobMessage).toMatch(/^已删除 \d+ 个过期会话/);
    expect(new Date(run.data.log.endTime).getTime()).toBeGreaterThanOrEqual(new Date(run.data.log.startTime).getTime());
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, 'e'.repeat(64))),
    ).toHaveLength(0);
    // The job row remembers its last run; the run did not claim a scheduled fire.
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(row).toMatchObject({ lastRunStatus: 0, lastFireAt: null, runningSince: null });
    // The log, filtered to this job, answers it; and its detail.
    const logs = body<JobLog[]>(await call('GET', `/admin/monitor/jobLog/list?jobId=${job.jobId}`));
    expect(logs.total).toBe(1);
    const detail = body<JobLog>(await call('GET', `/admin/monitor/jobLog/${logs.data[0]!.jobLogId}`));
    expect(detail.data.jobName).toBe(job.jobName);
  });

  it('logs a handler that throws, with the error truncated to 2000 characters', async () => {
    const job = await create({ invokeTarget: 'test.fail' });
    const run = body<{ log: JobLog }>(await call('PUT', '/admin/monitor/job/run', { jobId: job.jobId }, 'zh'));
    expect(run.status).toBe(1001);
    expect(run.result).toMatch(/^任务执行失败/);
    expect(run.data.log.status).toBe(1);
    expect(run.data.log.exceptionInfo).toHaveLength(2000);
    expect(run.data.log.exceptionInfo!.startsWith(`Error: boom xxx`)).toBe(true);
    const failures = body<JobLog[]>(await call('GET', `/admin/monitor/jobLog/list?jobId=${job.jobId}&status=1`));
    expect(failures.total).toBe(1);
    expect(body<JobLog[]>(await call('GET', `/admin/monitor/jobLog/list?jobId=${job.jobId}&status=0`)).total).toBe(0);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(row!.lastRunStatus).toBe(1);
  });

  it('fails a run whose stored target no longer exists (never evaluates it)', async () => {
    const job = await create();
    await t.database.db.update(jobs).set({ invokeTarget: 'gone.handler' }).where(eq(jobs.id, job.jobId));
    const run = body<{ log: JobLog }>(await call('PUT', '/admin/monitor/job/run', { jobId: job.jobId }));
    expect(run.data.log.status).toBe(1);
    expect(run.data.log.exceptionInfo).toContain('Unknown job handler "gone.handler"');
  });

  it('refuses to run a non-concurrent job that is marked running elsewhere', async () => {
    const job = await create({ concurrent: 1 });
    await t.database.db.update(jobs).set({ runningSince: new Date(), runningBy: 'other:1' }).where(eq(jobs.id, job.jobId));
    const b = body(await call('PUT', '/admin/monitor/job/run', { jobId: job.jobId }));
    expect(b.status).toBe(400);
    expect(b.result).toBe(message('jobRunning', 'en', { jobName: job.jobName }));
    const allowed = await create({ concurrent: 0 });
    await t.database.db.update(jobs).set({ runningSince: new Date(), runningBy: 'other:1' }).where(eq(jobs.id, allowed.jobId));
    expect(body(await call('PUT', '/admin/monitor/job/run', { jobId: allowed.jobId })).status).toBe(1001);
  });

  it('filters the log by time, deletes entries, clears one job’s log, exports', async () => {
    const a = await create();
    const b = await create();
    // The same body twice within a second is a repeat submit (601): the second run names the group.
    for (const [j, jobGroup] of [
      [a, undefined],
      [a, 'DEFAULT'],
      [b, undefined],
    ] as const) {
      expect(body(await call('PUT', '/admin/monitor/job/run', { jobId: j.jobId, jobGroup })).status).toBe(1001);
    }
    await t.database.db
      .update(jobLogs)
      .set({ startTime: sql`start_time - interval '3 days'` })
      .where(eq(jobLogs.jobId, b.jobId));
    const today = new Date().toISOString().slice(0, 10);
    const recent = body<JobLog[]>(
      await call('GET', `/admin/monitor/jobLog/list?beginTime=${encodeURIComponent(`${today} 00:00:00`)}&jobName=Test`),
    );
    expect(recent.data.every((l) => l.jobId !== b.jobId)).toBe(true);
    expect(body(await call('GET', '/admin/monitor/jobLog/list?beginTime=yesterday')).status).toBe(400);

    const rows = await exportedRows(t, token, { kind: 'jobLogs', query: { jobId: a.jobId } });
    expect(rows).toHaveLength(3); // header + two runs
    expect(rows[0]![1]).toBe('Job name');

    const aLogs = body<JobLog[]>(await call('GET', `/admin/monitor/jobLog/list?jobId=${a.jobId}`)).data;
    expect(body(await call('DELETE', `/admin/monitor/jobLog/${aLogs[0]!.jobLogId}`)).status).toBe(1001);
    expect(body(await call('GET', `/admin/monitor/jobLog/list?jobId=${a.jobId}`)).total).toBe(1);
    expect(body(await call('DELETE', `/admin/monitor/jobLog/clean?jobId=${a.jobId}`)).status).toBe(1001);
    expect(body(await call('GET', `/admin/monitor/jobLog/list?jobId=${a.jobId}`)).total).toBe(0);
    expect(body(await call('GET', `/admin/monitor/jobLog/list?jobId=${b.jobId}`)).total).toBe(1);
    // Without a job: everything.
    expect(body(await call('DELETE', '/admin/monitor/jobLog/clean')).status).toBe(1001);
    expect(body(await call('GET', '/admin/monitor/jobLog/list')).total).toBe(0);
  });

  it('exports the filtered jobs', async () => {
    const rows = await exportedRows(t, token, { kind: 'jobs', query: { jobGroup: 'SYSTEM' } }, { lang: 'zh' });
    expect(rows[0]![1]).toBe('任务名称');
    expect(rows).toHaveLength(1 + Object.values(JOB_HANDLER_NAMES).length);
  });
});

describe('built-in handlers', () => {
  async function runTarget(invokeTarget: string, args: Record<string, unknown> = {}) {
    const job = await create({ invokeTarget, args });
    const run = body<{ log: JobLog }>(await call('PUT', '/admin/monitor/job/run', { jobId: job.jobId }));
    expect(run.data.log.exceptionInfo).toBeNull();
    return run.data.log;
  }

  it('every built-in job runs once without an error, its message in the reader’s language', async () => {
    const builtIn = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.builtInKey} is not null`);
    expect(builtIn).toHaveLength(Object.values(JOB_HANDLER_NAMES).length);
    for (const job of builtIn) {
      const run = body<{ log: JobLog }>(await call('PUT', '/admin/monitor/job/run', { jobId: job.id }, 'ja'));
      expect(run.data.log.exceptionInfo, job.invokeTarget).toBeNull();
      expect(run.data.log.jobMessage, job.invokeTarget).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });

  it('the daily roll-up equals the paid orders of each device and business day', async () => {
    const db = t.database.db;
    // Shanghai (UTC+8): 15:30Z is 23:30 of the same day, 16:30Z already the next day.
    const at = (iso: string) => new Date(iso);
    const order = async (
      code: string,
      deviceId: number,
      createdAt: Date,
      received: number,
      payStatus: number,
      cups: Array<[number, number]>,
    ) => {
      const orderId = await insertOrderRow(db, { orderCode: code, deviceId, orgId: 2, payStatus, received, createdAt });
      for (const [quantity, status] of cups) {
        await db.insert(orderItems).values({
          orderId,
          goodsCode: 'G1',
          goodsName: 'Latte',
          quantity,
          price: 10,
          amount: 10 * quantity,
          status,
          dispense: status === 1 ? 'success' : 'failed',
        });
      }
    };
    await order('T-1', 9001, at('2026-03-10T02:00:00Z'), 12.5, 5, [
      [1, 1],
      [2, 1],
    ]);
    await order('T-2', 9001, at('2026-03-10T15:30:00Z'), 7.25, 5, [
      [1, 1],
      [1, 2],
    ]);
    await order('T-3', 9001, at('2026-03-10T16:30:00Z'), 100, 5, [[1, 1]]); // 2026-03-11 in Shanghai
    await order('T-4', 9001, at('2026-03-10T03:00:00Z'), 50, 1, [[1, 1]]); // unpaid: not a sale
    await order('T-5', 9002, at('2026-03-10T04:00:00Z'), 3, 5, []);
    // Wrong figures the roll-up must repair, and a device-day with no sales left.
    await db.insert(salesDaily).values([
      { day: '2026-03-10', deviceId: 9001, orgId: 2, orderCount: 99, cupCount: 99, amount: 999 },
      { day: '2026-03-10', deviceId: 9003, orgId: 2, orderCount: 1, cupCount: 1, amount: 1 },
      { day: '2026-03-09', deviceId: 9003, orgId: 2, orderCount: 1, cupCount: 1, amount: 1 },
    ]);
    const log = await runTarget(JOB_HANDLER_NAMES.salesRollup, { rollupDay: '2026-03-10' });
    expect(log.jobMessage).toContain('2026-03-10..2026-03-10 (Asia/Shanghai)');
    const rows = await db
      .select({
        day: salesDaily.day,
        deviceId: salesDaily.deviceId,
        orderCount: salesDaily.orderCount,
        cupCount: salesDaily.cupCount,
        amount: salesDaily.amount,
      })
      .from(salesDaily)
      .where(sql`${salesDaily.deviceId} in (9001, 9002, 9003)`)
      .orderBy(salesDaily.day, salesDaily.deviceId);
    expect(rows).toEqual([
      { day: '2026-03-09', deviceId: 9003, orderCount: 1, cupCount: 1, amount: 1 }, // outside the range: untouched
      { day: '2026-03-10', deviceId: 9001, orderCount: 2, cupCount: 4, amount: 19.75 },
      { day: '2026-03-10', deviceId: 9002, orderCount: 1, cupCount: 0, amount: 3 },
    ]);
    // The next day picks up the late order.
    await runTarget(JOB_HANDLER_NAMES.salesRollup, { rollupDay: '2026-03-11' });
    const [next] = await db
      .select()
      .from(salesDaily)
      .where(and(eq(salesDaily.day, '2026-03-11'), eq(salesDaily.deviceId, 9001)));
    expect(next).toMatchObject({ orderCount: 1, cupCount: 1, amount: 100 });
  });

  it('the purge deletes only what is older than each retention parameter', async () => {
    const db = t.database.db;
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const oper = (createdAt: Date, url: string) =>
      db.insert(operationLogs).values({ module: 'test', action: 'x', method: 'POST', url, status: 1001, durationMs: 1, createdAt });
    await oper(daysAgo(200), '/purge/old');
    await oper(daysAgo(10), '/purge/recent');
    const urls = () =>
      db
        .select({ url: operationLogs.url })
        .from(operationLogs)
        .where(sql`${operationLogs.url} like '/purge/%'`)
        .then((r) => r.map((x) => x.url).sort());

    // Default operation retention: 180 days.
    const first = await runTarget(JOB_HANDLER_NAMES.purgeLogs, { purgeKinds: ['operation'] });
    expect(first.jobMessage).toBe('operation: 1 deleted (kept 180 days)');
    expect(await urls()).toEqual(['/purge/recent']);

    await db.update(sysConfigs).set({ configValue: '5' }).where(eq(sysConfigs.configKey, 'sys.log.retentionDays.operation'));
    await runTarget(JOB_HANDLER_NAMES.purgeLogs, { purgeKinds: ['operation'] });
    expect(await urls()).toEqual([]);

    // A parameter that is not a number of days purges nothing of that kind.
    await oper(daysAgo(400), '/purge/ancient');
    await db.update(sysConfigs).set({ configValue: 'forever' }).where(eq(sysConfigs.configKey, 'sys.log.retentionDays.operation'));
    const skipped = await runTarget(JOB_HANDLER_NAMES.purgeLogs, {});
    expect(skipped.jobMessage).toContain('operation: skipped');
    expect(skipped.jobMessage).toContain('job: 0 deleted (kept 30 days)');
    expect(await urls()).toEqual(['/purge/ancient']);
  });
});

describe("built-in jobs in the reader's language", () => {
  it('names and describes the built-in jobs in the request language; a job a user named keeps its name', async () => {
    const named = async (lang: string) =>
      Object.fromEntries(
        body<Job[]>(await call('GET', '/admin/monitor/job/list?jobGroup=SYSTEM&limit=50', undefined, lang)).data.map((j) => [
          j.invokeTarget,
          j,
        ]),
      ) as Record<string, Job>;
    const en = await named('en');
    expect(en[JOB_HANDLER_NAMES.expireSessions]).toMatchObject({ jobName: 'Expire sessions' });
    const zh = await named('zh');
    expect(zh[JOB_HANDLER_NAMES.expireSessions]).toMatchObject({ jobName: '清理过期会话', remark: expect.stringContaining('验证码') });
    expect(zh[JOB_HANDLER_NAMES.salesRollup]!.jobName).toBe('每日销售汇总');
    // Found by its name in any language.
    const found = body<Job[]>(await call('GET', `/admin/monitor/job/list?jobName=${encodeURIComponent('销售汇总')}`, undefined, 'zh'));
    expect(found.data.map((j) => j.invokeTarget)).toEqual([JOB_HANDLER_NAMES.salesRollup]);

    const created = await create({ jobName: 'Nightly check' });
    const detail = body<Job>(await call('GET', `/admin/monitor/job/${created.jobId}`, undefined, 'zh'));
    expect(detail.data.jobName).toBe('Nightly check');
  });
});
