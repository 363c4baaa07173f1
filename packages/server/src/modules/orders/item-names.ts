import type { Lang } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { idArray } from '../../platform/sql/id-array.js';
import { displayNameOf, productNamesJsonOf } from '../products/index.js';
import { orderItems, orders } from './schema.js';

/**
 * Keeps on each item of these orders its product's names in every language, as the selling
 * customer's catalogue has them now, at the time of sale: a product renamed later keeps its old
 * name on its old orders. An item whose code the catalogue does not hold keeps only the name the
 * machine sent.
 */
/** The names `nameItemsAtSale` keeps, for an item inserted with them: the product of this code of the seller's customer. */
export const namesAtSale = (sellerOrgId: number, goodsCode: string): SQL => productNamesJsonOf(sql`${sellerOrgId}`, sql`${goodsCode}`);

export async function nameItemsAtSale(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = idArray(orderIds);
  await db.execute(sql`
    update ${orderItems} it
       set goods_names = ${productNamesJsonOf(sql`o.org_id`, sql`it.goods_code`)}
      from ${orders} o
     where o.id = it.order_id and it.order_id = any(${ids}::bigint[]) and it.goods_names is null`);
}

/** An item's name in the reader's language: its product's name at the time of sale, else the machine's. */
export function itemName(item: { goodsName: string; goodsNames: Parameters<typeof displayNameOf>[0] | null }, lang: Lang): string {
  return item.goodsNames ? displayNameOf(item.goodsNames, lang) : item.goodsName;
}
