// Runs on both engines: the migrations’ indexes as each engine reports them
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/sql/like.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The migrations' indexes for the device list, the material warnings and the page's sales figures. */
const EXPECTED: Array<[table: string, index: string, definition: RegExp]> = [
  ['dev_device', 'dev_device_code_trgm_idx', /using gin \(device_code gin_trgm_ops\)/i],
  ['dev_device', 'dev_device_nameplate_trgm_idx', /using gin \(nameplate_no gin_trgm_ops\)/i],
  ['dev_device', 'dev_device_dtu_trgm_idx', /using gin \(dtu_code gin_trgm_ops\)/i],
  ['dev_device', 'dev_device_name_trgm_idx', /using gin \(name gin_trgm_ops\)/i],
  ['dev_device_container', 'dev_device_container_warning_idx', /using btree \(device_id, no\) where \(level < warn_value\)/i],
  ['dev_device', 'dev_device_last_online_idx', /using btree \(last_online_at, id\)/i],
  ['rpt_sales_daily', 'rpt_sales_daily_device_figures_idx', /using btree \(device_id, day, cup_count, amount\)/i],
];

describe('device list indexes', () => {
  it('exist after the migrations, with pg_trgm installed', async () => {
    const db = t.database.db;
    const found = await rows<{ tablename: string; indexname: string; indexdef: string }>(
      db,
      sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'`,
    );
    for (const [table, index, definition] of EXPECTED) {
      const row = found.find((r) => r.indexname === index);
      expect(row, index).toBeDefined();
      expect(row!.tablename).toBe(table);
      expect(row!.indexdef.replaceAll('"', '')).toMatch(definition);
    }
    expect(await rows(db, sql`select 1 from pg_extension where extname = 'pg_trgm'`)).toHaveLength(1);
  });

  it('serve the keyword search as the list writes it (ILIKE with the escaped pattern)', async () => {
    const db = t.database.db;
    // With sequential scans priced out, a plan that can use the trigram index does.
    await db.execute(sql`set local enable_seqscan = off`);
    const plan = await rows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select id from dev_device where device_code ilike ${containsPattern('1000_')} or name ilike ${containsPattern('lobby')}`,
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('dev_device_code_trgm_idx');
    expect(text).toContain('dev_device_name_trgm_idx');
  });

  it("answer a device's sales figures from the index alone, as the list page reads them", async () => {
    const db = t.database.db;
    await db.execute(sql`set local enable_seqscan = off`);
    await db.execute(sql`set local enable_bitmapscan = off`);
    const plan = await rows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain select sum(cup_count), sum(amount) from rpt_sales_daily where device_id = 1 and day >= '2026-01-01'`,
    );
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('Index Only Scan using rpt_sales_daily_device_figures_idx');
  });
});
