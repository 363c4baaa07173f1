import {
  type AccessorySave,
  type DeviceAccessory,
  type DeviceGoodsCandidate,
  type DeviceGoodsCopy,
  type DeviceGoodsDetail,
  type DeviceGoodsItem,
  type DeviceGoodsItemSave,
  type DeviceRecipeDetail,
  type GoodsChangePreview,
  type Lang,
  type ProductType,
  type Recipe,
  type UnmannedItemSave,
  checkRecipeFor,
  pick,
  type recipeSchema,
} from '@vr/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { customerIdOf } from '../../platform/identity/nearest-customer.js';
import { ZodRequestError } from '../../platform/http/validation.js';
import { orgCurrency } from '../customers/index.js';
import { deviceModels } from '../device-models/index.js';
import { type ChangedBy, changedBy, devices, deviceVisibility } from '../devices/index.js';
import { materials } from '../materials/index.js';
import { productModels, products, readRecipes } from '../products/index.js';
import { markGoodsChanged } from './changes.js';
import { deviceAccessories, deviceGoods, deviceGoodsSource } from './schema.js';

/** A machine the caller may see, with what its goods are checked against. */
export interface GoodsDevice {
  id: number;
  deviceCode: string;
  orgId: number;
  modelId: number | null;
  /** The customer the machine belongs to (its products and materials are this customer's). */
  customerId: number | null;
  currency: string;
}

/** The product's name in this language (falls back to English, then to the product name). */
export function productNameIn(
  p: { name: string; nameEn: string | null; nameEs: string | null; nameJa: string | null },
  lang: Lang,
): string {
  if (lang === 'zh') return p.name;
  if (lang === 'es') return p.nameEs || p.nameEn || p.name;
  if (lang === 'ja') return p.nameJa || p.nameEn || p.name;
  return p.nameEn || p.name;
}

const deviceColumns = {
  id: devices.id,
  deviceCode: devices.deviceCode,
  orgId: devices.orgId,
  modelId: devices.modelId,
  customerId: customerIdOf(devices.orgId),
  currency: orgCurrency(devices.orgId),
};

/** The machines among `ids` the caller may see (unknown and out of scope are left out), in one query. */
export async function visibleGoodsDevices(db: Database, auth: AuthContext, ids: readonly number[]): Promise<GoodsDevice[]> {
  if (ids.length === 0) return [];
  return db
    .select(deviceColumns)
    .from(devices)
    .where(and(inArray(devices.id, [...new Set(ids)]), deviceVisibility(auth)));
}

/** The machine if the caller may see it; 404 otherwise (unknown and out of scope look the same). */
export async function goodsDevice(db: Database, auth: AuthContext, deviceId: number): Promise<GoodsDevice> {
  const [device] = await visibleGoodsDevices(db, auth, [deviceId]);
  if (!device) throw AppError.notFound();
  return device;
}

/** Every one of these machines, or 404 when the caller may not see one of them. */
async function allVisible(db: Database, auth: AuthContext, ids: readonly number[]): Promise<GoodsDevice[]> {
  const found = await visibleGoodsDevices(db, auth, ids);
  if (found.length !== new Set(ids).size) throw AppError.notFound();
  return found;
}

/**
 * A product's code, names and type as the goods of a machine show them. A function, not a
 * constant: the products area's tables are read when a query runs, not when this module loads.
 */
export const productColumns = () => ({
  code: products.code,
  name: products.name,
  nameEn: products.nameEn,
  nameEs: products.nameEs,
  nameJa: products.nameJa,
  type: products.type,
});

const itemColumns = () => ({ g: deviceGoods, ...productColumns(), mainImage: products.mainImage, basePrice: products.salePrice });
interface ItemRow {
  g: typeof deviceGoods.$inferSelect;
  code: string;
  name: string;
  nameEn: string | null;
  nameEs: string | null;
  nameJa: string | null;
  type: string;
  mainImage: string | null;
  basePrice: number;
}

/** The goods of these machines, by slot, with their products (one query). */
async function goodsRows(db: Database, deviceIds: readonly number[]): Promise<ItemRow[]> {
  if (deviceIds.length === 0) return [];
  return db
    .select(itemColumns())
    .from(deviceGoods)
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .where(inArray(deviceGoods.deviceId, [...deviceIds]))
    .orderBy(asc(deviceGoods.deviceId), asc(deviceGoods.slotNo));
}

const toItem = (r: ItemRow, lang: Lang, currency: string): DeviceGoodsItem => ({
  id: r.g.id,
  deviceId: r.g.deviceId,
  slotNo: r.g.slotNo,
  productId: r.g.productId,
  productCode: r.code,
  productName: productNameIn(r, lang),
  productType: r.type as ProductType,
  mainImage: r.mainImage,
  price: r.g.price,
  basePrice: r.basePrice,
  currency,
  status: r.g.status,
  stock: r.g.stock,
  capacity: r.g.capacity,
  ownRecipe: r.g.recipe !== null,
  updateTime: r.g.updatedAt.toISOString(),
});

/** The products of the machine's customer that fit its model (finished goods only for cargo lanes). */
async function candidatesOf(db: Database, device: GoodsDevice, lang: Lang, finishedOnly: boolean): Promise<DeviceGoodsCandidate[]> {
  if (device.customerId === null || device.modelId === null) return [];
  const rows = await db
    .select({ id: products.id, ...productColumns(), salePrice: products.salePrice, mainImage: products.mainImage })
    .from(products)
    .innerJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, device.modelId)))
    .where(and(eq(products.orgId, device.customerId), finishedOnly ? eq(products.type, 'finished') : undefined))
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

/** GET detail / detailForUnmannedStore: the machine's goods, what may be added, its accessories and template (three queries). */
export async function goodsDetail(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  lang: Lang,
  unmanned: boolean,
): Promise<DeviceGoodsDetail> {
  const [found] = await db
    .select({
      ...deviceColumns,
      modelNames: deviceModels.names,
      accessories: sql<
        DeviceAccessory[] | null
      >`(select json_agg(json_build_object('code', a.code, 'materialCode', a.material_code) order by a.code)
        from ${deviceAccessories} a where a.device_id = ${devices.id})`,
      templateId: deviceGoodsSource.templateId,
      templateName: deviceGoodsSource.templateName,
      appliedAt: deviceGoodsSource.appliedAt,
    })
    .from(devices)
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .leftJoin(deviceGoodsSource, eq(deviceGoodsSource.deviceId, devices.id))
    .where(and(eq(devices.id, deviceId), deviceVisibility(auth)))
    .limit(1);
  if (!found) throw AppError.notFound();
  const device: GoodsDevice = {
    id: found.id,
    deviceCode: found.deviceCode,
    orgId: found.orgId,
    modelId: found.modelId,
    customerId: found.customerId,
    currency: found.currency,
  };
  const [rows, candidates] = await Promise.all([goodsRows(db, [device.id]), candidatesOf(db, device, lang, unmanned)]);
  return {
    deviceId: device.id,
    deviceCode: device.deviceCode,
    customerId: device.customerId,
    modelId: device.modelId,
    modelName: found.modelNames ? pick(found.modelNames, lang) : null,
    currency: device.currency,
    items: rows.map((r) => toItem(r, lang, device.currency)),
    candidates,
    accessories: found.accessories ?? [],
    template:
      found.templateId !== null && found.templateName !== null && found.appliedAt !== null
        ? { id: found.templateId, name: found.templateName, appliedAt: new Date(found.appliedAt).toISOString() }
        : null,
  };
}

/** Refuses a product the machine may not sell: another customer's, not fitting its model, or (lanes) freshly made. */
async function checkProductFits(db: Database, device: GoodsDevice, productId: number, finishedOnly: boolean): Promise<ProductType> {
  if (device.modelId === null) throw AppError.field('productId', 'deviceGoodsNoModel');
  const [row] = await db
    .select({ orgId: products.orgId, type: products.type, fits: productModels.modelId })
    .from(products)
    .leftJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, device.modelId)))
    .where(eq(products.id, productId))
    .limit(1);
  if (!row || row.orgId !== device.customerId) throw AppError.field('productId', 'deviceGoodsProductOtherCustomer');
  if (row.fits === null) throw AppError.field('productId', 'deviceGoodsProductNotFit');
  if (finishedOnly && row.type !== 'finished') throw AppError.field('productId', 'deviceGoodsFinishedOnly');
  return row.type as ProductType;
}

/**
 * Adds (no id) or updates one item of a machine. The slot is unique per machine (database
 * constraint; a taken slot answers the field error). Another product in an item drops the
 * machine's own recipe, which was that product's.
 */
export async function saveItem(
  db: Database,
  auth: AuthContext,
  input: DeviceGoodsItemSave | UnmannedItemSave,
  lang: Lang,
  unmanned: boolean,
): Promise<DeviceGoodsItem> {
  const device = await goodsDevice(db, auth, input.deviceId);
  await checkProductFits(db, device, input.productId, unmanned);
  const lane = unmanned ? { stock: (input as UnmannedItemSave).stock, capacity: (input as UnmannedItemSave).capacity } : {};
  const values = { slotNo: input.slotNo, productId: input.productId, price: input.price, status: input.status, ...lane };
  let id: number;
  if (input.id === undefined) {
    const [row] = await db
      .insert(deviceGoods)
      .values({ ...values, deviceId: device.id })
      .returning({ id: deviceGoods.id });
    id = row!.id;
  } else {
    const [row] = await db
      .update(deviceGoods)
      .set({
        ...values,
        recipe: sql`case when ${deviceGoods.productId} = ${input.productId} then ${deviceGoods.recipe} else null end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deviceGoods.id, input.id), eq(deviceGoods.deviceId, device.id)))
      .returning({ id: deviceGoods.id });
    if (!row) throw AppError.notFound();
    id = row.id;
  }
  await markGoodsChanged(db, [device.id], changedBy(auth));
  const [row] = await db
    .select(itemColumns())
    .from(deviceGoods)
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .where(eq(deviceGoods.id, id));
  return toItem(row!, lang, device.currency);
}

/** Takes one item off the machine. */
export async function deleteItem(db: Database, auth: AuthContext, id: number, deviceId: number): Promise<number> {
  const device = await goodsDevice(db, auth, deviceId);
  const gone = await db
    .delete(deviceGoods)
    .where(and(eq(deviceGoods.id, id), eq(deviceGoods.deviceId, device.id)))
    .returning({ id: deviceGoods.id });
  if (gone.length === 0) throw AppError.notFound();
  await markGoodsChanged(db, [device.id], changedBy(auth));
  return gone.length;
}

/** Codes among `codes` that are not raw materials of the customer. */
async function unknownMaterials(db: Database, customerId: number | null, codes: readonly string[]): Promise<Set<string>> {
  const wanted = new Set(codes);
  if (wanted.size === 0) return new Set();
  if (customerId === null) return wanted;
  const found = await db
    .select({ code: materials.code })
    .from(materials)
    .where(and(eq(materials.orgId, customerId), inArray(materials.code, [...wanted])));
  for (const f of found) wanted.delete(f.code);
  return wanted;
}

/** Replaces the machine's accessories; each names a raw material of the machine's customer. */
export async function saveAccessories(db: Database, auth: AuthContext, input: AccessorySave): Promise<DeviceAccessory[]> {
  const device = await goodsDevice(db, auth, input.deviceId);
  const unknown = await unknownMaterials(
    db,
    device.customerId,
    input.accessories.flatMap((a) => (a.materialCode ? [a.materialCode] : [])),
  );
  const bad = input.accessories.findIndex((a) => a.materialCode && unknown.has(a.materialCode));
  if (bad >= 0)
    throw AppError.field(`accessories.${bad}.materialCode`, 'accessoryMaterialUnknown', {
      materialCode: input.accessories[bad]!.materialCode!,
    });
  const kept = input.accessories.flatMap((a) => (a.materialCode ? [{ code: a.code, materialCode: a.materialCode }] : []));
  await db.delete(deviceAccessories).where(eq(deviceAccessories.deviceId, device.id));
  if (kept.length) await db.insert(deviceAccessories).values(kept.map((a) => ({ deviceId: device.id, ...a })));
  // What the machine is told changes with its accessories: its goods are marked changed.
  await db
    .update(deviceGoods)
    .set({ updatedAt: sql`now()` })
    .where(eq(deviceGoods.deviceId, device.id));
  await markGoodsChanged(db, [device.id], changedBy(auth));
  return kept.sort((a, b) => a.code.localeCompare(b.code));
}

/** One item the caller may see (through its machine), with its product. */
async function visibleItem(db: Database, auth: AuthContext, id: number) {
  const [row] = await db
    .select(itemColumns())
    .from(deviceGoods)
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .where(eq(deviceGoods.id, id))
    .limit(1);
  if (!row) throw AppError.notFound();
  const device = await goodsDevice(db, auth, row.g.deviceId);
  return { row, device };
}

export async function recipeDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<DeviceRecipeDetail> {
  const { row, device } = await visibleItem(db, auth, id);
  const [recipes, others] = await Promise.all([
    readRecipes(db, [row.g.productId]),
    // A product is one customer's, so the machines selling it are that customer's.
    db
      .selectDistinct({ deviceId: devices.id, deviceCode: devices.deviceCode, name: devices.name })
      .from(deviceGoods)
      .innerJoin(devices, eq(devices.id, deviceGoods.deviceId))
      .where(and(eq(deviceGoods.productId, row.g.productId), ne(devices.id, row.g.deviceId), deviceVisibility(auth)))
      .orderBy(asc(devices.deviceCode)),
  ]);
  const base = recipes.get(row.g.productId)!;
  return {
    id: row.g.id,
    deviceId: row.g.deviceId,
    productId: row.g.productId,
    productName: productNameIn(row, lang),
    productType: row.type as ProductType,
    customerId: device.customerId,
    ownRecipe: row.g.recipe !== null,
    recipe: row.g.recipe ?? base,
    baseRecipe: base,
    otherMachines: others,
  };
}

type RecipeOut = z.output<typeof recipeSchema>;

/**
 * A machine's recipe follows the product's rules: a freshly made product needs steps and a cup
 * size, and every step's material is a raw material of the machine's customer.
 */
async function checkMachineRecipe(db: Database, type: ProductType, recipe: RecipeOut, customerId: number | null): Promise<void> {
  const issues: z.core.$ZodIssue[] = [];
  checkRecipeFor(type, recipe, { addIssue: (i: unknown) => issues.push(i as z.core.$ZodIssue) } as unknown as z.RefinementCtx);
  if (issues.length) throw new ZodRequestError(issues.map((i) => ({ ...i, input: undefined }) as z.core.$ZodIssue));
  const unknown = await unknownMaterials(
    db,
    customerId,
    recipe.steps.map((s) => s.materialCode),
  );
  const bad = recipe.steps.findIndex((s) => unknown.has(s.materialCode));
  if (bad >= 0)
    throw AppError.field(`recipe.steps.${bad}.materialCode`, 'productMaterialUnknown', { materialCode: recipe.steps[bad]!.materialCode });
}

/** Saves the machine's own recipe of one item; null returns it to the product's base recipe. */
export async function saveMachineRecipe(
  db: Database,
  auth: AuthContext,
  input: { id: number; recipe: RecipeOut | null },
  lang: Lang,
): Promise<DeviceRecipeDetail> {
  const { row, device } = await visibleItem(db, auth, input.id);
  if (input.recipe) await checkMachineRecipe(db, row.type as ProductType, input.recipe, device.customerId);
  await db
    .update(deviceGoods)
    .set({ recipe: input.recipe, updatedAt: sql`now()` })
    .where(eq(deviceGoods.id, row.g.id));
  await markGoodsChanged(db, [device.id], changedBy(auth));
  return recipeDetail(db, auth, row.g.id, lang);
}

/** The same own recipe of one product on several machines (all of which sell it), all or nothing. */
export async function saveRecipeOnMachines(
  db: Database,
  auth: AuthContext,
  input: { productId: number; deviceIds: number[]; recipe: RecipeOut },
): Promise<{ updated: number }> {
  const targets = await allVisible(db, auth, input.deviceIds);
  const [product] = await db
    .select({ orgId: products.orgId, type: products.type })
    .from(products)
    .where(eq(products.id, input.productId))
    .limit(1);
  if (!product) throw AppError.notFound();
  const theProductOnTargets = and(
    eq(deviceGoods.productId, input.productId),
    inArray(
      deviceGoods.deviceId,
      targets.map((t) => t.id),
    ),
  );
  const selling = await db.select({ deviceId: deviceGoods.deviceId }).from(deviceGoods).where(theProductOnTargets);
  const sells = new Set(selling.map((s) => s.deviceId));
  const missing = targets.find((t) => !sells.has(t.id));
  if (missing) throw AppError.field('deviceIds', 'deviceGoodsNotSold', { deviceCode: missing.deviceCode });
  await checkMachineRecipe(db, product.type as ProductType, input.recipe, product.orgId);
  const updated = await db
    .update(deviceGoods)
    .set({ recipe: input.recipe as Recipe, updatedAt: sql`now()` })
    .where(theProductOnTargets)
    .returning({ id: deviceGoods.id });
  await markGoodsChanged(
    db,
    targets.map((t) => t.id),
    changedBy(auth),
  );
  return { updated: updated.length };
}

/* ---------------- whole sets of goods: copies and templates ---------------- */

/** One slot of the goods a machine is to have. */
export interface WantedItem {
  slotNo: number;
  productId: number;
  price: number;
  status?: number;
  stock?: number | null;
  capacity?: number | null;
  recipe?: Recipe | null;
}

/** Two own recipes (or none) are the same when their steps, cup sizes and tastes are, in order. */
function sameRecipe(a: Recipe | null, b: Recipe | null): boolean {
  if (a === null || b === null) return a === b;
  const key = (r: Recipe) => JSON.stringify([r.steps, r.cupSizes, r.tastes]);
  return key(a) === key(b);
}

/** What replacing each machine's goods by `wanted` would change (names in the caller's language). */
export async function previewGoodsChange(
  db: Database,
  targets: readonly GoodsDevice[],
  wanted: readonly WantedItem[],
  lang: Lang,
): Promise<GoodsChangePreview[]> {
  const current = await goodsRows(
    db,
    targets.map((t) => t.id),
  );
  const ids = [...new Set(wanted.map((w) => w.productId))];
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: products.id, name: products.name, nameEn: products.nameEn, nameEs: products.nameEs, nameJa: products.nameJa })
            .from(products)
            .where(inArray(products.id, ids))
        ).map((p) => [p.id, productNameIn(p, lang)])
      : [],
  );
  return targets.map((t) => {
    const mine = new Map(current.filter((r) => r.g.deviceId === t.id).map((r) => [r.g.slotNo, r]));
    const out: GoodsChangePreview = {
      deviceId: t.id,
      deviceCode: t.deviceCode,
      added: [],
      removed: [],
      priceChanged: [],
      recipeChanged: [],
      currency: t.currency,
    };
    const wantedSlots = new Set<number>();
    for (const w of wanted) {
      wantedSlots.add(w.slotNo);
      const had = mine.get(w.slotNo);
      const productName = names.get(w.productId) ?? String(w.productId);
      if (!had || had.g.productId !== w.productId) {
        out.added.push({ slotNo: w.slotNo, productName, price: w.price });
        if (had) out.removed.push({ slotNo: had.g.slotNo, productName: productNameIn(had, lang), price: had.g.price });
      } else if (had.g.price !== w.price) out.priceChanged.push({ slotNo: w.slotNo, productName, from: had.g.price, to: w.price });
      // A slot's recipe changes when the wanted one (undefined: kept as it is) differs from the machine's.
      if (w.recipe === undefined) continue;
      const before = had && had.g.productId === w.productId ? had.g.recipe : null;
      if (!sameRecipe(before, w.recipe)) out.recipeChanged.push({ slotNo: w.slotNo, productName, own: w.recipe !== null });
    }
    for (const [slot, had] of mine)
      if (!wantedSlots.has(slot)) out.removed.push({ slotNo: slot, productName: productNameIn(had, lang), price: had.g.price });
    out.removed.sort((a, b) => a.slotNo - b.slotNo);
    return out;
  });
}

/**
 * Makes each machine's goods exactly `wanted` (call inside the request's transaction): slots
 * that keep their product are updated in place (their id stays), the others are replaced.
 */
export async function replaceDeviceGoods(
  db: Database,
  deviceIds: readonly number[],
  wanted: readonly WantedItem[],
  by: ChangedBy | null = null,
): Promise<void> {
  if (deviceIds.length === 0) return;
  const current = await db
    .select({ id: deviceGoods.id, deviceId: deviceGoods.deviceId, slotNo: deviceGoods.slotNo, productId: deviceGoods.productId })
    .from(deviceGoods)
    .where(inArray(deviceGoods.deviceId, [...deviceIds]));
  const bySlot = new Map(wanted.map((w) => [w.slotNo, w]));
  const stale = current.filter((c) => bySlot.get(c.slotNo)?.productId !== c.productId).map((c) => c.id);
  if (stale.length) await db.delete(deviceGoods).where(inArray(deviceGoods.id, stale));
  if (wanted.length === 0) return markGoodsChanged(db, deviceIds, by);
  // A template names no recipes nor lane stock: a machine keeps its own where its product stays.
  const keepOwn = wanted.every((w) => w.recipe === undefined);
  const rows = deviceIds.flatMap((deviceId) =>
    wanted.map((w) => ({
      deviceId,
      slotNo: w.slotNo,
      productId: w.productId,
      price: w.price,
      status: w.status ?? 0,
      stock: w.stock ?? null,
      capacity: w.capacity ?? null,
      recipe: w.recipe ?? null,
    })),
  );
  await db
    .insert(deviceGoods)
    .values(rows)
    .onConflictDoUpdate({
      target: [deviceGoods.deviceId, deviceGoods.slotNo],
      set: {
        price: sql`excluded.price`,
        status: sql`excluded.status`,
        ...(keepOwn ? {} : { stock: sql`excluded.stock`, capacity: sql`excluded.capacity`, recipe: sql`excluded.recipe` }),
        updatedAt: sql`now()`,
      },
    });
  await markGoodsChanged(db, deviceIds, by);
}

/** The machines a set of goods may go to: visible, of this model and customer, not the source itself. */
export async function sameModelTargets(
  db: Database,
  auth: AuthContext,
  ids: readonly number[],
  model: { modelId: number | null; customerId: number | null },
  refuse: { field: string; otherModel: 'deviceGoodsOtherModel' | 'templateOtherModel' },
): Promise<GoodsDevice[]> {
  const targets = await allVisible(db, auth, ids);
  const other = targets.find((t) => t.modelId === null || t.modelId !== model.modelId || t.customerId !== model.customerId);
  if (other) throw AppError.field(refuse.field, refuse.otherModel, { deviceCode: other.deviceCode });
  return targets.sort((a, b) => a.deviceCode.localeCompare(b.deviceCode));
}

async function copyPlan(db: Database, auth: AuthContext, input: DeviceGoodsCopy) {
  if (input.targetDeviceIds.includes(input.sourceDeviceId)) throw AppError.field('targetDeviceIds', 'deviceGoodsCopyToItself');
  const source = await goodsDevice(db, auth, input.sourceDeviceId);
  if (source.modelId === null) throw AppError.field('sourceDeviceId', 'deviceGoodsNoModel');
  const targets = await sameModelTargets(db, auth, input.targetDeviceIds, source, {
    field: 'targetDeviceIds',
    otherModel: 'deviceGoodsOtherModel',
  });
  const wanted: WantedItem[] = (await goodsRows(db, [source.id])).map((r) => ({
    slotNo: r.g.slotNo,
    productId: r.g.productId,
    price: r.g.price,
    status: r.g.status,
    stock: r.g.stock,
    capacity: r.g.capacity,
    recipe: r.g.recipe,
  }));
  return { targets, wanted };
}

/** What copying the source machine's goods would change on each target. */
export async function copyPreview(db: Database, auth: AuthContext, input: DeviceGoodsCopy, lang: Lang): Promise<GoodsChangePreview[]> {
  const { targets, wanted } = await copyPlan(db, auth, input);
  return previewGoodsChange(db, targets, wanted, lang);
}

/** Copies the source machine's goods (slots, products, prices, status, own recipes) to the targets, all or nothing. */
export async function copyApply(db: Database, auth: AuthContext, input: DeviceGoodsCopy, lang: Lang): Promise<GoodsChangePreview[]> {
  const { targets, wanted } = await copyPlan(db, auth, input);
  const preview = await previewGoodsChange(db, targets, wanted, lang);
  await replaceDeviceGoods(
    db,
    targets.map((t) => t.id),
    wanted,
    changedBy(auth),
  );
  return preview;
}
