// Runs on both engines: export tasks claimed with skip-locked row locks, taken over when stale
import {
  DATA_SCOPES,
  EXPORT_KINDS,
  EXPORT_TASK_API,
  EXPORT_TASK_PERMS,
  EXPORT_TASK_STATE,
  type ExportKindInfo,
  type ExportTaskRow,
  JOB_HANDLER_NAMES,
  ORDER_PERMS,
  ORDER_QR_PIXELS,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { threadId } from 'node:worker_threads';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { type SheetLayout, cellValue, momentText, portableValue } from '../../platform/excel/sheet-writer.js';
import { type ExportKind, exportRunnerSettings, exportTasks } from '../../platform/exports/index.js';
import { SheetThread } from '../../platform/exports/sheet-thread.js';
import { localDateTime } from '../../platform/settings/calendar-day.js';
import { menus, roleMenus, roleOrgs, roles } from '../../platform/identity/schema.js';
import { jobHandler } from '../../platform/jobs/index.js';
import { rowsOfXlsx } from '../../test/excel.js';
import { exportThroughCentre } from '../../test/exports.js';
import { grantToRole, orgIdByCode } from '../../test/fixtures.js';
import { testConfig, useTestApp } from '../../test/harness.js';
import { devices } from '../devices/index.js';

const dataDir = `/tmp/vr-export-test-${process.pid}`;
const t = useTestApp({ dataDir });
const db = () => t.database.db;
const progressMs = exportRunnerSettings.progressMs;
exportRunnerSettings.progressMs = 0;
afterAll(() => {
  exportRunnerSettings.progressMs = progressMs;
});

const call = async (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  (await t.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload } : {}) })).json();

const taskOf = async (token: string, id: number): Promise<ExportTaskRow | undefined> =>
  ((await call(token, 'GET', `${EXPORT_TASK_API.list}?limit=100`)).data as ExportTaskRow[]).find((r) => r.id === id);

/** `count` transaction orders of Demo Coffee Co., codes `<prefix>000001` …, one a minute apart. */
async function insertOrders(prefix: string, count: number): Promise<void> {
  const demo = await orgIdByCode(db(), 'DEMO');
  const [device] = await db().select({ id: devices.id }).from(devices).where(eq(devices.orgId, demo)).limit(1);
  await db().execute(sql`
    insert into ord_order (order_code, device_id, org_id, status, payment_method, pay_status, payment_amount, received_amount, created_at)
    select ${prefix} || lpad(g::text, 6, '0'), ${device!.id}, ${demo}, 5, 'wechat_pay', 5, 3.5, 3.5,
           timestamptz '2026-01-01 00:00:00+00' + g * interval '1 minute'
    from generate_series(1, ${count}) g`);
}

// Seven batches of the orders' export and a part batch: enough for progress to be seen growing and
// for every row to be checked across batch ends. Exports at fleet scale are measured by bench/export.mjs.
describe('an export of 6 500 orders', () => {
  it('completes in the background with progress, holds exactly the rows, and only its requester or an administrator downloads it', async () => {
    await grantToRole(db(), 'maintenance', [ORDER_PERMS.export]);
    await insertOrders('EXPBIG-', 6_500);
    const ops = await t.login('ops', 'ops12345');
    const created = await call(ops, 'POST', EXPORT_TASK_API.createOrder, { orderCode: 'EXPBIG-' }, 'zh');
    expect(created.status, JSON.stringify(created)).toBe(1001);
    expect(created.result).toContain('导出');
    expect(created.data).toMatchObject({ state: EXPORT_TASK_STATE.queued.code, kind: EXPORT_KINDS.orders });

    // The worker runs while the list is read: the progress grows and the expected total is known.
    const seen: number[] = [];
    let finished = false;
    const work = t.app.exportRunner.drain().finally(() => (finished = true));
    while (!finished) {
      const task = await taskOf(ops, created.data.id);
      if (task?.state === EXPORT_TASK_STATE.running.code) seen.push(task.progressRows);
      await new Promise((r) => setTimeout(r, 20));
    }
    await work;
    const progress = seen.filter((n) => n > 0);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress[progress.length - 1]).toBeGreaterThan(progress[0]!);

    const done = (await taskOf(ops, created.data.id))!;
    expect(done).toMatchObject({ state: EXPORT_TASK_STATE.done.code, rowCount: 6_500, progressRows: 6_500, expectedRows: 6_500 });
    // The file was written by a thread of its own, not the one that serves the API.
    expect(t.app.exportRunner.lastSheetThread).toEqual(expect.any(Number));
    expect(t.app.exportRunner.lastSheetThread).not.toBe(threadId);
    expect(done.byteSize).toBeGreaterThan(1000);
    expect(done.fileName).toMatch(/^交易订单_\d{14}\.xlsx$/);
    expect(Date.parse(done.expiresAt!) - Date.parse(done.finishedAt!)).toBe(72 * 3_600_000);

    const file = await t.app.inject({ method: 'GET', url: `${EXPORT_TASK_API.download}/${done.id}`, headers: { token: ops } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(Number(file.headers['content-length'])).toBe(done.byteSize);
    const rows = await rowsOfXlsx(file.rawPayload);
    expect(rows).toHaveLength(1 + 6_500);
    expect(rows[0]![0]).toBe('订单编号');
    const codes = new Set(rows.slice(1).map((r) => r[0]));
    expect(codes.size).toBe(6_500);
    expect(rows[1]![0]).toBe('EXPBIG-006500');
    expect(rows[6_500]![0]).toBe('EXPBIG-000001');

    // Another account does not see it; an administrator does.
    const harbor = await t.login('harbor', 'harbor123');
    const theirs = await t.app.inject({ method: 'GET', url: `${EXPORT_TASK_API.download}/${done.id}`, headers: { token: harbor } });
    expect(theirs.json().status).toBe(404);
    expect(await taskOf(harbor, done.id)).toBeUndefined();
    const admin = await t.login('admin', 'admin123');
    expect(await taskOf(admin, done.id)).toMatchObject({ requesterName: 'ops' });
    const adminFile = await t.app.inject({ method: 'GET', url: `${EXPORT_TASK_API.download}/${done.id}`, headers: { token: admin } });
    expect(adminFile.rawPayload.equals(file.rawPayload)).toBe(true);

    // The retention job deletes the file once it expires; the download then says so.
    const expire = jobHandler(JOB_HANDLER_NAMES.expireExports)!;
    await expire.run({ db: db(), args: {}, now: new Date(), timeZone: 'UTC', log: t.app.log, config: testConfig() });
    expect((await taskOf(ops, done.id))!.state).toBe(EXPORT_TASK_STATE.done.code);
    await expire.run({
      db: db(),
      args: {},
      now: new Date(Date.now() + 73 * 3_600_000),
      timeZone: 'UTC',
      log: t.app.log,
      config: testConfig(),
    });
    expect((await taskOf(ops, done.id))!.state).toBe(EXPORT_TASK_STATE.expired.code);
    const gone = await call(ops, 'GET', `${EXPORT_TASK_API.download}/${done.id}`, undefined, 'en');
    expect(gone.result).toBe('This export has expired and its file was deleted: export again.');
  }, 600_000);
});

describe('chosen columns, failures and refusals', () => {
  it('writes the chosen columns in the chosen order', async () => {
    await insertOrders('EXPCOL-', 3);
    const admin = await t.login('admin', 'admin123');
    const { file } = await exportThroughCentre(
      t,
      admin,
      { orderCode: 'EXPCOL-', columns: ['paymentAmount', 'orderCode'] },
      { url: EXPORT_TASK_API.createOrder },
    );
    expect(await rowsOfXlsx(file!.rawPayload)).toEqual([
      ['Payment', 'Order code'],
      [3.5, 'EXPCOL-000003'],
      [3.5, 'EXPCOL-000002'],
      [3.5, 'EXPCOL-000001'],
    ]);
    const kinds = (await call(admin, 'GET', EXPORT_TASK_API.kinds)).data as ExportKindInfo[];
    expect(kinds.find((k) => k.kind === EXPORT_KINDS.orders)!.columns).toContainEqual({ key: 'orderCode', label: 'Order code' });
  });

  it('refuses unknown kinds, bad filters and unknown columns with field errors, writing nothing', async () => {
    const admin = await t.login('admin', 'admin123');
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(exportTasks)
    )[0]!.n;
    const unknown = await call(admin, 'POST', EXPORT_TASK_API.create, { kind: 'nothing', query: {} }, 'zh');
    expect(unknown).toMatchObject({ status: 400, result: '没有这种导出类型' });
    const badQuery = await call(admin, 'POST', EXPORT_TASK_API.create, { kind: 'orders', query: { beginTime: 'yesterday' } });
    expect(badQuery.status).toBe(400);
    expect(badQuery.data.errors[0].field).toBe('query.beginTime');
    const badColumn = await call(admin, 'POST', EXPORT_TASK_API.createOrder, { columns: ['orderCode', 'password'] });
    expect(badColumn).toMatchObject({ status: 400, result: 'This export has no column "password".' });
    const twice = await call(admin, 'POST', EXPORT_TASK_API.createOrder, { columns: ['orderCode', 'orderCode'] });
    expect(twice.status).toBe(400);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(exportTasks)
      )[0]!.n,
    ).toBe(before);
    // A kind the caller lacks the permission of is refused.
    const harbor = await t.login('harbor', 'harbor123');
    expect((await call(harbor, 'POST', EXPORT_TASK_API.create, { kind: 'roles', query: {} })).status).toBe(403);
    // Without a session: 401.
    expect((await t.app.inject({ method: 'GET', url: EXPORT_TASK_API.list })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: EXPORT_TASK_API.create, payload: { kind: 'orders' } })).statusCode).toBe(401);
  });

  it('keeps the reason of a failed export and shows it in the requester language', async () => {
    const failing: ExportKind = {
      kind: 'failingTest',
      permission: ORDER_PERMS.export,
      query: (await import('zod')).z.object({}),
      plan: async () => ({
        columns: [{ key: 'a', header: texts('orders:field.orderCode') }],
        batch: async () => {
          throw new Error('the disk is full');
        },
      }),
    };
    const kinds = t.app.exportKinds as Map<string, ExportKind>;
    kinds.set(failing.kind, failing);
    try {
      const admin = await t.login('admin', 'admin123');
      const { created, task } = await exportThroughCentre(t, admin, { kind: failing.kind, query: {} });
      expect(created.status).toBe(1001);
      expect(task).toMatchObject({ state: EXPORT_TASK_STATE.failed.code, error: 'the disk is full' });
      // The half-written file was closed before it was removed (no descriptor of the process still holds it).
      const open = fs.readdirSync('/proc/self/fd').flatMap((fd) => {
        try {
          return [fs.readlinkSync(`/proc/self/fd/${fd}`)];
        } catch {
          return [];
        }
      });
      expect(open.filter((target) => target.startsWith(`${dataDir}/exports/`))).toEqual([]);
      const download = await call(admin, 'GET', `${EXPORT_TASK_API.download}/${task!.id}`, undefined, 'zh');
      expect(download.result).toBe('导出失败：the disk is full');
    } finally {
      kinds.delete(failing.kind);
    }
  });

  it('fails a task left running by a dead process after the timeout', async () => {
    const admin = await t.login('admin', 'admin123');
    const created = await call(admin, 'POST', EXPORT_TASK_API.createOrder, { orderCode: 'NONE-' }, 'es');
    await db()
      .update(exportTasks)
      .set({ state: EXPORT_TASK_STATE.running.code, heartbeatAt: new Date(Date.now() - exportRunnerSettings.staleMs - 1000) })
      .where(eq(exportTasks.id, created.data.id));
    expect(await t.app.exportRunner.failStale()).toBe(1);
    expect(await taskOf(admin, created.data.id)).toMatchObject({
      state: EXPORT_TASK_STATE.failed.code,
      error: 'el servidor se detuvo mientras escribía el archivo',
    });
  });

  it('deletes a task and its file', async () => {
    const admin = await t.login('admin', 'admin123');
    const { task } = await exportThroughCentre(t, admin, { kind: 'roles', query: {} });
    expect((await call(admin, 'DELETE', `${EXPORT_TASK_API.remove}/${task!.id}`)).data).toEqual({ deleted: 1 });
    expect(await taskOf(admin, task!.id)).toBeUndefined();
    expect(await t.app.exportFiles.open('AAAAAAAAAAAAAAAAAAAAAAAA.xlsx')).toBeNull();
  });
});

describe("the devices' order QR codes", () => {
  it('zips one 945 px PNG at 300 dpi per device, named by its code; only devices in scope', async () => {
    await grantToRole(db(), 'maintenance', [EXPORT_TASK_PERMS.qrCodes]);
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    const all = await db().select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId }).from(devices);
    const ours = all.filter((d) => d.orgId !== harborOrg).slice(0, 2);
    const theirs = all.find((d) => d.orgId === harborOrg)!;
    const ops = await t.login('ops', 'ops12345');
    const { task, file } = await exportThroughCentre(
      t,
      ops,
      { deviceIds: [...ours.map((d) => d.id), theirs.id] },
      { url: EXPORT_TASK_API.createQrCodes },
    );
    expect(task).toMatchObject({ state: EXPORT_TASK_STATE.done.code, rowCount: 2 });
    expect(file!.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file!.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(ours.map((d) => `${d.code}.png`).sort());
    const png = await zip.file(`${ours[0]!.code}.png`)!.async('nodebuffer');
    expect(png.readUInt32BE(16)).toBe(ORDER_QR_PIXELS);
    expect(png.readUInt32BE(20)).toBe(ORDER_QR_PIXELS);
    const phys = png.indexOf('pHYs');
    expect(phys).toBeGreaterThan(0);
    expect(png.readUInt32BE(phys + 4)).toBe(11811); // 300 dpi in pixels per metre

    const none = await call(ops, 'POST', EXPORT_TASK_API.createQrCodes, { deviceIds: [theirs.id] });
    expect(none).toMatchObject({ status: 400, result: 'No devices match: nothing to export.' });
    const empty = await call(ops, 'POST', EXPORT_TASK_API.createQrCodes, {});
    expect(empty.status).toBe(400);
    expect(empty.data.errors[0].field).toBe('deviceIds');
    expect(
      (
        await db()
          .select()
          .from(exportTasks)
          .where(and(eq(exportTasks.kind, EXPORT_KINDS.deviceQrCodes), eq(exportTasks.state, 0)))
      ).length,
    ).toBe(0);
  });
});

describe('the demo maintenance role', () => {
  it('opens Reports → Export download and sees and downloads only its own exports', async () => {
    const granted = await db()
      .select({ perms: menus.perms })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .innerJoin(roles, eq(roles.id, roleMenus.roleId))
      .where(eq(roles.roleKey, 'maintenance'));
    const perms = granted.map((g) => g.perms);
    expect(perms).toContain(EXPORT_TASK_PERMS.list);
    expect(perms).not.toContain(EXPORT_TASK_PERMS.all);

    // demo.tech (maintenance in a store of Demo Coffee, inside ops's data scope) exports; ops does too.
    const tech = await t.login('demo.tech', 'tech12345');
    const ops = await t.login('ops', 'ops12345');
    const techs = await exportThroughCentre(t, tech, { orderCode: 'MAINT-NONE-' }, { url: EXPORT_TASK_API.createOrder });
    const own = await exportThroughCentre(t, ops, { orderCode: 'MAINT-NONE-' }, { url: EXPORT_TASK_API.createOrder });
    expect(techs.task?.state).toBe(EXPORT_TASK_STATE.done.code);
    expect(own.task?.state).toBe(EXPORT_TASK_STATE.done.code);
    expect(await taskOf(ops, techs.task!.id)).toBeUndefined();
    const other = await call(ops, 'GET', `${EXPORT_TASK_API.download}/${techs.task!.id}`);
    expect(other.status).toBe(404);
    expect(own.file!.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('an account that sees all exports of its data scope', () => {
  it('still sees and downloads its own exports when its scope leaves out its own organisation', async () => {
    // ops (of Demo Coffee) made to see everyone's exports of Harbor Drinks only.
    await grantToRole(db(), 'maintenance', [EXPORT_TASK_PERMS.all]);
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const [role] = await db().select({ id: roles.id }).from(roles).where(eq(roles.roleKey, 'maintenance'));
    await db().update(roles).set({ dataScope: DATA_SCOPES.CUSTOM }).where(eq(roles.id, role!.id));
    await db().insert(roleOrgs).values({ roleId: role!.id, orgId: harbor });
    const ops = await t.login('ops', 'ops12345');
    const own = await exportThroughCentre(t, ops, { orderCode: 'SCOPE-NONE-' }, { url: EXPORT_TASK_API.createOrder });
    expect(own.task?.state).toBe(EXPORT_TASK_STATE.done.code);
    expect((await taskOf(ops, own.task!.id))?.id).toBe(own.task!.id);
    expect(own.file!.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('the writer thread of xlsx exports', () => {
  const layout: SheetLayout = {
    sheetName: 'Sheet1',
    headers: ['Code', 'Amount', 'Paid', 'Time', 'Note'],
    keys: ['code', 'amount', 'paid', 'time', 'note'],
    widths: [26, 12, 20, 22, 40],
    timeZone: 'America/New_York',
  };
  // Every kind of value a column gives: text (also formula-like), money, flags, moments (a
  // daylight-saving change, before 2000, ISO text, invalid), blanks and objects.
  const rows: unknown[][] = [
    ['A-1', 3.5, true, new Date('2026-03-08T06:59:59Z'), '=HYPERLINK("x")'],
    ['A-2', 0, false, new Date('2026-03-08T07:00:01Z'), { note: 'an object' }],
    ['A-3', -12.25, null, '2026-11-01T05:30:00.000Z', '@sum'],
    ['A-4', 1e6, undefined, new Date('1999-12-31T23:59:59Z'), ['a', 1]],
    ['A-5', Number.NaN, true, new Date(Number.NaN), '\t tab'],
  ];

  /** The parts of an xlsx that hold its content: the sheet, its styles, the workbook. */
  async function contentOf(file: Buffer): Promise<Record<string, string>> {
    const zip = await JSZip.loadAsync(file);
    const names = ['xl/worksheets/sheet1.xml', 'xl/styles.xml', 'xl/workbook.xml'];
    return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await zip.file(n)!.async('string')])));
  }

  /** The same rows as exceljs' streaming writer writes them with no help (what exports wrote before the thread). */
  async function plainExcelJs(): Promise<Buffer> {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(layout.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = layout.keys.map((key, i) => ({ key, width: layout.widths[i] }));
    const header = sheet.addRow(layout.headers);
    header.font = { bold: true };
    header.commit();
    // Cells as exports made them before: every moment through localDateTime.
    const asBefore = (value: unknown) => {
      const moment = value instanceof Date ? value : typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value) : null;
      return moment && !Number.isNaN(moment.getTime()) ? localDateTime(layout.timeZone, moment) : cellValue(value, layout.timeZone);
    };
    for (const row of rows) sheet.addRow(row.map(asBefore)).commit();
    sheet.commit();
    await workbook.commit();
    return Buffer.concat(chunks);
  }

  it('writes in another thread the same sheet, styles and workbook as exceljs alone', async () => {
    const file = `/tmp/vr-export-thread-${process.pid}.xlsx`;
    try {
      const thread = await SheetThread.open(file, layout);
      await thread.write(rows.slice(0, 2).map((r) => r.map(portableValue)));
      await thread.write(rows.slice(2).map((r) => r.map(portableValue)));
      const writer = await thread.close();
      expect(writer).not.toBe(threadId);
      const written = fs.readFileSync(file);
      expect(await contentOf(written)).toEqual(await contentOf(await plainExcelJs()));
      expect((await rowsOfXlsx(written))[2]).toEqual(['A-2', 0, false, '2026-03-08 03:00:01', '{"note":"an object"}']);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  it('fails when its file cannot be written', async () => {
    const thread = SheetThread.open('/nonexistent-folder/x.xlsx', layout).then(async (t) => {
      await t.write([['A-1', 1, true, null, 'x']]);
      return t.close();
    });
    await expect(thread).rejects.toThrow(/ENOENT/);
  });

  it('writes moments on the zone clock exactly as localDateTime does, minute by minute', () => {
    const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'UTC'];
    const start = Date.UTC(2025, 0, 1);
    for (const zone of zones) {
      // Every 7 919 s over two years (all hours, minutes and seconds, both daylight-saving changes) and back to 1990.
      for (let ms = Date.UTC(1990, 0, 1); ms < start + 2 * 365 * 86_400_000; ms += ms < start ? 86_400_000 * 37 : 7_919_000) {
        const at = new Date(ms);
        expect(momentText(zone, at), `${zone} ${at.toISOString()}`).toBe(localDateTime(zone, at));
      }
    }
  });
});
