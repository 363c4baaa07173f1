import type { DashboardRankings, Lang } from '@vr/contracts';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { goodsSaleRanking, siteSaleRanking } from '../reports/index.js';

/**
 * Today's and this month's totals (orders, cups, received, refunded, revenue per currency) and the
 * month's goods and point top 10s of the caller's devices: the reports' rankings over the same
 * roll-ups, so the home screen and the report screens always agree.
 */
export async function dashboardRankings(db: Database, auth: AuthContext, lang: Lang): Promise<DashboardRankings> {
  const day = await businessToday(db);
  const monthStart = `${day.slice(0, 8)}01`;
  const [today, goods, sites] = await Promise.all([
    siteSaleRanking(db, { beginDay: day, endDay: day }, auth),
    goodsSaleRanking(db, { beginDay: monthStart, endDay: day }, auth, lang),
    siteSaleRanking(db, { beginDay: monthStart, endDay: day }, auth),
  ]);
  return { day, monthStart, today: today.totals, month: goods.totals, goods: goods.rows, sites: sites.rows };
}
