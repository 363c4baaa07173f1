import {
  type Lang,
  type MaterialPrice,
  type PurchasableMaterial,
  fromCents,
  type materialPriceQuerySchema,
  type materialPriceSaveSchema,
  message,
  toCents,
} from '@vr/contracts';
import { type SQL, and, asc, desc, eq, gte, ilike, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { rowsOf } from '../../platform/db/rows.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { orgCurrency } from '../customers/index.js';
import { materials } from '../materials/index.js';
import { idsOnPath } from '../orgs/index.js';
import { materialPrices } from './schema.js';

type PriceInput = z.output<typeof materialPriceSaveSchema>;
type PriceQuery = z.output<typeof materialPriceQuerySchema>;

const NAME = { zh: materials.nameZh, en: materials.nameEn, es: materials.nameEs, ja: materials.nameJa };
/** A material's name in `lang`, else its Chinese, English or code (SQL). */
export const materialNameIn = (lang: Lang) =>
  sql<string>`coalesce(${NAME[lang]}, ${materials.nameZh}, ${materials.nameEn}, ${materials.code})`;

interface Buyer {
  id: number;
  name: string;
  path: string;
}

/**
 * The buyer of a price or purchase order: a customer (a franchisee is a customer under another) in
 * the caller's data scope.
 */
export async function buyerInScope(db: Database, orgId: number, auth: AuthContext): Promise<Buyer> {
  const [org] = await db.select({ id: orgs.id, name: orgs.name, path: orgs.path, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId));
  if (!org || !(await isInScope(db, auth, { orgId: org.id }))) throw AppError.notFound();
  if (org.kind !== 'customer') throw AppError.field('orgId', 'supplyPriceBuyerNotCustomer');
  return org;
}

/** The material of a price or order line: one of a customer on the buyer's path (its own, or of a customer above it). */
async function materialFor(db: Database, buyer: Buyer, materialId: number, lang: Lang) {
  const [row] = await db
    .select({
      id: materials.id,
      orgId: materials.orgId,
      code: materials.code,
      name: materialNameIn(lang),
      currency: orgCurrency(materials.orgId),
    })
    .from(materials)
    .where(and(eq(materials.id, materialId), inArray(materials.orgId, idsOnPath(buyer.path))));
  return row ?? null;
}

const toPrice = (r: {
  p: typeof materialPrices.$inferSelect;
  orgName: string | null;
  materialCode: string | null;
  materialName: string | null;
}): MaterialPrice => ({
  id: r.p.id,
  orgId: r.p.orgId,
  orgName: r.orgName ?? '',
  materialId: r.p.materialId,
  materialCode: r.materialCode ?? '',
  materialName: r.materialName ?? '',
  priceCents: r.p.priceCents,
  currency: r.p.currency,
  validFrom: r.p.validFrom,
  validTo: r.p.validTo,
  remark: r.p.remark,
  createTime: r.p.createdAt.toISOString(),
});

/** Covers `day`: from on or before it, to (if any) on or after it. */
const coversDay = (day: string): SQL =>
  and(lte(materialPrices.validFrom, day), or(isNull(materialPrices.validTo), gte(materialPrices.validTo, day)))!;

export async function listPrices(db: Database, q: PriceQuery, auth: AuthContext, lang: Lang): Promise<Page<MaterialPrice>> {
  const pattern = q.material ? containsPattern(q.material) : undefined;
  const where = and(
    scopeCondition(auth, { org: materialPrices.orgId }),
    inOrgSubtree(materialPrices.orgId, q.orgId),
    pattern
      ? inArray(
          materialPrices.materialId,
          db
            .select({ id: materials.id })
            .from(materials)
            .where(or(ilike(materials.code, pattern), ...Object.values(NAME).map((c) => ilike(c, pattern)))),
        )
      : undefined,
    q.day ? coversDay(q.day) : undefined,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: {
      materialCode: materials.code,
      priceCents: materialPrices.priceCents,
      validFrom: materialPrices.validFrom,
      validTo: materialPrices.validTo,
      createTime: materialPrices.createdAt,
    },
    defaultOrder: [asc(materialPrices.orgId), asc(materialPrices.materialId), desc(materialPrices.validFrom), asc(materialPrices.id)],
    select: db
      .select({ p: materialPrices, orgName: orgs.name, materialCode: materials.code, materialName: materialNameIn(lang) })
      .from(materialPrices)
      .leftJoin(orgs, eq(orgs.id, materialPrices.orgId))
      .leftJoin(materials, eq(materials.id, materialPrices.materialId))
      .where(where),
    counted: db.select({ id: materialPrices.id }).from(materialPrices).where(where),
    toRows: (rows) => rows.map(toPrice),
  });
}

/**
 * A buyer's prices are kept by its supplier: an account of the buyer itself or below it cannot
 * set them (the platform keeps its customers' prices, a customer its franchisees').
 */
function assertSupplierOf(buyer: Buyer, auth: AuthContext): void {
  if (auth.orgPath.startsWith(buyer.path)) throw AppError.field('orgId', 'supplyPriceOwnBuyer');
}

/** The key space of the price locks (the second key is the buyer and material). */
const PRICE_LOCK = 0x5e9_1ce;

/** The last day of a period, for messages: the day or "no end". */
const endOf = (to: string | null, lang: Lang) => to ?? message('supplyOpenEnd', lang);

/**
 * Adds (no id) or changes a price. Writes of one buyer and material are serialised (a transaction
 * lock of the pair), and a period overlapping another price of the same pair is refused.
 */
export async function savePrice(db: Database, input: PriceInput, auth: AuthContext, lang: Lang): Promise<MaterialPrice> {
  const buyer = await buyerInScope(db, input.orgId, auth);
  assertSupplierOf(buyer, auth);
  if (input.id !== undefined) {
    const [old] = await db
      .select({ orgId: materialPrices.orgId })
      .from(materialPrices)
      .where(and(eq(materialPrices.id, input.id), scopeCondition(auth, { org: materialPrices.orgId })));
    if (!old) throw AppError.notFound();
    const oldBuyer = await buyerInScope(db, old.orgId, auth);
    assertSupplierOf(oldBuyer, auth);
  }
  const material = await materialFor(db, buyer, input.materialId, lang);
  if (!material) throw AppError.field('materialId', 'supplyMaterialUnknown');
  await db.execute(sql`select pg_advisory_xact_lock(${PRICE_LOCK}::int, hashtext(${`${buyer.id}:${material.id}`}))`);
  const validTo = input.validTo ?? null;
  const [clash] = await db
    .select({ validFrom: materialPrices.validFrom, validTo: materialPrices.validTo })
    .from(materialPrices)
    .where(
      and(
        eq(materialPrices.orgId, buyer.id),
        eq(materialPrices.materialId, material.id),
        input.id !== undefined ? ne(materialPrices.id, input.id) : undefined,
        // Two periods overlap when each starts before the other ends.
        or(isNull(materialPrices.validTo), gte(materialPrices.validTo, input.validFrom)),
        validTo === null ? undefined : lte(materialPrices.validFrom, validTo),
      ),
    )
    .limit(1);
  if (clash) {
    throw AppError.field('validFrom', 'supplyPriceOverlap', {
      material: `${material.code} ${material.name}`,
      from: clash.validFrom,
      to: endOf(clash.validTo, lang),
    });
  }
  const values = {
    orgId: buyer.id,
    materialId: material.id,
    priceCents: toCents(input.price),
    currency: material.currency,
    validFrom: input.validFrom,
    validTo,
    remark: input.remark ?? null,
  };
  const [row] =
    input.id === undefined
      ? await db
          .insert(materialPrices)
          .values({ ...values, createdBy: auth.userId })
          .returning()
      : await db
          .update(materialPrices)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(materialPrices.id, input.id))
          .returning();
  return toPrice({ p: row!, orgName: buyer.name, materialCode: material.code, materialName: material.name });
}

export async function deletePrices(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: materialPrices.id, orgId: materialPrices.orgId, path: orgs.path })
    .from(materialPrices)
    .innerJoin(orgs, eq(orgs.id, materialPrices.orgId))
    .where(and(inArray(materialPrices.id, wanted), scopeCondition(auth, { org: materialPrices.orgId })));
  if (rows.length !== wanted.length) throw AppError.notFound();
  for (const r of rows) if (auth.orgPath.startsWith(r.path)) throw AppError.badRequest('supplyPriceOwnBuyer');
  const gone = await db.delete(materialPrices).where(inArray(materialPrices.id, wanted)).returning({ id: materialPrices.id });
  return gone.length;
}

export interface PriceInForce {
  priceId: number;
  /** The organisation whose price it is: the buyer, or the nearest customer above it. */
  ownerId: number;
  priceCents: number;
  currency: string;
}

/** The ids of the organisations on the path of `orgPath` (SQL of a path such as "/1/7/12/"), as an int[]. */
const pathIdsOf = (orgPath: SQL): SQL => sql`string_to_array(trim(both '/' from ${orgPath}), '/')::int[]`;

/**
 * The price in force (SQL, at most one row: id, org_id, price_cents, currency) for a buyer whose
 * path has the organisations `pathIds` (an int[]), of one material on one business day: the price
 * covering that day of the organisation nearest the buyer on its path (its own, else its
 * customer's). The one definition of the rule.
 */
const priceInForceRow = (pathIds: SQL, materialId: SQL, day: SQL): SQL => sql`
  select p.id, p.org_id, p.price_cents, p.currency
    from ${materialPrices} p join ${orgs} owner on owner.id = p.org_id
   where p.org_id = any(${pathIds}) and p.material_id = ${materialId}
     and p.valid_from <= ${day} and (p.valid_to is null or p.valid_to >= ${day})
   order by length(owner.path) desc limit 1`;

/**
 * The price a buyer pays for each of these materials on a business day: the buyer's own price in
 * force that day, else that of the nearest customer above it (a franchisee without a price of its
 * own pays its customer's). A material without one is left out. Purchase orders price their lines
 * with it, and it is the one definition of a material's cost on a day.
 */
export async function pricesInForce(
  db: Database,
  buyerPath: string,
  materialIds: number[],
  day: string,
): Promise<Map<number, PriceInForce>> {
  const ids = [...new Set(materialIds)];
  if (ids.length === 0 || idsOnPath(buyerPath).length === 0) return new Map();
  const rows = rowsOf<{ material_id: number; id: number; org_id: number; price_cents: number | string; currency: string }>(
    await db.execute(sql`
      select m.id as material_id, price.*
        from unnest(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) m(id)
        cross join lateral (${priceInForceRow(pathIdsOf(sql`${buyerPath}`), sql`m.id`, sql`${day}::date`)}) price`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.material_id),
      { priceId: Number(r.id), ownerId: Number(r.org_id), priceCents: Number(r.price_cents), currency: r.currency },
    ]),
  );
}

/**
 * The business days `beginDay`..`endDay` cut, for each buyer of `buyers` (SQL of a relation with
 * the column `org_id`), where a price of any organisation on the buyer's path (of any material)
 * starts or ends: a relation of consecutive spans (`org_id`, `from_day`, `to_day`, both included)
 * that cover the whole period. Within a span no price in force of that buyer changes, so one look-up
 * (`priceInForceOn` on `from_day`) prices all its days; prices change seldom, so a month is one or
 * two spans, not thirty days.
 */
export function priceSpans(buyers: SQL, beginDay: string, endDay: string): SQL {
  return sql`
    select buyer.id as org_id, span.from_day, span.to_day
      from ${orgs} buyer
      cross join lateral (
        select edge.day as from_day, coalesce(lead(edge.day) over (order by edge.day) - 1, ${endDay}::date) as to_day
          from (
            select ${beginDay}::date as day
            union
            select v.day from ${materialPrices} p cross join lateral (values (p.valid_from), (p.valid_to + 1)) v(day)
             where p.org_id = any(${pathIdsOf(sql`buyer.path`)}) and v.day > ${beginDay}::date and v.day <= ${endDay}::date
          ) edge
      ) span
     where buyer.id in (${buyers})`;
}

/**
 * The price in force (SQL for a lateral join, at most one row: `price_cents`, `currency`) that the
 * buyer `buyerId` pays for the material `materialId` on the business day `day` (SQL expressions):
 * `pricesInForce`'s rule, for a report that prices many buyers, materials and days in one query.
 */
export const priceInForceOn = (buyerId: SQL, materialId: SQL, day: SQL): SQL =>
  priceInForceRow(pathIdsOf(sql`(select b.path from ${orgs} b where b.id = ${buyerId})`), materialId, day);

/** The materials a buyer can order today with their prices (the purchase form), by name. */
export async function purchasableMaterials(db: Database, orgId: number, auth: AuthContext, lang: Lang): Promise<PurchasableMaterial[]> {
  const buyer = await buyerInScope(db, orgId, auth);
  const candidates = await db
    .select({ id: materials.id, code: materials.code, name: materialNameIn(lang) })
    .from(materials)
    .where(inArray(materials.orgId, idsOnPath(buyer.path)))
    .orderBy(asc(materials.code));
  const prices = await pricesInForce(
    db,
    buyer.path,
    candidates.map((c) => c.id),
    await businessToday(db),
  );
  return candidates.flatMap((c) => {
    const p = prices.get(c.id);
    return p ? [{ materialId: c.id, materialCode: c.code, materialName: c.name, priceCents: p.priceCents, currency: p.currency }] : [];
  });
}

/** For messages: an amount of cents as the currency's decimal. */
export const decimal = (cents: number) => fromCents(cents).toFixed(2);
