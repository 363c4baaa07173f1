import { DASHBOARD_SALES_DAYS, type DashboardSales, type SalesPoint } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { addDays, calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { orgCurrency } from '../customers/index.js';
import { devices, deviceVisibility, seesSelectedDevicesOnly, withDeviceScope } from '../devices/index.js';
import { dispensedCupsJoin, isSale, orders, revenueOf } from '../orders/index.js';
import { salesDaily, salesDailyOrg, salesHourlyOrg } from '../reports/index.js';

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
 * The sales of `sold` (rows of at, org_id, amount, orders, cups) summed per point and currency.
 * Each organisation's currency is looked up once, not once per row: both steps are kept apart
 * (materialised) so that the planner does not fold the lookup back into every row.
 */
async function perCurrency(db: Database, sold: SQL): Promise<Row[]> {
  const result = await db.execute(sql`
    with sold as materialized (${sold}),
    currency as materialized (
      select org_id, ${orgCurrency(sql.raw('seller.org_id'))} as currency from (select distinct org_id from sold) seller
    )
    select sold.at, currency.currency, sum(sold.amount) as amount, sum(sold.orders) as orders, sum(sold.cups) as cups
      from sold join currency on currency.org_id = sold.org_id
     group by 1, 2
     order by 1, 2`);
  return rowsOf<Row>(result);
}

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
  const sold = sql`
    select to_char(${o.day}, 'YYYY-MM-DD') as at, ${o.orgId} as org_id, sum(${o.amount}) as amount, sum(${o.orderCount}) as orders, sum(${o.cupCount}) as cups
      from ${o}
     where ${o.day} between ${fromDay}::date and ${toDay}::date and not ${selected} and ${orgScope}
     group by 1, 2
    union all
    select to_char(${s.day}, 'YYYY-MM-DD'), ${s.orgId}, sum(${s.amount}), sum(${s.orderCount}), sum(${s.cupCount})
      from ${s}
     where ${s.day} between ${fromDay}::date and ${toDay}::date and ${selected}
       and ${s.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(auth)})
     group by 1, 2`;
  return points(await perCurrency(db, sold), String);
}

/**
 * Today's sales per hour of the business day, per currency: the per-organisation hourly roll-up
 * rows of the caller's data scope, or, for a "selected devices" account, the day's sales of its
 * granted devices (a few devices: the (device, sold at) index serves them), counted as the roll-up
 * counts them: paid orders that are not staff tests, their revenue net of refunds.
 */
async function hourlySales(db: Database, auth: AuthContext, day: string, timeZone: string): Promise<SalesPoint[]> {
  const h = salesHourlyOrg;
  const o = orders;
  const selected = seesSelectedDevicesOnly(auth);
  const orgScope = scopeCondition(auth, { org: h.orgId }) ?? sql`true`;
  const sold = sql`
    select extract(hour from ${h.hour})::int as at, ${h.orgId} as org_id,
           sum(${h.amount}) as amount, sum(${h.orderCount}) as orders, sum(${h.cupCount}) as cups
      from ${h}
     where ${h.hour} >= ${day}::timestamp and ${h.hour} < ${addDays(day, 1)}::timestamp
       and not ${selected} and ${orgScope}
     group by 1, 2
    union all
    select extract(hour from ${o.createdAt} at time zone ${timeZone})::int, ${o.orgId},
           sum(${revenueOf('ord_order')}), count(*), coalesce(sum(i.cups), 0)
      from ${o}
      ${dispensedCupsJoin(o.id)}
     where ${selected}
       and ${o.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(auth)})
       and ${o.createdAt} >= (${day}::date)::timestamp at time zone ${timeZone}
       and ${o.createdAt} < (${addDays(day, 1)}::date)::timestamp at time zone ${timeZone}
       and ${isSale('ord_order')}
     group by 1, 2`;
  return points(await perCurrency(db, sold), Number);
}

/** The dashboard's sales charts: today per hour and the last DASHBOARD_SALES_DAYS business days. */
export async function dashboardSales(db: Database, auth: AuthContext): Promise<DashboardSales> {
  // The account's device permission read first: the queries then carry it as a constant, so the
  // planner drops the branch that does not apply (and never prices the order scan for everyone).
  const [timeZone, viewer] = await Promise.all([businessTimeZone(db), withDeviceScope(db, auth)]);
  const day = calendarDay(timeZone);
  const fromDay = addDays(day, 1 - DASHBOARD_SALES_DAYS);
  const [hourly, daily] = await Promise.all([hourlySales(db, viewer, day, timeZone), dailySales(db, viewer, fromDay, day)]);
  return { day, fromDay, hourly, daily };
}
