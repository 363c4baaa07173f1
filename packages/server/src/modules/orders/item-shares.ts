import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { idArray } from '../../platform/sql/id-array.js';

/**
 * Spreads what each of the given orders received over its items, in proportion to the items'
 * amounts, to the cent (`ord_order_item.received_amount`): every item takes its share rounded
 * down, and the cents left go one each to the items with the largest remainders (the earlier item
 * on a tie). The shares add up to the order's received amount, so a discount lowers what each
 * product brought in, and no item can give back more than the order received. An order whose
 * items have no amount puts all it received on its first item.
 *
 * This is the one definition of a product's revenue: reports, rankings and refunds read the
 * stored shares.
 */
export async function shareReceived(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = idArray(orderIds);
  await db.execute(sql`
    with shares as (${receivedSharesOf(sql`
      select it.id, it.order_id, row_number() over (partition by it.order_id order by it.id) as position,
             round(it.amount * 100) as amount, round(o.received_amount * 100) as received
        from ord_order_item it join ord_order o on o.id = it.order_id
       where it.order_id = any(${ids}::bigint[])`)})
    update ord_order_item it
       set received_amount = shares.received_amount
      from shares
     where shares.id = it.id and it.received_amount is distinct from shares.received_amount`);
}

/**
 * The rule of `shareReceived` as a query: the shares of `items`, a query of one row per item with
 * `id`, `order_id`, `position` (1, 2, … in cart order), `amount` and `received` (the item's amount
 * and its order's received amount, in cents), answering `id` and `received_amount` (in the
 * currency's units). The intake computes the shares of the items it inserts with it.
 */
export function receivedSharesOf(items: SQL): SQL {
  return sql`
    select id, (share + case when turn <= left_over then 1 else 0 end) / 100 as received_amount
      from (
        select id, share, received - sum(share) over (partition by order_id) as left_over,
               row_number() over (partition by order_id order by remainder desc, position) as turn
          from (
            select id, order_id, received, position,
                   case when total > 0 then div(received * amount, total) when position = 1 then received else 0 end as share,
                   case when total > 0 then mod(received * amount, total) else 0 end as remainder
              from (select i.*, sum(i.amount) over (partition by i.order_id) as total from (${items}) i) counted
          ) floored
      ) ranked`;
}
