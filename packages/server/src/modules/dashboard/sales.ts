import { DASHBOARD_SALES_DAYS, type DashboardSales, type SalesPoint } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { addDays, calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { orgCurrency } from '../customers/index.js';
import { devices, deviceVisibility, seesSelectedDevicesOnly } from '../devices/index.js';
import {
  orderItems,
  orders,
  SALES_DISPENSED_ITEM_STATUS,
  SALES_PAID_STATUS,
  salesDaily,
  salesDailyOrg,
  salesHourlyOrg,
} from '../orders/index.js';

type Row = { at: string | number; currency: string; amount: string | number; orders: string | number; cups: string | number };

const points = (rows: Row[], at: (v: Row['at']) => number | string): SalesPoint[] =>
  rows.map((r) => ({
    at: at(r.at),
    currency: r.currency,
    amount: Math.round(Number(r.amount) * 100) / 100,
    orders: Number(r.orders),
    cups: Number(r.cups),
  }));

/**
 * Sales per business day from `fromDay` to `toDay`, per currency: the per-organisation roll-up
 * rows of the caller's data scope, or, for a "selected devices" account, the per-device rows of
 * its granted devices (as the dashboard's figures of today).
 */
async function dailySales(db: Database, auth: AuthContext, fromDay: string, toDay: string): Promise<SalesPoint[]> {
  const o = salesDailyOrg;
  const s = salesDaily;
  const selected = seesSelectedDevicesOnly(auth);
  const orgScope = scopeCondition(auth, { org: o.orgId }) ?? sql`true`;
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as at, ${orgCurrency(sql.raw('sold.org_id'))} as currency,
           sum(amount) as amount, sum(orders) as orders, sum(cups) as cups
      from (
        select ${o.day} as day, ${o.orgId} as org_id, sum(${o.amount}) as amount, sum(${o.orderCount}) as orders, sum(${o.cupCount}) as cups
          from ${o}
         where ${o.day} between ${fromDay}::date and ${toDay}::date and not ${selected} and ${orgScope}
         group by 1, 2
        union all
        select ${s.day}, ${s.orgId}, sum(${s.amount}), sum(${s.orderCount}), sum(${s.cupCount})
          from ${s}
         where ${s.day} between ${fromDay}::date and ${toDay}::date and ${selected}
           and ${s.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(auth)})
         group by 1, 2
      ) sold
     group by 1, 2
     order by 1, 2`);
  return points(rowsOf<Row>(result), String);
}

/**
 * Today's sales per hour of the business day, per currency: the per-organisation hourly roll-up
 * rows of the caller's data scope, or, for a "selected devices" account, the day's paid orders of
 * its granted devices (a few devices: the (device, sold at) index serves them).
 */
async function hourlySales(db: Database, auth: AuthContext, day: string, timeZone: string): Promise<SalesPoint[]> {
  const h = salesHourlyOrg;
  const o = orders;
  const selected = seesSelectedDevicesOnly(auth);
  const orgScope = scopeCondition(auth, { org: h.orgId }) ?? sql`true`;
  const result = await db.execute(sql`
    select hour as at, ${orgCurrency(sql.raw('sold.org_id'))} as currency,
           sum(amount) as amount, sum(orders) as orders, sum(cups) as cups
      from (
        select extract(hour from ${h.hour})::int as hour, ${h.orgId} as org_id,
               sum(${h.amount}) as amount, sum(${h.orderCount}) as orders, sum(${h.cupCount}) as cups
          from ${h}
         where ${h.hour} >= ${day}::timestamp and ${h.hour} < ${addDays(day, 1)}::timestamp
           and not ${selected} and ${orgScope}
         group by 1, 2
        union all
        select extract(hour from ${o.createdAt} at time zone ${timeZone})::int, ${o.orgId},
               sum(${o.receivedAmount}), count(*), coalesce(sum(i.cups), 0)
          from ${o}
          left join lateral (
            select sum(${orderItems.quantity}) as cups
              from ${orderItems}
             where ${orderItems.orderId} = ${o.id} and ${orderItems.status} = ${SALES_DISPENSED_ITEM_STATUS}
          ) i on true
         where ${selected}
           and ${o.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(auth)})
           and ${o.createdAt} >= (${day}::date)::timestamp at time zone ${timeZone}
           and ${o.createdAt} < (${addDays(day, 1)}::date)::timestamp at time zone ${timeZone}
           and ${o.payStatus} = ${SALES_PAID_STATUS}
         group by 1, 2
      ) sold
     group by 1, 2
     order by 1, 2`);
  return points(rowsOf<Row>(result), Number);
}

/** The dashboard's sales charts: today per hour and the last DASHBOARD_SALES_DAYS business days. */
export async function dashboardSales(db: Database, auth: AuthContext): Promise<DashboardSales> {
  const timeZone = await businessTimeZone(db);
  const day = calendarDay(timeZone);
  const fromDay = addDays(day, 1 - DASHBOARD_SALES_DAYS);
  const [hourly, daily] = await Promise.all([hourlySales(db, auth, day, timeZone), dailySales(db, auth, fromDay, day)]);
  return { day, fromDay, hourly, daily };
}
