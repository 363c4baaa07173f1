import { ABNORMAL_STATUS, ALARM_API, ALARM_LOG_PERMS, ALARM_ORDER_PERMS, ALARM_RULE_PERMS, DEVICE_ABNORMAL_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, rowStill, send } from '../../test/access-cases.js';
import { storeTestOrder } from '../../test/order-intake.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { orders } from '../orders/index.js';
import { alarmRules, deviceAbnormal, deviceAlarms } from './schema.js';

/** A not-released fault of a Harbor Drinks Ltd. device. */
async function harborAlarm(ctx: ScopeContext): Promise<number> {
  const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(deviceAlarms)
    .values({
      deviceId: device.id,
      orgId: ctx.orgs.harbor,
      eventId: 'harbor-probe',
      kind: 'fault',
      code: 'E1',
      level: 2,
      raisedAt: new Date(),
    })
    .returning({ id: deviceAlarms.id });
  return row!.id;
}

/** An unresolved abnormal row of a Harbor Drinks Ltd. device. */
async function harborAbnormal(ctx: ScopeContext): Promise<number> {
  const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(deviceAbnormal)
    .values({ deviceId: device.id, orgId: ctx.orgs.harbor, kind: 'material', level: 2, raisedAt: new Date() })
    .returning({ id: deviceAbnormal.id });
  return row!.id;
}

/** An open abnormal order of Harbor Drinks Ltd. */
async function harborAbnormalOrder(ctx: ScopeContext): Promise<number> {
  const { order } = await storeTestOrder(ctx.db, ctx.orgs.harbor);
  await ctx.db.update(orders).set({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalAt: new Date() }).where(eq(orders.id, order.id));
  return order.id;
}

const handle = (id: number | string) => ({ id: Number(id), remark: 'Probe' });
const rule = {
  faultMinLevel: 0,
  warnings: true,
  offlineMinutes: 5,
  noSaleHours: null,
  materialOut: true,
  temperatureMin: null,
  temperatureMax: null,
  debounceSeconds: 0,
  groupMinutes: 0,
};

/** Alarms: the log and its release, device abnormal and its resolve, a customer's rule, abnormal orders and their lift. */
export const accessCases: AccessModule = {
  module: 'alarms',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. device alarm',
      permissions: Object.values(ALARM_LOG_PERMS),
      foreignRow: harborAlarm,
      list: listed(`${ALARM_API.logList}?limit=1000`),
      update: send('POST', ALARM_API.logRelease, handle),
      unchanged: rowStill(deviceAlarms, deviceAlarms.id, (row) => row.state === 0 && row.releasedBy === null),
    },
    {
      name: 'a Harbor Drinks Ltd. device abnormal row',
      permissions: Object.values(DEVICE_ABNORMAL_PERMS),
      foreignRow: harborAbnormal,
      list: listed(`${ALARM_API.abnormalList}?limit=1000`),
      update: send('POST', ALARM_API.abnormalResolve, handle),
      unchanged: rowStill(deviceAbnormal, deviceAbnormal.id, (row) => row.state === 0 && row.resolvedBy === null),
    },
    {
      name: 'the alarm rule of Harbor Drinks Ltd.',
      permissions: Object.values(ALARM_RULE_PERMS),
      foreignRow: async (ctx) => ctx.orgs.harbor,
      detail: getWith(ALARM_API.rule, 'orgId'),
      update: send('PUT', ALARM_API.rule, (id) => ({ orgId: Number(id), ...rule })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(alarmRules)
            .where(eq(alarmRules.orgId, Number(id)))
        ).length === 0,
    },
    {
      name: 'a Harbor Drinks Ltd. abnormal order (under Alarms)',
      permissions: Object.values(ALARM_ORDER_PERMS),
      foreignRow: harborAbnormalOrder,
      list: listed(`${ALARM_API.orderList}?limit=1000`),
      update: send('POST', ALARM_API.orderLift, (id) => ({ id: Number(id) })),
      unchanged: rowStill(orders, orders.id, (order) => order.abnormalStatus === ABNORMAL_STATUS.open.code),
    },
  ],
};
