import {
  ABNORMAL_STATUS,
  ORDER_ABNORMAL_PERMS,
  ORDER_API,
  ORDER_CART_PERMS,
  ORDER_FREE_PERMS,
  ORDER_PERMS,
  ORDER_TEST_PERMS,
} from '@vr/contracts';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, notListed, rowStill, send } from '../../test/access-cases.js';
import { orders } from './schema.js';

let probe = 0;
/** A Harbor Drinks Ltd. order of every list at once: free, cart, abnormal (and a second one that is a test). */
const harborOrder =
  (isTest: boolean) =>
  async (ctx: ScopeContext): Promise<number> =>
    (
      await ctx.db
        .insert(orders)
        .values({
          orderCode: `HARBOR-PROBE-${isTest ? 'T' : 'O'}-${++probe}-${Date.now()}`,
          deviceId: 1,
          orgId: ctx.orgs.harbor,
          status: 5,
          paymentMethod: 'wechat_pay',
          payStatus: 5,
          paymentAmount: 5,
          receivedAmount: 5,
          freePayment: true,
          source: 2,
          isTest,
          abnormalStatus: ABNORMAL_STATUS.open.code,
          createdAt: new Date(),
        })
        .returning({ id: orders.id })
    )[0]!.id;
const listOf = (url: string) => listed(`${url}?limit=1000`);

/** The order lists, detail, export and lifting an exception. */
export const accessCases: AccessModule = {
  module: 'orders',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. order',
      permissions: [...Object.values(ORDER_PERMS), ORDER_ABNORMAL_PERMS.list, ORDER_ABNORMAL_PERMS.lift],
      foreignRow: harborOrder(false),
      list: listOf(ORDER_API.list),
      detail: getWith(ORDER_API.detail),
      update: send('POST', ORDER_API.abnormalLift, (id) => ({ id })),
      unchanged: rowStill(orders, orders.id, (order) => order.abnormalStatus === ABNORMAL_STATUS.open.code),
    },
    notListed('a Harbor Drinks Ltd. abnormal order', [ORDER_ABNORMAL_PERMS.list], harborOrder(false), listOf(ORDER_API.abnormalList)),
    notListed('a Harbor Drinks Ltd. password-free order', [ORDER_FREE_PERMS.list], harborOrder(false), listOf(ORDER_API.freeList)),
    notListed('a Harbor Drinks Ltd. cart order', [ORDER_CART_PERMS.list], harborOrder(false), listOf(ORDER_API.cartList)),
    notListed('a Harbor Drinks Ltd. test order', [ORDER_TEST_PERMS.list], harborOrder(true), listOf(ORDER_API.testList)),
  ],
};
