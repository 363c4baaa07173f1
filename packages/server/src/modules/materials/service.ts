import {
  type ImportRowError,
  type Lang,
  type Material,
  type MaterialClass,
  type MaterialCodeOption,
  type MaterialListQuery,
  type MaterialType,
  type materialClassListSchema,
  type materialClassSaveSchema,
  type materialImportRowSchema,
  type materialSaveSchema,
  message,
} from '@vr/contracts';
import { type SQL, and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type ParsedRow, duplicateRows } from '../../platform/excel/index.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { orgCurrency } from '../customers/index.js';
import { customerOf } from '../orgs/index.js';
import { materialClasses, materials } from './schema.js';

type MaterialInput = z.output<typeof materialSaveSchema>;
type ClassInput = z.output<typeof materialClassSaveSchema>;
type ClassQuery = z.output<typeof materialClassListSchema>;

/** The customer a new row goes to: the one chosen (a customer in the caller's scope), else the caller's own. */
export async function ownerOf(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  const customer = await customerOf(db, orgId ?? auth.orgId);
  if (!customer) throw AppError.field('orgId', 'materialCustomerRequired');
  if (!(await isInScope(db, auth, { orgId: customer.id }))) throw AppError.forbidden();
  return customer.id;
}

/* ---------------- classifications ---------------- */

const CLASS_NAME = { zh: materialClasses.nameZh, en: materialClasses.nameEn, es: materialClasses.nameEs, ja: materialClasses.nameJa };
/** A classification's name in `lang`, else its Chinese or English one (SQL, for lists and joins). */
const classNameIn = (lang: Lang) => sql<string | null>`coalesce(${CLASS_NAME[lang]}, ${materialClasses.nameZh}, ${materialClasses.nameEn})`;

const toClass = (r: typeof materialClasses.$inferSelect, lang: Lang, orgName: string | null): MaterialClass => ({
  id: r.id,
  orgId: r.orgId,
  orgName: orgName ?? '',
  classCode: r.code,
  className: r[`name${lang === 'zh' ? 'Zh' : lang === 'en' ? 'En' : lang === 'es' ? 'Es' : 'Ja'}`] || r.nameZh || r.nameEn || '',
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  nameEs: r.nameEs,
  nameJa: r.nameJa,
  createTime: r.createdAt.toISOString(),
});

export async function listClasses(db: Database, q: ClassQuery, auth: AuthContext, lang: Lang): Promise<Page<MaterialClass>> {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    scopeCondition(auth, { org: materialClasses.orgId }),
    keyword ? or(ilike(materialClasses.code, keyword), ...Object.values(CLASS_NAME).map((c) => ilike(c, keyword))) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: { classCode: materialClasses.code, className: CLASS_NAME[lang], createTime: materialClasses.createdAt },
    defaultOrder: [asc(materialClasses.orgId), asc(materialClasses.code)],
    select: db
      .select({ c: materialClasses, orgName: orgs.name })
      .from(materialClasses)
      .leftJoin(orgs, eq(orgs.id, materialClasses.orgId))
      .where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toClass(r.c, lang, r.orgName)),
  });
}

export async function saveClass(db: Database, input: ClassInput, auth: AuthContext, lang: Lang): Promise<MaterialClass> {
  const values = {
    code: input.classCode,
    nameZh: input.nameZh ?? null,
    nameEn: input.nameEn ?? null,
    nameEs: input.nameEs ?? null,
    nameJa: input.nameJa ?? null,
  };
  if (input.id === undefined) {
    const orgId = await ownerOf(db, input.orgId, auth);
    const [row] = await db
      .insert(materialClasses)
      .values({ ...values, orgId })
      .returning();
    return toClass(row!, lang, (await customerOf(db, orgId))?.name ?? null);
  }
  const [row] = await db
    .update(materialClasses)
    .set(values)
    .where(and(eq(materialClasses.id, input.id), scopeCondition(auth, { org: materialClasses.orgId })))
    .returning();
  if (!row) throw AppError.notFound();
  return toClass(row, lang, (await customerOf(db, row.orgId))?.name ?? null);
}

/**
 * Deletes classifications, all or nothing: one the caller cannot see is not found (whether or not
 * it is used), and one that materials use refuses the whole call.
 */
export async function deleteClasses(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: materialClasses.id })
      .from(materialClasses)
      .where(and(inArray(materialClasses.id, wanted), scopeCondition(auth, { org: materialClasses.orgId })))
      .for('update');
    if (mine.length !== wanted.length) throw AppError.notFound();
    const [used] = await tx.select({ n: count() }).from(materials).where(inArray(materials.classId, wanted));
    if ((used?.n ?? 0) > 0) throw AppError.badRequest('materialClassInUse');
    const gone = await tx.delete(materialClasses).where(inArray(materialClasses.id, wanted)).returning({ id: materialClasses.id });
    return gone.length;
  });
}

/* ---------------- materials ---------------- */

const materialColumns = (lang: Lang) => ({
  m: materials,
  orgName: orgs.name,
  classCode: materialClasses.code,
  className: classNameIn(lang),
  currency: orgCurrency(materials.orgId),
});

const toMaterial = ({
  m,
  orgName,
  classCode,
  className,
  currency,
}: {
  m: typeof materials.$inferSelect;
  orgName: string | null;
  classCode: string | null;
  className: string | null;
  currency: string;
}): Material => ({
  id: m.id,
  orgId: m.orgId,
  orgName: orgName ?? '',
  materialCode: m.code,
  nameZh: m.nameZh,
  nameEn: m.nameEn,
  nameEs: m.nameEs,
  nameJa: m.nameJa,
  classId: m.classId,
  classCode,
  className,
  materialType: m.type as MaterialType,
  netContent: m.netContent,
  shelfLifeDays: m.shelfLifeDays,
  costPrice: m.costPrice,
  salePrice: m.salePrice,
  unit: m.unit,
  picture: m.picture,
  storageTemp: m.storageTemp,
  accessoryCode: m.accessoryCode,
  currency,
  createTime: m.createdAt.toISOString(),
});

const materialQuery = (db: Database, lang: Lang) =>
  db
    .select(materialColumns(lang))
    .from(materials)
    .leftJoin(materialClasses, eq(materialClasses.id, materials.classId))
    .leftJoin(orgs, eq(orgs.id, materials.orgId));

export function materialFilter(q: MaterialListQuery, auth: AuthContext): SQL | undefined {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    scopeCondition(auth, { org: materials.orgId }),
    keyword
      ? or(
          ilike(materials.code, keyword),
          ilike(materials.nameZh, keyword),
          ilike(materials.nameEn, keyword),
          ilike(materials.nameEs, keyword),
          ilike(materials.nameJa, keyword),
        )
      : undefined,
    q.classId !== undefined ? eq(materials.classId, q.classId) : undefined,
    q.materialType !== undefined ? eq(materials.type, q.materialType) : undefined,
  );
}

export const MATERIAL_DEFAULT_ORDER = [asc(materials.orgId), asc(materials.code), asc(materials.id)];

/** One batch of the filtered materials in the list's order (the export reads the list this way). */
export async function materialBatch(db: Database, where: SQL | undefined, lang: Lang, offset: number, limit: number): Promise<Material[]> {
  return (
    await materialQuery(db, lang)
      .where(where)
      .orderBy(...MATERIAL_DEFAULT_ORDER)
      .limit(limit)
      .offset(offset)
  ).map(toMaterial);
}

export async function listMaterials(db: Database, q: MaterialListQuery, auth: AuthContext, lang: Lang): Promise<Page<Material>> {
  const where = materialFilter(q, auth);
  return selectPageQuery(db, {
    params: q,
    sortable: {
      materialCode: materials.code,
      nameZh: materials.nameZh,
      nameEn: materials.nameEn,
      materialType: materials.type,
      className: CLASS_NAME[lang],
      costPrice: materials.costPrice,
      salePrice: materials.salePrice,
      shelfLifeDays: materials.shelfLifeDays,
      createTime: materials.createdAt,
    },
    defaultOrder: MATERIAL_DEFAULT_ORDER,
    select: materialQuery(db, lang).where(where),
    counted: db.select({ id: materials.id }).from(materials).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((row) => toMaterial(row)),
  });
}

/** One material the caller may see: 404 when missing, 403 outside the data scope. */
export async function loadMaterial(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<Material> {
  const [row] = await materialQuery(db, lang).where(eq(materials.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.m.orgId }))) throw AppError.forbidden();
  return toMaterial(row);
}

/** Creates without `id` (needs add), else updates (needs edit); the code is unique per customer (database constraint). */
export async function saveMaterial(db: Database, input: MaterialInput, auth: AuthContext, lang: Lang): Promise<Material> {
  const current = input.id === undefined ? null : await loadMaterial(db, input.id, auth, lang);
  const orgId = current ? current.orgId : await ownerOf(db, input.orgId, auth);
  if (input.classId !== undefined) {
    const [cls] = await db
      .select({ orgId: materialClasses.orgId })
      .from(materialClasses)
      .where(eq(materialClasses.id, input.classId))
      .limit(1);
    if (!cls || cls.orgId !== orgId) throw AppError.field('classId', 'materialClassOtherCustomer');
  }
  const values = {
    code: input.materialCode,
    nameZh: input.nameZh ?? null,
    nameEn: input.nameEn ?? null,
    nameEs: input.nameEs ?? null,
    nameJa: input.nameJa ?? null,
    classId: input.classId ?? null,
    type: input.materialType,
    netContent: input.netContent ?? null,
    shelfLifeDays: input.shelfLifeDays ?? null,
    costPrice: input.costPrice ?? null,
    salePrice: input.salePrice ?? null,
    unit: input.unit,
    picture: input.picture ?? null,
    storageTemp: input.storageTemp ?? null,
    accessoryCode: input.accessoryCode ?? null,
  };
  if (!current) {
    const [row] = await db
      .insert(materials)
      .values({ ...values, orgId })
      .returning({ id: materials.id });
    return loadMaterial(db, row!.id, auth, lang);
  }
  await db
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, current.id));
  return loadMaterial(db, current.id, auth, lang);
}

/** Deletes materials, all or nothing: one id outside the caller's scope refuses the whole call. */
export async function deleteMaterials(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const gone = await db
    .delete(materials)
    .where(and(inArray(materials.id, ids), scopeCondition(auth, { org: materials.orgId })))
    .returning({ id: materials.id });
  if (gone.length !== ids.length) throw AppError.notFound();
  return gone.length;
}

/**
 * The material codes a device model's container may name, with their names: those of the
 * customers in the caller's scope (the platform sees every customer's), each code once.
 */
export async function materialCodeOptions(db: Database, auth: AuthContext): Promise<MaterialCodeOption[]> {
  const rows = await db
    .selectDistinctOn([materials.code], {
      code: materials.code,
      nameZh: materials.nameZh,
      nameEn: materials.nameEn,
      nameEs: materials.nameEs,
      nameJa: materials.nameJa,
    })
    .from(materials)
    .where(scopeCondition(auth, { org: materials.orgId }))
    .orderBy(asc(materials.code), asc(materials.orgId))
    .limit(2000);
  return rows;
}

/**
 * Of `codes`, those no raw material has: of the customer `orgId`, or of any customer when the
 * owner is the platform (a platform-wide device model).
 */
export async function unknownMaterialCodes(db: Database, codes: string[], orgId: number | null): Promise<string[]> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return [];
  const found = await db
    .selectDistinct({ code: materials.code })
    .from(materials)
    .where(and(inArray(materials.code, wanted), orgId === null ? undefined : eq(materials.orgId, orgId)));
  const known = new Set(found.map((r) => r.code));
  return wanted.filter((c) => !known.has(c));
}

type ImportRow = z.output<typeof materialImportRowSchema>;

/**
 * Checks of the valid import rows against the customer's data: a code twice in the file, a code
 * the customer already has (unless existing rows are updated), a classification code it lacks.
 * Fills `existing` (code → id) and `classIds` (code → id) for the write.
 */
export async function checkMaterialImport(
  db: Database,
  rows: ParsedRow<ImportRow>[],
  ctx: { orgId: number; update: boolean; lang: Lang; existing: Map<string, number>; classIds: Map<string, number> },
): Promise<ImportRowError[]> {
  const { orgId, update, lang, existing, classIds } = ctx;
  const errors = duplicateRows(rows, (d) => d.materialCode, 'materialCode', lang);
  const codes = [...new Set(rows.map((r) => r.data.materialCode))];
  if (codes.length)
    for (const m of await db
      .select({ id: materials.id, code: materials.code })
      .from(materials)
      .where(and(eq(materials.orgId, orgId), inArray(materials.code, codes))))
      existing.set(m.code, m.id);
  const classCodes = [...new Set(rows.map((r) => r.data.classCode).filter((c): c is string => !!c))];
  if (classCodes.length)
    for (const c of await db
      .select({ id: materialClasses.id, code: materialClasses.code })
      .from(materialClasses)
      .where(and(eq(materialClasses.orgId, orgId), inArray(materialClasses.code, classCodes))))
      classIds.set(c.code, c.id);
  for (const { row, data } of rows) {
    if (!update && existing.has(data.materialCode))
      errors.push({ row, field: 'materialCode', message: message('materialCodeExists', lang, { materialCode: data.materialCode }) });
    if (data.classCode && !classIds.has(data.classCode))
      errors.push({ row, field: 'classCode', message: message('materialClassNotFoundByCode', lang, { classCode: data.classCode }) });
  }
  return errors;
}

/** Writes checked import rows into the customer in one transaction: new codes inserted, existing ones updated. */
export async function writeMaterialImport(
  db: Database,
  rows: ParsedRow<ImportRow>[],
  ctx: { orgId: number; existing: Map<string, number>; classIds: Map<string, number> },
): Promise<void> {
  const { orgId, existing, classIds } = ctx;
  await db.transaction(async (tx) => {
    const inserts: (typeof materials.$inferInsert)[] = [];
    for (const { data } of rows) {
      const values = {
        code: data.materialCode,
        nameZh: data.nameZh ?? null,
        nameEn: data.nameEn ?? null,
        nameEs: data.nameEs ?? null,
        nameJa: data.nameJa ?? null,
        classId: data.classCode ? classIds.get(data.classCode)! : null,
        type: data.materialType,
        netContent: data.netContent ?? null,
        shelfLifeDays: data.shelfLifeDays ?? null,
        costPrice: data.costPrice ?? null,
        salePrice: data.salePrice ?? null,
        unit: data.unit,
        storageTemp: data.storageTemp ?? null,
        accessoryCode: data.accessoryCode ?? null,
      };
      const id = existing.get(data.materialCode);
      if (id !== undefined)
        await tx
          .update(materials)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(materials.id, id));
      else inserts.push({ ...values, orgId });
    }
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(materials).values(inserts.slice(i, i + 500));
  });
}
