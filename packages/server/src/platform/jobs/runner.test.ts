// Runs on both engines: two server instances share the database: each fire runs once, by row locks
import { Cron } from 'croner';
import { type Job, LANGS, type Translations } from '@vr/contracts';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { jobLogs, jobs } from './schema.js';
import { type TestApp, body, copyOfTemplate, createTestApp, openTestDatabase } from '../../test/harness.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { jobRunnerSettings } from './runner.js';
import { registerJobHandler } from './registry.js';

/**
 * The runner for real: croner schedules, claims in the database, two server instances on one
 * database (two pools on PostgreSQL with TEST_DATABASE_URL; two apps on one PGlite otherwise).
 * Nothing here asserts how long anything took; the tests wait for outcomes.
 */

/** The test handler's words: no product text, the same in every language. */
const sameInEveryLanguage = (words: string) => Object.fromEntries(LANGS.map((lang) => [lang, words])) as Translations;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(probe: () => Promise<T>, done: (v: T) => boolean, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(150);
  }
}

/** Two handles on one database: one PGlite shared, or two PostgreSQL pools. */
async function openShared(): Promise<{ a: DatabaseHandle; b: DatabaseHandle; close(): Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const handle = await openTestDatabase();
    return { a: handle, b: handle, close: () => handle.close() };
  }
  const copy = await copyOfTemplate(template);
  const a = await openDatabase({ databaseUrl: copy.url });
  const b = await openDatabase({ databaseUrl: copy.url });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await copy.drop();
    },
  };
}

// What the test handlers saw.
const stats = { calls: 0, active: 0, maxActive: 0 };
let delayMs = 0;
const saved = { ...jobRunnerSettings };
const unregister: Array<() => void> = [];
let shared: Awaited<ReturnType<typeof openShared>>;

beforeAll(async () => {
  jobRunnerSettings.reloadMs = 300;
  jobRunnerSettings.misfireGraceMs = 3000;
  unregister.push(
    registerJobHandler({
      name: 'test.count',
      title: sameInEveryLanguage('Count'),
      description: sameInEveryLanguage('Counts'),
      args: z.object({}).strict(),
      fields: [],
      async run() {
        stats.calls += 1;
        stats.active += 1;
        stats.maxActive = Math.max(stats.maxActive, stats.active);
        try {
          if (delayMs) await sleep(delayMs);
        } finally {
          stats.active -= 1;
        }
        return 'counted';
      },
    }),
  );
  shared = await openShared();
  // The built-in jobs keep to their own schedules; pause them so only the tests' jobs run.
  await shared.a.db.update(jobs).set({ status: 1 }).where(isNotNull(jobs.builtInKey));
}, 60_000);

afterAll(async () => {
  Object.assign(jobRunnerSettings, saved);
  for (const u of unregister) u();
  await shared?.close();
});

async function startApp(handle: DatabaseHandle): Promise<{ t: TestApp; token: string }> {
  const t = await createTestApp({ jobsEnabled: true }, undefined, handle);
  return { t, token: await t.login('admin', 'admin123') };
}

const api = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) }).then((r) => body<unknown>(r));

/** A job of the test handler firing every second, concurrent or one run at a time. */
const everySecond = (jobName: string, concurrent: 0 | 1) => ({
  jobName,
  invokeTarget: 'test.count',
  cronExpression: '* * * * * *',
  concurrent,
  status: 0,
});

/** Waits until an instance has scheduled the job: it learns of a job made on another instance on its next reload. */
const scheduledOn = (t: TestApp, jobId: number, what: string) =>
  waitFor(
    async () => t.app.jobRunner.scheduledIds(),
    (ids) => ids.includes(jobId),
    what,
  );

const logsOf = (db: DatabaseHandle['db'], jobId: number) =>
  db.select().from(jobLogs).where(eq(jobLogs.jobId, jobId)).orderBy(asc(jobLogs.startTime), asc(jobLogs.id));

describe('job runner', () => {
  it('runs a job every second on its schedule, logs each run, and stops when paused', async () => {
    const { t, token } = await startApp(shared.a);
    try {
      const created = await api(t, token, 'POST', '/admin/monitor/job', everySecond('Every second', 0));
      expect(created.status).toBe(1001);
      const jobId = (created.data as Job).jobId;
      const logs = await waitFor(
        () => logsOf(shared.a.db, jobId),
        (rows) => rows.length >= 3,
        'three scheduled runs',
      );
      for (const log of logs) {
        expect(log).toMatchObject({ trigger: 'schedule', status: 0, jobMessage: 'counted', exceptionInfo: null });
        expect(log.fireTime!.getTime() % 1000).toBe(0);
        expect(log.startTime.getTime()).toBeGreaterThanOrEqual(log.fireTime!.getTime());
      }
      expect(new Set(logs.map((l) => l.fireTime!.getTime())).size).toBe(logs.length);

      expect((await api(t, token, 'PUT', '/admin/monitor/job/changeStatus', { jobId, status: 1 })).status).toBe(1001);
      expect(t.app.jobRunner.scheduledIds()).not.toContain(jobId);
      // A run claimed just before the pause may still finish (slowly on a loaded machine): wait
      // until the count holds for 1.5 s; a runner that still fires every second never settles.
      let settled = (await logsOf(shared.a.db, jobId)).length;
      for (let tries = 0; ; tries++) {
        await sleep(1500);
        const now = (await logsOf(shared.a.db, jobId)).length;
        if (now === settled) break;
        if (tries >= 5) throw new Error(`job logs still growing after the pause: ${settled} → ${now}`);
        settled = now;
      }
      await sleep(2500);
      expect((await logsOf(shared.a.db, jobId)).length).toBe(settled);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('runs each fire exactly once when two server instances share the database', async () => {
    const one = await startApp(shared.a);
    const two = await startApp(shared.b);
    try {
      const before = stats.calls;
      const created = await api(one.t, one.token, 'POST', '/admin/monitor/job', everySecond('Shared every second', 0));
      const jobId = (created.data as Job).jobId;
      // The other instance learns of the new job on its next reload: then both race for each fire.
      await scheduledOn(two.t, jobId, 'the second instance to schedule the job');
      const raced = Date.now();
      await waitFor(
        () => logsOf(shared.a.db, jobId),
        (rows) => rows.filter((r) => r.fireTime!.getTime() > raced).length >= 5,
        'five fires while both instances run',
      );
      await api(one.t, one.token, 'PUT', '/admin/monitor/job/changeStatus', { jobId, status: 1 });
      await sleep(1500);
      const logs = await logsOf(shared.a.db, jobId);
      const fires = logs.map((l) => l.fireTime!.getTime());
      expect(new Set(fires).size).toBe(fires.length);
      expect(stats.calls - before).toBe(logs.length);
      // Both processes took part in the race (each has its own instance id).
      expect(one.t.app.jobRunner.instance).not.toBe(two.t.app.jobRunner.instance);
    } finally {
      await one.t.close();
      await two.t.close();
    }
  }, 60_000);

  it('skips a fire of a non-concurrent job while a run is in progress on any instance', async () => {
    const one = await startApp(shared.a);
    const two = await startApp(shared.b);
    stats.maxActive = 0;
    delayMs = 1600;
    try {
      const created = await api(one.t, one.token, 'POST', '/admin/monitor/job', everySecond('Slow, one at a time', 1));
      const jobId = (created.data as Job).jobId;
      await scheduledOn(two.t, jobId, 'both instances scheduling');
      await waitFor(
        () => logsOf(shared.a.db, jobId),
        (rows) => rows.length >= 3,
        'three slow runs',
      );
      await api(one.t, one.token, 'PUT', '/admin/monitor/job/changeStatus', { jobId, status: 1 });
      await waitFor(
        async () => stats.active,
        (n) => n === 0,
        'the last run to end',
      );
      expect(stats.maxActive).toBe(1);
      const logs = await logsOf(shared.a.db, jobId);
      for (let i = 1; i < logs.length; i++) expect(logs[i]!.startTime.getTime()).toBeGreaterThanOrEqual(logs[i - 1]!.endTime.getTime());
      // The runner marks the job free right after the handler returned, in a statement of its own.
      await waitFor(
        async () => (await shared.a.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]!.runningSince,
        (since) => since === null,
        'the job marked free after its last run',
      );
    } finally {
      delayMs = 0;
      await one.t.close();
      await two.t.close();
    }
  }, 60_000);

  it('handles runs missed while no server was up by each misfire policy', async () => {
    const cron = '0 0,30 * * * *';
    const since = new Date(Date.now() - 95 * 60_000);
    const missedAt = () =>
      new Cron(cron, { paused: true, timezone: 'Asia/Shanghai' })
        .previousRuns(20, new Date(Date.now() - jobRunnerSettings.misfireGraceMs))
        .filter((d) => d > since)
        .map((d) => d.getTime())
        .sort((x, y) => x - y);
    const expectedBefore = missedAt();
    const inserted = await shared.a.db
      .insert(jobs)
      .values(
        [0, 1, 2, 3].map((policy) => ({
          jobName: `Missed, policy ${policy}`,
          invokeTarget: 'test.count',
          cronExpression: cron,
          misfirePolicy: policy,
          concurrent: 0,
          status: 0,
          scheduleSince: since,
        })),
      )
      .returning({ id: jobs.id, policy: jobs.misfirePolicy });
    const idOf = (policy: number) => inserted.find((r) => r.policy === policy)!.id;
    const { t } = await startApp(shared.a);
    try {
      const misfires = (jobId: number) =>
        logsOf(shared.a.db, jobId).then((rows) => rows.filter((r) => r.trigger === 'misfire').map((r) => r.fireTime!.getTime()));
      const all = await waitFor(
        () => misfires(idOf(1)),
        (fires) => fires.length >= expectedBefore.length,
        'every missed run of "fire immediately"',
      );
      const expected = all.length === expectedBefore.length ? expectedBefore : missedAt(); // a half hour passed meanwhile
      expect(all).toEqual(expected);
      for (const policy of [0, 2]) {
        const once = await waitFor(
          () => misfires(idOf(policy)),
          (f) => f.length >= 1,
          `policy ${policy} catch-up`,
        );
        expect(once).toEqual([expected[expected.length - 1]]);
      }
      // Skip: nothing runs, the missed time is recorded as handled.
      const [skipped] = await waitFor(
        () =>
          shared.a.db
            .select()
            .from(jobs)
            .where(eq(jobs.id, idOf(3))),
        (rows) => rows[0]?.lastFireAt != null,
        'the skip policy to record the missed fire',
      );
      expect(skipped!.lastFireAt!.getTime()).toBe(expected[expected.length - 1]);
      expect(await logsOf(shared.a.db, idOf(3))).toHaveLength(0);
      // A reload does not run them again.
      await sleep(1000);
      expect(await misfires(idOf(2))).toHaveLength(1);
      const failed = await shared.a.db
        .select()
        .from(jobLogs)
        .where(
          and(
            inArray(
              jobLogs.jobId,
              inserted.map((r) => r.id),
            ),
            eq(jobLogs.status, 1),
          ),
        );
      expect(failed).toHaveLength(0);
    } finally {
      await shared.a.db
        .update(jobs)
        .set({ status: 1 })
        .where(
          inArray(
            jobs.id,
            inserted.map((r) => r.id),
          ),
        );
      await t.close();
    }
  }, 60_000);
});
