import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnyColumn, Placeholder } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { preparedPerDatabase } from '../../../platform/db/prepared.js';
import { type DeviceSalesLateral, type SalesDays, type SalesFigures, salesDays, salesFiguresOf } from '../../devices/index.js';
import { salesDaily } from '../schema.js';

type Days = { [K in keyof SalesDays]: string | Placeholder };

/** A device's cups and amounts today, yesterday, this month and last month, from its daily roll-up rows. */
function figures(days: Days) {
  const s = salesDaily;
  const sum = (col: typeof s.cupCount | typeof s.amount, cond: SQL) =>
    sql<string>`coalesce(sum(case when ${cond} then ${col} else 0 end), 0)`;
  const today = sql`${s.day} = ${days.today}`;
  const yesterday = sql`${s.day} = ${days.yesterday}`;
  const month = sql`${s.day} >= ${days.monthStart} and ${s.day} <= ${days.today}`;
  const lastMonth = sql`${s.day} >= ${days.lastMonthStart} and ${s.day} < ${days.monthStart}`;
  return {
    salesToday: sum(s.cupCount, today),
    amountToday: sum(s.amount, today),
    salesYesterday: sum(s.cupCount, yesterday),
    amountYesterday: sum(s.amount, yesterday),
    salesMonth: sum(s.cupCount, month),
    amountMonth: sum(s.amount, month),
    salesLastMonth: sum(s.cupCount, lastMonth),
    amountLastMonth: sum(s.amount, lastMonth),
  };
}

const fromLastMonth = (days: Days) => sql`${salesDaily.day} >= ${days.lastMonthStart}`;

const salesStatement = preparedPerDatabase((db) => {
  const days: Days = {
    today: sql.placeholder('today'),
    yesterday: sql.placeholder('yesterday'),
    monthStart: sql.placeholder('monthStart'),
    lastMonthStart: sql.placeholder('lastMonthStart'),
  };
  return db
    .select({ deviceId: salesDaily.deviceId, ...figures(days) })
    .from(salesDaily)
    .where(and(sql`${salesDaily.deviceId} = any(${sql.placeholder('ids')})`, fromLastMonth(days)))
    .groupBy(salesDaily.deviceId)
    .prepare('devices_sales_of');
});

/** Sales of a page of devices from the daily roll-up: one aggregate query (the devices' list). */
export async function deviceSalesOf(db: Database, deviceIds: number[], timeZone: string, now: Date): Promise<Map<number, SalesFigures>> {
  const out = new Map<number, SalesFigures>();
  if (deviceIds.length === 0) return out;
  const rows = await salesStatement(db).execute({ ids: deviceIds, ...salesDays(now, timeZone) });
  for (const r of rows) out.set(r.deviceId, salesFiguresOf(r));
  return out;
}

/** One device's figures as a subquery of one row, for a lateral join beside the device's other columns. */
export function deviceSalesLateral(db: Database, deviceId: AnyColumn, days: Days): DeviceSalesLateral {
  const aliased = Object.fromEntries(
    Object.entries(figures(days)).map(([name, expr]) => [name, expr.as(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))]),
  ) as { [K in keyof SalesFigures]: SQL.Aliased<string> };
  return db
    .select(aliased)
    .from(salesDaily)
    .where(and(eq(salesDaily.deviceId, deviceId), fromLastMonth(days)))
    .as('device_sales');
}
