import type { DashboardDevices } from '@vr/contracts';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { dayIn, salesBetween } from '../device-detail/index.js';
import { devices, deviceVisibility } from '../devices/index.js';
import { salesDaily } from '../orders/index.js';

/**
 * The home screen's device figures for the caller's devices: counters from the device table
 * (one aggregate query) and today's sales from the daily roll-up (never the order table).
 */
export async function dashboardDevices(db: Database, auth: AuthContext): Promise<DashboardDevices> {
  const visible = deviceVisibility(auth);
  const n = (condition: ReturnType<typeof eq>) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [counters] = await db
    .select({
      total: count(),
      online: n(eq(devices.online, 1)),
      fault: n(gt(devices.faultCount, 0)),
      warning: n(gt(devices.warningCount, 0)),
      lowMaterial: n(gt(devices.materialState, 0)),
    })
    .from(devices)
    .where(visible);
  const day = dayIn(await businessTimeZone(db));
  const today = await salesBetween(
    db,
    inArray(salesDaily.deviceId, db.select({ id: devices.id }).from(devices).where(and(visible))),
    day,
    day,
  );
  const total = Number(counters?.total ?? 0);
  const online = Number(counters?.online ?? 0);
  return {
    total,
    online,
    offline: total - online,
    fault: Number(counters?.fault ?? 0),
    warning: Number(counters?.warning ?? 0),
    lowMaterial: Number(counters?.lowMaterial ?? 0),
    today: { ...today, amount: Math.round(today.amount * 100) / 100 },
    day,
  };
}
