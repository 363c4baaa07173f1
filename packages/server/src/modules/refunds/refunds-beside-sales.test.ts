// Runs on both engines: refunds beside machine sales of one customer: lock order between connections on PostgreSQL, one connection on PGlite
import { REFUND_API, Status } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { useAppOnOwnConnections } from '../../test/harness.js';
import { insertTestDevice, sampleOrder, storeOrders, storeTestOrder } from '../../test/order-intake.js';

/*
 * Refunds made while machines of the same customer are selling: both change the same customer's
 * sales of the day, and neither may fail for it. On PostgreSQL (TEST_DATABASE_URL) the refund
 * requests and the intake's batches run on their own connections at once; PGlite runs one
 * transaction at a time, where this only proves that every sale and refund is counted.
 */

// No per-test transaction: the refunds and the batches must reach the database on their own connections.
const t = useAppOnOwnConnections();

const MACHINES = 12;
// Refunds grow with the square of the rounds. PGlite runs one transaction at a time, so there is no
// lock order to prove, only that every sale and refund is counted: a few rounds do that.
const ROUNDS = inject('databaseTemplate').kind === 'pglite' ? 5 : 20;

describe('refunds beside machine sales of one customer', () => {
  it(
    'never fail either side: every refund answers, every batch of sales is stored, and the day’s figures add up',
    { timeout: 120_000 },
    async () => {
      const db = t.database.db;
      const demo = await orgIdByCode(db, 'DEMO');
      const machines = await Promise.all(Array.from({ length: MACHINES }, () => insertTestDevice(db, demo)));
      // The orders to refund, two cents at a time, one of a machine of its own each.
      const sold = [];
      for (let i = 0; i < ROUNDS; i += 1) sold.push(await storeTestOrder(db, demo));

      let sequence = 0;
      const batch = () =>
        machines.map((device) => ({
          device: { id: device.id, orgId: demo, siteId: null },
          order: { v: 1 as const, ts: Date.now(), ...sampleOrder(`MIX-${device.code}-${(sequence += 1)}`) },
        }));
      // Each ask differs (its reason), or the server would refuse it as a repeated submission.
      const refund = (orderId: number, itemId: number, round: number) =>
        t.app.inject({
          method: 'POST',
          url: REFUND_API.refund,
          headers: { token: t.adminToken, lang: 'en' },
          payload: { orderId, refundItems: [{ itemId, refundAmount: 0.02 }], refundAmount: 0.02, refundReason: `Mixed load ${round}` },
        });

      const work: Array<Promise<unknown>> = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const { order, items } = sold[round]!;
        work.push(storeOrders(db, batch()), refund(order.id, items[0]!.id, round), storeOrders(db, batch()));
        for (const other of sold.slice(0, round)) work.push(refund(other.order.id, other.items[0]!.id, round));
      }
      const settled = await Promise.allSettled(work);

      // A failed statement says which (its first line) and why (the driver's error, its cause).
      const failures = settled.flatMap((s) =>
        s.status === 'rejected' ? [`${String(s.reason).split('\n')[0]}: ${String((s.reason as { cause?: unknown }).cause)}`] : [],
      );
      expect(failures).toEqual([]);
      const answers = settled.flatMap((s) =>
        s.status === 'fulfilled' && s.value && typeof s.value === 'object' && 'statusCode' in s.value
          ? [s.value as { statusCode: number; body: string }]
          : [],
      );
      expect(
        answers
          .filter((a) => a.statusCode !== 200 || (JSON.parse(a.body) as { status: number }).status !== Status.SUCCESS)
          .map((a) => a.body),
      ).toEqual([]);

      const stored = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from ord_order where order_code like ${'MIX-%'} and org_id = ${demo}`),
      );
      expect(Number(stored[0]!.n)).toBe(2 * ROUNDS * MACHINES);
      // The customer's sales read the same from the device-days and from its own roll-up rows.
      const [days] = rowsOf<{ devices: string; customer: string }>(
        await db.execute(sql`
        select (select coalesce(sum(amount), 0)::text from rpt_sales_daily where org_id = ${demo}) as devices,
               (select coalesce(sum(amount), 0)::text from rpt_sales_daily_org where org_id = ${demo}) as customer`),
      );
      expect(Number(days!.customer)).toBeCloseTo(Number(days!.devices), 2);
    },
  );
});
