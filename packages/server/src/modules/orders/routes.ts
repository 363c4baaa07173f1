import {
  ORDER_ABNORMAL_PERMS,
  ORDER_API,
  ORDER_CART_PERMS,
  ORDER_FREE_PERMS,
  ORDER_PERMS,
  ORDER_TEST_PERMS,
  message,
  orderFilterSchema,
  orderIdQuerySchema,
  orderLiftSchema,
  orderListQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { auditOf } from '../../platform/routes/access.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { type OrderView, liftException, listOrders, loadOrder, orderTotals } from './service.js';

const tags = ['orders'];
const audit = auditOf('order');

/** Orders → transaction orders with totals and detail (their export runs in the export centre); password-free, cart, test and abnormal orders. */
export async function orderRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const lists: Array<{ url: string; access: string; view: OrderView; summary: string }> = [
    { url: ORDER_API.list, access: ORDER_PERMS.list, view: 'transaction', summary: 'Transaction orders (no test orders), newest first' },
    { url: ORDER_API.freeList, access: ORDER_FREE_PERMS.list, view: 'free', summary: 'Password-free payment orders' },
    { url: ORDER_API.cartList, access: ORDER_CART_PERMS.list, view: 'cart', summary: 'Shopping-cart orders' },
    { url: ORDER_API.testList, access: ORDER_TEST_PERMS.list, view: 'test', summary: 'Beverage test records (never sales)' },
    { url: ORDER_API.abnormalList, access: ORDER_ABNORMAL_PERMS.list, view: 'abnormal', summary: 'Abnormal orders, open or lifted' },
  ];
  for (const { view, ...list } of lists) {
    listRoute(base, { ...list, tags, querystring: orderListQuerySchema }, async (query, auth, { lang }) =>
      listOrders(db, query, auth, view, await businessTimeZone(db), lang),
    );
  }
  app.get(
    ORDER_API.totals,
    {
      config: { access: ORDER_PERMS.list },
      schema: { tags, summary: 'Totals of the filtered transaction orders, per currency', querystring: orderFilterSchema },
    },
    async (request) => ok(await orderTotals(db, request.query, currentUser(request), 'transaction', await businessTimeZone(db))),
  );
  app.get(
    ORDER_API.detail,
    {
      config: { access: ORDER_PERMS.query },
      schema: { tags, summary: 'One order: items, discounts, payments, refunds, dispenses', querystring: orderIdQuerySchema },
    },
    async (request) => ok(await loadOrder(db, request.query.id, currentUser(request), requestLang(request))),
  );
  app.post(
    ORDER_API.abnormalLift,
    {
      config: { access: ORDER_ABNORMAL_PERMS.lift, audit: audit('liftException') },
      schema: { tags, summary: 'Lift an open exception (refused when none is open)', body: orderLiftSchema },
    },
    async (request) =>
      ok(await liftException(db, request.body.id, currentUser(request), requestLang(request)), {
        result: message('orderAbnormalLifted', requestLang(request)),
      }),
  );
}
