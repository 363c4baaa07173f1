import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type TableOwners, codeFiles, ownerOfPath, tableOwners, AREA_OWNED_PLATFORM_TABLES } from '../platform/db/table-owners.js';

/*
 * Every table has one owner, which alone writes it: an area (its tables live in its folder) or
 * the platform. Other areas read it through the owner's face and change it through the owner's
 * commands. Read from the code: an `insert`, `update` or `delete` of drizzle, or raw SQL that
 * inserts into, updates or deletes from a table, outside its owner's folder is a foreign write.
 */

export { tableOwners };

const srcDir = fileURLToPath(new URL('../', import.meta.url));

/**
 * Foreign writes not yet moved to their owner's commands. Each entry is `writer → table`; the
 * test fails when one is gone (so the list only shrinks) and when a new one appears.
 */
const NOT_YET_MOVED: string[] = [];

/** Code that is no area: the composition of the core demo data, and test support. */
const NOT_AN_AREA = /^(db|test)\//;

const sourceFiles = (dir: string) =>
  codeFiles(dir, (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('.cases.'));

/** `writer → table` for every write of a table by code that does not own it. */
export function foreignWrites(files: Array<{ path: string; text: string }>, owners: TableOwners = tableOwners()): string[] {
  const found = new Set<string>();
  for (const { path, text } of files) {
    if (NOT_AN_AREA.test(path)) continue;
    const writer = ownerOfPath(path);
    // Local name → imported name (import { orders as o }).
    const local = new Map<string, string>();
    for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'[^']+'/g)) {
      for (const part of m[1]!.split(',')) {
        const [name, alias] = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (name) local.set((alias ?? name).trim(), name.trim());
      }
    }
    const tableOf = (identifier: string) => owners.byConst.get(local.get(identifier) ?? identifier);
    const note = (sqlName: string | undefined, owner: string | undefined) => {
      if (sqlName && owner && owner !== writer) found.add(`${path}: ${writer} → ${sqlName} (${owner})`);
    };
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const table = tableOf(m[1]!);
      note(table?.sqlName, table?.owner);
    }
    for (const m of text.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{\s*(\w+)\s*\})/gi)) {
      if (m[2]) {
        const table = tableOf(m[2]);
        note(table?.sqlName, table?.owner);
      } else note(m[1], owners.bySql.get(m[1]!));
    }
  }
  return [...found].sort();
}

const allFiles = () =>
  sourceFiles(srcDir.replace(/\/$/, '')).map((file) => ({ path: relative(srcDir, file), text: readFileSync(file, 'utf8') }));

describe('table ownership', () => {
  it('every table has exactly one owner', () => {
    const { byConst, bySql } = tableOwners();
    expect(bySql.size).toBeGreaterThan(90);
    // A table declared twice (two schema files) would have two owners.
    expect(new Set([...byConst.values()].map((t) => t.sqlName)).size).toBe(byConst.size);
    for (const [table, area] of Object.entries(AREA_OWNED_PLATFORM_TABLES)) expect(bySql.get(table), table).toBe(area);
  });

  it('no area writes a table it does not own: it calls the owner’s commands', () => {
    expect(foreignWrites(allFiles())).toEqual(NOT_YET_MOVED);
  });

  it('finds a foreign write by drizzle, by raw SQL and through an alias', () => {
    const files = [
      { path: 'modules/refunds/x.ts', text: "import { orders as o } from '../orders/index.js';\nawait db.update(o).set({});" },
      { path: 'modules/device-gateway/y.ts', text: 'await db.execute(sql`insert into ord_order_item (order_id) values (1)`);' },
      { path: 'modules/payments/z.ts', text: "import { orders } from '../orders/index.js';\nsql`UPDATE ${orders} SET x = 1`;" },
      { path: 'modules/orders/own.ts', text: "import { orders } from './schema.js';\nawait db.delete(orders);" },
      { path: 'test/fixture.ts', text: "import { orders } from '../modules/orders/index.js';\nawait db.insert(orders);" },
    ];
    expect(foreignWrites(files)).toEqual([
      'modules/device-gateway/y.ts: device-gateway → ord_order_item (orders)',
      'modules/payments/z.ts: payments → ord_order (orders)',
      'modules/refunds/x.ts: refunds → ord_order (orders)',
    ]);
  });
});
