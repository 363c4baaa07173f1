import { SHARING_API, SHARING_APPLY_STATUS, SHARING_PERMS, SHARING_SIGN_STATUS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, notListed, rowStill, rowsAfter, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/order-intake.js';
import { payConfigs } from '../payments/index.js';
import { shrApplies, shrConfigs, shrOrders } from './schema.js';

const harborPay = async (ctx: ScopeContext): Promise<number> =>
  (await ctx.db.select({ id: payConfigs.id }).from(payConfigs).where(eq(payConfigs.orgId, ctx.orgs.harbor)).limit(1))[0]!.id;

/** An application of Harbor Drinks Ltd. under review. */
async function harborApply(ctx: ScopeContext): Promise<number> {
  const payConfigId = await harborPay(ctx);
  const [row] = await ctx.db
    .insert(shrApplies)
    .values({
      orgId: ctx.orgs.harbor,
      payConfigId,
      name: 'Harbor joiner',
      merchantNo: 'HARBOR-J',
      contact: 'Harbor',
      businessType: 2,
      applyStatus: SHARING_APPLY_STATUS.reviewing.code,
      signStatus: SHARING_SIGN_STATUS.reviewing.code,
    })
    .returning({ id: shrApplies.id });
  return row!.id;
}

/** A share of a Harbor Drinks Ltd. order. */
async function harborShare(ctx: ScopeContext): Promise<number> {
  const payConfigId = await harborPay(ctx);
  const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(shrOrders)
    .values({
      shareCode: `SHHARBOR${device.id}`,
      orderId: 900_000_000 + device.id,
      orderCode: `HARBOR-${device.code}`,
      paymentCode: `PHARBOR${device.id}`,
      deviceId: device.id,
      orgId: ctx.orgs.harbor,
      payConfigId,
      configId: 1,
      applyId: 1,
      joinerName: 'Harbor joiner',
      merchantNo: 'HARBOR-J',
      rateBps: 1000,
      feeBps: 60,
      splitBps: [1000],
      splitIndex: 0,
      primaryRow: true,
      orderCents: 1000,
      feeCents: 6,
      shareCents: 99,
      orderTime: new Date(),
    })
    .returning({ id: shrOrders.id });
  return row!.id;
}

const probeConfig = (payConfigId: number | string) => ({
  payConfigId: Number(payConfigId),
  status: '1',
  sharingType: 1,
  businessType: 1,
  allDevices: true,
  joiners: [{ applyId: 1, rate: 10 }],
});

/** Finance → profit sharing: every route's permission, and Harbor Drinks Ltd.'s applications, configurations and shares out of reach. */
export const accessCases: AccessModule = {
  module: 'sharing',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. sharing application',
      permissions: Object.values(SHARING_PERMS),
      foreignRow: harborApply,
      list: listed(`${SHARING_API.applyList}?limit=1000`),
      detail: getWith(SHARING_API.applyDetail),
      update: send('POST', SHARING_API.applyReview, (id) => ({ id: Number(id), approve: true })),
      remove: send('POST', SHARING_API.applyCancel, (id) => ({ id: Number(id) })),
      unchanged: rowStill(shrApplies, shrApplies.id, (apply) => apply.applyStatus === SHARING_APPLY_STATUS.reviewing.code),
    },
    {
      name: 'the sharing configuration of a Harbor Drinks Ltd. payment configuration',
      permissions: Object.values(SHARING_PERMS),
      foreignRow: harborPay,
      detail: getWith(SHARING_API.configDetail, 'payId'),
      update: send('POST', SHARING_API.configSave, probeConfig),
      unchanged: rowsAfter(shrConfigs, shrConfigs.payConfigId, (configs) => configs.length === 0),
    },
    notListed(
      'a share of a Harbor Drinks Ltd. order',
      Object.values(SHARING_PERMS),
      harborShare,
      listed(`${SHARING_API.orderList}?limit=1000`),
    ),
  ],
};
