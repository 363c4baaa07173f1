import {
  type DeviceGoodsCandidate,
  type GoodsChangePreview,
  type ProductType,
  type Lang,
  type TemplateApply,
  type TemplateDetail,
  type TemplateListQuery,
  type TemplateRow,
  type TemplateSave,
  pick,
} from '@vr/contracts';
import { type SQL, and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { orgCurrency } from '../customers/index.js';
import { deviceModels } from '../device-models/index.js';
import {
  clearTemplateSource,
  deviceGoodsSource,
  previewGoodsChange,
  productNameIn,
  recordTemplateSource,
  replaceDeviceGoods,
  sameModelTargets,
} from '../device-goods/index.js';
import { changedBy } from '../devices/index.js';
import { materials } from '../materials/index.js';
import { customerOf } from '../orgs/index.js';
import { productModels, products } from '../products/index.js';
import { goodsTemplateItems, goodsTemplates } from './schema.js';

/** The customer a new template goes to: the one chosen (in the caller's scope), else the caller's own. */
async function ownerOf(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  const customer = await customerOf(db, orgId ?? auth.orgId);
  if (!customer) throw AppError.field('orgId', 'materialCustomerRequired');
  if (!(await isInScope(db, auth, { orgId: customer.id }))) throw AppError.forbidden();
  return customer.id;
}

const productCount = sql<number>`(select count(*)::int from ${goodsTemplateItems} where ${goodsTemplateItems.templateId} = ${goodsTemplates.id})`;
const deviceCount = sql<number>`(select count(*)::int from ${deviceGoodsSource} where ${deviceGoodsSource.templateId} = ${goodsTemplates.id})`;

const rowColumns = {
  t: goodsTemplates,
  modelNames: deviceModels.names,
  productCount,
  deviceCount,
};

const toRow = (
  r: { t: typeof goodsTemplates.$inferSelect; modelNames: Record<Lang, string> | null; productCount: number; deviceCount: number },
  lang: Lang,
): TemplateRow => ({
  id: r.t.id,
  orgId: r.t.orgId,
  templateName: r.t.name,
  modelId: r.t.modelId,
  modelName: r.modelNames ? pick(r.modelNames, lang) : null,
  productCount: Number(r.productCount),
  capacity: r.t.capacity,
  materialCodes: r.t.materialCodes,
  remark: r.t.remark,
  deviceCount: Number(r.deviceCount),
  createTime: r.t.createdAt.toISOString(),
  updateTime: r.t.updatedAt.toISOString(),
});

export async function listTemplates(db: Database, q: TemplateListQuery, auth: AuthContext, lang: Lang): Promise<Page<TemplateRow>> {
  const name = q.templateName ? containsPattern(q.templateName) : undefined;
  const where: SQL | undefined = and(
    scopeCondition(auth, { org: goodsTemplates.orgId }),
    name ? ilike(goodsTemplates.name, name) : undefined,
    q.modelId !== undefined ? eq(goodsTemplates.modelId, q.modelId) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: {
      templateName: goodsTemplates.name,
      capacity: goodsTemplates.capacity,
      productCount,
      createTime: goodsTemplates.createdAt,
      updateTime: goodsTemplates.updatedAt,
    },
    defaultOrder: [asc(goodsTemplates.orgId), asc(goodsTemplates.name), asc(goodsTemplates.id)],
    select: db.select(rowColumns).from(goodsTemplates).leftJoin(deviceModels, eq(deviceModels.id, goodsTemplates.modelId)).where(where),
    counted: db.select({ id: goodsTemplates.id }).from(goodsTemplates).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toRow(r, lang)),
  });
}

/** One template the caller may see: 404 when missing, 403 outside the data scope. */
export async function loadTemplate(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<TemplateDetail> {
  const [row] = await db
    .select({ ...rowColumns, currency: orgCurrency(goodsTemplates.orgId) })
    .from(goodsTemplates)
    .leftJoin(deviceModels, eq(deviceModels.id, goodsTemplates.modelId))
    .where(eq(goodsTemplates.id, id))
    .limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.t.orgId }))) throw AppError.forbidden();
  const items = await db
    .select({
      slotNo: goodsTemplateItems.slotNo,
      productId: goodsTemplateItems.productId,
      price: goodsTemplateItems.price,
      code: products.code,
      name: products.name,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameJa: products.nameJa,
    })
    .from(goodsTemplateItems)
    .innerJoin(products, eq(products.id, goodsTemplateItems.productId))
    .where(eq(goodsTemplateItems.templateId, id))
    .orderBy(asc(goodsTemplateItems.slotNo));
  return {
    ...toRow(row, lang),
    currency: row.currency,
    items: items.map((i) => ({
      slotNo: i.slotNo,
      productId: i.productId,
      price: i.price,
      productCode: i.code,
      productName: productNameIn(i, lang),
    })),
  };
}

/**
 * Creates (no id) or updates a template. Its model is one offered to the customer; each product
 * is the customer's and fits the model; each material code is one of the customer's raw materials.
 * The name is unique per customer (database constraint).
 */
export async function saveTemplate(db: Database, input: TemplateSave, auth: AuthContext, lang: Lang): Promise<TemplateDetail> {
  const current = input.id === undefined ? null : await loadTemplate(db, input.id, auth, lang);
  const orgId = current ? current.orgId : await ownerOf(db, input.orgId, auth);
  const [model] = await db
    .select({ id: deviceModels.id })
    .from(deviceModels)
    .where(and(eq(deviceModels.id, input.modelId), or(isNull(deviceModels.orgId), eq(deviceModels.orgId, orgId))))
    .limit(1);
  if (!model) throw AppError.field('modelId', 'productModelUnknown');
  const productIds = [...new Set(input.items.map((i) => i.productId))];
  if (productIds.length) {
    const fitting = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, input.modelId)))
      .where(and(inArray(products.id, productIds), eq(products.orgId, orgId)));
    const ok = new Set(fitting.map((f) => f.id));
    const bad = input.items.findIndex((i) => !ok.has(i.productId));
    if (bad >= 0) throw AppError.field(`items.${bad}.productId`, 'deviceGoodsProductNotFit');
  }
  if (input.materialCodes.length) {
    const found = await db
      .select({ code: materials.code })
      .from(materials)
      .where(and(eq(materials.orgId, orgId), inArray(materials.code, input.materialCodes)));
    const known = new Set(found.map((f) => f.code));
    const bad = input.materialCodes.findIndex((c) => !known.has(c));
    if (bad >= 0) throw AppError.field(`materialCodes.${bad}`, 'productMaterialUnknown', { materialCode: input.materialCodes[bad]! });
  }
  const values = {
    name: input.templateName,
    modelId: input.modelId,
    capacity: input.capacity,
    materialCodes: [...new Set(input.materialCodes)],
    remark: input.remark ?? null,
  };
  let id: number;
  if (!current) {
    const [row] = await db
      .insert(goodsTemplates)
      .values({ ...values, orgId, createdBy: auth.userId })
      .returning({ id: goodsTemplates.id });
    id = row!.id;
  } else {
    id = current.id;
    await db
      .update(goodsTemplates)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(goodsTemplates.id, id));
    await db.delete(goodsTemplateItems).where(eq(goodsTemplateItems.templateId, id));
  }
  if (input.items.length) await db.insert(goodsTemplateItems).values(input.items.map((i) => ({ templateId: id, ...i })));
  return loadTemplate(db, id, auth, lang);
}

/** The customer's products that fit the model, for the template form. */
export async function productOptions(
  db: Database,
  q: { modelId: number; orgId?: number | undefined },
  auth: AuthContext,
  lang: Lang,
): Promise<DeviceGoodsCandidate[]> {
  const orgId = await ownerOf(db, q.orgId, auth);
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameJa: products.nameJa,
      type: products.type,
      salePrice: products.salePrice,
      mainImage: products.mainImage,
    })
    .from(products)
    .innerJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, q.modelId)))
    .where(eq(products.orgId, orgId))
    .orderBy(asc(products.code));
  return rows.map((p) => ({
    id: p.id,
    productCode: p.code,
    productName: productNameIn(p, lang),
    productType: p.type as ProductType,
    sellingPrice: p.salePrice,
    mainImage: p.mainImage,
  }));
}

/** Deletes templates, all or nothing; machines keep the goods they got from one. */
export async function deleteTemplates(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const gone = await db
    .delete(goodsTemplates)
    .where(and(inArray(goodsTemplates.id, ids), scopeCondition(auth, { org: goodsTemplates.orgId })))
    .returning({ id: goodsTemplates.id });
  if (gone.length !== new Set(ids).size) throw AppError.notFound();
  await clearTemplateSource(db, ids);
  return gone.length;
}

async function applyPlan(db: Database, input: TemplateApply, auth: AuthContext, lang: Lang) {
  const template = await loadTemplate(db, input.templateId, auth, lang);
  const targets = await sameModelTargets(
    db,
    auth,
    input.deviceIds,
    { modelId: template.modelId, customerId: template.orgId },
    { field: 'deviceIds', otherModel: 'templateOtherModel' },
  );
  const wanted = template.items.map((i) => ({ slotNo: i.slotNo, productId: i.productId, price: i.price }));
  return { template, targets, wanted };
}

/** What applying the template would change on each machine. */
export async function applyPreview(db: Database, input: TemplateApply, auth: AuthContext, lang: Lang): Promise<GoodsChangePreview[]> {
  const { targets, wanted } = await applyPlan(db, input, auth, lang);
  return previewGoodsChange(db, targets, wanted, lang);
}

/** Makes each machine's goods the template's (all or nothing) and records the template it got. */
export async function applyTemplate(db: Database, input: TemplateApply, auth: AuthContext, lang: Lang): Promise<GoodsChangePreview[]> {
  const { template, targets, wanted } = await applyPlan(db, input, auth, lang);
  const preview = await previewGoodsChange(db, targets, wanted, lang);
  const ids = targets.map((t) => t.id);
  await replaceDeviceGoods(db, ids, wanted, changedBy(auth));
  await recordTemplateSource(db, ids, { id: template.id, name: template.templateName });
  return preview;
}
