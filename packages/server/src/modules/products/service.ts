import { isForeignKeyViolation } from '../../platform/db/foreign-key.js';
import type {
  Lang,
  ProductClass,
  ProductDetail,
  ProductListQuery,
  ProductRow,
  ProductSave,
  ProductType,
  productClassListSchema,
  productClassSaveSchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, selectPage } from '../../platform/list/page-query.js';
import { countWhere } from '../../platform/list/total.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { orgs } from '../../platform/identity/schema.js';
import { orgCurrency } from '../customers/index.js';
import { deviceModels } from '../device-models/index.js';
import { materials } from '../materials/index.js';
import { customerOf } from '../orgs/index.js';
import { productGoodsChangedPort } from './goods-changes.js';
import { readRecipes, writeRecipe } from './recipes.js';
import { productClasses, productModels, products } from './schema.js';
import { productMachineCounts } from './machine-counts.js';

type ClassInput = z.output<typeof productClassSaveSchema>;
type ClassQuery = z.output<typeof productClassListSchema>;

/** The customer a new row goes to: the one chosen (a customer in the caller's scope), else the caller's own. */
async function ownerOf(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  const customer = await customerOf(db, orgId ?? auth.orgId);
  if (!customer) throw AppError.field('orgId', 'materialCustomerRequired');
  if (!(await isInScope(db, auth, { orgId: customer.id }))) throw AppError.forbidden();
  return customer.id;
}

/* ---------------- classifications ---------------- */

const toClass = (r: typeof productClasses.$inferSelect, productCount: number, orgName: string | null): ProductClass => ({
  id: r.id,
  orgId: r.orgId,
  orgName: orgName ?? '',
  productClassCode: r.code,
  productClassName: r.name,
  sort: r.sort,
  productCount,
  createTime: r.createdAt.toISOString(),
});

/** How many products each of these classifications holds (one grouped query). */
async function productCounts(db: Database, classIds: number[]): Promise<Map<number, number>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .select({ classId: products.classId, n: count() })
    .from(products)
    .where(inArray(products.classId, classIds))
    .groupBy(products.classId);
  return new Map(rows.map((r) => [r.classId!, r.n]));
}

export async function listClasses(db: Database, q: ClassQuery, auth: AuthContext): Promise<Page<ProductClass>> {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(
    scopeCondition(auth, { org: productClasses.orgId }),
    keyword ? or(ilike(productClasses.name, keyword), ilike(productClasses.code, keyword)) : undefined,
  );
  return pageQuery({
    params: q,
    sortable: {
      productClassCode: productClasses.code,
      productClassName: productClasses.name,
      sort: productClasses.sort,
      createTime: productClasses.createdAt,
    },
    defaultOrder: [asc(productClasses.orgId), asc(productClasses.sort), asc(productClasses.code), asc(productClasses.id)],
    rows: async (page) => {
      const rows = await selectPage(
        db
          .select({ c: productClasses, orgName: orgs.name })
          .from(productClasses)
          .leftJoin(orgs, eq(orgs.id, productClasses.orgId))
          .where(where),
        page,
      );
      const counts = await productCounts(
        db,
        rows.map((r) => r.c.id),
      );
      return rows.map((r) => toClass(r.c, counts.get(r.c.id) ?? 0, r.orgName));
    },
    count: () => countWhere(db, productClasses, where),
  });
}

export async function saveClass(db: Database, input: ClassInput, auth: AuthContext): Promise<ProductClass> {
  const values = { code: input.productClassCode, name: input.productClassName, sort: input.sort };
  if (input.id === undefined) {
    const orgId = await ownerOf(db, input.orgId, auth);
    const [row] = await db
      .insert(productClasses)
      .values({ ...values, orgId })
      .returning();
    return toClass(row!, 0, (await customerOf(db, orgId))?.name ?? null);
  }
  const [row] = await db
    .update(productClasses)
    .set(values)
    .where(and(eq(productClasses.id, input.id), scopeCondition(auth, { org: productClasses.orgId })))
    .returning();
  if (!row) throw AppError.notFound();
  const counts = await productCounts(db, [row.id]);
  return toClass(row, counts.get(row.id) ?? 0, (await customerOf(db, row.orgId))?.name ?? null);
}

/** Deletes classifications, all or nothing; refused while products use one. */
export async function deleteClasses(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: productClasses.id })
      .from(productClasses)
      .where(and(inArray(productClasses.id, wanted), scopeCondition(auth, { org: productClasses.orgId })))
      .for('update');
    if (mine.length !== wanted.length) throw AppError.notFound();
    const [used] = await tx.select({ n: count() }).from(products).where(inArray(products.classId, wanted));
    if ((used?.n ?? 0) > 0) throw AppError.badRequest('productClassInUse');
    const gone = await tx.delete(productClasses).where(inArray(productClasses.id, wanted)).returning({ id: productClasses.id });
    return gone.length;
  });
}

/* ---------------- products ---------------- */

/** The product's name in this language: the own-language name, else the product name. */
export function displayNameOf(
  p: { name: string; nameEn: string | null; nameEs: string | null; nameJa: string | null },
  lang: Lang,
): string {
  switch (lang) {
    case 'en':
      return p.nameEn || p.name;
    case 'es':
      return p.nameEs || p.nameEn || p.name;
    case 'ja':
      return p.nameJa || p.nameEn || p.name;
    default:
      return p.name;
  }
}

const productColumns = () => ({ p: products, className: productClasses.name, orgName: orgs.name, currency: orgCurrency(products.orgId) });
const productQuery = (db: Database) =>
  db
    .select(productColumns())
    .from(products)
    .leftJoin(productClasses, eq(productClasses.id, products.classId))
    .leftJoin(orgs, eq(orgs.id, products.orgId));
type ProductJoin = { p: typeof products.$inferSelect; className: string | null; orgName: string | null; currency: string };

/** The models of these products (one query). */
async function modelsOf(db: Database, productIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return out;
  const rows = await db
    .select()
    .from(productModels)
    .where(inArray(productModels.productId, productIds))
    .orderBy(asc(productModels.productId), asc(productModels.modelId));
  for (const r of rows) out.get(r.productId)?.push(r.modelId);
  return out;
}

export function productFilter(q: ProductListQuery, auth: AuthContext): SQL | undefined {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  return and(
    scopeCondition(auth, { org: products.orgId }),
    keyword
      ? or(
          ilike(products.code, keyword),
          ilike(products.name, keyword),
          ilike(products.nameEn, keyword),
          ilike(products.nameEs, keyword),
          ilike(products.nameJa, keyword),
          ilike(products.thirdCode, keyword),
          sql`${products.barcodes}::text ilike ${keyword}`,
        )
      : undefined,
    q.productClassId !== undefined ? eq(products.classId, q.productClassId) : undefined,
    q.productType !== undefined ? eq(products.type, q.productType) : undefined,
    q.modelId !== undefined
      ? sql`exists (select 1 from ${productModels} where ${productModels.productId} = ${products.id} and ${productModels.modelId} = ${q.modelId})`
      : undefined,
  );
}

export async function listProducts(db: Database, q: ProductListQuery, auth: AuthContext, lang: Lang): Promise<Page<ProductRow>> {
  const where = productFilter(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      productCode: products.code,
      productName: products.name,
      displayName: products.name,
      productType: products.type,
      productClassName: productClasses.name,
      originalPrice: products.originalPrice,
      sellingPrice: products.salePrice,
      createTime: products.createdAt,
      updateTime: products.updatedAt,
    },
    defaultOrder: [asc(products.orgId), asc(products.code), asc(products.id)],
    rows: async (page) => {
      const rows = await selectPage(productQuery(db).where(where), page);
      const ids = rows.map((r) => r.p.id);
      const [models, devices] = await Promise.all([modelsOf(db, ids), productMachineCounts(db, ids)]);
      return rows.map((r) => toRow(r, lang, models.get(r.p.id) ?? [], devices.get(r.p.id) ?? 0));
    },
    count: () => countWhere(db, products, where),
  });
}

function toRow({ p, className, orgName, currency }: ProductJoin, lang: Lang, modelIds: number[], deviceCount: number): ProductRow {
  return {
    id: p.id,
    orgId: p.orgId,
    orgName: orgName ?? '',
    productCode: p.code,
    productName: p.name,
    displayName: displayNameOf(p, lang),
    productNameEn: p.nameEn,
    thirdCode: p.thirdCode,
    productType: p.type as ProductType,
    productClassId: p.classId,
    productClassName: className,
    originalPrice: p.originalPrice,
    sellingPrice: p.salePrice,
    currency,
    mainImage: p.mainImage,
    modelIds,
    deviceCount,
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
  };
}

/** A product the caller may see: 404 when missing, 403 outside the data scope. */
async function visibleProduct(db: Database, id: number, auth: AuthContext): Promise<ProductJoin> {
  const [row] = await productQuery(db).where(eq(products.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.p.orgId }))) throw AppError.forbidden();
  return row;
}

/** One product with its base recipe and models. */
export async function loadProduct(db: Database, id: number, auth: AuthContext): Promise<ProductDetail> {
  const { p, className, currency } = await visibleProduct(db, id, auth);
  const [recipes, models] = await Promise.all([readRecipes(db, [p.id]), modelsOf(db, [p.id])]);
  return {
    id: p.id,
    orgId: p.orgId,
    productCode: p.code,
    productName: p.name,
    productNameEn: p.nameEn ?? undefined,
    productNameEs: p.nameEs ?? undefined,
    productNameJa: p.nameJa ?? undefined,
    thirdCode: p.thirdCode ?? undefined,
    productType: p.type as ProductType,
    productClassId: p.classId ?? undefined,
    productClassName: className,
    originalPrice: p.originalPrice ?? undefined,
    sellingPrice: p.salePrice,
    specification: p.specification ?? undefined,
    productNetContent: p.netContent ?? undefined,
    description: p.description ?? undefined,
    mainImage: p.mainImage ?? undefined,
    detailImage: p.detailImage ?? undefined,
    barcodes: p.barcodes,
    cupCovers: p.cupCovers,
    modelIds: models.get(p.id) ?? [],
    recipe: recipes.get(p.id)!,
    currency,
    createTime: p.createdAt.toISOString(),
    updateTime: p.updatedAt.toISOString(),
  };
}

/** The references of a product must be the customer's own: its classification, models and recipe materials. */
async function checkReferences(db: Database, orgId: number, input: ProductSave): Promise<void> {
  if (input.productClassId !== undefined) {
    const [cls] = await db
      .select({ orgId: productClasses.orgId })
      .from(productClasses)
      .where(eq(productClasses.id, input.productClassId))
      .limit(1);
    if (!cls || cls.orgId !== orgId) throw AppError.field('productClassId', 'productClassOtherCustomer');
  }
  const modelIds = [...new Set(input.modelIds)];
  const offered = await db
    .select({ id: deviceModels.id })
    .from(deviceModels)
    .where(and(inArray(deviceModels.id, modelIds), or(isNull(deviceModels.orgId), eq(deviceModels.orgId, orgId))));
  const offeredIds = new Set(offered.map((m) => m.id));
  const foreignModel = input.modelIds.findIndex((id) => !offeredIds.has(id));
  if (foreignModel >= 0) throw AppError.field('modelIds', 'productModelUnknown');
  const codes = [...new Set(input.recipe.steps.map((s) => s.materialCode))];
  if (codes.length) {
    const known = await db
      .select({ code: materials.code })
      .from(materials)
      .where(and(eq(materials.orgId, orgId), inArray(materials.code, codes)));
    const knownCodes = new Set(known.map((m) => m.code));
    const unknown = input.recipe.steps.findIndex((s) => !knownCodes.has(s.materialCode));
    if (unknown >= 0) {
      const step = input.recipe.steps[unknown]!;
      throw AppError.field(`recipe.steps.${unknown}.materialCode`, 'productMaterialUnknown', { materialCode: step.materialCode });
    }
  }
}

/**
 * Creates without `id` (needs add), else updates (needs edit), with its recipe and models in one
 * transaction; the code is unique per customer (database constraint).
 */
export async function saveProduct(db: Database, input: ProductSave, auth: AuthContext): Promise<ProductDetail> {
  const current = input.id === undefined ? null : (await visibleProduct(db, input.id, auth)).p;
  const orgId = current ? current.orgId : await ownerOf(db, input.orgId, auth);
  await checkReferences(db, orgId, input);
  const values = {
    code: input.productCode,
    name: input.productName,
    nameEn: input.productNameEn ?? null,
    nameEs: input.productNameEs ?? null,
    nameJa: input.productNameJa ?? null,
    thirdCode: input.thirdCode ?? null,
    type: input.productType,
    classId: input.productClassId ?? null,
    originalPrice: input.originalPrice ?? null,
    salePrice: input.sellingPrice,
    specification: input.specification ?? null,
    netContent: input.productNetContent ?? null,
    description: input.description ?? null,
    mainImage: input.mainImage ?? null,
    detailImage: input.detailImage ?? null,
    barcodes: [...new Set(input.barcodes)],
    cupCovers: input.cupCovers,
  };
  const id = await db.transaction(async (tx) => {
    let productId: number;
    if (!current) {
      const [row] = await tx
        .insert(products)
        .values({ ...values, orgId, createdBy: auth.userId })
        .returning({ id: products.id });
      productId = row!.id;
    } else {
      productId = current.id;
      await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, productId));
      await tx.delete(productModels).where(eq(productModels.productId, productId));
    }
    await tx.insert(productModels).values([...new Set(input.modelIds)].map((modelId) => ({ productId, modelId })));
    const recipeBefore = current ? JSON.stringify((await readRecipes(tx, [productId])).get(productId)) : null;
    await writeRecipe(tx, productId, input.recipe);
    if (current) {
      // What machines are told of the product (code, names, type, base recipe) changed: their goods did.
      const told = (p: Pick<typeof current, 'code' | 'name' | 'nameEn' | 'nameEs' | 'nameJa' | 'type'>) =>
        JSON.stringify([p.code, p.name, p.nameEn, p.nameEs, p.nameJa, p.type]);
      const recipeAfter = JSON.stringify((await readRecipes(tx, [productId])).get(productId));
      await productGoodsChangedPort.get()(tx, {
        productIds: [productId],
        product: told(current) !== told(values),
        baseRecipe: recipeBefore !== recipeAfter,
      });
    }
    return productId;
  });
  return loadProduct(db, id, auth);
}

/**
 * Deletes products with their recipes, all or nothing: one id outside the caller's scope refuses
 * the whole call, and so does a product a machine sells or a template holds (their foreign keys).
 */
export async function deleteProducts(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const wanted = [...new Set(ids)];
  try {
    return await db.transaction(async (tx) => {
      const mine = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, wanted), scopeCondition(auth, { org: products.orgId })))
        .for('update');
      if (mine.length !== wanted.length) throw AppError.notFound();
      const gone = await tx.delete(products).where(inArray(products.id, wanted)).returning({ id: products.id });
      return gone.length;
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.badRequest('productInUse');
    throw error;
  }
}
