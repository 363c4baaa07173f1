import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DEFAULT_EXPORT_FILE_NAME, EXPORT_TASK_LIMITS, EXPORT_TASK_STATE, type Lang, message } from '@vr/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/types.js';
import type { Database } from '../db/database.js';
import { EXPORT_BATCH_SIZE, columnValues, sheetLayout } from '../excel/export.js';
import { portableValue } from '../excel/sheet-writer.js';
import { AppError } from '../http/errors.js';
import { localDateTime } from '../settings/calendar-day.js';
import { businessTimeZone } from '../settings/time-zone.js';
import type { ExportFiles } from './files.js';
import { type ExportKind, type ExportPlan, isFilePlan } from './kind.js';
import { exportRetentionHours } from './retention.js';
import { LoopShare } from './loop-share.js';
import { SheetThread } from './sheet-thread.js';
import { type ExportTaskRecord, exportTasks } from './schema.js';

/** Tunables (tests lower them). */
export const exportRunnerSettings = {
  /** How often an idle worker looks for queued tasks. */
  pollMs: 1000,
  /** Progress (and the task's heartbeat) is written at most this often. */
  progressMs: 1000,
  /** A running task whose heartbeat is older than this died with its process. */
  staleMs: 5 * 60 * 1000,
  /** The share of the event loop an xlsx export's batches may keep busy (see `LoopShare`). */
  loopShare: 0.2,
};

const { queued, running, done, failed } = EXPORT_TASK_STATE;

function reasonOf(err: unknown, lang: Lang): string {
  const text = err instanceof AppError ? err.messageFor(lang) : err instanceof Error ? err.message : String(err);
  return text.slice(0, EXPORT_TASK_LIMITS.error) || 'error';
}

/** The file's name: the kind's name in the requester's language (or "文件导出") and a timestamp of the business clock. */
export function exportFileName(kind: ExportKind | undefined, lang: Lang, timeZone: string, extension: string, at = new Date()): string {
  const name = kind?.fileName?.[lang] ?? DEFAULT_EXPORT_FILE_NAME;
  return `${name}_${localDateTime(timeZone, at).replace(/\D/g, '')}.${extension}`;
}

/** The plan's columns in the user's choice and order (all of them when none was chosen). */
export function chosenColumns<Row>(plan: ExportPlan<Row>, keys: readonly string[] | null | undefined): ExportPlan<Row>['columns'] {
  if (!keys?.length) return plan.columns;
  const byKey = new Map(plan.columns.map((c) => [c.key, c]));
  return keys.flatMap((k) => byKey.get(k) ?? []);
}

/**
 * Works the export queue of the whole cluster: any server process may run one. A worker claims
 * the oldest queued task with `FOR UPDATE SKIP LOCKED` (two workers never take the same one),
 * writes its file as a stream (an xlsx through exceljs' streaming writer in a worker thread, batch
 * by batch, so memory stays flat whatever the number of rows and the API's event loop stays
 * free), records progress every batch (at most once a second, which also proves the worker
 * alive) and ends the task done or failed with its reason.
 * A running task whose worker fell silent is failed by whichever worker notices.
 */
export class ExportRunner {
  readonly instance = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);
  private timer: NodeJS.Timeout | null = null;
  private working: Promise<void> | null = null;
  private started = false;
  /** The thread that wrote the last xlsx of this runner (never the API's own: see `writeSheet`). */
  lastSheetThread: number | null = null;

  constructor(
    private readonly db: Database,
    private readonly files: ExportFiles,
    private readonly kinds: ReadonlyMap<string, ExportKind>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.timer = setInterval(() => void this.wake(), exportRunnerSettings.pollMs);
    this.timer.unref();
    void this.wake();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.working;
  }

  /** Looks for work now (after a task was queued); a no-op when a run is in progress. */
  wake(): Promise<void> {
    if (!this.working) {
      this.working = this.drain()
        .catch((err: unknown) => this.log.error({ err }, 'export worker: failed'))
        .finally(() => (this.working = null));
    }
    return this.working;
  }

  /** Fails tasks left running by a dead process, then runs queued tasks until none is left. */
  async drain(): Promise<void> {
    await this.failStale();
    for (;;) {
      const task = await this.claim();
      if (!task) return;
      await this.run(task);
    }
  }

  async failStale(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - exportRunnerSettings.staleMs);
    const stale = await this.db
      .select({ id: exportTasks.id, lang: exportTasks.lang })
      .from(exportTasks)
      .where(and(eq(exportTasks.state, running.code), lt(exportTasks.heartbeatAt, cutoff)));
    for (const task of stale) {
      await this.db
        .update(exportTasks)
        .set({ state: failed.code, error: message('exportInterrupted', task.lang as Lang), finishedAt: now })
        .where(and(eq(exportTasks.id, task.id), eq(exportTasks.state, running.code), lt(exportTasks.heartbeatAt, cutoff)));
    }
    return stale.length;
  }

  private async claim(): Promise<ExportTaskRecord | null> {
    const result = await this.db.execute(sql`
      update ${exportTasks} set state = ${running.code}, started_at = now(), heartbeat_at = now(), worker_id = ${this.instance}
      where id = (select id from ${exportTasks} where state = ${queued.code} order by id limit 1 for update skip locked)
      returning id`);
    const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
    if (id === undefined) return null;
    const [task] = await this.db.select().from(exportTasks).where(eq(exportTasks.id, id));
    return task ?? null;
  }

  private async run(task: ExportTaskRecord): Promise<void> {
    const lang = task.lang as Lang;
    const kind = this.kinds.get(task.kind);
    let temp: string | null = null;
    try {
      if (!kind) throw AppError.badRequest('exportUnknownKind');
      const timeZone = await businessTimeZone(this.db);
      const user = { ...(task.auth as unknown as AuthContext), sessionId: '' };
      const plan = await kind.plan({ db: this.db, user, lang, timeZone }, kind.query.parse(task.query));
      const expected = plan.total ? await plan.total() : null;
      if (expected !== null) await this.db.update(exportTasks).set({ expectedRows: expected }).where(eq(exportTasks.id, task.id));

      let last = 0;
      const progress = async (rows: number, force = false) => {
        const now = Date.now();
        if (!force && now - last < exportRunnerSettings.progressMs) return;
        last = now;
        await this.db
          .update(exportTasks)
          .set({ progressRows: rows, heartbeatAt: new Date(now) })
          .where(eq(exportTasks.id, task.id));
      };

      temp = await this.files.tempFile();
      let rows = 0;
      let extension: 'xlsx' | 'zip';
      if (isFilePlan(plan)) {
        extension = plan.extension;
        const out = new PassThrough();
        let pending: Promise<void> = Promise.resolve();
        const [count] = await Promise.all([
          plan.write(out, (n) => {
            rows = n;
            pending = pending.then(() => progress(n));
          }),
          pipeline(out, fs.createWriteStream(temp)),
        ]);
        await pending;
        rows = count;
      } else {
        extension = 'xlsx';
        rows = await this.writeSheet(temp, plan, chosenColumns(plan, task.columns), { lang, timeZone }, progress);
      }
      const key = this.files.newKey(extension);
      const size = await this.files.commit(temp, key);
      temp = null;
      const finishedAt = new Date();
      const hours = await exportRetentionHours(this.db);
      await this.db
        .update(exportTasks)
        .set({
          state: done.code,
          progressRows: rows,
          rowCount: rows,
          byteSize: size,
          storageKey: key,
          fileName: exportFileName(kind, lang, timeZone, extension, finishedAt),
          finishedAt,
          expiresAt: new Date(finishedAt.getTime() + hours * 3_600_000),
        })
        .where(eq(exportTasks.id, task.id));
    } catch (err) {
      if (!(err instanceof AppError)) this.log.warn({ err, taskId: task.id, kind: task.kind }, 'export failed');
      if (temp) await this.files.discard(temp).catch(() => undefined);
      await this.db
        .update(exportTasks)
        .set({ state: failed.code, error: reasonOf(err, lang), finishedAt: new Date() })
        .where(eq(exportTasks.id, task.id));
    }
  }

  /**
   * Writes an xlsx of the plan's rows: this thread reads the batches and takes each row's column
   * values, a worker thread makes the cells, the sheet and the zip and writes the file, so the
   * API's event loop never formats or compresses a row. Answers the number of rows.
   */
  private async writeSheet<Row>(
    file: string,
    plan: ExportPlan<Row>,
    columns: ExportPlan<Row>['columns'],
    { lang, timeZone }: { lang: Lang; timeZone: string },
    progress: (rows: number) => Promise<void>,
  ): Promise<number> {
    const sheet = await SheetThread.open(file, sheetLayout(columns, lang, timeZone));
    try {
      const size = plan.batchSize ?? EXPORT_BATCH_SIZE;
      const share = new LoopShare(exportRunnerSettings.loopShare);
      let rows = 0;
      for (;;) {
        await share.rest();
        const batch = await plan.batch({ offset: rows, limit: size });
        await sheet.write(batch.map((row) => columnValues(columns, row, lang).map(portableValue)));
        rows += batch.length;
        await progress(rows);
        if (batch.length < size) break;
      }
      this.lastSheetThread = await sheet.close();
      return rows;
    } catch (err) {
      await sheet.abort();
      throw err;
    }
  }
}
