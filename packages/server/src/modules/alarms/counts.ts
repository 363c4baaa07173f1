import {
  ABNORMAL_STATUS,
  ALARM_LOG_PERMS,
  ALARM_ORDER_PERMS,
  type AlarmCounts,
  DEVICE_ABNORMAL_PERMS,
  hasAnyPermission,
} from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { machineRowScope } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { deviceAbnormal, deviceAlarms } from './schema.js';

/**
 * What is still open in the caller's scope: faults and warnings not released, device abnormal
 * unresolved, abnormal orders not lifted. Each count only for a caller who may open its screen
 * (null otherwise); each is read from a partial index of the open rows.
 */
export async function alarmCounts(db: Database, auth: AuthContext): Promise<AlarmCounts> {
  const may = (perm: string) => hasAnyPermission(auth.permissions, [perm]);
  const [alarms, abnormal, openOrders] = await Promise.all([
    may(ALARM_LOG_PERMS.list)
      ? (async () => {
          const rows = await db
            .select({ kind: deviceAlarms.kind, count: sql<number>`count(*)::int` })
            .from(deviceAlarms)
            .where(and(eq(deviceAlarms.state, 0), await machineRowScope(db, auth, deviceAlarms)))
            .groupBy(deviceAlarms.kind);
          const of = (kind: string) => rows.find((r) => r.kind === kind)?.count ?? 0;
          return { fault: of('fault'), warning: of('warning') };
        })()
      : null,
    may(DEVICE_ABNORMAL_PERMS.list)
      ? (async () => {
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(deviceAbnormal)
            .where(and(eq(deviceAbnormal.state, 0), await machineRowScope(db, auth, deviceAbnormal)));
          return row?.count ?? 0;
        })()
      : null,
    may(ALARM_ORDER_PERMS.list)
      ? (async () => {
          const [row] = await db
            .select({ count: sql<number>`count(*)::int` })
            .from(orders)
            .where(and(eq(orders.abnormalStatus, ABNORMAL_STATUS.open.code), scopeCondition(auth, { org: orders.orgId })));
          return row?.count ?? 0;
        })()
      : null,
  ]);
  return { alarms, abnormal, orders: openOrders };
}
