// Runs on both engines: the cancellation's row lock and its skip-locked look at the payment, on one connection
import { PURCHASE_PERMS, type PurchaseOrder, type PurchaseOrderDetail, SUPPLY_API } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, grantToRole, revokeFromRole } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { sbxPayments } from '../../test/pay-flow.js';
import { deliverNotices, demoMaterials, payAtProvider, payOnSandbox, payPageOf, purchaseOf } from '../../test/purchases.js';
import { PAYMENT_STATE, payPayments } from '../payments/index.js';
import { purchaseOrders } from './schema.js';

/*
 * Cancelling a purchase order waiting for its payment: its payment page is closed at the provider;
 * an order paid (or being paid) is not cancelled; a payment the provider takes all the same is
 * recorded on the cancelled order for its seller to pay back. The orders take the demo seed's
 * prices.
 */
const t = useTestApp();
const db = () => t.database.db;

let placedCount = 0;
/** Demo Coffee Co. orders two units of its first raw material (through `api`; each order its own remark, never a repeat). */
async function placed(api: ApiCall): Promise<PurchaseOrderDetail> {
  const { a } = await demoMaterials(db());
  const created = await api(
    'POST',
    SUPPLY_API.purchaseCreate,
    purchaseOf([{ materialId: a.id, quantity: 2 }], { remark: `Order ${++placedCount}` }),
  );
  expect(created.status, JSON.stringify(created)).toBe(1001);
  return created.data as PurchaseOrderDetail;
}

const detailOf = async (api: ApiCall, id: number) =>
  (await api('GET', `${SUPPLY_API.purchaseDetail}?id=${id}`)).data as PurchaseOrderDetail;
const stored = async (id: number) => (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!;
const paymentsOf = (id: number) => db().select().from(payPayments).where(eq(payPayments.purchaseId, id));
/** The sandbox provider's state of the payment behind a payment page's address. */
const atProvider = async (payUrl: string) =>
  (
    await db()
      .select()
      .from(sbxPayments)
      .where(eq(sbxPayments.providerNo, new URL(payUrl).pathname.split('/').pop()!))
  )[0]!.status;

describe('cancelling a purchase order', () => {
  it('cancels one waiting for payment with its remark and closes its payment page; nothing else is done with it then', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const admin = await apiAs(t, 'admin', 'admin123');
    const po = await placed(ops);
    const payUrl = await payPageOf(ops, po.id);

    const cancelled = await ops('POST', SUPPLY_API.purchaseCancel, { id: po.id, remark: ' Ordered twice ' });
    expect(cancelled.status, JSON.stringify(cancelled)).toBe(1001);
    expect(cancelled.data).toMatchObject({ state: 'cancelled', cancelRemark: 'Ordered twice', paidCents: 0, refundableCents: 0 });
    expect((cancelled.data as PurchaseOrder).cancelledTime).not.toBeNull();
    // Closed at the provider and here: the page refuses to take the money, no notice follows.
    expect(await atProvider(payUrl)).toBe('closed');
    expect((await paymentsOf(po.id)).map((p) => p.status)).toEqual([PAYMENT_STATE.closed]);
    expect(await payAtProvider(t, payUrl)).toBe(303);
    expect(await atProvider(payUrl)).toBe('closed');
    await deliverNotices(t);
    expect(await detailOf(ops, po.id)).toMatchObject({ state: 'cancelled', paidCents: 0, paidTime: null });

    // Neither paid, cancelled again, shipped nor refunded, each in the reader's language; nothing changes.
    expect((await admin('POST', SUPPLY_API.purchasePay, { id: po.id })).result).toBe('Only an order waiting for payment can be paid.');
    const again = await admin('POST', SUPPLY_API.purchaseCancel, { id: po.id });
    expect([again.status, again.result]).toEqual([400, 'Only an order waiting for payment can be cancelled.']);
    expect((await ops('POST', SUPPLY_API.purchaseCancel, { id: po.id, remark: 'again' }, 'zh')).result).toBe('只有待付款的订单才能取消。');
    expect((await admin('POST', SUPPLY_API.purchaseShip, { id: po.id, logisticsNo: 'SF1' })).status).toBe(400);
    expect((await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: 1, reason: 'x' })).result).toBe(
      'Only a paid order can be refunded.',
    );
    expect(await stored(po.id)).toMatchObject({ state: 4, cancelRemark: 'Ordered twice', paidCents: 0, logisticsNo: null });

    // The list shows the new state and its filter finds it; without a remark none is kept.
    const other = await placed(ops);
    expect((await ops('POST', SUPPLY_API.purchaseCancel, { id: other.id })).data).toMatchObject({ state: 'cancelled', cancelRemark: null });
    const ids = async (state: string) =>
      ((await admin('GET', `${SUPPLY_API.purchaseList}?limit=100&state=${state}`)).data as PurchaseOrder[]).map((o) => o.id);
    expect((await ids('cancelled')).sort()).toEqual([po.id, other.id].sort());
    expect(await ids('pendingPayment')).not.toContain(po.id);
  });

  it('refuses an order paid, shipped or whose payment the provider has taken, and changes nothing', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const admin = await apiAs(t, 'admin', 'admin123');
    const paid = await placed(ops);
    await payOnSandbox(t, ops, paid.id);
    const refused = await ops('POST', SUPPLY_API.purchaseCancel, { id: paid.id });
    expect([refused.status, refused.result]).toEqual([400, 'Only an order waiting for payment can be cancelled.']);
    expect(await detailOf(ops, paid.id)).toMatchObject({ state: 'toShip', paidCents: paid.amountCents, cancelledTime: null });
    await admin('POST', SUPPLY_API.purchaseShip, { id: paid.id, logisticsNo: 'SF2' });
    expect((await ops('POST', SUPPLY_API.purchaseCancel, { id: paid.id, remark: 'late' })).status).toBe(400);
    expect(await stored(paid.id)).toMatchObject({ state: 3, cancelledAt: null, cancelRemark: null });

    // Paid on the provider's page, its notice not here yet: the provider will not close it.
    const paying = await placed(ops);
    const payUrl = await payPageOf(ops, paying.id);
    expect(await payAtProvider(t, payUrl)).toBe(303);
    const taken = await ops('POST', SUPPLY_API.purchaseCancel, { id: paying.id });
    expect([taken.status, taken.result]).toEqual([
      400,
      "The payment provider has already taken this order's payment: it can no longer be cancelled.",
    ]);
    expect((await paymentsOf(paying.id)).map((p) => p.status)).toEqual([PAYMENT_STATE.pending]);
    await deliverNotices(t);
    expect(await detailOf(ops, paying.id)).toMatchObject({ state: 'toShip', paidCents: paying.amountCents });
  });

  it('records a payment the provider takes after the cancellation on the cancelled order, which its seller refunds', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const admin = await apiAs(t, 'admin', 'admin123');
    const po = await placed(ops);
    const payUrl = await payPageOf(ops, po.id);
    expect((await ops('POST', SUPPLY_API.purchaseCancel, { id: po.id })).status).toBe(1001);
    // The provider takes the payment all the same (its page was open again) and notifies it.
    await db()
      .update(sbxPayments)
      .set({ status: 'pending' })
      .where(eq(sbxPayments.providerNo, new URL(payUrl).pathname.split('/').pop()!));
    expect(await payAtProvider(t, payUrl)).toBe(303);
    await deliverNotices(t);
    // Never paid: still cancelled, the money on it to pay back.
    const late = await detailOf(admin, po.id);
    expect(late).toMatchObject({ state: 'cancelled', paidCents: po.amountCents, refundableCents: po.amountCents, refundState: 'none' });
    expect(late.paidTime).not.toBeNull();
    expect((await paymentsOf(po.id)).map((p) => p.status)).toEqual([PAYMENT_STATE.paid]);
    expect((await admin('POST', SUPPLY_API.purchaseShip, { id: po.id, logisticsNo: 'SF3' })).status).toBe(400);
    const refund = await admin('POST', SUPPLY_API.purchaseRefund, { id: po.id, refundAmount: po.amountCents / 100, reason: 'Cancelled' });
    expect(refund.data).toMatchObject({ state: 'cancelled', refundState: 'full', refundableCents: 0 });
  });

  it('needs supply:purchase:cancel; another customer neither sees nor cancels the order', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const po = await placed(ops);
    await grantToRole(db(), 'maintenance_harbor', [PURCHASE_PERMS.cancel, PURCHASE_PERMS.list]);
    const harbor = await apiAs(t, 'harbor', 'harbor123');
    const foreign = await harbor('POST', SUPPLY_API.purchaseCancel, { id: po.id });
    expect(foreign.status).toBe(404);
    expect(((await harbor('GET', `${SUPPLY_API.purchaseList}?limit=100`)).data as PurchaseOrder[]).map((o) => o.id)).not.toContain(po.id);

    await revokeFromRole(db(), 'maintenance', [PURCHASE_PERMS.cancel]);
    t.app.callers.forgetAll();
    const denied = await ops('POST', SUPPLY_API.purchaseCancel, { id: po.id, remark: 'no right' });
    expect(denied.status).toBe(403);
    expect(await stored(po.id)).toMatchObject({ state: 1, cancelledAt: null });
  });
});
