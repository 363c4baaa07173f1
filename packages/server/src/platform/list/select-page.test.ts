// Runs on both engines: a page and its total read in one statement, mapped as drizzle maps rows
import { asc, desc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../../test/harness.js';
import { fixedHead } from '../db/fixed-head.js';
import { selectPageQuery } from './page-query.js';

const shelf = pgTable('zz_page_shelf', { id: serial('id').primaryKey(), label: text('label').notNull() });
const item = pgTable('zz_page_item', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  shelfId: integer('shelf_id'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let handle: DatabaseHandle;
const db = () => handle.db;

beforeAll(async () => {
  handle = await openTestDatabase();
  await db().execute(sql`create table zz_page_shelf (id serial primary key, label text not null)`);
  await db().execute(
    sql`create table zz_page_item (id serial primary key, name text not null, rank integer not null, shelf_id integer, at timestamptz not null)`,
  );
  await db().insert(shelf).values({ label: 'Top' });
  // 30 items, ranks in an order of their own (not their ids'), every third on no shelf.
  await db()
    .insert(item)
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Item ${i + 1}`,
        rank: (i * 7) % 30,
        shelfId: i % 3 === 0 ? null : 1,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
});
afterAll(async () => {
  await handle?.close();
});

const list = (params: Record<string, unknown>, where = sql`true`, exactTotal?: number | 'all', countSelect = false) =>
  selectPageQuery(db(), {
    params: { page: 1, limit: 10, ...params },
    sortable: { rank: item.rank, name: item.name },
    defaultOrder: [asc(item.id)],
    select: db().select({ item, shelf }).from(item).leftJoin(shelf, eq(shelf.id, item.shelfId)).where(where),
    ...(countSelect ? {} : { counted: db().select({ id: item.id }).from(item).where(where) }),
    ...(exactTotal !== undefined ? { exactTotal } : {}),
    toRows: (rows) => rows.map((r) => ({ id: r.item.id, rank: r.item.rank, at: r.item.at, shelf: r.shelf?.label ?? null })),
  });

describe('a page and its total in one statement', () => {
  it('keeps the page’s order and maps its rows as drizzle does (dates, a left-joined row of nulls made null)', async () => {
    const page = await list({ orderByColumn: 'rank', isAsc: 'descending', page: 2 });
    expect(page.total).toBe(30);
    expect(page.totalEstimated).toBeUndefined();
    expect(page.rows.map((r) => r.rank)).toEqual([19, 18, 17, 16, 15, 14, 13, 12, 11, 10]);
    for (const r of page.rows) {
      expect(r.at).toBeInstanceOf(Date);
      expect(r.shelf).toBe((r.id - 1) % 3 === 0 ? null : 'Top');
    }
    const byId = await list({ page: 3 });
    expect(byId.rows.map((r) => r.id)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });

  it('counts the matching rows only, also on a page past the end and when nothing matches', async () => {
    const onShelf = sql`${item.shelfId} is not null`;
    expect((await list({}, onShelf)).total).toBe(20);
    const past = await list({ page: 4 }, onShelf);
    expect(past).toEqual({ rows: [], total: 20 });
    expect(await list({}, sql`false`)).toEqual({ rows: [], total: 0 });
  });

  it('counts exactly up to its limit and flags the total as estimated above it', async () => {
    const page = await list({}, sql`true`, 12);
    expect(page.rows).toHaveLength(10);
    expect(page.totalEstimated).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(13);
    expect((await list({}, sql`${item.rank} < 12`, 12)).total).toBe(12);
    // A small table's list counts every row, also on a page past the end.
    expect(await list({}, sql`true`, 'all')).toMatchObject({ total: 30 });
    expect(await list({ page: 5 }, sql`true`, 'all')).toEqual({ rows: [], total: 30 });
  });

  it('counts the rows of its select when given nothing narrower to count, not the page it cut', async () => {
    const onShelf = sql`${item.shelfId} is not null`;
    expect(await list({}, onShelf, 'all', true)).toMatchObject({ total: 20 });
    expect(await list({ page: 2 }, onShelf, undefined, true)).toMatchObject({ total: 20 });
    expect(await list({ page: 4 }, onShelf, 'all', true)).toEqual({ rows: [], total: 20 });
  });

  it('refuses a sort the list does not offer before any query', async () => {
    await expect(list({ orderByColumn: 'shelf_id' })).rejects.toMatchObject({ key: 'sortNotAllowed', field: 'orderByColumn' });
    expect((await list({ orderByColumn: 'name', isAsc: 'ascending' })).rows[0]!.id).toBe(1);
  });
});

describe('a select with a fixed head', () => {
  const wide = fixedHead<{ item: typeof item.$inferSelect; shelf: typeof shelf.$inferSelect | null; key: string | null }>((d) =>
    d
      .select({ item, shelf, key: sql<string | null>`cast(${item.at} as text)` })
      .from(item)
      .leftJoin(shelf, eq(shelf.id, item.shelfId)),
  );

  it('reads each call’s own tail and values, mapped as drizzle maps the head’s select', async () => {
    const first = await wide(db(), sql`where ${item.rank} < ${3} order by ${desc(item.rank)}`);
    expect(first.map((r) => r.item.rank)).toEqual([2, 1, 0]);
    for (const r of first) {
      expect(r.item.at).toBeInstanceOf(Date);
      expect(r.key).toMatch(/^2026-01-01 /);
      expect(r.shelf).toEqual((r.item.id - 1) % 3 === 0 ? null : { id: 1, label: 'Top' });
    }
    const ids = db().select({ id: item.id }).from(item).orderBy(asc(item.id)).limit(2).offset(4);
    expect((await wide(db(), sql`where ${item.id} in ${ids} order by ${item.id}`)).map((r) => r.item.id)).toEqual([5, 6]);
  });

  it('maps every row exactly as drizzle maps the same select (nested objects, decoders, a missing joined row)', async () => {
    const fields = {
      item,
      shelf,
      next: sql`${item.rank} + 1`.mapWith(Number),
      when: sql<string>`cast(${item.at} as text)`,
      mixed: { label: shelf.label, at: item.at },
    };
    const select = (d: typeof handle.db) => d.select(fields).from(item).leftJoin(shelf, eq(shelf.id, item.shelfId));
    const byDrizzle = await select(db()).orderBy(asc(item.id));
    expect(await fixedHead((d) => select(d))(db(), sql`order by ${item.id}`)).toEqual(byDrizzle);
    const page = await selectPageQuery(db(), {
      params: { page: 1, limit: 30 },
      sortable: {},
      defaultOrder: [asc(item.id)],
      select: select(db()),
      toRows: (rows) => rows,
    });
    expect(page.rows).toEqual(byDrizzle);
    expect(byDrizzle.filter((r) => r.shelf === null)).toHaveLength(10);
  });

  it('refuses a head that takes values', async () => {
    const valued = fixedHead((d) => d.select({ id: item.id }).from(item).where(eq(item.rank, 1)));
    await expect(valued(db(), sql`order by 1`)).rejects.toThrow(/no values/);
  });
});
