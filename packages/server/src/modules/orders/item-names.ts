import type { Lang } from '@vr/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { displayNameOf, namedKey, productNameSetsInOrgs } from '../products/index.js';
import { orderItems, orders } from './schema.js';

/**
 * Keeps on each item of these orders its product's names in every language, as the selling
 * customer's catalogue has them now, at the time of sale: a product renamed later keeps its old
 * name on its old orders. An item whose code the catalogue does not hold keeps only the name the
 * machine sent.
 */
export async function nameItemsAtSale(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const items = await db
    .select({ id: orderItems.id, orgId: orders.orgId, code: orderItems.goodsCode })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.orderId, orderIds), isNull(orderItems.goodsNames)));
  const pairs = new Map(items.map((i) => [namedKey(i.orgId, i.code), { orgId: i.orgId, code: i.code }]));
  const names = await productNameSetsInOrgs(db, [...pairs.values()]);
  const named = items.flatMap((i) => {
    const set = names.get(namedKey(i.orgId, i.code));
    return set ? [{ id: i.id, names: set }] : [];
  });
  if (named.length === 0) return;
  await db.execute(sql`
    update ${orderItems} it set goods_names = x.names
      from jsonb_to_recordset(${JSON.stringify(named)}::jsonb) as x(id bigint, names jsonb)
     where it.id = x.id`);
}

/** An item's name in the reader's language: its product's name at the time of sale, else the machine's. */
export function itemName(item: { goodsName: string; goodsNames: Parameters<typeof displayNameOf>[0] | null }, lang: Lang): string {
  return item.goodsNames ? displayNameOf(item.goodsNames, lang) : item.goodsName;
}
