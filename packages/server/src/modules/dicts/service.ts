import {
  type DictData,
  type DictType,
  type Lang,
  type ListClass,
  type ListParams,
  type dictDataQuerySchema,
  type dictDataSchema,
  type dictTypeQuerySchema,
  type dictTypeSchema,
} from '@vr/contracts';
import { type SQL, and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { selectPageQuery } from '../../platform/list/page-query.js';
import { dictCache } from './cache.js';
import { builtInTypesNamed, dictTypeName, dictTypeRemark, isSeededName } from './names.js';
import { dictData, dictTypes } from './schema.js';
import { containing } from '../../platform/sql/like.js';

type TypeRow = typeof dictTypes.$inferSelect;
type DataRow = typeof dictData.$inferSelect;

export function toDictType(row: TypeRow, lang: Lang): DictType {
  return {
    dictId: row.id,
    dictName: row.builtIn ? dictTypeName(row.dictType, row.dictName, lang) : row.dictName,
    dictType: row.dictType,
    status: row.status,
    remark: row.builtIn ? dictTypeRemark(row.dictType, row.remark, lang) : row.remark,
    builtIn: row.builtIn,
    createTime: row.createdAt.toISOString(),
  };
}

export function toDictData(row: DataRow, lang: Lang): DictData {
  return {
    dictCode: row.id,
    dictType: row.dictType,
    dictLabel: row.labels[lang] || row.dictLabel,
    dictValue: row.dictValue,
    dictSort: row.dictSort,
    listClass: row.listClass as ListClass,
    cssClass: row.cssClass,
    status: row.status,
    remark: row.remark,
    defaultLabel: row.dictLabel,
    labels: row.labels,
    builtIn: row.builtIn,
    createTime: row.createdAt.toISOString(),
  };
}

/* ---------- types ---------- */

export function typeFilter(q: z.output<typeof dictTypeQuerySchema>): SQL | undefined {
  const named = containing(dictTypes.dictName, q.dictName);
  const builtIn = q.dictName ? builtInTypesNamed(q.dictName) : [];
  return and(
    builtIn.length ? or(named, and(eq(dictTypes.builtIn, true), inArray(dictTypes.dictType, builtIn))) : named,
    containing(dictTypes.dictType, q.dictType),
    q.status !== undefined ? eq(dictTypes.status, q.status) : undefined,
    q.beginTime ? gte(dictTypes.createdAt, new Date(q.beginTime)) : undefined,
    q.endTime ? lt(dictTypes.createdAt, new Date(new Date(q.endTime).getTime() + 86_400_000)) : undefined,
  );
}

export const TYPE_SORTABLE = {
  dictId: dictTypes.id,
  dictName: dictTypes.dictName,
  dictType: dictTypes.dictType,
  status: dictTypes.status,
  createTime: dictTypes.createdAt,
};

export async function listTypes(db: Database, q: z.output<typeof dictTypeQuerySchema>, lang: Lang) {
  const where = typeFilter(q);
  return selectPageQuery(db, {
    params: q as ListParams,
    sortable: TYPE_SORTABLE,
    defaultOrder: [asc(dictTypes.id)],
    select: db.select().from(dictTypes).where(where),
    counted: db.select({ id: dictTypes.id }).from(dictTypes).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toDictType(row, lang)),
  });
}

export async function getType(db: Database, id: number): Promise<TypeRow> {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

async function assertTypeFree(db: Database, dictType: string, exceptId?: number) {
  const [row] = await db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.dictType, dictType));
  if (row && row.id !== exceptId) throw AppError.field('dictType', 'dictTypeExists', { dictType });
}

export async function createType(db: Database, input: z.output<typeof dictTypeSchema>, lang: Lang): Promise<DictType> {
  await assertTypeFree(db, input.dictType);
  const [row] = await db.insert(dictTypes).values(input).returning();
  dictCache.clear();
  return toDictType(row!, lang);
}

export async function updateType(db: Database, id: number, input: z.output<typeof dictTypeSchema>, lang: Lang): Promise<DictType> {
  const current = await getType(db, id);
  if (current.builtIn && current.dictType !== input.dictType) throw AppError.field('dictType', 'dictBuiltInTypeKey');
  await assertTypeFree(db, input.dictType, id);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(dictTypes)
      // A built-in name saved back as shown (in the editor's language) stays the seeded name.
      .set({
        ...input,
        dictName: current.builtIn && isSeededName(current.dictType, input.dictName) ? current.dictName : input.dictName,
        updatedAt: new Date(),
      })
      .where(eq(dictTypes.id, id))
      .returning();
    // The entries follow their type's new name (RuoYi does the same).
    if (current.dictType !== input.dictType) {
      await tx.update(dictData).set({ dictType: input.dictType }).where(eq(dictData.dictType, current.dictType));
    }
    return updated!;
  });
  dictCache.clear();
  return toDictType(row, lang);
}

/** Deletes types and their entries; built-in ones are refused (nothing is deleted then). */
export async function deleteTypes(db: Database, ids: number[]): Promise<number> {
  const rows = await db.select().from(dictTypes).where(inArray(dictTypes.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  const builtIn = rows.find((r) => r.builtIn);
  if (builtIn) throw AppError.badRequest('dictBuiltInDelete', { name: builtIn.dictName });
  await db.transaction(async (tx) => {
    await tx.delete(dictData).where(
      inArray(
        dictData.dictType,
        rows.map((r) => r.dictType),
      ),
    );
    await tx.delete(dictTypes).where(inArray(dictTypes.id, ids));
  });
  dictCache.clear();
  return rows.length;
}

/* ---------- data ---------- */

export function dataFilter(q: z.output<typeof dictDataQuerySchema>): SQL | undefined {
  return and(
    q.dictType ? eq(dictData.dictType, q.dictType) : undefined,
    containing([dictData.dictLabel, sql`${dictData.labels}::text`], q.dictLabel),
    q.status !== undefined ? eq(dictData.status, q.status) : undefined,
  );
}

export const DATA_SORTABLE = {
  dictCode: dictData.id,
  dictSort: dictData.dictSort,
  dictLabel: dictData.dictLabel,
  dictValue: dictData.dictValue,
  status: dictData.status,
  createTime: dictData.createdAt,
};
export const DATA_DEFAULT_ORDER = [asc(dictData.dictType), asc(dictData.dictSort), asc(dictData.id)];

export async function listData(db: Database, q: z.output<typeof dictDataQuerySchema>, lang: Lang) {
  const where = dataFilter(q);
  return selectPageQuery(db, {
    params: q as ListParams,
    sortable: DATA_SORTABLE,
    defaultOrder: DATA_DEFAULT_ORDER,
    select: db.select().from(dictData).where(where),
    counted: db.select({ id: dictData.id }).from(dictData).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toDictData(row, lang)),
  });
}

export async function getData(db: Database, id: number): Promise<DataRow> {
  const [row] = await db.select().from(dictData).where(eq(dictData.id, id));
  if (!row) throw AppError.notFound();
  return row;
}

async function assertTypeExists(db: Database, dictType: string) {
  const [row] = await db.select({ id: dictTypes.id }).from(dictTypes).where(eq(dictTypes.dictType, dictType));
  if (!row) throw AppError.field('dictType', 'dictTypeUnknown', { dictType });
}

async function assertValueFree(db: Database, dictType: string, dictValue: string, exceptId?: number) {
  const [row] = await db
    .select({ id: dictData.id })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.dictValue, dictValue)));
  if (row && row.id !== exceptId) throw AppError.field('dictValue', 'dictValueExists', { dictValue });
}

export function cleanLabels(labels: Partial<Record<Lang, string | null | undefined>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [lang, text] of Object.entries(labels ?? {})) if (text) out[lang] = text;
  return out;
}

type DataInput = z.output<typeof dictDataSchema>;
const dataValues = (input: DataInput) => ({
  dictType: input.dictType,
  dictLabel: input.dictLabel,
  dictValue: input.dictValue,
  dictSort: input.dictSort,
  listClass: input.listClass,
  cssClass: input.cssClass ?? null,
  status: input.status,
  remark: input.remark ?? null,
  labels: cleanLabels(input.labels),
});

export async function createData(db: Database, input: DataInput, lang: Lang): Promise<DictData> {
  await assertTypeExists(db, input.dictType);
  await assertValueFree(db, input.dictType, input.dictValue);
  const [row] = await db.insert(dictData).values(dataValues(input)).returning();
  dictCache.clear();
  return toDictData(row!, lang);
}

export async function updateData(db: Database, id: number, input: DataInput, lang: Lang): Promise<DictData> {
  await getData(db, id);
  await assertTypeExists(db, input.dictType);
  await assertValueFree(db, input.dictType, input.dictValue, id);
  const [row] = await db
    .update(dictData)
    .set({ ...dataValues(input), updatedAt: new Date() })
    .where(eq(dictData.id, id))
    .returning();
  dictCache.clear();
  return toDictData(row!, lang);
}

export async function deleteData(db: Database, ids: number[]): Promise<number> {
  const rows = await db.select({ id: dictData.id }).from(dictData).where(inArray(dictData.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  await db.delete(dictData).where(inArray(dictData.id, ids));
  dictCache.clear();
  return rows.length;
}

/** The enabled entries of one type, in order (cached until a change or "refresh cache"). */
export async function dataOfType(db: Database, dictType: string): Promise<DataRow[]> {
  const cached = dictCache.get(db, dictType);
  if (cached) return cached;
  const rows = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, 0)))
    .orderBy(asc(dictData.dictSort), asc(dictData.id));
  dictCache.set(db, dictType, rows);
  return rows;
}
