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
import type { ModuleContext } from '../../platform/area.js';
import { ok } from '../../platform/http/envelope.js';
import { auditOf } from '../../platform/routes/access.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { type OrderView, liftException, listOrders, loadOrder, orderTotals } from './service.js';

const tags = ['orders'];
const audit = auditOf('order');

/** Orders → transaction orders with totals and detail (their export runs in the export centre); password-free, cart, test and abnormal orders. */
export async function orderRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const lists: Array<{ url: string; access: string; view: OrderView; summary: string }> = [
    { url: ORDER_API.list, access: ORDER_PERMS.list, view: 'transaction', summary: 'Transaction orders (no test orders), newest first' },
    { url: ORDER_API.freeList, access: ORDER_FREE_PERMS.list, view: 'free', summary: 'Password-free payment orders' },
    { url: ORDER_API.cartList, access: ORDER_CART_PERMS.list, view: 'cart', summary: 'Shopping-cart orders' },
    { url: ORDER_API.testList, access: ORDER_TEST_PERMS.list, view: 'test', summary: 'Beverage test records (never sales)' },
    { url: ORDER_API.abnormalList, access: ORDER_ABNORMAL_PERMS.list, view: 'abnormal', summary: 'Abnormal orders, open or lifted' },
  ];
  for (const { view, ...list } of lists) {
    listRoute(app, { ...list, tags, querystring: orderListQuerySchema }, async (query, auth, { lang }) =>
      listOrders(db, query, auth, view, await businessTimeZone(db), lang),
    );
  }
  readRoute(
    app,
    {
      url: ORDER_API.totals,
      access: ORDER_PERMS.list,
      tags,
      summary: 'Totals of the filtered transaction orders, per currency',
      querystring: orderFilterSchema,
    },
    async (query, auth) => orderTotals(db, query, auth, 'transaction', await businessTimeZone(db)),
  );
  readRoute(
    app,
    {
      url: ORDER_API.detail,
      access: ORDER_PERMS.query,
      tags,
      summary: 'One order: items, discounts, payments, refunds, dispenses',
      querystring: orderIdQuerySchema,
    },
    ({ id }, auth, { lang }) => loadOrder(db, id, auth, lang),
  );
  declareRoute(
    app,
    {
      url: ORDER_API.abnormalLift,
      access: ORDER_ABNORMAL_PERMS.lift,
      audit: audit('liftException'),
      tags,
      summary: 'Lift an open exception (refused when none is open)',
      body: orderLiftSchema,
    },
    async ({ id }, auth, { lang }) => ok(await liftException(db, id, auth, lang), { result: message('orderAbnormalLifted', lang) }),
  );
}
