import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GenColumn, type GenTableDetail, LANGS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { generateArea } from './generate.js';

/*
 * The templates are the codebase's conventions: a fixed table gives exactly the files under
 * __golden__ (each stored as `<path>.golden`). A change of the templates changes them; write them
 * again with `UPDATE_GOLDEN=1` and read the difference in the commit.
 */

const GOLDEN = fileURLToPath(new URL('./__golden__', import.meta.url));

/** A label in every language, each marked with its language. */
const labelsOf = (text: string): GenColumn['labels'] =>
  Object.fromEntries(LANGS.map((lang) => [lang, `${text} (${lang})`])) as GenColumn['labels'];

const col = (over: Partial<GenColumn> & Pick<GenColumn, 'columnName' | 'dbType' | 'fieldName'>, sort: number): GenColumn => ({
  columnId: sort,
  nullable: true,
  primaryKey: false,
  defaultExpr: null,
  sort,
  labels: labelsOf(over.fieldName),
  tsType: 'string',
  required: false,
  minLength: null,
  maxLength: null,
  min: null,
  max: null,
  pattern: null,
  listed: true,
  searchKind: 'none',
  inForm: true,
  dictType: null,
  ...over,
});

/** A table of machines' spare parts: a data-scoped area with every kind of column and search. */
export const GOLDEN_TABLE: GenTableDetail = {
  tableId: 1,
  tableName: 'biz_spare_part',
  tableComment: 'Spare parts',
  areaName: 'spare-parts',
  businessName: 'Spare parts',
  entityName: 'SparePart',
  author: 'Golden',
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
  columns: [
    col(
      {
        columnName: 'id',
        dbType: 'integer',
        fieldName: 'id',
        nullable: false,
        primaryKey: true,
        tsType: 'number',
        inForm: false,
        defaultExpr: "nextval('biz_spare_part_id_seq'::regclass)",
      },
      1,
    ),
    col(
      { columnName: 'org_id', dbType: 'integer', fieldName: 'orgId', nullable: false, tsType: 'number', inForm: false, listed: false },
      2,
    ),
    col(
      {
        columnName: 'part_name',
        dbType: 'character varying(60)',
        fieldName: 'partName',
        nullable: false,
        required: true,
        minLength: 2,
        maxLength: 60,
        searchKind: 'like',
        labels: labelsOf('Part name'),
      },
      3,
    ),
    col(
      {
        columnName: 'part_code',
        dbType: 'character varying(20)',
        fieldName: 'partCode',
        nullable: false,
        required: true,
        maxLength: 20,
        pattern: '^[A-Z0-9-]+$',
        searchKind: 'equals',
      },
      4,
    ),
    col(
      {
        columnName: 'stock',
        dbType: 'integer',
        fieldName: 'stock',
        tsType: 'number',
        min: 0,
        max: 100000,
        searchKind: 'range',
        defaultExpr: '0',
        nullable: false,
      },
      5,
    ),
    col({ columnName: 'unit_price', dbType: 'numeric(10,2)', fieldName: 'unitPrice', tsType: 'number', min: 0 }, 6),
    col(
      {
        columnName: 'part_status',
        dbType: 'character varying(1)',
        fieldName: 'partStatus',
        maxLength: 1,
        searchKind: 'dict',
        dictType: 'sys_normal_disable',
        defaultExpr: "'0'::character varying",
        nullable: false,
      },
      7,
    ),
    col({ columnName: 'fragile', dbType: 'boolean', fieldName: 'fragile', tsType: 'boolean', nullable: false, defaultExpr: 'false' }, 8),
    col({ columnName: 'remark_text', dbType: 'text', fieldName: 'remarkText', listed: false }, 9),
    col(
      {
        columnName: 'created_at',
        dbType: 'timestamp with time zone',
        fieldName: 'createdAt',
        tsType: 'Date',
        nullable: false,
        defaultExpr: 'now()',
        inForm: false,
        searchKind: 'range',
      },
      10,
    ),
  ],
};

const stored = (dir: string): string[] =>
  existsSync(dir)
    ? (readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>)
        .filter((e) => e.isFile())
        .map((e) => relative(GOLDEN, join(e.parentPath, e.name)))
        .sort()
    : [];

describe('the templates', () => {
  it('generate the golden files from the golden table', () => {
    const files = generateArea(GOLDEN_TABLE);
    if (process.env['UPDATE_GOLDEN']) {
      rmSync(GOLDEN, { recursive: true, force: true });
      for (const f of files) {
        const target = join(GOLDEN, `${f.path}.golden`);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, f.content);
      }
    }
    expect(files.map((f) => `${f.path}.golden`).sort()).toEqual(stored(GOLDEN));
    for (const f of files) expect(f.content, f.path).toBe(readFileSync(join(GOLDEN, `${f.path}.golden`), 'utf8'));
  });
});
