// Runs on both engines: row locks and transaction locks on PostgreSQL, one connection on PGlite
import { type PurchaseOrderDetail, type PurchasePayAnswer, Status, SUPPLY_API } from '@vr/contracts';
import { and, asc, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgIdByCode } from '../../test/fixtures.js';
import { useAppOnOwnConnections } from '../../test/harness.js';
import { sandboxTick, sbxPayments } from '../../test/pay-flow.js';
import { deliverThrough } from '../../test/pay-machines.js';
import { purchaseOf } from '../../test/purchases.js';
import { materials } from '../materials/index.js';
import { PAYMENT_STATE, payPayments } from '../payments/index.js';
import { materialPrices, purchaseOrders, purchaseRefunds } from './schema.js';

/*
 * Fifty refunds of one purchase order at once never pay back more than was paid: each locks the
 * order (select … for update) before it reads what is still refundable. Twenty overlapping prices
 * of one material saved at once leave one: the check of the periods runs under a transaction lock
 * of the buyer and material. Without the locks both fail on PostgreSQL (TEST_DATABASE_URL), where
 * the requests run on several connections at once. An order cancelled while its payment arrives is
 * either cancelled and never paid, or paid and not cancelled: the cancellation holds the order's
 * row and closes the payment at the provider, whose page takes the money or is closed, never both.
 */

// No per-test transaction: the requests of the race must reach the database on their own connections.
const t = useAppOnOwnConnections();

const call = (url: string, payload: Record<string, unknown>) =>
  t.app
    .inject({ method: 'POST', url, headers: { token: t.adminToken, lang: 'en' }, payload })
    .then((r) => r.json() as { status: number; data: unknown });

/** The demo customer's `n`-th material (by id). */
async function demoMaterial(n: number): Promise<{ id: number }> {
  const demo = await orgIdByCode(t.database.db, 'DEMO');
  const [material] = await t.database.db
    .select({ id: materials.id })
    .from(materials)
    .where(eq(materials.orgId, demo))
    .orderBy(asc(materials.id))
    .offset(n)
    .limit(1);
  return material!;
}

describe('supply chain races', () => {
  it('twenty overlapping prices at once leave one; fifty refunds at once never exceed what was paid', async () => {
    const db = t.database.db;
    const demo = await orgIdByCode(db, 'DEMO');
    const material = await demoMaterial(0);
    // The demo seed's price of the material goes first: the twenty saves start from none.
    await db.delete(materialPrices).where(eq(materialPrices.materialId, material.id));

    const prices = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(SUPPLY_API.priceSave, {
          orgId: demo,
          materialId: material.id,
          price: 10 + i,
          validFrom: `2020-01-${String(i + 1).padStart(2, '0')}`,
        }),
      ),
    );
    for (const p of prices) expect([Status.SUCCESS, Status.BAD_REQUEST], JSON.stringify(p)).toContain(p.status);
    expect(prices.filter((p) => p.status === Status.SUCCESS)).toHaveLength(1);
    expect(await db.select().from(materialPrices).where(eq(materialPrices.materialId, material.id))).toHaveLength(1);

    // An order of 10.00 (one unit at the price that won, made 10.00), paid on the sandbox page.
    await db.update(materialPrices).set({ priceCents: 1000 }).where(eq(materialPrices.materialId, material.id));
    const created = await call(SUPPLY_API.purchaseCreate, {
      orgId: demo,
      items: [{ materialId: material.id, quantity: 1 }],
      payType: 3,
      consignee: 'Race',
      phone: '13800000000',
      address: 'Somewhere 1',
    });
    const po = created.data as PurchaseOrderDetail;
    const pay = (await call(SUPPLY_API.purchasePay, { id: po.id })).data as PurchasePayAnswer;
    await t.app.inject({ method: 'POST', url: new URL(pay.payUrl).pathname, payload: { action: 'pay' } });
    await sandboxTick(db, deliverThrough(t));
    expect((await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id)))[0]).toMatchObject({ state: 2, paidCents: 1000 });

    // Fifty refunds of 0.30 at once: 33 fit in 10.00.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call(SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 0.3, reason: `Race ${i}` })),
    );
    for (const a of answers) expect([Status.SUCCESS, Status.BAD_REQUEST], JSON.stringify(a)).toContain(a.status);
    const [total] = await db
      .select({ cents: sum(purchaseRefunds.amountCents) })
      .from(purchaseRefunds)
      .where(eq(purchaseRefunds.orderId, po.id));
    const [after] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
    expect(Number(total!.cents)).toBeLessThanOrEqual(1000);
    expect(after!.refundedCents).toBe(Number(total!.cents));
    expect(answers.filter((a) => a.status === Status.SUCCESS)).toHaveLength(33);
    expect(after!.refundedCents).toBe(990);
  });

  it('cancel and pay at once: exactly one wins, the other is refused or finds the page closed', async () => {
    const db = t.database.db;
    const demo = await orgIdByCode(db, 'DEMO');
    // Another material than the first test's, at the demo seed's price.
    const material = await demoMaterial(1);
    const outcomes = { cancelled: 0, paid: 0 };
    for (let round = 0; round < 8; round++) {
      const created = await call(
        SUPPLY_API.purchaseCreate,
        purchaseOf([{ materialId: material.id, quantity: round + 1 }], { orgId: demo }),
      );
      expect(created.status, JSON.stringify(created)).toBe(Status.SUCCESS);
      const po = created.data as PurchaseOrderDetail;
      const { payUrl } = (await call(SUPPLY_API.purchasePay, { id: po.id })).data as PurchasePayAnswer;
      const providerNo = new URL(payUrl).pathname.split('/').pop()!;
      // The buyer pays on the provider's page (and the provider notifies) while the order is cancelled.
      const [cancel] = await Promise.all([
        call(SUPPLY_API.purchaseCancel, { id: po.id, remark: `Race ${round}` }),
        (async () => {
          if (round % 2) await new Promise((r) => setTimeout(r, 5));
          await t.app.inject({ method: 'POST', url: new URL(payUrl).pathname, payload: { action: 'pay' } });
          await sandboxTick(db, deliverThrough(t));
        })(),
      ]);
      await sandboxTick(db, deliverThrough(t));
      const [order] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, po.id));
      const [provider] = await db.select().from(sbxPayments).where(eq(sbxPayments.providerNo, providerNo));
      const paid = await db
        .select()
        .from(payPayments)
        .where(and(eq(payPayments.purchaseId, po.id), eq(payPayments.status, PAYMENT_STATE.paid)));
      if (cancel.status === Status.SUCCESS) {
        outcomes.cancelled += 1;
        expect(order).toMatchObject({ state: 4, paidCents: 0, paidAt: null });
        expect(provider!.status).toBe('closed');
        expect(paid).toEqual([]);
      } else {
        outcomes.paid += 1;
        expect(cancel.status, JSON.stringify(cancel)).toBe(Status.BAD_REQUEST);
        expect(order).toMatchObject({ state: 2, paidCents: po.amountCents, cancelledAt: null });
        expect(provider!.status).toBe('paid');
        expect(paid).toHaveLength(1);
      }
    }
    expect(outcomes.cancelled + outcomes.paid).toBe(8);
  });
});
