import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnyColumn, Placeholder } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import type { DeviceSalesLateral, SalesDays } from '../../devices/index.js';
import { salesDaily } from '../schema.js';

type Days = { [K in keyof SalesDays]: string | Placeholder };

/**
 * One device's cups and amounts today, yesterday, this month and last month, from its daily roll-up
 * rows: a subquery of one row, for a lateral join beside the device's other columns.
 */
export function deviceSalesLateral(db: Database, deviceId: AnyColumn, days: Days): DeviceSalesLateral {
  const s = salesDaily;
  const sum = (col: typeof s.cupCount | typeof s.amount, cond: SQL, name: string) =>
    sql<string>`coalesce(sum(case when ${cond} then ${col} else 0 end), 0)`.as(name);
  const today = sql`${s.day} = ${days.today}`;
  const yesterday = sql`${s.day} = ${days.yesterday}`;
  const month = sql`${s.day} >= ${days.monthStart} and ${s.day} <= ${days.today}`;
  const lastMonth = sql`${s.day} >= ${days.lastMonthStart} and ${s.day} < ${days.monthStart}`;
  return db
    .select({
      salesToday: sum(s.cupCount, today, 'sales_today'),
      amountToday: sum(s.amount, today, 'amount_today'),
      salesYesterday: sum(s.cupCount, yesterday, 'sales_yesterday'),
      amountYesterday: sum(s.amount, yesterday, 'amount_yesterday'),
      salesMonth: sum(s.cupCount, month, 'sales_month'),
      amountMonth: sum(s.amount, month, 'amount_month'),
      salesLastMonth: sum(s.cupCount, lastMonth, 'sales_last_month'),
      amountLastMonth: sum(s.amount, lastMonth, 'amount_last_month'),
    })
    .from(s)
    .where(and(eq(s.deviceId, deviceId), sql`${s.day} >= ${days.lastMonthStart}`))
    .as('device_sales');
}
