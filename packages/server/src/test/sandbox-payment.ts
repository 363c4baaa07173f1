/*
 * A paid online payment of an order, as the pay flow leaves it: our payment row and the sandbox
 * provider's own (for the tests of areas that act on paid payments, such as profit sharing).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { PAYMENT_STATE, configById, payPayments, payRefunds, PAY_REFUND_STATE } from '../modules/payments/index.js';
import { sbxPayments, sbxRefunds } from '../modules/payments/sandbox/schema.js';

export async function paySandbox(
  db: Database,
  order: { id: number; orderCode: string; deviceId: number; orgId: number },
  payConfigId: number,
  amount: number,
): Promise<string> {
  const config = (await configById(db, payConfigId))!;
  const paymentCode = `PT${order.id}${Math.random().toString(36).slice(2, 8)}`;
  const providerNo = `SBXT${order.id}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const now = new Date();
  await db.insert(sbxPayments).values({
    providerNo,
    merchantNo: config.merchantNo,
    paymentCode,
    amount,
    description: 'test',
    notifyUrl: 'http://localhost/none',
    status: 'paid',
    expiresAt: new Date(now.getTime() + 600_000),
    paidAt: now,
  });
  await db.insert(payPayments).values({
    paymentCode,
    orderId: order.id,
    orderCode: order.orderCode,
    deviceId: order.deviceId,
    orgId: order.orgId,
    configId: payConfigId,
    provider: 'sandbox',
    payType: config.payType,
    amount,
    status: PAYMENT_STATE.paid,
    providerNo,
    expiresAt: new Date(now.getTime() + 600_000),
    paidAt: now,
  });
  return paymentCode;
}

/** A refund of the payment that the sandbox settled with success. */
export async function refundSandbox(db: Database, orderId: number, refundCode: string, cents: number): Promise<void> {
  const [payment] = await db.select().from(payPayments).where(eq(payPayments.orderId, orderId));
  const config = (await configById(db, payment!.configId))!;
  await db.insert(sbxRefunds).values({
    providerNo: `SBR${refundCode}`.slice(0, 40),
    merchantNo: config.merchantNo,
    refundCode,
    paymentProviderNo: payment!.providerNo!,
    amount: cents / 100,
    status: 'success',
    notifyUrl: 'http://localhost/none',
    settleAt: new Date(),
  });
  await db.insert(payRefunds).values({
    refundCode,
    paymentId: payment!.id,
    orderId,
    amount: cents / 100,
    status: PAY_REFUND_STATE.success,
    settledAt: new Date(),
  });
}
