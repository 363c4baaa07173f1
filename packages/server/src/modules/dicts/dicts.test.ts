import { type ImportRowError, ORDER_STATUS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importWorkbook, rowsOfXlsx, xlsxOf } from '../../test/excel.js';
import { body, useTestApp } from '../../test/harness.js';
import { dictCache } from './cache.js';
import { dictData, dictTypes } from './schema.js';
import { syncBuiltInDicts } from './reference-data.js';
import { exportThroughCentre, exportedRows } from '../../test/exports.js';

const t = useTestApp();
let token = '';
beforeEach(async () => {
  token = await t.login('admin', 'admin123');
});
afterEach(() => dictCache.clear());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { token, lang }, ...(payload === undefined ? {} : { payload: payload as object }) });

const newType = (over: Record<string, unknown> = {}) => ({ dictName: 'Cup size', dictType: 'cup_size', remark: 'Sizes', ...over });
const newData = (over: Record<string, unknown> = {}) => ({ dictType: 'sys_yes_no', dictLabel: 'Maybe', dictValue: 'M', ...over });
type FieldErrors = { errors: { field: string; message: string }[] };
/** The answer to adding a dictionary type, in the request language. */
const addType = async <T = FieldErrors>(type: unknown, lang?: string) => body<T>(await call('POST', '/admin/system/dict/type', type, lang));
/** The answer to adding a row of dictionary data, in the request language. */
const addData = async <T = FieldErrors>(data: unknown, lang?: string) => body<T>(await call('POST', '/admin/system/dict/data', data, lang));

describe('dictionary types', () => {
  it('lists the seeded types, pages and sorts them', async () => {
    const page1 = body<{ dictType: string }[]>(
      await call('GET', '/admin/system/dict/type/list?page=1&limit=5&orderByColumn=dictType&isAsc=asc'),
    );
    expect(page1.status).toBe(1001);
    expect(page1.data).toHaveLength(5);
    expect(page1.total).toBeGreaterThanOrEqual(30);
    const types = page1.data.map((d) => d.dictType);
    expect([...types].sort()).toEqual(types);
    const filtered = body<{ dictType: string }[]>(await call('GET', '/admin/system/dict/type/list?dictType=refund'));
    expect(filtered.data.map((d) => d.dictType).sort()).toEqual(['purchase_refund_state', 'refund_state', 'refund_status']);
  });

  it('names each built-in type in the request language only, and finds it by a name in any language', async () => {
    for (const [lang, name] of [
      ['en', 'Enable status'],
      ['zh', '系统开关'],
      ['es', 'Estado de habilitación'],
      ['ja', '有効状態'],
    ] as const) {
      const list = body<{ dictType: string; dictName: string }[]>(
        await call('GET', '/admin/system/dict/type/list?dictType=sys_normal_disable', undefined, lang),
      );
      expect(list.data.map((d) => d.dictName)).toEqual([name]);
      const all = body<{ dictType: string; dictName: string }[]>(
        await call('GET', '/admin/system/dict/type/optionselect', undefined, lang),
      );
      expect(all.data.find((d) => d.dictType === 'sys_normal_disable')?.dictName).toBe(name);
    }
    const found = body<{ dictType: string }[]>(
      await call('GET', `/admin/system/dict/type/list?dictName=${encodeURIComponent('系统开关')}`),
    );
    expect(found.data.map((d) => d.dictType)).toEqual(['sys_normal_disable']);
    const id = found.data.length ? (found.data[0] as unknown as { dictId: number }).dictId : 0;
    const one = body<{ dictName: string }>(await call('GET', `/admin/system/dict/type/${id}`, undefined, 'ja'));
    expect(one.data.dictName).toBe('有効状態');
    const [stored] = await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'sys_normal_disable'));
    expect(stored!.dictName).not.toContain(' / ');
  });

  it('refuses sorting by a column outside the whitelist', async () => {
    const b = body(await call('GET', '/admin/system/dict/type/list?orderByColumn=password'));
    expect(b.status).toBe(400);
  });

  it('adds, reads, changes and deletes a type (its data goes with it)', async () => {
    const created = await addType<{ dictId: number }>(newType());
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const id = created.data.dictId;
    expect((await addData(newData({ dictType: 'cup_size', dictValue: 'L', dictLabel: 'Large' }))).status).toBe(1001);
    expect(body<{ dictName: string }>(await call('GET', `/admin/system/dict/type/${id}`)).data.dictName).toBe('Cup size');
    const renamed = body(await call('PUT', '/admin/system/dict/type', { ...newType({ dictType: 'cup_sizes' }), dictId: id }));
    expect(renamed.status).toBe(1001);
    const moved = await t.database.db.select().from(dictData).where(eq(dictData.dictType, 'cup_sizes'));
    expect(moved).toHaveLength(1);
    expect(body(await call('DELETE', `/admin/system/dict/type/${id}`)).status).toBe(1001);
    expect(await t.database.db.select().from(dictData).where(eq(dictData.dictType, 'cup_sizes'))).toHaveLength(0);
  });

  it('refuses a duplicate type, naming the field', async () => {
    const b = await addType<{ errors: { field: string }[] }>(newType({ dictType: 'sys_yes_no' }));
    expect(b.status).toBe(400);
    expect(b.data.errors[0]!.field).toBe('dictType');
  });

  it('never deletes a built-in type, and a batch with one is refused whole', async () => {
    const own = (await addType<{ dictId: number }>(newType({ dictType: 'own_type' }))).data.dictId;
    const [builtIn] = await t.database.db.select().from(dictTypes).where(eq(dictTypes.dictType, 'sys_normal_disable'));
    const b = body(await call('DELETE', `/admin/system/dict/type/${own},${builtIn!.id}`));
    expect(b.status).toBe(400);
    expect(b.result).toMatch(/cannot be deleted/);
    expect(body(await call('GET', `/admin/system/dict/type/${own}`)).status).toBe(1001);
  });

  it.each([
    ['dictName', 100],
    ['dictType', 100],
    ['remark', 500],
  ])('%s: 1..%i characters', async (field, max) => {
    const value = (n: number) => (field === 'dictType' ? 'a'.repeat(n) : 'x'.repeat(n));
    expect((await addType(newType({ [field]: value(1), ...(field === 'dictType' ? {} : { dictType: `t_${field}_1` }) }))).status).toBe(
      1001,
    );
    expect((await addType(newType({ [field]: value(max), ...(field === 'dictType' ? {} : { dictType: `t_${field}_max` }) }))).status).toBe(
      1001,
    );
    const over = await addType<{ errors: { field: string; message: string }[] }>(newType({ [field]: value(max + 1) }), 'zh');
    expect(over.status).toBe(400);
    expect(over.data.errors[0]!.field).toBe(field);
    expect(over.data.errors[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    const empty = await addType<{ errors: { field: string; message: string }[] }>(newType({ [field]: '' }), 'es');
    expect(empty.status).toBe(400);
    expect(empty.data.errors[0]!.message).toMatch(/obligatorio/);
  });
});

describe('dictionary data', () => {
  it('answers labels in the request language, and the per-language labels', async () => {
    const zh = body<{ dictLabel: string; labels: Record<string, string> }[]>(
      await call('GET', '/admin/system/dict/data/type/sys_normal_disable', undefined, 'zh'),
    );
    expect(zh.data.map((d) => d.dictLabel)).toEqual(['正常', '停用']);
    expect(zh.data[0]!.labels).toEqual(texts('dict:builtin.sys_normal_disable.0'));
    const ja = body<{ dictLabel: string }[]>(await call('GET', '/api/OptionValue/vueDict?typeCode=refund_status', undefined, 'ja'));
    expect(ja.data.map((d) => d.dictLabel)).toEqual(['未返金', '一部返金', '全額返金']);
    const list = body<{ dictType: string }[]>(await call('GET', '/api/OptionValue/list?typeCode=audit_status'));
    expect(list.total).toBe(3);
  });

  it('lists the data of one type, filtered by label in any language', async () => {
    const b = body<{ dictValue: string }[]>(await call('GET', '/admin/system/dict/data/list?dictType=signal_strength&dictLabel=极'));
    expect(b.data.map((d) => d.dictValue).sort()).toEqual(['1', '5']);
  });

  it('sorts a blank sort as 100 and defaults the tag style', async () => {
    const b = await addData<{ dictSort: number; listClass: string; dictCode: number }>(newData({ dictSort: '' }));
    expect(b.status, JSON.stringify(b)).toBe(1001);
    expect(b.data.dictSort).toBe(100);
    expect(b.data.listClass).toBe('default');
    const read = body<{ dictValue: string }>(await call('GET', `/admin/system/dict/data/${b.data.dictCode}`));
    expect(read.data.dictValue).toBe('M');
  });

  it.each([
    ['dictLabel', 1, 100],
    ['dictValue', 1, 100],
  ])('%s: %i..%i characters', async (field, min, max) => {
    expect((await addData(newData({ [field]: 'v'.repeat(min), dictValue: field === 'dictValue' ? 'v' : 'a1' }))).status).toBe(1001);
    expect((await addData(newData({ [field]: 'w'.repeat(max), dictValue: field === 'dictValue' ? 'w'.repeat(max) : 'a2' }))).status).toBe(
      1001,
    );
    const over = await addData<{ errors: { field: string }[] }>(newData({ [field]: 'z'.repeat(max + 1) }));
    expect(over.status).toBe(400);
    expect(over.data.errors[0]!.field).toBe(field);
    const empty = await addData<{ errors: { field: string }[] }>(newData({ [field]: '' }));
    expect(empty.status).toBe(400);
  });

  it('dictSort: 1..10000', async () => {
    expect((await addData(newData({ dictSort: 1, dictValue: 's1' }))).status).toBe(1001);
    expect((await addData(newData({ dictSort: 10000, dictValue: 's2' }))).status).toBe(1001);
    for (const bad of [0, 10001]) {
      const b = await addData<{ errors: { field: string; message: string }[] }>(newData({ dictSort: bad, dictValue: 's3' }), 'ja');
      expect(b.status).toBe(400);
      expect(b.data.errors[0]!.field).toBe('dictSort');
      expect(b.data.errors[0]!.message).toMatch(/^表示順は \d+ /);
    }
  });

  it('listClass must be one of the six styles', async () => {
    expect((await addData(newData({ listClass: 'danger' }))).status).toBe(1001);
    const b = await addData<{ errors: { field: string }[] }>(newData({ listClass: 'pink', dictValue: 'P' }));
    expect(b.data.errors[0]!.field).toBe('listClass');
  });

  it('refuses a duplicate value in a type and an unknown type', async () => {
    const dup = await addData<{ errors: { field: string }[] }>(newData({ dictValue: 'Y' }));
    expect(dup.data.errors[0]!.field).toBe('dictValue');
    const unknown = await addData<{ errors: { field: string }[] }>(newData({ dictType: 'nope' }));
    expect(unknown.data.errors[0]!.field).toBe('dictType');
  });

  it('changes and batch-deletes entries; the cached type follows', async () => {
    const before = body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no'));
    expect(before.data).toHaveLength(2);
    const a = (await addData<{ dictCode: number }>(newData({ dictValue: 'A' }))).data.dictCode;
    const b = (await addData<{ dictCode: number }>(newData({ dictValue: 'B' }))).data.dictCode;
    expect(body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no')).data).toHaveLength(4);
    const put = body<{ dictLabel: string }>(
      await call('PUT', '/admin/system/dict/data', { ...newData({ dictValue: 'A', labels: { zh: '也许' } }), dictCode: a }, 'zh'),
    );
    expect(put.data.dictLabel).toBe('也许');
    expect(body(await call('DELETE', `/admin/system/dict/data/${a},${b}`)).status).toBe(1001);
    expect(body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no')).data).toHaveLength(2);
    expect(body(await call('DELETE', `/admin/system/dict/data/${a}`)).status).toBe(404);
  });

  it('refresh cache makes a change made behind the server visible', async () => {
    expect(body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no')).data).toHaveLength(2);
    await t.database.db.insert(dictData).values({ dictType: 'sys_yes_no', dictLabel: 'X', dictValue: 'X' });
    expect(body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no')).data).toHaveLength(2);
    expect(body(await call('DELETE', '/admin/system/dict/type/refreshCache')).status).toBe(1001);
    expect(body<unknown[]>(await call('GET', '/admin/system/dict/data/type/sys_yes_no')).data).toHaveLength(3);
  });

  it('the dictionary-by-type calls need a session', async () => {
    for (const url of [
      '/admin/system/dict/data/type/sys_yes_no',
      '/api/OptionValue/vueDict?typeCode=sys_yes_no',
      '/api/OptionValue/list',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('export and import of dictionary data', () => {
  it('exports the filtered rows with headers in the request language', async () => {
    const { file: res } = await exportThroughCentre(t, token, { kind: 'dictData', query: { dictType: 'refund_status' } }, { lang: 'zh' });
    expect(res!.statusCode).toBe(200);
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    expect(res!.headers['content-disposition']).toContain(`${encodeURIComponent('字典数据')}_`);
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['字典类型', '数据标签', '数据键值']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['1', '2', '3']);
  });

  it('exports more rows than one batch (streamed in batches)', async () => {
    const rows = await exportedRows(t, token, { kind: 'dictData', query: {} });
    const result = (await t.database.db.execute(`select count(*)::int as n from sys_dict_data` as never)) as unknown as {
      rows: { n: number }[];
    };
    const n = result.rows[0]!.n;
    expect(rows.length - 1).toBe(n);
  });

  it('answers the template with the headers only', async () => {
    const res = await call('GET', '/admin/system/dict/data/importTemplate', undefined, 'es');
    const rows = await rowsOfXlsx(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('Tipo de diccionario');
  });

  const importFile = async (rows: unknown[][], lang = 'en', query = '') => {
    return body<{ rowErrors?: ImportRowError[]; imported?: number }>(
      await importWorkbook(t.app, `/admin/system/dict/data/importData${query}`, await xlsxOf(rows), { token, lang }),
    );
  };
  const header = ['Dictionary type', 'Data label', 'Data value', 'Sort', 'Tag style', 'Label (Chinese)'];

  it('imports good rows in one go', async () => {
    const b = await importFile([header, ['sys_yes_no', 'Perhaps', 'P', 5, 'info', '也许'], ['sys_yes_no', 'Later', 'L', '', '', '']]);
    expect(b.status, JSON.stringify(b)).toBe(1001);
    expect(b.data.imported).toBe(2);
    const zh = body<{ dictValue: string; dictLabel: string; dictSort: number }[]>(
      await call('GET', '/admin/system/dict/data/list?dictType=sys_yes_no', undefined, 'zh'),
    );
    expect(zh.data.find((d) => d.dictValue === 'P')!.dictLabel).toBe('也许');
    expect(zh.data.find((d) => d.dictValue === 'L')!.dictSort).toBe(100);
  });

  it('reads a header row written in another language', async () => {
    const b = await importFile([
      ['字典类型', '数据标签', '数据键值'],
      ['sys_yes_no', 'Q', 'Q'],
    ]);
    expect(b.status, JSON.stringify(b)).toBe(1001);
  });

  it('answers every bad row and writes nothing', async () => {
    const b = await importFile(
      [
        header,
        ['sys_yes_no', 'Fine', 'F'],
        ['sys_yes_no', '', 'E'],
        ['nope', 'X', 'X'],
        ['sys_yes_no', 'Dup', 'F'],
        ['sys_yes_no', 'Y again', 'Y'],
        ['sys_yes_no', 'Sort', 'S', 10001],
      ],
      'zh',
    );
    expect(b.status).toBe(400);
    expect(b.result).toMatch(/未导入/);
    expect(b.data.rowErrors![0]!.column).toBe('数据标签');
    expect(b.data.rowErrors!.map((e) => [e.row, e.field])).toEqual([
      [3, 'dictLabel'],
      [4, 'dictType'],
      [5, 'dictValue'],
      [6, 'dictValue'],
      [7, 'dictSort'],
    ]);
    expect(b.data.rowErrors![0]!.message).toBe('数据标签不能为空');
    const rows = await t.database.db.select().from(dictData).where(eq(dictData.dictValue, 'F'));
    expect(rows).toHaveLength(0);
  });

  it('updates existing rows only when asked', async () => {
    const b = await importFile([header, ['sys_yes_no', 'Yes indeed', 'Y']], 'en', '?updateSupport=true');
    expect(b.status, JSON.stringify(b)).toBe(1001);
    const [row] = await t.database.db.select().from(dictData).where(eq(dictData.dictLabel, 'Yes indeed'));
    expect(row!.dictValue).toBe('Y');
  });

  it('refuses one row over the limit with one clear message', async () => {
    const rows = [header, ...Array.from({ length: 1001 }, (_, i) => ['sys_yes_no', `L${i}`, `V${i}`])];
    const b = await importFile(rows);
    expect(b.status).toBe(400);
    expect(b.result).toBe('The file has more than 1000 rows; at most 1000 can be imported at once. Split it into smaller files.');
    expect(await t.database.db.select().from(dictData).where(eq(dictData.dictValue, 'V0'))).toHaveLength(0);
  });

  it('accepts exactly the limit', async () => {
    const rows = [header, ...Array.from({ length: 1000 }, (_, i) => ['sys_yes_no', `L${i}`, `V${i}`])];
    const b = await importFile(rows);
    expect(b.status, JSON.stringify(b).slice(0, 300)).toBe(1001);
    expect(b.data.imported).toBe(1000);
  });

  it('refuses a file that is not an xlsx, an empty sheet, a missing column and no file', async () => {
    const notXlsx = body(
      await importWorkbook(t.app, '/admin/system/dict/data/importData', Buffer.from('name,value\na,b\n'), { token }, 'data.xlsx'),
    );
    expect(notXlsx.result).toBe('The file is not an Excel workbook (.xlsx).');
    const zipButNot = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]);
    const broken = body(await importWorkbook(t.app, '/admin/system/dict/data/importData', zipButNot, { token }));
    expect(broken.result).toBe('The file is not an Excel workbook (.xlsx).');
    expect((await importFile([header])).result).toBe('The file has no data rows.');
    expect(
      (
        await importFile([
          ['Dictionary type', 'Data value'],
          ['sys_yes_no', 'Z'],
        ])
      ).result,
    ).toBe('The column "Data label" is missing from the header row. Use the template.');
    const none = body(
      await t.app.inject({ method: 'POST', url: '/admin/system/dict/data/importData', headers: { token }, payload: { a: 1 } }),
    );
    expect(none.result).toBe('Choose an .xlsx file to import.');
  });
});

describe('built-in dictionaries on an existing installation', () => {
  const entry = async (value: string) =>
    (
      await t.database.db
        .select()
        .from(dictData)
        .where(and(eq(dictData.dictType, 'order_status_code'), eq(dictData.dictValue, value)))
    )[0]!;

  it('brings unedited built-in rows up to date with the code and keeps what an administrator edited', async () => {
    const db = t.database.db;
    const seededAt = new Date('2025-01-01T00:00:00Z');
    // An installation seeded when code 10 was labelled "dispensed successfully" (in English only), never edited.
    await db
      .update(dictData)
      .set({
        dictLabel: 'Dispensed successfully',
        labels: { en: 'Dispensed successfully' },
        listClass: 'success',
        createdAt: seededAt,
        updatedAt: seededAt,
      })
      .where(and(eq(dictData.dictType, 'order_status_code'), eq(dictData.dictValue, '10')));
    await db
      .update(dictTypes)
      .set({ remark: 'Old remark', createdAt: seededAt, updatedAt: seededAt })
      .where(eq(dictTypes.dictType, 'order_status_code'));
    // Code 11 was relabelled by an administrator afterwards (English and Chinese).
    const edited = { en: 'Half poured', zh: '半杯' };
    await db
      .update(dictData)
      .set({ dictLabel: 'Half poured', labels: edited, createdAt: seededAt, updatedAt: new Date('2025-02-01T00:00:00Z') })
      .where(and(eq(dictData.dictType, 'order_status_code'), eq(dictData.dictValue, '11')));

    await syncBuiltInDicts(db);

    const failed = await entry('10');
    expect(failed.labels).toEqual(ORDER_STATUS.dispenseFailed.labels);
    expect(failed.dictLabel).toBe('Dispense failed');
    expect(failed.listClass).toBe(ORDER_STATUS.dispenseFailed.listClass);
    expect(failed.updatedAt.getTime()).toBe(failed.createdAt.getTime());
    const [type] = await db.select().from(dictTypes).where(eq(dictTypes.dictType, 'order_status_code'));
    expect(type!.remark).not.toBe('Old remark');
    expect((await entry('11')).labels).toEqual(edited);

    // Restore the administrator's row so the other tests see the built-in labels.
    await db
      .update(dictData)
      .set({ updatedAt: seededAt })
      .where(and(eq(dictData.dictType, 'order_status_code'), eq(dictData.dictValue, '11')));
    await syncBuiltInDicts(db);
    expect((await entry('11')).labels).toEqual(ORDER_STATUS.partlyDispensed.labels);
  });
});

describe("the catalogue's codes and the built-in remarks in the reader's language", () => {
  const labels = async (type: string, lang: string) =>
    Object.fromEntries(
      body<{ dictValue: string; dictLabel: string }[]>(await call('GET', `/admin/system/dict/data/type/${type}`, undefined, lang)).data.map(
        (d) => [d.dictValue, d.dictLabel],
      ),
    );

  it('labels payment methods, point scenarios and materials', async () => {
    expect(await labels('payment_method', 'en')).toMatchObject({ wechat_pay: 'WeChat Pay', cash: 'Cash' });
    expect(await labels('payment_method', 'zh')).toMatchObject({ wechat_pay: '微信支付', cash: '现金' });
    expect(await labels('site_scenario', 'en')).toMatchObject({ office: 'Office', mall: 'Shopping mall' });
    expect(await labels('site_scenario', 'zh')).toMatchObject({ office: '写字楼', mall: '商场' });
    expect(await labels('material', 'en')).toMatchObject({ 'TEA-BLACK': 'Ceylon black tea' });
    expect((await labels('material', 'zh'))['TEA-BLACK']).toMatch(/红茶/);
  });

  it("shows a built-in type's remark in the reader's language and an administrator's remark as typed", async () => {
    const remark = async (lang: string) =>
      body<{ dictType: string; remark: string }[]>(
        await call('GET', '/admin/system/dict/type/list?dictType=sys_normal_disable', undefined, lang),
      ).data[0]!.remark;
    expect(await remark('en')).toBe('Values: 0 Normal, 1 Disabled');
    expect(await remark('zh')).toBe('取值：0 正常，1 停用');
    const yesNo = body<{ remark: string }[]>(await call('GET', '/admin/system/dict/type/list?dictType=sys_yes_no', undefined, 'ja'))
      .data[0]!;
    expect(yesNo.remark).toBe('値：はい、いいえ');

    await t.database.db.update(dictTypes).set({ remark: 'Our own words' }).where(eq(dictTypes.dictType, 'sys_normal_disable'));
    expect(await remark('zh')).toBe('Our own words');
    await syncBuiltInDicts(t.database.db);
  });
});
