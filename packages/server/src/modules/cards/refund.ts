import { PAY_TYPE_OF_METHOD } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { OrderRefunded } from '../refunds/index.js';
import { changeCard } from './ledger.js';
import { icCardChanges, icCardHolds } from './schema.js';

/**
 * A refund of an order the card paid goes back to that card, once per refund (its code is the
 * change record's reason): the card is the one whose hold the order settled.
 */
export async function refundToCard(db: Database, refunded: OrderRefunded): Promise<void> {
  if (refunded.payType !== PAY_TYPE_OF_METHOD.member_card || refunded.amountCents <= 0) return;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [hold] = await t
      .select({ cardId: icCardHolds.cardId, deviceId: icCardHolds.deviceId })
      .from(icCardHolds)
      .where(and(eq(icCardHolds.orderCode, refunded.orderCode), eq(icCardHolds.status, 'settled')))
      .for('update');
    if (!hold) return;
    const [done] = await t
      .select({ id: icCardChanges.id })
      .from(icCardChanges)
      .where(
        and(
          eq(icCardChanges.kind, 'refund'),
          eq(icCardChanges.orderCode, refunded.orderCode),
          eq(icCardChanges.reason, refunded.refundCode),
        ),
      );
    if (done) return;
    await changeCard(t, {
      cardId: hold.cardId,
      kind: 'refund',
      cents: refunded.amountCents,
      freeUses: 0,
      reason: refunded.refundCode,
      orderCode: refunded.orderCode,
      deviceId: hold.deviceId,
    });
  });
}
