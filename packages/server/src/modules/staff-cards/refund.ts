import { PAY_TYPE_OF_METHOD } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { OrderRefunded } from '../refunds/index.js';
import { businessMonth, changeQuota } from './ledger.js';
import { staffHolds, staffRecords } from './schema.js';

/**
 * A refund of an order a staff card paid goes back to that card's quota, once per refund (its code
 * is the record's detail), when the month the order was paid in is still the card's month (a new
 * month has started with the whole limit).
 */
export async function refundToStaffCard(db: Database, refunded: OrderRefunded): Promise<void> {
  if (refunded.payType !== PAY_TYPE_OF_METHOD.staff_card || refunded.amountCents <= 0) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [hold] = await t
      .select({ cardId: staffHolds.cardId, deviceId: staffHolds.deviceId, quotaMonth: staffHolds.quotaMonth })
      .from(staffHolds)
      .where(and(eq(staffHolds.orderCode, refunded.orderCode), eq(staffHolds.status, 'settled')))
      .for('update');
    if (!hold) return;
    const [done] = await t
      .select({ id: staffRecords.id })
      .from(staffRecords)
      .where(
        and(eq(staffRecords.kind, 'refund'), eq(staffRecords.orderCode, refunded.orderCode), eq(staffRecords.detail, refunded.refundCode)),
      );
    if (done) return;
    await changeQuota(t, {
      cardId: hold.cardId,
      kind: 'refund',
      cents: refunded.amountCents,
      month: await businessMonth(t),
      takenIn: hold.quotaMonth,
      detail: refunded.refundCode,
      orderCode: refunded.orderCode,
      deviceId: hold.deviceId,
    });
  });
}
