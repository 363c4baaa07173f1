// Runs on both engines: refunds of one order at once: row locks on PostgreSQL, one connection on PGlite
import { REFUND_API, REFUND_RECORD_STATUS, Status } from '@vr/contracts';
import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orgIdByCode } from '../../test/fixtures.js';
import { useAppOnOwnConnections } from '../../test/harness.js';
import { orderNow, storeTestOrder } from '../../test/order-intake.js';
import { refundItems, refunds } from './schema.js';

/*
 * Fifty refunds of one order at once never pay back more than the order received nor more than
 * an item holds: each refund locks the order row (select … for update) before it reads the
 * refunded amounts. On PostgreSQL (TEST_DATABASE_URL) the requests run on several connections at
 * once, and without the lock this test fails (all 50 refunds of 0.50 went through, 25.00 on a 12.50 order
 * when it was tried). PGlite runs one transaction at a time, so there it holds with or without
 * the lock; it still proves the rules' arithmetic under fifty interleaved requests.
 */

// No per-test transaction: the requests of the race must reach the database on their own connections.
const t = useAppOnOwnConnections();

describe('fifty refunds of one order at once', () => {
  it('never refund more than was received, nor more than an item holds', async () => {
    const db = t.database.db;
    const { order, items } = await storeTestOrder(db, await orgIdByCode(db, 'DEMO'));
    const [latte, tea] = items;
    // Each asks 0.30 of the Latte (8.00) and 0.20 of the Tea (4.50): the Tea runs out after 22.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: REFUND_API.refund,
            headers: { token: t.adminToken, lang: 'en' },
            payload: {
              orderId: order.id,
              refundItems: [
                { itemId: latte!.id, refundAmount: 0.3 },
                { itemId: tea!.id, refundAmount: 0.2 },
              ],
              refundAmount: 0.5,
              refundReason: `Race ${i}`,
            },
          })
          .then((r) => r.json() as { status: number }),
      ),
    );
    for (const a of answers) expect([Status.SUCCESS, Status.BAD_REQUEST], JSON.stringify(a)).toContain(a.status);
    const won = answers.filter((a) => a.status === Status.SUCCESS).length;

    const ok = and(eq(refunds.orderId, order.id), eq(refunds.status, REFUND_RECORD_STATUS.success.code));
    const [paid] = await db
      .select({ total: sum(refunds.amount) })
      .from(refunds)
      .where(ok);
    const perItem = await db
      .select({ itemId: refundItems.orderItemId, total: sum(refundItems.amount) })
      .from(refundItems)
      .innerJoin(refunds, eq(refunds.id, refundItems.refundId))
      .where(ok)
      .groupBy(refundItems.orderItemId);
    const now = await orderNow(db, order.id);
    expect(Number(paid!.total)).toBeLessThanOrEqual(12.5);
    expect(Number(perItem.find((p) => p.itemId === tea!.id)!.total)).toBeLessThanOrEqual(4.5);
    expect(Number(perItem.find((p) => p.itemId === latte!.id)!.total)).toBeLessThanOrEqual(8);
    // The order's and items' refunded amounts are exactly the records' sums.
    expect(now.order.refundedAmount).toBe(Number(paid!.total));
    expect(now.items.find((i) => i.id === tea!.id)!.refundedAmount).toBe(Number(perItem.find((p) => p.itemId === tea!.id)!.total));
    expect(won).toBe(22);
    expect(now.order.refundedAmount).toBe(11);
  });
});
