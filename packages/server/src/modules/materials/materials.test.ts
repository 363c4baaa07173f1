import { EXPORT_TASK_API, MATERIAL_API, MATERIAL_CLASS_PERMS, MATERIAL_PERMS, type Material, type MaterialClass } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode, revokeFromRole } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { materialClasses, materials } from './schema.js';

const t = useTestApp();
const admin = () => apiAs(t, 'admin', 'admin123');
const ops = () => apiAs(t, 'ops', 'ops12345');
const db = () => t.database.db;

const base = { materialCode: 'TEST-1', nameEn: 'Test material', materialType: 'other' };
const codes = (rows: Material[]) => rows.map((r) => r.materialCode);

describe('raw materials', () => {
  it('seeds the catalogue for each demo customer, classified by type', async () => {
    const api = await ops();
    const list = await api('GET', `${MATERIAL_API.list}?limit=100`);
    expect(list.total).toBe(18);
    const arabica = (list.data as Material[]).find((m) => m.materialCode === 'BEAN-ARABICA')!;
    expect(arabica).toMatchObject({
      nameZh: '阿拉比卡咖啡豆',
      materialType: 'coffee_beans',
      unit: 1,
      costPrice: 120,
      className: 'Coffee beans',
    });
    const classes = await api('GET', `${MATERIAL_API.classList}?limit=100`);
    expect((classes.data as MaterialClass[]).map((c) => c.classCode)).toContain('MILK');
  });

  it('filters by keyword, type and classification, and sorts', async () => {
    const api = await ops();
    const byName = await api('GET', `${MATERIAL_API.list}?keyword=${encodeURIComponent('牛奶')}`);
    expect(codes(byName.data)).toEqual(['MILK-FRESH']);
    const byCode = await api('GET', `${MATERIAL_API.list}?keyword=BEER-`);
    expect(codes(byCode.data).sort()).toEqual(['BEER-IPA', 'BEER-LAGER']);
    const byType = await api('GET', `${MATERIAL_API.list}?materialType=milk`);
    expect(codes(byType.data).sort()).toEqual(['MILK-FRESH', 'MILK-POWDER']);
    const sugarClass = ((await api('GET', `${MATERIAL_API.classList}?keyword=SUGAR`)).data as MaterialClass[])[0]!;
    const byClass = await api('GET', `${MATERIAL_API.list}?classId=${sugarClass.id}`);
    expect(codes(byClass.data).sort()).toEqual(['SUGAR', 'SUGAR-SYRUP']);
    const dear = await api('GET', `${MATERIAL_API.list}?orderByColumn=costPrice&isAsc=desc&limit=2`);
    expect(codes(dear.data)).toEqual(['BEER-IPA', 'BEER-LAGER']);
  });

  it('validates each limit at the limit and one past, and changes nothing', async () => {
    const api = await ops();
    const okCases: Array<Record<string, unknown>> = [
      { materialCode: 'A'.repeat(32) },
      { nameEn: 'x'.repeat(50), nameZh: 'y'.repeat(50), nameEs: 'z'.repeat(50), nameJa: 'w'.repeat(50) },
      { costPrice: 999999.99, salePrice: 0 },
      { shelfLifeDays: 3650, netContent: 999999.99 },
      { netContent: 0.01 },
      { netContent: '946.35' },
      { storageTemp: 't'.repeat(30), accessoryCode: 'P', unit: 2 },
    ];
    for (const [i, c] of okCases.entries()) {
      const res = await api('POST', MATERIAL_API.save, { ...base, materialCode: `OK-${i}`, ...c });
      expect(res.status, JSON.stringify(c)).toBe(1001);
    }
    const badCases: Array<[Record<string, unknown>, string]> = [
      [{ materialCode: 'A'.repeat(33) }, 'materialCode'],
      [{ materialCode: '' }, 'materialCode'],
      [{ materialCode: 'low-case' }, 'materialCode'],
      [{ nameEn: 'x'.repeat(51) }, 'nameEn'],
      [{ nameEn: undefined, nameEs: 'Sólo español' }, 'nameZh'],
      [{ costPrice: 1000000 }, 'costPrice'],
      [{ salePrice: -0.01 }, 'salePrice'],
      [{ costPrice: 1.001 }, 'costPrice'],
      [{ shelfLifeDays: 3651 }, 'shelfLifeDays'],
      [{ shelfLifeDays: -1 }, 'shelfLifeDays'],
      // Net content is what one purchase unit holds, which the reports' material cost divides by.
      [{ netContent: 0 }, 'netContent'],
      [{ netContent: -1 }, 'netContent'],
      [{ netContent: 1000000 }, 'netContent'],
      [{ netContent: 1.005 }, 'netContent'],
      [{ netContent: 'a bag' }, 'netContent'],
      [{ storageTemp: 't'.repeat(31) }, 'storageTemp'],
      [{ accessoryCode: 'X' }, 'accessoryCode'],
      [{ materialType: 'wine' }, 'materialType'],
      [{ unit: 4 }, 'unit'],
    ];
    for (const [c, field] of badCases) {
      const res = await api('POST', MATERIAL_API.save, { ...base, materialCode: 'BAD-1', ...c });
      expect(res.status, JSON.stringify(c)).toBe(400);
      expect(res.data.errors[0].field, JSON.stringify(c)).toBe(field);
    }
    const zh = await api('POST', MATERIAL_API.save, { ...base, shelfLifeDays: 3651 }, 'zh');
    expect(zh.result).toMatch(/^保质期/);
    const zero = await api('POST', MATERIAL_API.save, { ...base, netContent: 0 }, 'zh');
    expect(zero.result).toMatch(/^净含量.*0/);
    const [kept] = await db().select({ netContent: materials.netContent }).from(materials).where(eq(materials.code, 'OK-4'));
    expect(kept!.netContent).toBe(0.01);
    const [exact] = await db().select({ netContent: materials.netContent }).from(materials).where(eq(materials.code, 'OK-5'));
    expect(exact!.netContent).toBe(946.35);
    expect(await db().select().from(materials).where(eq(materials.code, 'BAD-1'))).toHaveLength(0);
  });

  it('keeps the code unique per customer: a field error in the same customer, allowed in another', async () => {
    const api = await admin();
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const dup = await api('POST', MATERIAL_API.save, { ...base, orgId: demo, materialCode: 'SUGAR' });
    expect(dup).toMatchObject({ status: 400, data: { errors: [{ field: 'materialCode' }] } });
    expect(dup.result).toContain('SUGAR');
    const mine = await api('POST', MATERIAL_API.save, { ...base, orgId: demo, materialCode: 'SHARED-1' });
    const theirs = await api('POST', MATERIAL_API.save, { ...base, orgId: harbor, materialCode: 'SHARED-1' });
    expect([mine.status, theirs.status]).toEqual([1001, 1001]);
    const other = await api('POST', MATERIAL_API.save, { ...base, id: mine.data.id, orgId: demo, materialCode: 'MILK-FRESH' });
    expect(other.data.errors[0].field).toBe('materialCode');
  });

  it('adds, reads, edits with a classification of its customer only, and deletes via body and via query', async () => {
    const api = await ops();
    const created = await api('POST', MATERIAL_API.save, { ...base, costPrice: '12.5', salePrice: 20 });
    expect(created.data).toMatchObject({
      materialCode: 'TEST-1',
      costPrice: 12.5,
      salePrice: 20,
      unit: 3,
      orgId: await orgIdByCode(db(), 'DEMO'),
    });
    const id = created.data.id as number;
    const detail = await api('GET', `${MATERIAL_API.detail}?id=${id}`);
    expect(detail.data.nameEn).toBe('Test material');
    const [harborClass] = await db()
      .select()
      .from(materialClasses)
      .where(eq(materialClasses.orgId, await orgIdByCode(db(), 'HARBOR')));
    const foreign = await api('POST', MATERIAL_API.save, { ...base, id, classId: harborClass!.id });
    expect(foreign.data.errors[0].field).toBe('classId');
    const edited = await api('POST', MATERIAL_API.save, { ...base, id, nameEn: 'Renamed', materialType: 'ice' });
    expect(edited.data).toMatchObject({ nameEn: 'Renamed', materialType: 'ice' });

    const second = (await api('POST', MATERIAL_API.save, { ...base, materialCode: 'TEST-2' })).data.id as number;
    const viaBody = await api('POST', MATERIAL_API.remove, { ids: [id] });
    expect(viaBody.data).toEqual({ deleted: 1 });
    const viaQuery = await api('POST', `${MATERIAL_API.remove}?ids=${second}`);
    expect(viaQuery.data).toEqual({ deleted: 1 });
    expect(
      await db()
        .select()
        .from(materials)
        .where(inArray(materials.id, [id, second])),
    ).toHaveLength(0);
    const none = await api('POST', MATERIAL_API.remove);
    expect(none.status).toBe(400);
  });

  it("keeps another customer's materials out of sight and out of reach", async () => {
    const api = await ops();
    const [harborRow] = await db()
      .select()
      .from(materials)
      .where(and(eq(materials.orgId, await orgIdByCode(db(), 'HARBOR')), eq(materials.code, 'SUGAR')));
    const list = await api('GET', `${MATERIAL_API.list}?limit=100`);
    expect((list.data as Material[]).some((m) => m.id === harborRow!.id)).toBe(false);
    expect((list.data as Material[]).every((m) => m.orgId === harborRow!.orgId)).toBe(false);
    expect((await api('GET', `${MATERIAL_API.detail}?id=${harborRow!.id}`)).status).toBe(403);
    const edit = await api('POST', MATERIAL_API.save, { ...base, id: harborRow!.id });
    expect(edit.status).toBe(403);
    const del = await api('POST', MATERIAL_API.remove, { ids: [harborRow!.id] });
    expect(del.status).toBe(404);
    const [still] = await db().select().from(materials).where(eq(materials.id, harborRow!.id));
    expect(still).toMatchObject({ code: 'SUGAR', nameEn: harborRow!.nameEn });
  });

  it('answers 403 without the permission', async () => {
    await revokeFromRole(db(), 'maintenance', [...Object.values(MATERIAL_PERMS), ...Object.values(MATERIAL_CLASS_PERMS)]);
    const api = await ops();
    expect((await api('GET', MATERIAL_API.list)).status).toBe(403);
    expect((await api('POST', MATERIAL_API.save, base)).status).toBe(403);
    expect((await api('POST', MATERIAL_API.remove, { ids: [1] })).status).toBe(403);
    expect((await api('GET', MATERIAL_API.classList)).status).toBe(403);
    expect((await api('POST', EXPORT_TASK_API.create, { kind: 'materials', query: {} })).status).toBe(403);
    expect((await api('GET', MATERIAL_API.importTemplate)).status).toBe(403);
    expect((await api('POST', MATERIAL_API.import)).status).toBe(403);
  });
});

describe('material classifications', () => {
  it('adds, renames, refuses a duplicate code and deleting one in use', async () => {
    const api = await ops();
    const created = await api('POST', MATERIAL_API.classSave, { classCode: 'SYRUPS', nameEn: 'Syrups' });
    expect(created.data).toMatchObject({ classCode: 'SYRUPS', nameEn: 'Syrups' });
    const renamed = await api('POST', MATERIAL_API.classSave, { id: created.data.id, classCode: 'SYRUPS', nameEn: 'Flavour syrups' });
    expect(renamed.data.className).toBe('Flavour syrups');
    const dup = await api('POST', MATERIAL_API.classSave, { classCode: 'MILK', nameEn: 'Again' });
    expect(dup.data.errors[0].field).toBe('classCode');
    const milk = ((await api('GET', `${MATERIAL_API.classList}?keyword=MILK`)).data as MaterialClass[])[0]!;
    const inUse = await api('POST', MATERIAL_API.classRemove, { ids: [milk.id] });
    expect(inUse.status).toBe(400);
    expect((await api('POST', `${MATERIAL_API.classRemove}?ids=${created.data.id}`)).data).toEqual({ deleted: 1 });
  });

  it('deleting another customer’s classification is not found, even while its materials use it', async () => {
    const api = await ops();
    const [theirs] = await db()
      .select({ id: materialClasses.id })
      .from(materialClasses)
      .where(and(eq(materialClasses.orgId, await orgIdByCode(db(), 'HARBOR')), eq(materialClasses.code, 'MILK')));
    const [used] = await db().select({ id: materials.id }).from(materials).where(eq(materials.classId, theirs!.id)).limit(1);
    expect(used).toBeDefined();
    const refused = await api('POST', MATERIAL_API.classRemove, { ids: [theirs!.id] });
    expect(refused.status).toBe(404);
    expect(await db().select().from(materialClasses).where(eq(materialClasses.id, theirs!.id))).toHaveLength(1);
  });
});
