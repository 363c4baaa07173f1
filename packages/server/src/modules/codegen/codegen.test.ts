// Runs on both engines: the catalogue is hand-written SQL on pg_catalog (comments, defaults, primary keys), which the embedded PGlite must answer as PostgreSQL does.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODEGEN_API, CODEGEN_PERMS, type GenColumn, type GenFile, type GenTableDetail, LANGS, genTableUpdateOf } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { apiAs, grantThroughNewButtons } from '../../test/fixtures.js';
import { body, useTestApp } from '../../test/harness.js';
import { writeIntoTree } from './output.js';

const t = useTestApp();
const TABLE = 'gen_probe_widget';

/** Statements one at a time (the embedded engine takes one a query). */
async function execute(...statements: string[]): Promise<void> {
  for (const statement of statements) await t.database.db.execute(sql.raw(statement));
}

async function freshTable(): Promise<void> {
  await execute(
    `create table if not exists ${TABLE} (
      id serial primary key,
      org_id integer not null,
      widget_name varchar(40) not null,
      weight integer,
      note text,
      created_at timestamptz not null default now()
    )`,
    `comment on table ${TABLE} is 'Widgets'`,
    `comment on column ${TABLE}.widget_name is 'Widget name'`,
  );
}

async function imported(): Promise<GenTableDetail> {
  const admin = await apiAs(t, 'admin', 'admin123');
  await freshTable();
  const list = await admin('GET', `${CODEGEN_API.list}?tableName=${TABLE}`);
  let id: number | undefined = list.data[0]?.tableId;
  if (!id) {
    const res = await admin('POST', CODEGEN_API.importTable, { tables: [TABLE] });
    expect(res.status).toBe(1001);
    id = res.data[0].tableId;
  }
  return (await admin('GET', `${CODEGEN_API.base}/${id}`)).data;
}

/** A label in every language, each marked with its language. */
const labelsOf = (text: string) =>
  Object.fromEntries(LANGS.map((lang) => [lang, `${text} (${lang})`])) as GenTableDetail['columns'][number]['labels'];

const column = (table: GenTableDetail, name: string): GenColumn => table.columns.find((c) => c.columnName === name)!;

/** The update body of a table as it stands, with `change` applied to the named columns. */
function edited(table: GenTableDetail, change: Record<string, Partial<GenColumn>> = {}) {
  const body = genTableUpdateOf(table);
  return { ...body, columns: body.columns.map((c, i) => ({ ...c, ...change[table.columns[i]!.columnName] })) };
}

describe('the catalogue and the import', () => {
  it('lists the tables no area owns, imports one with its columns, and refuses owned, unknown or imported tables', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    await freshTable();
    const catalogue = await admin('GET', `${CODEGEN_API.dbList}?limit=1000`);
    const names = catalogue.data.map((r: { tableName: string }) => r.tableName);
    expect(names).toContain(TABLE);
    expect(names).not.toContain('sys_notice');
    expect(names).not.toContain('gen_table');
    expect(catalogue.data.find((r: { tableName: string }) => r.tableName === TABLE)).toMatchObject({
      tableComment: 'Widgets',
      columnCount: 6,
    });

    const owned = await admin('POST', CODEGEN_API.importTable, { tables: ['sys_notice'] }, 'zh');
    expect(owned.status).toBe(400);
    expect(owned.data.errors[0].field).toBe('tables');
    expect(owned.data.errors[0].message).toContain('notices');
    expect((await admin('POST', CODEGEN_API.importTable, { tables: ['no_such_table'] })).status).toBe(400);
    expect((await admin('POST', CODEGEN_API.importTable, { tables: [] })).status).toBe(400);

    const table = await imported();
    expect(table).toMatchObject({ tableName: TABLE, areaName: 'gen-probe-widget', entityName: 'GenProbeWidget', businessName: 'Widgets' });
    expect(column(table, 'widget_name')).toMatchObject({
      fieldName: 'widgetName',
      tsType: 'string',
      required: true,
      maxLength: 40,
      searchKind: 'like',
      inForm: true,
      labels: { en: 'Widget name', zh: 'Widget name' },
    });
    expect(column(table, 'id')).toMatchObject({ primaryKey: true, inForm: false });
    expect(column(table, 'org_id')).toMatchObject({ inForm: false, listed: false });
    expect(column(table, 'created_at')).toMatchObject({ tsType: 'Date', required: false, inForm: false });
    expect(column(table, 'weight')).toMatchObject({ tsType: 'number', required: false });

    const again = await admin('POST', CODEGEN_API.importTable, { tables: [TABLE] });
    expect(again.status).toBe(400);
    expect((await admin('GET', `${CODEGEN_API.dbList}?tableName=${TABLE}`)).data).toEqual([]);
    expect((await admin('GET', `${CODEGEN_API.list}?tableName=probe_wid`)).data.map((r: { tableName: string }) => r.tableName)).toEqual([
      TABLE,
    ]);
  });
});

describe('the settings', () => {
  it('stores names and column settings, and refuses a bad pattern, a taken area name and a foreign column', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const table = await imported();
    const body = edited(table, {
      widget_name: { labels: labelsOf('Widget'), minLength: 2, pattern: '^[A-Za-z ]+$' },
      weight: { searchKind: 'range', min: 0, max: 500, required: true },
    });
    const saved = await admin('PUT', CODEGEN_API.base, { ...body, businessName: 'Widget', author: 'Tester' });
    expect(saved.status).toBe(1001);
    expect(saved.data).toMatchObject({ businessName: 'Widget', author: 'Tester' });
    expect(column(saved.data, 'widget_name')).toMatchObject({
      labels: labelsOf('Widget'),
      minLength: 2,
      pattern: '^[A-Za-z ]+$',
    });
    expect(column(saved.data, 'weight')).toMatchObject({ searchKind: 'range', min: 0, max: 500, required: true });

    const badPattern = await admin('PUT', CODEGEN_API.base, edited(table, { widget_name: { pattern: '([' } }));
    expect(badPattern.status).toBe(400);
    expect(badPattern.data.errors[0].field).toBe(`columns.${table.columns.findIndex((c) => c.columnName === 'widget_name')}.pattern`);
    const dictless = await admin('PUT', CODEGEN_API.base, edited(table, { note: { searchKind: 'dict' } }));
    expect(dictless.status).toBe(400);
    const taken = await admin('PUT', CODEGEN_API.base, { ...edited(table), areaName: 'notices' });
    expect(taken.status).toBe(400);
    expect(taken.data.errors[0].field).toBe('areaName');
    const badName = await admin('PUT', CODEGEN_API.base, { ...edited(table), entityName: 'lower' });
    expect(badName.data.errors[0].field).toBe('entityName');
    const foreign = edited(table);
    foreign.columns[0]!.columnId = 2_000_000_000;
    expect((await admin('PUT', CODEGEN_API.base, foreign)).status).toBe(400);
  });

  it('synchronises after the table changes: edited columns keep their settings, new ones come, dropped ones go', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const table = await imported();
    await admin('PUT', CODEGEN_API.base, edited(table, { widget_name: { labels: labelsOf('Kept label') } }));
    await execute(`alter table ${TABLE} add column colour varchar(20)`, `alter table ${TABLE} drop column note`);
    const synced = await admin('POST', `${CODEGEN_API.sync}/${table.tableId}`);
    expect(synced.status).toBe(1001);
    const names = synced.data.columns.map((c: GenColumn) => c.columnName);
    expect(names).toContain('colour');
    expect(names).not.toContain('note');
    expect(column(synced.data, 'widget_name').labels).toEqual(labelsOf('Kept label'));
    expect(column(synced.data, 'colour')).toMatchObject({ maxLength: 20, searchKind: 'like', required: false });
  });
});

describe('the generated files', () => {
  it('previews every file and downloads them as a zip', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const table = await imported();
    const preview = await admin('GET', `${CODEGEN_API.preview}/${table.tableId}`);
    expect(preview.status).toBe(1001);
    const paths = preview.data.map((f: GenFile) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'packages/contracts/src/gen-probe-widget.ts',
        'packages/contracts/src/locales/messages/gen-probe-widget/ja.json',
        'packages/contracts/src/locales/screens/genProbeWidget/zh.json',
        'packages/server/src/modules/gen-probe-widget/schema.ts',
        'packages/server/src/modules/gen-probe-widget/routes.ts',
        'packages/server/src/modules/gen-probe-widget/gen-probe-widget.test.ts',
        'packages/web/src/pages/gen-probe-widget/GenProbeWidgetPage.tsx',
      ]),
    );
    const contracts = preview.data.find((f: GenFile) => f.path.endsWith('contracts/src/gen-probe-widget.ts')).content as string;
    expect(contracts).toContain('widgetName: z.string().trim().min(1).max(40),');

    const res = await t.app.inject({
      method: 'GET',
      url: `${CODEGEN_API.download}/${table.tableId}`,
      headers: { token: await t.login('admin', 'admin123') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual([...paths].sort());
    expect(await zip.file('packages/contracts/src/gen-probe-widget.ts')!.async('string')).toBe(contracts);
  });

  it('writes into a source tree, never in production, and never over an area written by hand', () => {
    const root = mkdtempSync(join(tmpdir(), 'codegen-'));
    try {
      mkdirSync(join(root, 'packages/server/src/modules/notices'), { recursive: true });
      writeFileSync(
        join(root, 'packages/server/src/modules/index.ts'),
        "const faces = await Promise.all([\n  import('./auth/index.js'),\n]);\n",
      );
      writeFileSync(join(root, 'packages/server/src/modules/notices/index.ts'), 'export const area = {};\n');
      const files = [
        { path: 'packages/server/src/modules/widgets/index.ts', content: '// Generated by code generation\n' },
        { path: 'GENERATED-widgets.md', content: 'steps' },
      ];
      expect(() => writeIntoTree(files, 'widgets', root, 'production')).toThrow();
      expect(writeIntoTree(files, 'widgets', root, 'development')).toEqual([
        'packages/server/src/modules/widgets/index.ts',
        'packages/server/src/modules/index.ts',
      ]);
      expect(readFileSync(join(root, 'packages/server/src/modules/index.ts'), 'utf8')).toContain("  import('./widgets/index.js'),\n]);");
      // Written again: the files are replaced, the area's line is not added twice.
      expect(writeIntoTree(files, 'widgets', root, 'development')).toEqual(['packages/server/src/modules/widgets/index.ts']);
      expect(() => writeIntoTree(files, 'notices', root, 'development')).toThrow();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('who may generate', () => {
  it('refuses an account without the permission, and a customer’s account even with it', async () => {
    const table = await imported();
    const ops = await apiAs(t, 'ops', 'ops12345');
    expect((await ops('GET', CODEGEN_API.list)).status).toBe(403);
    await grantThroughNewButtons(t.database.db, 'maintenance', Object.values(CODEGEN_PERMS));
    const granted = await apiAs(t, 'ops', 'ops12345');
    expect((await granted('GET', CODEGEN_API.list)).status).toBe(403);
    expect((await granted('GET', `${CODEGEN_API.preview}/${table.tableId}`)).status).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: CODEGEN_API.dbList, headers: { token: await t.login('ops', 'ops12345') } });
    expect(body(res).status).toBe(403);
  });
});
