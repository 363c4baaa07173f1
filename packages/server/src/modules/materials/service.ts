import type {
  Material,
  MaterialClass,
  MaterialListQuery,
  MaterialType,
  materialClassListSchema,
  materialClassSaveSchema,
  materialSaveSchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { orgCurrency } from '../customers/index.js';
import { customerOf } from '../orgs/index.js';
import { materialClasses, materials } from './schema.js';

type MaterialInput = z.output<typeof materialSaveSchema>;
type ClassInput = z.output<typeof materialClassSaveSchema>;
type ClassQuery = z.output<typeof materialClassListSchema>;

/** The customer a new row goes to: the one chosen (a customer in the caller's scope), else the caller's own. */
async function ownerOf(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  const customer = await customerOf(db, orgId ?? auth.orgId);
  if (!customer) throw AppError.field('orgId', 'materialCustomerRequired');
  if (!(await isInScope(db, auth, { orgId: customer.id }))) throw AppError.forbidden();
  return customer.id;
}

/* ---------------- classifications ---------------- */

const toClass = (r: typeof materialClasses.$inferSelect): MaterialClass => ({
  id: r.id,
  orgId: r.orgId,
  classCode: r.code,
  className: r.name,
  createTime: r.createdAt.toISOString(),
});

export async function listClasses(db: Database, q: ClassQuery, auth: AuthContext): Promise<Page<MaterialClass>> {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    scopeCondition(auth, { org: materialClasses.orgId }),
    keyword ? or(ilike(materialClasses.name, keyword), ilike(materialClasses.code, keyword)) : undefined,
  );
  return pageQuery({
    params: q,
    sortable: { classCode: materialClasses.code, className: materialClasses.name, createTime: materialClasses.createdAt },
    defaultOrder: [asc(materialClasses.orgId), asc(materialClasses.code)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select()
          .from(materialClasses)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toClass),
    count: async () => (await db.select({ n: count() }).from(materialClasses).where(where))[0]?.n ?? 0,
  });
}

export async function saveClass(db: Database, input: ClassInput, auth: AuthContext): Promise<MaterialClass> {
  const values = { code: input.classCode, name: input.className };
  if (input.id === undefined) {
    const orgId = await ownerOf(db, input.orgId, auth);
    const [row] = await db
      .insert(materialClasses)
      .values({ ...values, orgId })
      .returning();
    return toClass(row!);
  }
  const [row] = await db
    .update(materialClasses)
    .set(values)
    .where(and(eq(materialClasses.id, input.id), scopeCondition(auth, { org: materialClasses.orgId })))
    .returning();
  if (!row) throw AppError.notFound();
  return toClass(row);
}

/** Deletes classifications, all or nothing; refused while materials use one. */
export async function deleteClasses(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const [used] = await db.select({ n: count() }).from(materials).where(inArray(materials.classId, ids));
  if ((used?.n ?? 0) > 0) throw AppError.badRequest('materialClassInUse');
  const gone = await db
    .delete(materialClasses)
    .where(and(inArray(materialClasses.id, ids), scopeCondition(auth, { org: materialClasses.orgId })))
    .returning({ id: materialClasses.id });
  if (gone.length !== ids.length) throw AppError.notFound();
  return gone.length;
}

/* ---------------- materials ---------------- */

const materialColumns = () => ({ m: materials, className: materialClasses.name, currency: orgCurrency(materials.orgId) });

const toMaterial = ({
  m,
  className,
  currency,
}: {
  m: typeof materials.$inferSelect;
  className: string | null;
  currency: string;
}): Material => ({
  id: m.id,
  orgId: m.orgId,
  materialCode: m.code,
  nameZh: m.nameZh,
  nameEn: m.nameEn,
  nameEs: m.nameEs,
  nameJa: m.nameJa,
  classId: m.classId,
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

const materialQuery = (db: Database) =>
  db.select(materialColumns()).from(materials).leftJoin(materialClasses, eq(materialClasses.id, materials.classId));

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

export async function listMaterials(db: Database, q: MaterialListQuery, auth: AuthContext): Promise<Page<Material>> {
  const where = materialFilter(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      materialCode: materials.code,
      nameZh: materials.nameZh,
      nameEn: materials.nameEn,
      materialType: materials.type,
      className: materialClasses.name,
      costPrice: materials.costPrice,
      salePrice: materials.salePrice,
      shelfLifeDays: materials.shelfLifeDays,
      createTime: materials.createdAt,
    },
    defaultOrder: [asc(materials.orgId), asc(materials.code), asc(materials.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await materialQuery(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(toMaterial),
    count: async () => (await db.select({ n: count() }).from(materials).where(where))[0]?.n ?? 0,
  });
}

/** One material the caller may see: 404 when missing, 403 outside the data scope. */
export async function loadMaterial(db: Database, id: number, auth: AuthContext): Promise<Material> {
  const [row] = await materialQuery(db).where(eq(materials.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.m.orgId }))) throw AppError.forbidden();
  return toMaterial(row);
}

/** Creates without `id` (needs add), else updates (needs edit); the code is unique per customer (database constraint). */
export async function saveMaterial(db: Database, input: MaterialInput, auth: AuthContext): Promise<Material> {
  const current = input.id === undefined ? null : await loadMaterial(db, input.id, auth);
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
    return loadMaterial(db, row!.id, auth);
  }
  await db
    .update(materials)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(materials.id, current.id));
  return loadMaterial(db, current.id, auth);
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
