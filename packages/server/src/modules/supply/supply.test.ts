import { type MaterialPrice, type PurchasableMaterial, type PurchaseOrder, type PurchaseOrderDetail, SUPPLY_API } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiAs, insertFranchisee, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { sandboxTick, settleDueRefunds } from '../../test/pay-flow.js';
import { deliverThrough } from '../../test/pay-machines.js';
import { demoMaterials as seededMaterials, payOnSandbox, purchaseOf as order } from '../../test/purchases.js';
import { materials } from '../materials/index.js';
import { materialPrices } from './schema.js';

const t = useTestApp();
const db = () => t.database.db;
const demoMaterials = () => seededMaterials(db());

const price = (orgId: number, materialId: number, amount: number, validFrom: string, validTo?: string, remark?: string) => ({
  orgId,
  materialId,
  price: amount,
  validFrom,
  ...(validTo ? { validTo } : {}),
  ...(remark ? { remark } : {}),
});

/** The demo seed's price lists are taken away: these tests price from nothing (each test rolls back). */
const withoutDemoPrices = () => beforeEach(() => db().delete(materialPrices));

describe('raw material pricing', () => {
  withoutDemoPrices();
  it('keeps one price per material, buyer and day: overlaps refused by field, a buyer cannot price itself, franchisees inherit', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const { demo, a, b } = await demoMaterials();

    const first = await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 12.5, '2026-01-01', '2026-06-30'));
    expect(first.status, JSON.stringify(first)).toBe(1001);
    expect(first.data).toMatchObject({ priceCents: 1250, currency: 'CNY', validFrom: '2026-01-01', validTo: '2026-06-30' });

    // Overlapping the first period (any way round) is refused next to the start day, in the reader's language.
    const overlap = await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 13, '2026-06-30'));
    expect(overlap.status).toBe(400);
    expect(overlap.result).toBe(
      `${a.code} ${a.name} already has a price for this buyer from 2026-01-01 to 2026-06-30: periods of one material may not overlap.`,
    );
    expect(overlap.data).toEqual({ errors: [{ field: 'validFrom', message: overlap.result }] });
    const zh = await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 13, '2025-12-01', '2026-01-01'), 'zh');
    expect(zh.result).toMatch(/有效期不能重叠/);
    // The day after ends it: no overlap; an open end is allowed once.
    expect((await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 14, '2026-07-01'))).status).toBe(1001);
    expect((await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 15, '2027-01-01'))).status).toBe(400);
    // Another material of the same buyer is another series.
    expect((await admin('POST', SUPPLY_API.priceSave, price(demo, b.id, 3, '2026-01-01'))).status).toBe(1001);

    // Field rules of the same schema as the form.
    const bad = await admin('POST', SUPPLY_API.priceSave, {
      orgId: demo,
      materialId: a.id,
      price: 1.234,
      validFrom: '2026-02-30',
      validTo: 'x',
    });
    expect(bad.status).toBe(400);
    expect((bad.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field).sort()).toEqual(['price', 'validFrom', 'validTo']);
    const backwards = await admin('POST', SUPPLY_API.priceSave, price(demo, b.id, 3, '2026-05-01', '2026-04-01'));
    expect(backwards.data).toEqual({ errors: [{ field: 'validTo', message: 'Valid to must not be before the start day' }] });

    // The buyer's own accounts do not set its prices; its supplier sets a franchisee's.
    const own = await ops('POST', SUPPLY_API.priceSave, price(demo, b.id, 1, '2030-01-01'));
    expect(own.status).toBe(400);
    expect(own.result).toBe("A buyer's prices are set by its supplier, not by the buyer's own accounts.");
    const fr = await insertFranchisee(db(), demo, 'DEMO-FR1', 'Demo Franchise One');
    t.app.callers.forgetAll();
    const frPrice = await ops('POST', SUPPLY_API.priceSave, price(fr, b.id, 2.5, '2026-01-01'));
    expect(frPrice.status, JSON.stringify(frPrice)).toBe(1001);

    // In force on a day: the franchisee's own price for b, its customer's for a.
    const onDay = await admin('GET', `${SUPPLY_API.priceList}?orgId=${demo}&day=2026-03-15&limit=100`);
    const rows = onDay.data as MaterialPrice[];
    expect(rows.map((r) => [r.orgId, r.materialId, r.priceCents])).toEqual(
      expect.arrayContaining([
        [demo, a.id, 1250],
        [demo, b.id, 300],
        [fr, b.id, 250],
      ]),
    );
    expect(rows).toHaveLength(3);
    // Ops sees its customer's prices but may not change them.
    expect(((await ops('GET', `${SUPPLY_API.priceList}?limit=100`)).data as MaterialPrice[]).length).toBe(4);
    const del = await ops('POST', SUPPLY_API.priceRemove, { ids: [first.data.id] });
    expect(del.status).toBe(400);
    expect((await admin('POST', SUPPLY_API.priceRemove, { ids: [first.data.id] })).status).toBe(1001);
  });
});

describe('purchase orders', () => {
  withoutDemoPrices();
  it('go pending payment → to be shipped → shipped, paid through the seller’s sandbox provider; refunds never above the refundable', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const { demo, a, b } = await demoMaterials();

    // Without a price in force today the order is refused, naming the material.
    const unpriced = await ops('POST', SUPPLY_API.purchaseCreate, order([{ materialId: a.id, quantity: 2 }]));
    expect(unpriced.status).toBe(400);
    expect(unpriced.result).toMatch(new RegExp(`^${a.code} .* has no price in force on \\d{4}-\\d{2}-\\d{2} for this buyer\\.$`));

    await admin('POST', SUPPLY_API.priceSave, price(demo, a.id, 12.5, '2020-01-01'));
    await admin('POST', SUPPLY_API.priceSave, price(demo, b.id, 3.2, '2020-01-01', '2099-12-31'));
    const offer = (await ops('GET', SUPPLY_API.priceInForce)).data as PurchasableMaterial[];
    expect(offer.map((m) => [m.materialId, m.priceCents])).toEqual(
      expect.arrayContaining([
        [a.id, 1250],
        [b.id, 320],
      ]),
    );

    const created = await ops(
      'POST',
      SUPPLY_API.purchaseCreate,
      order([
        { materialId: a.id, quantity: 2 },
        { materialId: b.id, quantity: 5 },
      ]),
    );
    expect(created.status, JSON.stringify(created)).toBe(1001);
    const po = created.data as PurchaseOrderDetail;
    expect(po).toMatchObject({
      orgId: demo,
      state: 'pendingPayment',
      refundState: 'none',
      currency: 'CNY',
      amountCents: 2 * 1250 + 5 * 320,
      paidCents: 0,
      refundableCents: 0,
      consignee: 'Olivia Ops',
      logisticsNo: null,
    });
    expect(po.items.map((i) => [i.materialId, i.quantity, i.unitPriceCents, i.amountCents])).toEqual([
      [a.id, 2, 1250, 2500],
      [b.id, 5, 320, 1600],
    ]);

    // Not paid: neither shipped nor refunded.
    expect((await admin('POST', SUPPLY_API.purchaseShip, { id: po.id, logisticsNo: 'SF100' })).result).toBe(
      'Only a paid order waiting to be shipped can be shipped.',
    );
    expect((await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 1, reason: 'early' })).result).toBe(
      'Only a paid order can be refunded.',
    );

    // Another customer neither lists nor opens it.
    expect(((await harbor('GET', `${SUPPLY_API.purchaseList}?limit=100`)).data as PurchaseOrder[]).map((o) => o.id)).not.toContain(po.id);
    expect((await harbor('GET', `${SUPPLY_API.purchaseDetail}?id=${po.id}`)).status).toBe(404);

    await payOnSandbox(t, ops, po.id);
    const paid = (await ops('GET', `${SUPPLY_API.purchaseDetail}?id=${po.id}`)).data as PurchaseOrderDetail;
    expect(paid).toMatchObject({ state: 'toShip', paidCents: 4100, refundableCents: 4100 });
    expect(paid.paidTime).not.toBeNull();
    // (Another session than the first call's, which the repeat-submit guard would take for a repeat.)
    expect((await admin('POST', SUPPLY_API.purchasePay, { id: po.id })).result).toBe('Only an order waiting for payment can be paid.');

    const shipped = await admin('POST', SUPPLY_API.purchaseShip, { id: po.id, logisticsNo: 'SF1234567890' });
    expect(shipped.data).toMatchObject({ state: 'shipped', logisticsNo: 'SF1234567890' });
    expect((await admin('POST', SUPPLY_API.purchaseShip, { id: po.id, logisticsNo: 'SF999' })).status).toBe(400);

    // Refunds: partial, then above the refundable refused by field with both amounts, then the rest.
    const part = await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 10, reason: 'One bag torn' });
    expect(part.data).toMatchObject({ refundState: 'partial', refundedCents: 1000, refundableCents: 3100 });
    const above = await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 31.01, reason: 'Too much' });
    expect(above.status).toBe(400);
    expect(above.result).toBe('The refund of 31.01 is above the refundable amount of 31.00.');
    expect(above.data).toEqual({ errors: [{ field: 'refundAmount', message: above.result }] });
    const rest = await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 31, reason: 'Order returned' });
    expect(rest.data).toMatchObject({ refundState: 'full', refundedCents: 4100, refundableCents: 0 });
    expect((rest.data as PurchaseOrderDetail).refunds.map((r) => [r.amountCents, r.state])).toEqual([
      [1000, 'pending'],
      [3100, 'pending'],
    ]);
    // The sandbox settles them; its notifications mark them paid back.
    await settleDueRefunds(db(), new Date(Date.now() + 3_600_000));
    await sandboxTick(db(), deliverThrough(t), new Date(Date.now() + 3_600_000));
    const settled = (await admin('GET', `${SUPPLY_API.purchaseDetail}?id=${po.id}`)).data as PurchaseOrderDetail;
    expect(settled.refunds.map((r) => r.state)).toEqual(['success', 'success']);
    expect(settled.refundedCents).toBe(4100);

    // Filters: state, refund state, logistics number, the buyer's subtree.
    const list = async (q: string) =>
      ((await admin('GET', `${SUPPLY_API.purchaseList}?limit=100&${q}`)).data as PurchaseOrder[]).map((o) => o.id);
    expect(await list('state=shipped&refundState=full')).toEqual([po.id]);
    expect(await list('refundState=partial')).toEqual([]);
    expect(await list('logisticsNo=1234567')).toEqual([po.id]);
    expect(await list(`orgId=${demo}`)).toEqual([po.id]);
    expect(await list(`orgId=${await orgIdByCode(db(), 'HARBOR')}`)).toEqual([]);
  });

  it('refuse materials of another customer, repeated materials and bad input, by field', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const { a } = await demoMaterials();
    const [foreign] = await db()
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.orgId, await orgIdByCode(db(), 'HARBOR'))))
      .limit(1);
    const other = await ops('POST', SUPPLY_API.purchaseCreate, order([{ materialId: foreign!.id, quantity: 1 }]));
    expect(other.data).toEqual({ errors: [{ field: 'items', message: "Choose a raw material of this buyer's customer." }] });
    const twice = await ops(
      'POST',
      SUPPLY_API.purchaseCreate,
      order([
        { materialId: a.id, quantity: 1 },
        { materialId: a.id, quantity: 2 },
      ]),
    );
    expect(twice.result).toBe('Each material may appear once in an order.');
    const bad = await ops('POST', SUPPLY_API.purchaseCreate, { items: [], payType: 2, consignee: '', phone: 'abc', address: '' });
    expect([...new Set((bad.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field))].sort()).toEqual([
      'address',
      'consignee',
      'items',
      'payType',
      'phone',
    ]);
  });
});
