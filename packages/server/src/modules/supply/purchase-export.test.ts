import { PURCHASE_PERMS, type PurchaseOrder, type PurchaseOrderDetail, SUPPLY_API, SUPPLY_EXPORT_KINDS } from '@vr/contracts';
import { describe, expect, it } from 'vitest';
import { exportThroughCentre, exportedRows } from '../../test/exports.js';
import { apiAs, grantToRole, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { demoMaterials, payOnSandbox, purchaseOf } from '../../test/purchases.js';
import { purchaseOrders } from './schema.js';

/*
 * The purchase-order export of the export centre: the list's filters and scope, its rows in the
 * list's order, states and payment types by their labels in the reader's language, money as
 * amounts of the order's currency.
 */
const t = useTestApp();
const db = () => t.database.db;

const STATES: Record<string, string> = { pendingPayment: 'Pending payment', toShip: 'To be shipped', cancelled: 'Cancelled' };

/** The columns the export starts with, as the list's row of a WeChat Pay order not refunded gives them (in English). */
const listedAs = (o: PurchaseOrder) => [
  o.orderCode,
  o.orgName,
  o.sellerName,
  o.itemSummary,
  STATES[o.state],
  'Not refunded',
  'WeChat Pay',
  o.currency,
  o.amountCents / 100,
  o.paidCents / 100,
  o.refundedCents / 100,
  o.refundableCents / 100,
  o.consignee,
];

describe('the purchase-order export', () => {
  it('writes the rows the list shows for a filter, in the reader’s language, and never another customer’s', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const { a, b } = await demoMaterials(db());
    const placed: PurchaseOrderDetail[] = [];
    for (const [i, items] of [
      [{ materialId: a.id, quantity: 3 }],
      [{ materialId: b.id, quantity: 1 }],
      [{ materialId: a.id, quantity: 1 }],
    ].entries()) {
      placed.push((await ops('POST', SUPPLY_API.purchaseCreate, purchaseOf(items, { remark: `Export ${i}` }))).data as PurchaseOrderDetail);
    }
    await payOnSandbox(t, ops, placed[1]!.id);
    expect((await ops('POST', SUPPLY_API.purchaseCancel, { id: placed[2]!.id })).status).toBe(1001);
    // Harbor Drinks Ltd.'s own order, which Demo Coffee Co. never sees.
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    await db().insert(purchaseOrders).values({
      orgId: harborOrg,
      sellerId: harborOrg,
      code: 'PO-HARBOR-EXPORT',
      payType: 3,
      currency: 'USD',
      amountCents: 1999,
      consignee: 'Harbor',
      phone: '13800000000',
      address: 'Pier 3',
      priceDay: '2026-01-01',
    });
    const opsToken = await t.login('ops', 'ops12345');
    const adminToken = await t.login('admin', 'admin123');

    // Waiting for payment: the list's rows, newest first, as the export writes them.
    const filter = { state: 'pendingPayment', orgId: placed[0]!.orgId };
    const listed = (await ops('GET', `${SUPPLY_API.purchaseList}?limit=100&state=pendingPayment&orgId=${placed[0]!.orgId}`))
      .data as PurchaseOrder[];
    expect(listed.map((o) => o.id)).toEqual([placed[0]!.id]);
    const rows = await exportedRows(t, opsToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: filter });
    expect(rows[0]!.slice(0, 13)).toEqual([
      'Order number',
      'Buyer',
      'Seller',
      'Materials',
      'Order state',
      'Refund state',
      'Payment type',
      'Currency',
      'Amount',
      'Payment amount',
      'Refund amount',
      'Refundable',
      'Consignee',
    ]);
    expect(rows.slice(1).map((r) => r.slice(0, 13))).toEqual(listed.map(listedAs));
    expect(rows[1]![8]).toBe(placed[0]!.amountCents / 100);

    // Unfiltered, Demo Coffee Co.'s three orders in the list's order; Harbor's is not among them.
    const all = (await ops('GET', `${SUPPLY_API.purchaseList}?limit=100`)).data as PurchaseOrder[];
    const everything = await exportedRows(t, opsToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: {} });
    expect(everything.slice(1).map((r) => r[0])).toEqual(all.map((o) => o.orderCode));
    expect(everything.slice(1).map((r) => r[0])).not.toContain('PO-HARBOR-EXPORT');
    expect(everything.slice(1).map((r) => r.slice(0, 13))).toEqual(all.map(listedAs));
    // The platform sees both customers' orders.
    const platform = await exportedRows(t, adminToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: {} });
    expect(platform.slice(1).map((r) => r[0])).toContain('PO-HARBOR-EXPORT');

    // In Chinese: headers and labels.
    const zh = await exportedRows(t, opsToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: { state: 'cancelled' } }, { lang: 'zh' });
    expect([zh[0]![0], zh[0]![4]]).toEqual(['订单编号', '订单状态']);
    expect(zh.slice(1).map((r) => [r[0], r[4], r[6]])).toEqual([[placed[2]!.orderCode, '已取消', '微信支付']]);

    // Harbor's account exports its own order only; a bad filter is refused by field.
    await grantToRole(db(), 'maintenance_harbor', [PURCHASE_PERMS.export]);
    const harborToken = await t.login('harbor', 'harbor123');
    const harbor = await exportedRows(t, harborToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: {} });
    expect(harbor.slice(1).map((r) => r[0])).toEqual(['PO-HARBOR-EXPORT']);
    expect(harbor[1]!.slice(6, 9)).toEqual(['Alipay', 'USD', 19.99]);
    const bad = await exportThroughCentre(t, opsToken, { kind: SUPPLY_EXPORT_KINDS.purchases, query: { state: 'lost' } });
    expect(bad.created.status).toBe(400);
  });
});
