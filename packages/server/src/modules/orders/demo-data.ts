import {
  ABNORMAL_STATUS,
  type AbnormalReason,
  ORDER_ITEM_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
  payTypeOf,
  SHIP_STATUS,
} from '@vr/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { devices } from '../devices/index.js';
import { products } from '../products/index.js';
import { nameItemsAtSale } from './item-names.js';
import { shareReceived } from './item-shares.js';
import { recountSales } from './sales-rollup.js';
import { orderItems, orders } from './schema.js';

interface DemoSale {
  device: string;
  daysAgo: number;
  hour: number;
  /** Index of the customer's product sold, and how many. */
  product: number;
  quantity: number;
  method: 'wechat_pay' | 'alipay' | 'cash';
  dispensed?: boolean;
  test?: boolean;
  free?: boolean;
  cart?: boolean;
  abnormal?: 'open' | 'lifted';
  tastes?: { category: string; option: string }[];
}

/**
 * A few days of sales of the demo machines as the intake stores them (paid, with their items'
 * dispense results), among them a staff test, password-free and shopping-cart orders, and two
 * orders whose dispense failed, one still to be handled: the order screens open on real rows.
 * They lie two to five days back, before the simulator's own sales of today.
 */
const SALES: DemoSale[] = [
  {
    device: 'VR10001',
    daysAgo: 2,
    hour: 8,
    product: 0,
    quantity: 1,
    method: 'wechat_pay',
    tastes: [{ category: 'Sugar', option: 'Less' }],
  },
  { device: 'VR10001', daysAgo: 2, hour: 9, product: 1, quantity: 2, method: 'alipay' },
  { device: 'VR10002', daysAgo: 2, hour: 12, product: 2, quantity: 1, method: 'wechat_pay', free: true },
  { device: 'VR10003', daysAgo: 3, hour: 10, product: 0, quantity: 1, method: 'cash' },
  { device: 'VR10003', daysAgo: 3, hour: 15, product: 3, quantity: 1, method: 'wechat_pay', cart: true },
  { device: 'VR10004', daysAgo: 3, hour: 16, product: 1, quantity: 1, method: 'alipay', dispensed: false, abnormal: 'open' },
  { device: 'VR10001', daysAgo: 4, hour: 11, product: 2, quantity: 1, method: 'wechat_pay', test: true },
  { device: 'VR10002', daysAgo: 4, hour: 14, product: 0, quantity: 3, method: 'wechat_pay', cart: true, free: true },
  { device: 'VR10004', daysAgo: 5, hour: 9, product: 3, quantity: 1, method: 'alipay', dispensed: false, abnormal: 'lifted' },
  { device: 'VR10003', daysAgo: 5, hour: 18, product: 1, quantity: 1, method: 'wechat_pay' },
];

export async function seedOrders(ctx: DemoSeedContext): Promise<void> {
  const { db } = ctx;
  const codes = [...new Set(SALES.map((s) => s.device))];
  const machines = await db
    .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId, siteId: devices.siteId })
    .from(devices)
    .where(inArray(devices.deviceCode, codes));
  const goods = await db
    .select({ code: products.code, name: products.name, nameEn: products.nameEn, price: products.salePrice })
    .from(products)
    .where(and(eq(products.orgId, ctx.orgs.demo)))
    .orderBy(asc(products.code))
    .limit(4);
  if (machines.length === 0 || goods.length === 0) return;
  const byCode = new Map(machines.map((m) => [m.code, m]));
  const ids: number[] = [];
  for (const [i, sale] of SALES.entries()) {
    const machine = byCode.get(sale.device);
    const product = goods[sale.product % goods.length]!;
    if (!machine) continue;
    const at = new Date(Date.now() - sale.daysAgo * 86_400_000);
    at.setUTCHours(sale.hour, 7 * i, 0, 0);
    const price = Number(product.price);
    const amount = Math.round(price * sale.quantity * 100) / 100;
    const ok = sale.dispensed !== false;
    const [row] = await db
      .insert(orders)
      .values({
        orderCode: `DEMO${at.toISOString().slice(0, 10).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
        transactionCode: sale.method === 'cash' ? null : `42000${String(1_000_000 + i * 7919)}`,
        pickupCode: String(1000 + i * 37).slice(-4),
        deviceId: machine.id,
        orgId: machine.orgId,
        siteId: machine.siteId,
        status: ok ? ORDER_STATUS.completed.code : ORDER_STATUS.dispenseFailed.code,
        paymentMethod: sale.method,
        payType: payTypeOf(sale.method),
        source: sale.cart ? ORDER_SOURCE.cart.code : ORDER_SOURCE.machine.code,
        freePayment: sale.free ?? false,
        isTest: sale.test ?? false,
        payStatus: PAY_STATUS.paid.code,
        shipStatus: ok ? SHIP_STATUS.success.code : SHIP_STATUS.failed.code,
        paymentAmount: amount,
        receivedAmount: amount,
        abnormalStatus: sale.abnormal ? ABNORMAL_STATUS[sale.abnormal].code : ABNORMAL_STATUS.none.code,
        // The demo customers refund automatically, so an open exception is one whose automatic refund failed.
        abnormalReason: sale.abnormal ? ('autoRefundFailed' satisfies AbnormalReason) : null,
        abnormalAt: sale.abnormal ? new Date(at.getTime() + 60_000) : null,
        abnormalLiftedBy: sale.abnormal === 'lifted' ? 'admin' : null,
        abnormalLiftedAt: sale.abnormal === 'lifted' ? new Date(at.getTime() + 3_600_000) : null,
        paidAt: new Date(at.getTime() + 20_000),
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!row) continue;
    ids.push(row.id);
    await db.insert(orderItems).values({
      orderId: row.id,
      goodsCode: product.code,
      goodsName: product.nameEn || product.name,
      cupSize: 'M',
      quantity: sale.quantity,
      price,
      amount,
      status: ok ? ORDER_ITEM_STATUS.dispensed.code : ORDER_ITEM_STATUS.notDispensed.code,
      dispense: ok ? 'success' : 'failed',
      tastes: sale.tastes ?? null,
    });
  }
  await shareReceived(db, ids);
  await nameItemsAtSale(db, ids);
  await recountSales(db, ids);
}
