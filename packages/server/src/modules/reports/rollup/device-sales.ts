import { type SQL, and, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { preparedPerDatabase } from '../../../platform/db/prepared.js';
import { type SalesFigures, salesDays } from '../../devices/index.js';
import { salesDaily } from '../schema.js';

const salesStatement = preparedPerDatabase((db) => {
  const s = salesDaily;
  const day = (name: 'today' | 'yesterday' | 'monthStart' | 'lastMonthStart') => sql.placeholder(name);
  const sum = (col: typeof s.cupCount | typeof s.amount, cond: SQL) =>
    sql<string>`coalesce(sum(case when ${cond} then ${col} else 0 end), 0)`;
  const today = sql`${s.day} = ${day('today')}`;
  const yesterday = sql`${s.day} = ${day('yesterday')}`;
  const month = sql`${s.day} >= ${day('monthStart')} and ${s.day} <= ${day('today')}`;
  const lastMonth = sql`${s.day} >= ${day('lastMonthStart')} and ${s.day} < ${day('monthStart')}`;
  return db
    .select({
      deviceId: s.deviceId,
      salesToday: sum(s.cupCount, today),
      amountToday: sum(s.amount, today),
      salesYesterday: sum(s.cupCount, yesterday),
      amountYesterday: sum(s.amount, yesterday),
      salesMonth: sum(s.cupCount, month),
      amountMonth: sum(s.amount, month),
      salesLastMonth: sum(s.cupCount, lastMonth),
      amountLastMonth: sum(s.amount, lastMonth),
    })
    .from(s)
    .where(and(sql`${s.deviceId} = any(${sql.placeholder('ids')})`, sql`${s.day} >= ${day('lastMonthStart')}`))
    .groupBy(s.deviceId)
    .prepare('devices_sales_of');
});

/** Sales of a page of devices from the daily roll-up: one aggregate query (the devices' list). */
export async function deviceSalesOf(db: Database, deviceIds: number[], timeZone: string, now: Date): Promise<Map<number, SalesFigures>> {
  const out = new Map<number, SalesFigures>();
  if (deviceIds.length === 0) return out;
  const rows = await salesStatement(db).execute({ ids: deviceIds, ...salesDays(now, timeZone) });
  for (const r of rows) {
    out.set(r.deviceId, {
      salesToday: Number(r.salesToday),
      amountToday: Number(r.amountToday),
      salesYesterday: Number(r.salesYesterday),
      amountYesterday: Number(r.amountYesterday),
      salesMonth: Number(r.salesMonth),
      amountMonth: Number(r.amountMonth),
      salesLastMonth: Number(r.salesLastMonth),
      amountLastMonth: Number(r.amountLastMonth),
    });
  }
  return out;
}
