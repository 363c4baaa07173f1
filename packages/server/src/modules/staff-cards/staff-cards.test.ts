import { STAFF_API } from '@vr/contracts';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { importWorkbook, xlsxOf } from '../../test/excel.js';
import { staffCards, staffRecords } from './schema.js';

/*
 * Staff cards through the API: add and edit with their records, status, the lists with their
 * filters and the customer's scope, and the xlsx import row by row.
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

const errorsOf = (answer: { data: unknown }) => (answer.data as { errors: Array<{ field: string; message: string }> }).errors;
const importAs = (file: Buffer, query: string, lang = 'en') =>
  importWorkbook(t.app, `${STAFF_API.import}?${query}`, file, { token: adminToken, lang }).then((r) =>
    body<{
      imported: number;
      skipped: Array<{ row: number; field: string; message: string }>;
      rowErrors: Array<{ row: number; field: string; message: string }>;
    }>(r),
  );

describe('staff cards', () => {
  it('adds a card with its whole limit left this month; the number is unique per customer; an edit moves the quota by the limit’s change', async () => {
    const added = await admin('POST', STAFF_API.save, {
      employeeName: 'Li',
      employeeNo: '5001',
      orgId: demo,
      monthlyLimit: 200,
      discount: 12.5,
    });
    expect(added.status).toBe(1001);
    expect(added.data).toMatchObject({
      employeeNo: '5001',
      monthlyLimitCents: 20000,
      quotaCents: 20000,
      discount: 12.5,
      currency: 'CNY',
      status: 'enabled',
    });
    const [stored] = await db().select().from(staffCards).where(eq(staffCards.id, added.data.id));
    expect(stored!.discountTenths).toBe(125);

    const again = await admin('POST', STAFF_API.save, { employeeName: 'Other', employeeNo: '5001', orgId: demo, monthlyLimit: 1 });
    expect(again.status).toBe(400);
    expect(errorsOf(again)).toEqual([{ field: 'employeeNo', message: expect.stringContaining('5001') }]);
    expect(
      (await admin('POST', STAFF_API.save, { employeeName: 'Harbor Li', employeeNo: '5001', orgId: harbor, monthlyLimit: 1 })).status,
    ).toBe(1001);

    await db().update(staffCards).set({ quotaCents: 5000 }).where(eq(staffCards.id, added.data.id));
    const edited = await admin('POST', STAFF_API.save, {
      id: added.data.id,
      employeeName: 'Li Wei',
      employeeNo: '5002',
      monthlyLimit: 100,
      discount: 0,
    });
    expect(edited.data).toMatchObject({ employeeName: 'Li Wei', employeeNo: '5002', monthlyLimitCents: 10000, quotaCents: 0, discount: 0 });
    const status = await admin('POST', STAFF_API.status, { id: added.data.id, status: 'disabled' });
    expect(status.data.status).toBe('disabled');

    const records = await admin('GET', `${STAFF_API.records}?cardId=${added.data.id}`);
    expect(records.data.map((r: { kind: string; amountCents: number }) => [r.kind, r.amountCents])).toEqual([
      ['status', 0],
      ['edit', -5000],
      ['add', 20000],
    ]);
    expect(records.data[1]).toMatchObject({ quotaBeforeCents: 5000, quotaAfterCents: 0, operator: 'Administrator' });
  });

  it('answers every field error at once in the caller’s language, never a 5xx', async () => {
    const bad = await admin(
      'POST',
      STAFF_API.save,
      { employeeName: '', employeeNo: '12a', monthlyLimit: 1.5, discount: 33.33, status: 'lost' },
      'zh',
    );
    expect(bad.status).toBe(400);
    expect(
      errorsOf(bad)
        .map((e) => e.field)
        .sort(),
    ).toEqual(['discount', 'employeeName', 'employeeNo', 'monthlyLimit', 'status']);
    expect(errorsOf(bad).find((e) => e.field === 'discount')!.message).toContain('最多一位小数');
    expect(errorsOf(bad).find((e) => e.field === 'employeeNo')!.message).toContain('只能包含数字');
    expect((await admin('POST', STAFF_API.save, { employeeName: 'X', employeeNo: '1', monthlyLimit: 1, discount: 100.1 })).status).toBe(
      400,
    );
    expect((await admin('POST', STAFF_API.status, { id: 2_000_000_000, status: 'enabled' })).status).toBe(404);
  });

  it('lists with filters and sorting; another customer’s account sees none of them (401 and 403: the access matrix)', async () => {
    await admin('POST', STAFF_API.save, { employeeName: 'Zed List', employeeNo: '6101', orgId: demo, monthlyLimit: 5, status: 'disabled' });
    await admin('POST', STAFF_API.save, { employeeName: 'Amy List', employeeNo: '6102', orgId: demo, monthlyLimit: 50 });
    await admin('POST', STAFF_API.save, { employeeName: 'Harbor List', employeeNo: '6103', orgId: harbor, monthlyLimit: 5 });
    const disabled = await admin('GET', `${STAFF_API.list}?employeeName=List&status=disabled`);
    expect(disabled.data.map((c: { employeeNo: string }) => c.employeeNo)).toEqual(['6101']);
    const sorted = await admin('GET', `${STAFF_API.list}?employeeNo=610&orgId=${demo}&orderByColumn=monthlyLimitCents&isAsc=descending`);
    expect(sorted.data.map((c: { employeeNo: string }) => c.employeeNo)).toEqual(['6102', '6101']);
    const paged = await admin('GET', `${STAFF_API.list}?employeeNo=610&page=2&limit=2`);
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(3);

    const harborUser = await apiAs(t, 'harbor', 'harbor123');
    const seen = await harborUser('GET', `${STAFF_API.list}?employeeName=List`);
    expect(seen.data.map((c: { employeeNo: string }) => c.employeeNo)).toEqual(['6103']);
    const records = await harborUser('GET', `${STAFF_API.records}?limit=1000`);
    expect(records.data.length).toBeGreaterThan(0);
    expect(records.data.every((r: { orgId: number }) => r.orgId !== demo)).toBe(true);
  });

  const header = ['Employee number', 'Employee name', 'Status', 'Monthly limit', 'Discount (%)'];

  it('imports row by row: every rule named with its row, nothing written while a row is bad, then the fixed sheet', async () => {
    await admin('POST', STAFF_API.save, { employeeName: 'Live', employeeNo: '7999', orgId: demo, monthlyLimit: 1 });
    const bad = await xlsxOf([
      header,
      ['7001', 'Good', 'Enabled', 300, 20],
      ['', 'No number', 'Enabled', 1, 0],
      ['70A2', 'Letters', 'Enabled', 1, 0],
      ['7003', 'Bad status', 'Lost', 1, 0],
      ['7004', 'Fraction limit', 'Disabled', 10.5, 0],
      ['7005', 'Negative limit', 'Disabled', -1, 0],
      ['7006', 'Big discount', '', 1, 100.5],
      ['7007', 'Two decimals', '', 1, 33.33],
      ['7001', 'Twice', '', 1, 0],
      ['7999', 'Exists', '', 1, 0],
    ]);
    const refused = await importAs(bad, `orgId=${demo}`);
    expect(refused.status).toBe(400);
    expect(refused.data.rowErrors.map((e) => `${e.row}:${e.field}`)).toEqual([
      '3:employeeNo',
      '4:employeeNo',
      '5:status',
      '6:monthlyLimit',
      '7:monthlyLimit',
      '8:discount',
      '9:discount',
      '10:employeeNo',
      '11:employeeNo',
    ]);
    expect(refused.data.rowErrors.find((e) => e.row === 5)!.message).toBe('must be Enabled or Disabled');
    expect(await db().select().from(staffCards).where(eq(staffCards.employeeNo, '7001'))).toEqual([]);

    const fixed = await xlsxOf([header, ['7001', 'Good', 'Enabled', 300, 20], [7002, 'Chinese status', '禁用', 0, 33.3]]);
    const done = await importAs(fixed, `orgId=${demo}`);
    expect(done.data).toEqual({ imported: 2, skipped: [] });
    const [second] = await db()
      .select()
      .from(staffCards)
      .where(and(eq(staffCards.orgId, demo), eq(staffCards.employeeNo, '7002')));
    expect(second).toMatchObject({ status: 'disabled', monthlyLimitCents: 0, discountTenths: 333 });
    const imported = await db().select().from(staffRecords).where(eq(staffRecords.cardId, second!.id));
    expect(imported).toMatchObject([{ kind: 'import', operatorName: 'Administrator' }]);
  });

  it('imports the good rows when asked, naming the rows left out; refuses 1 001 rows', async () => {
    const mixed = await xlsxOf([
      header,
      ['7101', 'Good', 'Enabled', 10, 0],
      ['7102', 'Bad', 'Maybe', 10, 0],
      ['7103', 'Good too', '', 0, 100],
    ]);
    const done = await importAs(mixed, `orgId=${demo}&goodRows=true`);
    expect(done.status).toBe(1001);
    expect(done.data.imported).toBe(2);
    expect(done.data.skipped).toEqual([expect.objectContaining({ row: 3, field: 'status' })]);
    expect((await db().select().from(staffCards).where(like(staffCards.employeeNo, '710%'))).map((c) => c.employeeNo).sort()).toEqual([
      '7101',
      '7103',
    ]);

    const tooMany = await xlsxOf([header, ...Array.from({ length: 1001 }, (_, i) => [String(800000 + i), '', '', 0, 0])]);
    const over = await importAs(tooMany, `orgId=${demo}&goodRows=true`);
    expect(over.status).toBe(400);
    expect(await db().select().from(staffCards).where(eq(staffCards.employeeNo, '800000'))).toEqual([]);
  });
});
