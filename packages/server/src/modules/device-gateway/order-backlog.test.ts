import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '@vr/contracts';
import { orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { eventually, insertTestDevice, sampleOrder } from '../../test/test-devices.js';
import { listen } from '../../platform/wiring/index.js';
import { orders, ordersDispensed } from '../orders/index.js';
import { Gateway } from './gateway.js';

/**
 * The intake acknowledges orders while what follows stored orders (the sales recount, the areas
 * that hear of dispensed orders) is still busy, but only up to a backlog: beyond it, the next batch
 * waits for the run in progress.
 */
const t = useTestApp();

describe('orders stored while the dispensed-order subscribers are busy', () => {
  it('waits for them once more stored orders than the backlog wait behind the run in progress', async () => {
    const db = t.database.db;
    const device = await insertTestDevice(db, await orgIdByCode(db, 'DEMO'));
    const acks: string[] = [];
    const gateway = new Gateway({
      db,
      log: t.app.log,
      mode: 'external',
      onAck: async () => undefined,
      orderFlushMs: 5,
      afterStoredBacklog: 1,
    });
    await gateway.start({
      publish: async (_code, kind, payload) => {
        if (kind === 'order-ack') acks.push(String((payload as { orderCode: string }).orderCode));
      },
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let heard = 0;
    const stopListening = listen(ordersDispensed, async (_db, dispensed) => {
      const mine = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.deviceId, device.id),
            inArray(
              orders.id,
              dispensed.map((o) => o.orderId),
            ),
          ),
        );
      if (mine.length === 0) return;
      heard += 1;
      await held;
    });
    const sell = (n: number) =>
      gateway.handle(
        device.code,
        'order',
        Buffer.from(JSON.stringify({ ...sampleOrder(`BL-${device.code}-${n}`), v: PROTOCOL_VERSION, ts: Date.now() })),
      );
    try {
      await sell(1);
      await eventually(async () => heard === 1);
      // Two orders behind the held run: over the backlog of one, but each acknowledged.
      await sell(2);
      await eventually(async () => acks.includes(`BL-${device.code}-2`));
      await sell(3);
      await eventually(async () => acks.includes(`BL-${device.code}-3`));
      await sell(4);
      await new Promise((r) => setTimeout(r, 300));
      expect(acks).not.toContain(`BL-${device.code}-4`);
      release();
      await eventually(async () => acks.includes(`BL-${device.code}-4`));
      await gateway.flushOrders();
      expect(acks.filter((c) => c.startsWith(`BL-${device.code}`)).sort()).toEqual([1, 2, 3, 4].map((n) => `BL-${device.code}-${n}`));
    } finally {
      release();
      stopListening();
      await gateway.close();
    }
  });
});
