import { WRISTBAND_API } from '@vr/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { importWorkbook, xlsxOf } from '../../test/excel.js';
import { wristbandRecords, wristbands } from './schema.js';

/*
 * Wristbands through the API: the xlsx import row by row (its limit, duplicates in the file and
 * in the database, the good rows), the lists with their filters and the customer's scope, and
 * disabling a band with its record.
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let adminToken: string;
let demo: number;
let harbor: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  adminToken = await t.login('admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
  harbor = await orgIdByCode(db(), 'HARBOR');
});

type RowError = { row: number; field: string; message: string };
const importAs = (file: Buffer, query: string, lang = 'en') =>
  importWorkbook(t.app, `${WRISTBAND_API.import}?${query}`, file, { token: adminToken, lang }).then((r) =>
    body<{ imported: number; skipped: RowError[]; rowErrors: RowError[] }>(r),
  );

const header = ['Wristband number', 'Tier', 'Duration', 'Unit', 'Reusable', 'Remark'];

async function band(orgId: number, wristbandNo: string, fields: Partial<typeof wristbands.$inferInsert> = {}) {
  const [row] = await db()
    .insert(wristbands)
    .values({ orgId, wristbandNo, duration: 2, durationUnit: 'day', ...fields })
    .returning({ id: wristbands.id });
  return row!.id;
}

describe('wristband import', () => {
  it('names every bad row with its reason and writes nothing; the fixed sheet imports not-activated bands', async () => {
    await band(demo, 'IMP-EXISTS');
    const bad = await xlsxOf([
      header,
      ['IMP-001', 'VIP', 3, 'Days', 'Yes', 'ok'],
      ['', 'VIP', 3, 'Days', 'Yes', ''],
      ['IMP 002', 'VIP', 3, 'Days', 'Yes', ''],
      ['IMP-003', 'VIP', 0, 'Days', 'No', ''],
      ['IMP-004', 'VIP', 2.5, 'Hours', 'No', ''],
      ['IMP-005', 'VIP', 2, 'Weeks', 'No', ''],
      ['IMP-006', 'VIP', 2, 'Days', 'Maybe', ''],
      ['IMP-001', 'VIP', 1, 'Days', 'No', ''],
      ['IMP-EXISTS', 'VIP', 1, 'Days', 'No', ''],
      ['IMP-007', 'X'.repeat(33), 1, '', '', ''],
    ]);
    const refused = await importAs(bad, `orgId=${demo}`);
    expect(refused.status).toBe(400);
    expect(refused.data.rowErrors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '3:wristbandNo',
      '4:wristbandNo',
      '5:duration',
      '6:duration',
      '7:durationUnit',
      '8:reusable',
      '9:wristbandNo',
      '10:wristbandNo',
      '11:tier',
    ]);
    const byRow = new Map(refused.data.rowErrors.map((e) => [e.row, e.message]));
    expect(byRow.get(7)).toBe('must be Hours or Days');
    expect(byRow.get(9)).toContain('2');
    expect(byRow.get(10)).toContain('IMP-EXISTS');
    expect(await db().select().from(wristbands).where(like(wristbands.wristbandNo, 'IMP-00%'))).toEqual([]);

    const fixed = await xlsxOf([header, ['IMP-001', 'VIP', 3, 'Days', 'Yes', 'ok'], ['IMP-002', '', 12, '小时', '否', '']]);
    const done = await importAs(fixed, `orgId=${demo}`);
    expect(done.data).toEqual({ imported: 2, skipped: [] });
    const rows = await db()
      .select()
      .from(wristbands)
      .where(and(eq(wristbands.orgId, demo), like(wristbands.wristbandNo, 'IMP-00%')))
      .orderBy(wristbands.wristbandNo);
    expect(rows).toMatchObject([
      { wristbandNo: 'IMP-001', tier: 'VIP', duration: 3, durationUnit: 'day', reusable: true, status: 0, uses: 0, activatedAt: null },
      { wristbandNo: 'IMP-002', tier: null, duration: 12, durationUnit: 'hour', reusable: false, status: 0 },
    ]);
    // Another customer may hold the same numbers.
    expect((await importAs(fixed, `orgId=${harbor}`)).data.imported).toBe(2);
  });

  it('imports the good rows when asked, naming those left out; answers in the caller’s language', async () => {
    const mixed = await xlsxOf([
      header,
      ['GOOD-1', '', 1, 'day', '1', ''],
      ['GOOD-2', '', -1, 'day', '', ''],
      ['GOOD-3', '', 5, 'hour', 'true', ''],
    ]);
    const done = await importAs(mixed, `orgId=${demo}&goodRows=true`);
    expect(done.status).toBe(1001);
    expect(done.data.imported).toBe(2);
    expect(done.data.skipped).toEqual([expect.objectContaining({ row: 3, field: 'duration' })]);
    const zh = await importAs(await xlsxOf([header, ['ZH-1', '', 1, 'Weeks', '', '']]), `orgId=${demo}`, 'zh');
    expect(zh.data.rowErrors).toEqual([expect.objectContaining({ row: 2, field: 'durationUnit', message: '必须是“小时”或“天”' })]);
  });

  it('refuses 10 001 rows without writing one, even when the good rows are asked for', async () => {
    const rows = [header, ...Array.from({ length: 10_001 }, (_, i) => [`BULK-${i}`, '', 1, '', '', ''])];
    const over = await importAs(await xlsxOf(rows), `orgId=${demo}&goodRows=true`);
    expect(over.status).toBe(400);
    expect(JSON.stringify(over)).toContain('10000');
    expect(await db().select().from(wristbands).where(eq(wristbands.wristbandNo, 'BULK-0'))).toEqual([]);
  }, 30_000);

  it('serves the template; a file that is no workbook is a 400 on the file field', async () => {
    const template = await t.app.inject({ method: 'GET', url: WRISTBAND_API.template, headers: { token: adminToken } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
    const notXlsx = await importAs(Buffer.from('number,duration\n1,2\n'), `orgId=${demo}`);
    expect(notXlsx.status).toBe(400);
  });
});

describe('wristband lists', () => {
  it('filters by number, status and tier, sorts and pages; an activated band past its expiry lists as expired', async () => {
    const past = new Date(Date.now() - 3_600_000);
    await band(demo, 'LST-1', { tier: 'Gold' });
    await band(demo, 'LST-2', { tier: 'Gold', status: 1, activatedAt: new Date(past.getTime() - 86_400_000), expiresAt: past });
    await band(demo, 'LST-3', { tier: 'Silver', status: 1, activatedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
    await band(harbor, 'LST-4', { tier: 'Gold' });
    const gold = await admin('GET', `${WRISTBAND_API.list}?wristbandNo=LST&tier=Gold&orgId=${demo}&orderByColumn=wristbandNo&isAsc=asc`);
    expect(gold.data.map((b: { wristbandNo: string; status: number }) => [b.wristbandNo, b.status])).toEqual([
      ['LST-1', 0],
      ['LST-2', 2],
    ]);
    const expired = await admin('GET', `${WRISTBAND_API.list}?wristbandNo=LST&status=2`);
    expect(expired.data.map((b: { wristbandNo: string }) => b.wristbandNo)).toEqual(['LST-2']);
    const paged = await admin('GET', `${WRISTBAND_API.list}?wristbandNo=LST&page=2&limit=3`);
    expect(paged.total).toBe(4);
    expect(paged.data).toHaveLength(1);
    expect((await admin('GET', `${WRISTBAND_API.list}?status=7`)).status).toBe(400);

    const harborUser = await apiAs(t, 'harbor', 'harbor123');
    const seen = await harborUser('GET', `${WRISTBAND_API.list}?wristbandNo=LST`);
    expect(seen.data.map((b: { wristbandNo: string }) => b.wristbandNo)).toEqual(['LST-4']);
  });

  it('disables and enables a band, each recorded with who did it; an unknown band is a 404', async () => {
    const id = await band(demo, 'VOID-1');
    const off = await admin('POST', WRISTBAND_API.status, { id, enabled: false });
    expect(off.data).toMatchObject({ id, enabled: false });
    await admin('POST', WRISTBAND_API.status, { id, enabled: false });
    await admin('POST', WRISTBAND_API.status, { id, enabled: true });
    const records = await admin('GET', `${WRISTBAND_API.records}?wristbandId=${id}`);
    expect(records.data.map((r: { kind: string; user: string }) => [r.kind, r.user])).toEqual([
      ['enable', 'Administrator'],
      ['disable', 'Administrator'],
    ]);
    expect((await admin('POST', WRISTBAND_API.status, { id: 2_000_000_000, enabled: true })).status).toBe(404);
    expect((await admin('POST', WRISTBAND_API.status, { id, enabled: 'maybe' })).status).toBe(400);
    const [stored] = await db().select().from(wristbandRecords).where(eq(wristbandRecords.wristbandId, id)).limit(1);
    expect(stored!.orgId).toBe(demo);
  });
});
