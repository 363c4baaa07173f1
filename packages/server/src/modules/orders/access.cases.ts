import {
  ABNORMAL_STATUS,
  ORDER_ABNORMAL_PERMS,
  ORDER_API,
  ORDER_CART_PERMS,
  ORDER_FREE_PERMS,
  ORDER_PERMS,
  ORDER_TEST_PERMS,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
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
const idsOf = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);
const listOf = (url: string) => ({ call: { method: 'GET' as const, url: `${url}?limit=1000` }, ids: idsOf });

/** The order lists, detail, export and lifting an exception. */
export const orderAccess: AccessModule = {
  module: 'orders',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. order',
      permissions: [...Object.values(ORDER_PERMS), ORDER_ABNORMAL_PERMS.list, ORDER_ABNORMAL_PERMS.lift],
      foreignRow: harborOrder(false),
      list: listOf(ORDER_API.list),
      detail: (id) => ({ method: 'GET', url: `${ORDER_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: ORDER_API.abnormalLift, payload: { id } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select({ s: orders.abnormalStatus })
            .from(orders)
            .where(eq(orders.id, Number(id)))
        )[0]?.s === ABNORMAL_STATUS.open.code,
    },
    {
      name: 'a Harbor Drinks Ltd. abnormal order',
      permissions: [ORDER_ABNORMAL_PERMS.list],
      foreignRow: harborOrder(false),
      list: listOf(ORDER_API.abnormalList),
    },
    {
      name: 'a Harbor Drinks Ltd. password-free order',
      permissions: [ORDER_FREE_PERMS.list],
      foreignRow: harborOrder(false),
      list: listOf(ORDER_API.freeList),
    },
    {
      name: 'a Harbor Drinks Ltd. cart order',
      permissions: [ORDER_CART_PERMS.list],
      foreignRow: harborOrder(false),
      list: listOf(ORDER_API.cartList),
    },
    {
      name: 'a Harbor Drinks Ltd. test order',
      permissions: [ORDER_TEST_PERMS.list],
      foreignRow: harborOrder(true),
      list: listOf(ORDER_API.testList),
    },
  ],
};
