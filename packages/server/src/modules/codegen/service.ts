import {
  type GenColumn,
  type GenDbTable,
  type GenLabels,
  type GenSearchKind,
  type GenTable,
  type GenTableDetail,
  type GenTsType,
  resolvePaging,
  type genDbTableQuerySchema,
  type genTableQuerySchema,
  type genTableUpdateSchema,
} from '@vr/contracts';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { containing } from '../../platform/sql/like.js';
import { type CatalogueColumn, catalogueColumns, ownerOfTable, unownedTables } from './catalogue.js';
import { camel, columnDefaults, kebab, pascal } from './names.js';
import { areasWrittenByHand } from './output.js';
import { genTableColumns, genTables } from './schema.js';

type TableRow = typeof genTables.$inferSelect;
type ColumnRow = typeof genTableColumns.$inferSelect;
type Update = z.output<typeof genTableUpdateSchema>;

function toTable(r: TableRow): GenTable {
  return {
    tableId: r.id,
    tableName: r.tableName,
    tableComment: r.tableComment,
    areaName: r.areaName,
    businessName: r.businessName,
    entityName: r.entityName,
    author: r.author,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
  };
}

export function toColumn(r: ColumnRow): GenColumn {
  return {
    columnId: r.id,
    columnName: r.columnName,
    dbType: r.dbType,
    nullable: r.nullable,
    primaryKey: r.primaryKey,
    defaultExpr: r.defaultExpr,
    fieldName: camel(r.columnName),
    sort: r.sort,
    labels: r.labels as GenLabels,
    tsType: r.tsType as GenTsType,
    required: r.required,
    minLength: r.minLength,
    maxLength: r.maxLength,
    min: r.min,
    max: r.max,
    pattern: r.pattern,
    listed: r.listed,
    searchKind: r.searchKind as GenSearchKind,
    inForm: r.inForm,
    dictType: r.dictType,
  };
}

/** The imported tables, paged; searched by table name and business name. */
export async function listGenTables(db: Database, q: z.output<typeof genTableQuerySchema>): Promise<Page<GenTable>> {
  const where = and(containing(genTables.tableName, q.tableName), containing(genTables.businessName, q.businessName));
  return selectPageQuery(db, {
    params: q,
    sortable: {
      tableName: genTables.tableName,
      businessName: genTables.businessName,
      createTime: genTables.createdAt,
      updateTime: genTables.updatedAt,
    },
    defaultOrder: [desc(genTables.createdAt), desc(genTables.id)],
    select: db.select().from(genTables).where(where),
    counted: db.select({ id: genTables.id }).from(genTables).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toTable(row)),
  });
}

/**
 * The catalogue's tables no area owns and not imported yet, by name, paged. The catalogue holds a
 * few hundred tables at most, so it is read whole and cut to the page here.
 */
export async function listDbTables(db: Database, q: z.output<typeof genDbTableQuerySchema>): Promise<Page<GenDbTable>> {
  const imported = new Set((await db.select({ name: genTables.tableName }).from(genTables)).map((r) => r.name));
  const needle = q.tableName?.toLowerCase();
  const rows = (await unownedTables(db)).filter((t) => !imported.has(t.tableName) && (!needle || t.tableName.includes(needle)));
  const paging = resolvePaging(q);
  if (paging.sort && paging.sort.field !== 'tableName')
    throw AppError.field('orderByColumn', 'sortNotAllowed', { field: paging.sort.field });
  if (paging.sort?.direction === 'desc') rows.reverse();
  return { rows: rows.slice(paging.offset, paging.offset + paging.limit), total: rows.length };
}

async function tableRow(db: Database, id: number): Promise<TableRow> {
  const [row] = await db.select().from(genTables).where(eq(genTables.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

async function columnRows(db: Database, tableId: number): Promise<ColumnRow[]> {
  return db
    .select()
    .from(genTableColumns)
    .where(eq(genTableColumns.tableId, tableId))
    .orderBy(asc(genTableColumns.sort), asc(genTableColumns.id));
}

/** One imported table with its columns in their order. */
export async function loadGenTable(db: Database, id: number): Promise<GenTableDetail> {
  const row = await tableRow(db, id);
  return { ...toTable(row), columns: (await columnRows(db, id)).map(toColumn) };
}

/** A catalogue table that may be imported: it exists and no area owns it. */
async function importable(db: Database, table: string): Promise<CatalogueColumn[]> {
  const owner = ownerOfTable(table);
  if (owner) throw AppError.field('tables', 'codegenTableOwned', { table, area: owner });
  const columns = await catalogueColumns(db, table);
  if (columns.length === 0) throw AppError.field('tables', 'codegenTableUnknown', { table });
  return columns;
}

/**
 * Imports catalogue tables, all or none: each gets names from its own (area `coffee-bean`, entity
 * `CoffeeBean`, business `bean`) and its columns their starting settings.
 */
export async function importTables(db: Database, tables: string[], author: string): Promise<GenTable[]> {
  const names = [...new Set(tables)];
  const already = await db.select({ name: genTables.tableName }).from(genTables).where(inArray(genTables.tableName, names));
  if (already.length) throw AppError.field('tables', 'codegenTableImported', { table: already[0]!.name });
  const found = await Promise.all(names.map(async (name) => ({ name, columns: await importable(db, name) })));
  const comments = new Map((await unownedTables(db)).map((t) => [t.tableName, t.tableComment]));
  return db.transaction(async (tx) => {
    const made: GenTable[] = [];
    for (const { name, columns } of found) {
      const [row] = await tx
        .insert(genTables)
        .values({
          tableName: name,
          tableComment: comments.get(name) ?? null,
          areaName: kebab(name),
          businessName: comments.get(name)?.slice(0, 64) || (name.split('_').pop() ?? name),
          entityName: pascal(name),
          author: author.slice(0, 64),
        })
        .returning();
      await tx.insert(genTableColumns).values(columns.map((c) => ({ tableId: row!.id, ...columnDefaults(c) })));
      made.push(toTable(row!));
    }
    return made;
  });
}

/** Changes a table's names and its columns' settings (a column of another table is refused). */
export async function updateGenTable(db: Database, input: Update): Promise<GenTableDetail> {
  await tableRow(db, input.tableId);
  if (areasWrittenByHand().has(input.areaName)) throw AppError.field('areaName', 'codegenAreaTaken', { area: input.areaName });
  const own = new Set((await columnRows(db, input.tableId)).map((c) => c.id));
  const stranger = input.columns.findIndex((c) => !own.has(c.columnId));
  if (stranger >= 0) throw AppError.field(`columns.${stranger}.columnId`, 'codegenColumnUnknown');
  await db.transaction(async (tx) => {
    await tx
      .update(genTables)
      .set({
        areaName: input.areaName,
        businessName: input.businessName,
        entityName: input.entityName,
        author: input.author,
        updatedAt: new Date(),
      })
      .where(eq(genTables.id, input.tableId));
    for (const { columnId, ...settings } of input.columns) {
      await tx
        .update(genTableColumns)
        .set(settings)
        .where(and(eq(genTableColumns.id, columnId), eq(genTableColumns.tableId, input.tableId)));
    }
  });
  return loadGenTable(db, input.tableId);
}

/** Forgets imported tables and their settings (the database tables stay). */
export async function deleteGenTables(db: Database, ids: number[]): Promise<number> {
  const gone = await db.delete(genTables).where(inArray(genTables.id, ids)).returning({ id: genTables.id });
  return gone.length;
}

/**
 * Reads the table's columns again: a column still there keeps its settings (its catalogue type,
 * nullability and place follow the database), a new one gets the starting settings, a dropped
 * one is forgotten.
 */
export async function syncGenTable(db: Database, id: number): Promise<GenTableDetail> {
  const row = await tableRow(db, id);
  const columns = await catalogueColumns(db, row.tableName);
  if (columns.length === 0) throw AppError.field('tableId', 'codegenTableGone', { table: row.tableName });
  const kept = new Map((await columnRows(db, id)).map((c) => [c.columnName, c]));
  await db.transaction(async (tx) => {
    const names = columns.map((c) => c.name);
    await tx.delete(genTableColumns).where(and(eq(genTableColumns.tableId, id), notInArray(genTableColumns.columnName, names)));
    for (const c of columns) {
      const old = kept.get(c.name);
      if (old) {
        await tx
          .update(genTableColumns)
          .set({
            dbType: c.type,
            nullable: c.nullable,
            primaryKey: c.primaryKey,
            defaultExpr: c.defaultExpr?.slice(0, 200) ?? null,
            sort: c.position,
          })
          .where(eq(genTableColumns.id, old.id));
      } else await tx.insert(genTableColumns).values({ tableId: id, ...columnDefaults(c) });
    }
    await tx.update(genTables).set({ updatedAt: new Date() }).where(eq(genTables.id, id));
  });
  return loadGenTable(db, id);
}
