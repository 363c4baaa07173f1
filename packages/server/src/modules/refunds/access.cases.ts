import { APPLET_REFUND_PERM, REFUND_API, REFUND_PERMS, REFUND_RECORD_STATUS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice, sampleOrder, storeOrders } from '../../test/order-intake.js';
import { orders } from '../orders/index.js';
import { refunds } from './schema.js';

const refundBody = (orderId: number | string) => ({
  orderId: Number(orderId),
  refundItems: [{ itemId: 1, refundAmount: 1 }],
  refundAmount: 1,
  refundReason: 'Probe',
});

/** A paid order of Harbor Drinks Ltd., stored by the gateway's intake. */
async function harborOrder(ctx: ScopeContext): Promise<number> {
  const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const code = `HARBOR-${device.code}`;
  await storeOrders(ctx.db, [
    { device: { id: device.id, orgId: ctx.orgs.harbor, siteId: null }, order: { v: 1, ts: Date.now(), ...sampleOrder(code) } },
  ]);
  return (await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code)))[0]!.id;
}

/** A refund record of a Harbor Drinks Ltd. order (answers its code). */
async function harborRefund(ctx: ScopeContext): Promise<string> {
  const orderId = await harborOrder(ctx);
  const refundCode = `RFHARBOR${orderId}`;
  await ctx.db.insert(refunds).values({
    refundCode,
    orderId,
    orgId: ctx.orgs.harbor,
    amount: 1,
    reason: 'Harbor probe',
    refunder: 'harbor',
    source: 'pc',
    status: REFUND_RECORD_STATUS.refunding.code,
  });
  return refundCode;
}

const untouched = rowStill(orders, orders.id, (order) => order.refundedAmount === 0);

/** Refunds: the list and totals, the refund form's order, refunding, querying, and the mobile refund. */
export const accessCases: AccessModule = {
  module: 'refunds',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. order (refund form, refund, mobile refund)',
      permissions: [...Object.values(REFUND_PERMS), APPLET_REFUND_PERM],
      foreignRow: harborOrder,
      detail: (id) => ({ method: 'GET', url: `${REFUND_API.order}?orderId=${id}` }),
      update: send('POST', REFUND_API.refund, refundBody),
      remove: send('POST', REFUND_API.mobileRefund, refundBody),
      unchanged: untouched,
    },
    {
      name: 'a Harbor Drinks Ltd. refund record',
      permissions: Object.values(REFUND_PERMS),
      foreignRow: harborRefund,
      list: listed(`${REFUND_API.list}?limit=1000`, 'refundCode'),
      detail: send('POST', REFUND_API.query, (code) => ({ refundCode: String(code) })),
      unchanged: rowStill(refunds, refunds.refundCode, (refund) => refund.status === REFUND_RECORD_STATUS.refunding.code),
    },
  ],
};
