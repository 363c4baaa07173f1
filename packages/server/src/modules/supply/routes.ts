import {
  MATERIAL_PRICE_PERMS,
  PURCHASE_PERMS,
  SUPPLY_API,
  idQuerySchema,
  materialPriceQuerySchema,
  materialPriceSaveSchema,
  priceInForceQuerySchema,
  purchaseCancelSchema,
  purchaseCreateSchema,
  purchaseIdSchema,
  purchaseQuerySchema,
  purchaseRefundSchema,
  purchaseShipSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { IDS_IN_BODY_OR_QUERY, idsOf } from '../../platform/routes/ids.js';
import { readRoute } from '../../platform/routes/read.js';
import { customerOf } from '../orgs/index.js';
import { AppError } from '../../platform/http/errors.js';
import { deletePrices, listPrices, purchasableMaterials, savePrice } from './prices.js';
import { cancelPurchase, createPurchase, listPurchases, loadPurchase, payPurchase, refundPurchase, shipPurchase } from './purchases.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { materialPrices, purchaseItems, purchaseOrders } from './schema.js';
import { sysConfigs } from '../../platform/settings/schema.js';
import { materials } from '../materials/index.js';
import { orgs } from '../../platform/identity/schema.js';

const tags = ['supply'];
const priceAudit = auditOf('materialPrice');
const purchaseAudit = auditOf('purchaseOrder');

/** Supply chain → raw material pricing and purchase orders. */
export async function supplyRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: SUPPLY_API.priceList,
      access: MATERIAL_PRICE_PERMS.list,
      tags,
      summary: 'Raw material prices per buyer and period',
      querystring: materialPriceQuerySchema,
    },
    { tables: [materialPrices, materials, orgs], perCaller: true },
    (query, auth, { lang }) => listPrices(db, query, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.priceSave,
      access: { create: MATERIAL_PRICE_PERMS.add, update: MATERIAL_PRICE_PERMS.edit },
      audit: priceAudit('save'),
      tags,
      summary: 'Add (no id) or change a price of a raw material for a buyer; periods of one material and buyer never overlap',
      body: materialPriceSaveSchema,
    },
    (body, auth, { lang }) => savePrice(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.priceRemove,
      access: MATERIAL_PRICE_PERMS.remove,
      audit: priceAudit('delete'),
      tags,
      summary: 'Delete prices',
      ...IDS_IN_BODY_OR_QUERY,
    },
    async (body, auth, { query }) => ({ deleted: await deletePrices(db, idsOf(body, query), auth) }),
  );
  readRoute(
    app,
    {
      url: SUPPLY_API.priceInForce,
      access: PURCHASE_PERMS.add,
      tags,
      summary: 'The materials a buyer can order today, with the price in force (blank orgId: the caller’s customer)',
      querystring: priceInForceQuerySchema,
    },
    async ({ orgId }, auth, { lang }) => {
      const buyer = orgId ?? (await customerOf(db, auth.orgId))?.id;
      if (buyer === undefined) throw AppError.field('orgId', 'supplyBuyerRequired');
      return purchasableMaterials(db, buyer, auth, lang);
    },
  );

  keptListRoute(
    app,
    {
      url: SUPPLY_API.purchaseList,
      access: PURCHASE_PERMS.list,
      tags,
      summary: 'Purchase orders the caller buys or sells',
      querystring: purchaseQuerySchema,
    },
    // Orders change by people and by their payments' notifications: a few times a day per customer.
    { tables: [purchaseOrders, purchaseItems, materials, orgs, sysConfigs], perCaller: true },
    (query, auth, { lang }) => listPurchases(db, query, auth, lang),
  );
  readRoute(
    app,
    {
      url: SUPPLY_API.purchaseDetail,
      access: PURCHASE_PERMS.query,
      tags,
      summary: 'One purchase order with its lines and refunds',
      querystring: idQuerySchema,
    },
    ({ id }, auth, { lang }) => loadPurchase(db, id, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.purchaseCreate,
      access: PURCHASE_PERMS.add,
      audit: purchaseAudit('add'),
      tags,
      summary: 'Order materials at the prices in force today; the order waits for its payment',
      body: purchaseCreateSchema,
    },
    (body, auth, { lang }) => createPurchase(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.purchasePay,
      access: PURCHASE_PERMS.pay,
      audit: purchaseAudit('pay'),
      tags,
      summary: 'The payment page of an order waiting for payment',
      body: purchaseIdSchema,
    },
    (body, auth, { lang }) => payPurchase(db, body.id, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.purchaseCancel,
      access: PURCHASE_PERMS.cancel,
      audit: purchaseAudit('cancel'),
      tags,
      summary: 'Cancel an order waiting for payment (its open payment page closed at the provider); a paid one is refused',
      body: purchaseCancelSchema,
    },
    (body, auth, { lang }) => cancelPurchase(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.purchaseShip,
      access: PURCHASE_PERMS.ship,
      audit: purchaseAudit('ship'),
      tags,
      summary: 'Ship a paid order with its logistics number',
      body: purchaseShipSchema,
    },
    (body, auth, { lang }) => shipPurchase(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: SUPPLY_API.purchaseRefund,
      access: PURCHASE_PERMS.refund,
      audit: purchaseAudit('refund'),
      tags,
      summary: 'Pay back part or all of a paid order, never more than is still refundable',
      body: purchaseRefundSchema,
    },
    (body, auth, { lang }) => refundPurchase(db, body, auth, lang),
  );
}
