import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVICE_MODEL_API, IMPORT_MAX_BYTES, MATERIAL_API, type MaterialClass, type MaterialCodeOption } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode } from '../../test/fixtures.js';
import { importWorkbook, rowsOfXlsx, xlsxOf } from '../../test/excel.js';
import { body, useTestApp } from '../../test/harness.js';
import { materialClasses, materials } from './schema.js';
import { exportThroughCentre } from '../../test/exports.js';
import { GIF, MB, PNG, pngOfSize, uploadFile } from '../../test/uploads.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-materials-'));
const t = useTestApp({ dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const db = () => t.database.db;

const HEADER = ['Material code', 'Chinese name', 'English name', 'Classification code', 'Type', 'Unit', 'Cost price', 'Shelf life (days)'];

async function importFile(username: string, password: string, file: Buffer, query = '', lang = 'en', filename = 'import.xlsx') {
  const token = await t.login(username, password);
  return (await importWorkbook(t.app, `${MATERIAL_API.import}${query}`, file, { token, lang }, filename)).json();
}
const codesOf = async (orgId: number) =>
  (await db().select({ code: materials.code }).from(materials).where(eq(materials.orgId, orgId))).map((r) => r.code);

describe('raw material import', () => {
  it('answers the template with headers in the caller’s language', async () => {
    const token = await t.login('ops', 'ops12345');
    const zh = await t.app.inject({ method: 'GET', url: MATERIAL_API.importTemplate, headers: { token, lang: 'zh' } });
    expect(zh.headers['content-type']).toContain('spreadsheetml');
    const [header] = await rowsOfXlsx(zh.rawPayload);
    expect(header).toEqual(expect.arrayContaining(['原料编码', '中文名称', '分类编码', '成本价']));
    expect(header).toHaveLength(14);
  });

  it('imports good rows into the caller’s customer: type by label in any language, class by code, unit by word', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const file = await xlsxOf([
      HEADER,
      ['IMP-1', '测试原料', 'Test one', 'SUGAR', '糖', 'g', '1.5', '365'],
      ['IMP-2', '', 'Test two', '', 'Hielo', '2', '', ''],
      ['IMP-3', '', 'Test three', 'MILK', 'milk', 'ml', '0', '0'],
    ]);
    const done = await importFile('ops', 'ops12345', file);
    expect(done).toMatchObject({ status: 1001, data: { imported: 3 } });
    const [one] = await db()
      .select()
      .from(materials)
      .where(and(eq(materials.orgId, demo), eq(materials.code, 'IMP-1')));
    const [sugar] = await db()
      .select()
      .from(materialClasses)
      .where(and(eq(materialClasses.orgId, demo), eq(materialClasses.code, 'SUGAR')));
    expect(one).toMatchObject({ nameZh: '测试原料', nameEn: 'Test one', type: 'sugar', unit: 1, costPrice: 1.5, shelfLifeDays: 365 });
    expect(one!.classId).toBe(sugar!.id);
    const [two] = await db().select().from(materials).where(eq(materials.code, 'IMP-2'));
    expect(two).toMatchObject({ type: 'ice', unit: 2, classId: null, costPrice: null });
  });

  it('reports every bad row in the caller’s language and writes nothing', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const before = await codesOf(demo);
    const file = await xlsxOf([
      HEADER,
      ['GOOD-1', '', 'Good', '', 'sugar'],
      ['', '', 'No code', '', 'sugar'],
      ['SUGAR', '', 'Exists', '', 'sugar'],
      ['BAD-TYPE', '', 'Wine', '', 'wine'],
      ['NO-NAME', '', '', '', 'ice'],
      ['BAD-CLASS', '', 'Class', 'NOPE', 'ice'],
      ['GOOD-1', '', 'Repeated', '', 'ice'],
      ['BAD-PRICE', '', 'Price', '', 'ice', '', '1.001'],
      ['low-case', '', 'Case', '', 'ice'],
    ]);
    const en = await importFile('ops', 'ops12345', file);
    expect(en.status).toBe(400);
    const errors = en.data.rowErrors as Array<{ row: number; field: string; message: string }>;
    expect(errors.map((e) => `${e.row}:${e.field}`).sort()).toEqual(
      [
        '3:materialCode',
        '4:materialCode',
        '5:materialType',
        '6:nameZh',
        '7:classCode',
        '8:materialCode',
        '9:costPrice',
        '10:materialCode',
      ].sort(),
    );
    expect(errors.find((e) => e.row === 4)!.message).toContain('SUGAR');
    expect(errors.find((e) => e.row === 7)!.message).toBe('The customer has no classification with code NOPE.');
    const zh = await importFile('ops', 'ops12345', file, '', 'zh');
    expect((zh.data.rowErrors as Array<{ row: number; message: string }>).find((e) => e.row === 7)!.message).toBe(
      '该客户没有编码为 NOPE 的分类',
    );
    expect(await codesOf(demo)).toEqual(before);
  });

  it('updates existing codes only when asked', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const file = await xlsxOf([HEADER, ['SUGAR', '白砂糖', 'White sugar', 'SUGAR', 'sugar', 'g', '9.99']]);
    expect((await importFile('ops', 'ops12345', file)).status).toBe(400);
    const updated = await importFile('ops', 'ops12345', file, '?updateSupport=true');
    expect(updated).toMatchObject({ status: 1001, data: { imported: 1 } });
    const [row] = await db()
      .select()
      .from(materials)
      .where(and(eq(materials.orgId, demo), eq(materials.code, 'SUGAR')));
    expect(row).toMatchObject({ nameEn: 'White sugar', costPrice: 9.99 });
  });

  it('refuses a file that is not xlsx, one too large and one with too many rows', async () => {
    const notXlsx = await importFile('ops', 'ops12345', Buffer.from('code,name\nA,B\n'), '', 'en', 'materials.csv');
    expect(notXlsx).toMatchObject({
      status: 400,
      data: { errors: [{ field: 'file', message: 'The file is not an Excel workbook (.xlsx).' }] },
    });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(IMPORT_MAX_BYTES)]);
    const tooBig = await importFile('ops', 'ops12345', big);
    expect(tooBig).toMatchObject({ status: 400, data: { errors: [{ field: 'file' }] } });
    expect(tooBig.result).toContain('10 MB');
    const many = await xlsxOf([HEADER, ...Array.from({ length: 1001 }, (_, i) => [`MANY-${i}`, '', 'Many', '', 'ice'])]);
    const tooMany = await importFile('ops', 'ops12345', many);
    expect(tooMany).toMatchObject({ status: 400, data: { errors: [{ field: 'file' }] } });
    expect(tooMany.result).toContain('1000');
    const atLimit = await xlsxOf([HEADER, ...Array.from({ length: 1000 }, (_, i) => [`MANY-${i}`, '', 'Many', '', 'ice'])]);
    expect((await importFile('ops', 'ops12345', atLimit)).data).toEqual({ imported: 1000 });
  });

  it('the platform admin names the customer; another customer’s account imports into its own only', async () => {
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const demo = await orgIdByCode(db(), 'DEMO');
    const file = await xlsxOf([HEADER, ['HARBOR-IMP', '', 'Harbor import', '', 'water']]);
    const none = await importFile('admin', 'admin123', file);
    expect(none).toMatchObject({ status: 400, data: { errors: [{ field: 'orgId', message: 'Choose the customer this belongs to.' }] } });
    expect(await importFile('admin', 'admin123', file, `?orgId=${harbor}`)).toMatchObject({ status: 1001 });
    expect(await codesOf(harbor)).toContain('HARBOR-IMP');
    const foreign = await importFile('ops', 'ops12345', await xlsxOf([HEADER, ['OPS-IMP', '', 'x', '', 'water']]), `?orgId=${harbor}`);
    expect(foreign.status).toBe(403);
    expect(await codesOf(harbor)).not.toContain('OPS-IMP');
    expect(await codesOf(demo)).not.toContain('OPS-IMP');
  });
});

describe('raw material export', () => {
  it('writes the filtered rows of the caller’s scope with headers and words in the caller’s language', async () => {
    const token = await t.login('ops', 'ops12345');
    const material = async (tok: string, query: Record<string, unknown>, lang = 'en') =>
      (await exportThroughCentre(t, tok, { kind: 'materials', query }, { lang })).file!;
    const en = await material(token, { materialType: 'milk' });
    expect(en.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOfXlsx(en.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['Customer', 'Material code', 'English name', 'Type', 'Classification', 'Currency']));
    expect(rows.slice(1).map((r) => r[1])).toEqual(['MILK-FRESH', 'MILK-POWDER']);
    expect(rows[1]).toEqual(expect.arrayContaining(['Demo Coffee Co.', 'Milk', 'MILK']));
    const zh = await material(token, { keyword: 'MILK-FRESH' }, 'zh');
    const zhRows = await rowsOfXlsx(zh.rawPayload);
    expect(zhRows[0]).toEqual(expect.arrayContaining(['原料编码', '原料类型', '原料分类']));
    expect(zhRows[1]).toEqual(expect.arrayContaining(['奶', '毫升']));
    // Scope: Harbor Drinks has the same codes; the Demo account's export holds its own rows only.
    const all = await rowsOfXlsx((await material(token, {})).rawPayload);
    expect(all.length - 1).toBe(18);
    const admin = await t.login('admin', 'admin123');
    const everyone = await rowsOfXlsx((await material(admin, {})).rawPayload);
    expect(everyone.length - 1).toBe(36);
  });

  it('an export read back by the import changes nothing but the names asked', async () => {
    const token = await t.login('ops', 'ops12345');
    const { file: exported } = await exportThroughCentre(t, token, { kind: 'materials', query: { keyword: 'BEAN-' } }, { lang: 'ja' });
    const again = await importFile('ops', 'ops12345', exported!.rawPayload, '?updateSupport=true', 'ja');
    expect(again, JSON.stringify(again)).toMatchObject({ status: 1001 });
  });
});

describe('material classifications in four languages', () => {
  it('seeds the demo classes named in every language and lists them in the caller’s', async () => {
    const api = await apiAs(t, 'ops', 'ops12345');
    const ja = (await api('GET', `${MATERIAL_API.classList}?keyword=MILK`, undefined, 'ja')).data as MaterialClass[];
    expect(ja[0]).toMatchObject({ className: 'ミルク', nameZh: '奶', nameEn: 'Milk', nameEs: 'Leche', nameJa: 'ミルク' });
    const es = await api('GET', `${MATERIAL_API.list}?keyword=MILK-FRESH`, undefined, 'es');
    expect(es.data[0]).toMatchObject({ className: 'Leche', classCode: 'MILK' });
    // A name missing in the caller's language falls back to the Chinese, then the English one.
    const created = await api('POST', MATERIAL_API.classSave, { classCode: 'SYRUP', nameEn: 'Syrups' }, 'zh');
    expect(created.data).toMatchObject({ className: 'Syrups', nameZh: null });
    const noName = await api('POST', MATERIAL_API.classSave, { classCode: 'X', nameEs: 'Sólo' });
    expect(noName).toMatchObject({ status: 400, data: { errors: [{ field: 'nameZh' }] } });
    const long = await api('POST', MATERIAL_API.classSave, { classCode: 'X', nameEn: 'x'.repeat(51) });
    expect(long.data.errors[0].field).toBe('nameEn');
    const atLimit = await api('POST', MATERIAL_API.classSave, { classCode: 'X', nameEn: 'x'.repeat(50), nameJa: 'y'.repeat(50) });
    expect(atLimit.status).toBe(1001);
  });
});

describe('device model containers name raw materials', () => {
  it('offers the material codes of the caller’s customers, each once', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const mine = (await ops('GET', MATERIAL_API.codes)).data as MaterialCodeOption[];
    expect(mine).toHaveLength(18);
    expect(mine.find((m) => m.code === 'MILK-FRESH')).toMatchObject({ nameZh: '鲜牛奶' });
    await db()
      .insert(materials)
      .values({ orgId: await orgIdByCode(db(), 'HARBOR'), code: 'HARBOR-ONLY', nameEn: 'Harbor only', type: 'other' });
    expect(((await ops('GET', MATERIAL_API.codes)).data as MaterialCodeOption[]).map((m) => m.code)).not.toContain('HARBOR-ONLY');
    const admin = await apiAs(t, 'admin', 'admin123');
    const all = ((await admin('GET', MATERIAL_API.codes)).data as MaterialCodeOption[]).map((m) => m.code);
    expect(all).toHaveLength(19);
    expect(all).toContain('HARBOR-ONLY');
    expect((await t.app.inject({ method: 'GET', url: MATERIAL_API.codes })).statusCode).toBe(401);
  });

  it('refuses a container whose material no customer has, at its field', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const model = {
      modelCode: 'TM-MAT',
      names: texts('deviceModels:kind.coffee'),
      modelKind: 'coffee',
      cupCapacity: 100,
      containers: [
        { containerNo: 1, materialCode: 'BEAN-ARABICA', capacity: 2000 },
        { containerNo: 2, materialCode: 'NO-SUCH', capacity: 100 },
      ],
    };
    const refused = await admin('POST', DEVICE_MODEL_API.save, model);
    expect(refused).toMatchObject({ status: 400, data: { errors: [{ field: 'containers.1.materialCode' }] } });
    expect(refused.result).toContain('NO-SUCH');
    const ok = await admin('POST', DEVICE_MODEL_API.save, { ...model, containers: [model.containers[0]] });
    expect(ok.status).toBe(1001);
  });
});

describe('raw material picture (upload use rawMaterial)', () => {
  const JPG = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
    Buffer.alloc(64),
    Buffer.from([0xff, 0xd9]),
  ]);
  const padded = pngOfSize;
  const upload = async (file: Buffer, filename: string, lang = 'en') => {
    const token = await t.login('ops', 'ops12345');
    return body<{ url: string }>(
      await uploadFile(t.app, { dataEntity: 'rawMaterial', dataField: 'picture', file, filename }, { token, lang }),
    );
  };

  it('takes JPG, PNG and GIF by content up to 2 MB, refuses other content and 2 MB + 1 byte', async () => {
    for (const [file, name] of [
      [JPG, 'a.jpg'],
      [PNG, 'a.png'],
      [GIF, 'a.gif'],
      [PNG, 'named-wrong.txt'],
    ] as const)
      expect((await upload(file, name)).status, name).toBe(1001);
    expect((await upload(padded(2 * MB), 'max.png')).status).toBe(1001);
    const over = await upload(padded(2 * MB + 1), 'over.png');
    expect(over).toMatchObject({ status: 400, result: 'File size must not exceed 2 MB!' });
    const text = await upload(Buffer.from('not an image at all'), 'fake.png', 'zh');
    expect(text).toMatchObject({ status: 400, result: '只能上传 JPG/PNG/GIF 格式的图片' });
    // The url saved on the material comes back with it.
    const { data } = await upload(PNG, 'b.png');
    const api = await apiAs(t, 'ops', 'ops12345');
    const saved = await api('POST', MATERIAL_API.save, {
      materialCode: 'PIC-1',
      nameEn: 'Pictured',
      materialType: 'other',
      picture: data.url,
    });
    expect(saved.data.picture).toBe(data.url);
    // Only a file uploaded here: a script, inline data or another site is refused at the field.
    for (const [i, bad] of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'https://elsewhere.example/a.png'].entries()) {
      const refused = await api('POST', MATERIAL_API.save, {
        materialCode: `PIC-BAD-${i}`,
        nameEn: 'Bad',
        materialType: 'other',
        picture: bad,
      });
      expect(refused.status, bad).toBe(400);
      expect(
        refused.data.errors.map((e: { field: string }) => e.field),
        bad,
      ).toEqual(['picture']);
    }
  });
});
