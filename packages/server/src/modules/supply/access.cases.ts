import { MATERIAL_PRICE_PERMS, PURCHASE_PERMS, SUPPLY_API } from '@vr/contracts';
import { type AccessModule, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { materials } from '../materials/index.js';
import { materialPrices, purchaseOrders } from './schema.js';

const harborMaterial = insertRow(materials, (ctx) => ({
  orgId: ctx.orgs.harbor,
  code: 'HARBOR-SUP',
  nameEn: 'Harbor supply probe',
  type: 'other',
}));

/** A purchase order Harbor Drinks Ltd. bought from itself, in state `state`, with its payment when paid. */
const harborOrder = (code: string, state: number, paidCents: number) =>
  insertRow(purchaseOrders, (ctx) => ({
    orgId: ctx.orgs.harbor,
    sellerId: ctx.orgs.harbor,
    code,
    state,
    payType: 1,
    currency: 'CNY',
    amountCents: 5000,
    paidCents,
    consignee: 'Harbor',
    phone: '13800000000',
    address: 'Pier 3',
    priceDay: '2026-01-01',
  }));

/**
 * Supply chain: saving a price checks add or edit once the body is valid. Scope: a price of Harbor
 * Drinks Ltd. and purchase orders Harbor bought from itself, which a Demo Coffee Co. account
 * neither lists, opens, changes, ships, refunds, cancels nor exports.
 */
export const accessCases: AccessModule = {
  module: 'supply',
  checkedLater: {
    [`POST ${SUPPLY_API.priceSave}`]: saveChecks(
      { orgId: 1, materialId: 1, price: 1, validFrom: '2026-01-01' },
      { create: MATERIAL_PRICE_PERMS.add, update: MATERIAL_PRICE_PERMS.edit },
    ),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. raw material price',
      permissions: Object.values(MATERIAL_PRICE_PERMS),
      foreignRow: async (ctx) => {
        const materialId = await harborMaterial(ctx);
        const [row] = await ctx.db
          .insert(materialPrices)
          .values({ orgId: ctx.orgs.harbor, materialId: Number(materialId), priceCents: 1234, currency: 'CNY', validFrom: '2026-01-01' })
          .returning({ id: materialPrices.id });
        return row!.id;
      },
      list: listed(`${SUPPLY_API.priceList}?limit=1000`),
      update: send('POST', SUPPLY_API.priceSave, (id) => ({ id, orgId: 1, materialId: 1, price: 1, validFrom: '2026-01-01' })),
      remove: postIds(SUPPLY_API.priceRemove),
      unchanged: rowStill(materialPrices, materialPrices.id, (row) => row.priceCents === 1234),
    },
    {
      name: 'a Harbor Drinks Ltd. purchase order',
      permissions: Object.values(PURCHASE_PERMS),
      foreignRow: harborOrder('PO-HARBOR-PROBE', 2, 5000),
      list: listed(`${SUPPLY_API.purchaseList}?limit=1000`),
      detail: getWith(SUPPLY_API.purchaseDetail),
      update: send('POST', SUPPLY_API.purchaseShip, (id) => ({ id, logisticsNo: 'SF-TAKEN' })),
      remove: send('POST', SUPPLY_API.purchaseRefund, (id) => ({ id, refundAmount: 1, reason: 'taken' })),
      unchanged: rowStill(
        purchaseOrders,
        purchaseOrders.id,
        (row) => row.state === 2 && row.refundedCents === 0 && row.logisticsNo === null,
      ),
    },
    {
      name: 'a Harbor Drinks Ltd. purchase order waiting for payment',
      permissions: Object.values(PURCHASE_PERMS),
      foreignRow: harborOrder('PO-HARBOR-UNPAID', 1, 0),
      list: listed(`${SUPPLY_API.purchaseList}?limit=1000&state=pendingPayment`),
      detail: getWith(SUPPLY_API.purchaseDetail),
      update: send('POST', SUPPLY_API.purchaseCancel, (id) => ({ id, remark: 'taken' })),
      remove: send('POST', SUPPLY_API.purchasePay, (id) => ({ id })),
      unchanged: rowStill(purchaseOrders, purchaseOrders.id, (row) => row.state === 1 && row.cancelledAt === null),
    },
  ],
};
