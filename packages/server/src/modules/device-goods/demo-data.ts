import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { DEMO_DEVICES, devices } from '../devices/index.js';
import { productModels, products } from '../products/index.js';
import { deviceGoods } from './schema.js';

/** Each demo machine sells its customer's products that fit its model, one per slot, at the product's price. */
export async function seedDeviceGoods({ db, orgs }: DemoSeedContext): Promise<void> {
  const customerOf: Record<string, number> = { demo: orgs.demo, demoStore: orgs.demo, harbor: orgs.harbor, harborStore: orgs.harbor };
  const machines = await db
    .select({ id: devices.id, code: devices.deviceCode, modelId: devices.modelId })
    .from(devices)
    .where(
      inArray(
        devices.deviceCode,
        DEMO_DEVICES.map((d) => d.code),
      ),
    );
  for (const machine of machines) {
    const demo = DEMO_DEVICES.find((d) => d.code === machine.code)!;
    const customerId = customerOf[demo.org];
    if (machine.modelId === null || customerId === undefined) continue;
    const fitting = await db
      .select({ id: products.id, price: products.salePrice })
      .from(products)
      .innerJoin(productModels, and(eq(productModels.productId, products.id), eq(productModels.modelId, machine.modelId)))
      .where(eq(products.orgId, customerId))
      .orderBy(asc(products.code));
    if (fitting.length)
      await db
        .insert(deviceGoods)
        .values(fitting.map((p, i) => ({ deviceId: machine.id, productId: p.id, slotNo: i + 1, price: p.price })));
  }
}
