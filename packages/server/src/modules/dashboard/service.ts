import type { DashboardDevices, FleetSalesFigures } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { orgCurrency } from '../customers/index.js';
import { devices, deviceVisibility, seesSelectedDevicesOnly, visibleDeviceCounters } from '../devices/index.js';
import { salesDaily, salesDailyOrg } from '../reports/index.js';

/**
 * A day's sales of the caller's devices in one query: the per-organisation roll-up rows of the
 * organisations in the caller's data scope, or, for a "selected devices" account, the per-device
 * rows of its granted devices (the branch not taken is skipped by the planner). Amounts, orders
 * and cups are summed per currency of the rows' customers, never across currencies.
 */
async function visibleSalesOf(db: Database, auth: AuthContext, day: string): Promise<FleetSalesFigures> {
  const o = salesDailyOrg;
  const s = salesDaily;
  const selected = seesSelectedDevicesOnly(auth);
  const orgScope = scopeCondition(auth, { org: o.orgId }) ?? sql`true`;
  const result = await db.execute(sql`
    select currency, sum(amount) as amount, sum(orders) as orders, sum(cups) as cups
      from (
        select ${orgCurrency(o.orgId)} as currency, ${o.amount} as amount, ${o.orderCount} as orders, ${o.cupCount} as cups
          from ${o}
         where ${o.day} = ${day}::date and not ${selected} and ${orgScope}
        union all
        select ${orgCurrency(s.orgId)}, ${s.amount}, ${s.orderCount}, ${s.cupCount}
          from ${s}
         where ${s.day} = ${day}::date and ${selected}
           and ${s.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(auth)})
      ) sold
     group by currency
     order by currency`);
  const rows = rowsOf<{ currency: string; amount: string | number; orders: string | number; cups: string | number }>(result);
  return {
    amounts: rows.map((r) => ({
      currency: r.currency,
      amount: Math.round(Number(r.amount) * 100) / 100,
      orders: Number(r.orders),
      cups: Number(r.cups),
    })),
  };
}

/**
 * The home screen's device figures for the caller's devices: counters and today's sales from
 * the live aggregates (never a scan of the devices or the orders).
 */
export async function dashboardDevices(db: Database, auth: AuthContext): Promise<DashboardDevices> {
  const day = await businessToday(db);
  const [counters, today] = await Promise.all([visibleDeviceCounters(db, auth), visibleSalesOf(db, auth, day)]);
  return { ...counters, offline: counters.total - counters.online, today, day };
}
