import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { orgs as orgTable } from '../../platform/identity/schema.js';
import { deviceGoods } from '../device-goods/index.js';
import { devices } from '../devices/index.js';
import { productModels, products } from '../products/index.js';
import { readGoodsContent } from './package-content.js';
import { goodsDeviceStates, goodsPackages } from './schema.js';

/**
 * Each demo machine sells the products of its customer that fit its model, one per slot in the
 * order of their codes, at the product's selling price (when no machine has goods yet), and that
 * is deployed as version 1: the demo fleet's machines get it at their first hello, so orders
 * carry real product codes and names.
 */
export async function seedDeployedGoods({ db, orgs, users }: DemoSeedContext): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(deviceGoods);
  if ((existing?.n ?? 0) > 0) return;
  const customers = [orgs.demo, orgs.harbor];
  const orgRows = await db.select({ id: orgTable.id, path: orgTable.path }).from(orgTable);
  /** The demo customer on an organisation's path. */
  const customerOf = new Map(
    orgRows.map((o) => [o.id, customers.find((c) => o.id === c || o.path.split('/').includes(String(c))) ?? null] as const),
  );
  const machines = await db
    .select({ id: devices.id, orgId: devices.orgId, modelId: devices.modelId })
    .from(devices)
    .orderBy(asc(devices.id));
  const offered = await db
    .select({ id: products.id, orgId: products.orgId, price: products.salePrice, modelId: productModels.modelId })
    .from(products)
    .innerJoin(productModels, eq(productModels.productId, products.id))
    .where(inArray(products.orgId, customers))
    .orderBy(asc(products.code), asc(products.id));
  const rows = machines.flatMap((m) => {
    const customer = customerOf.get(m.orgId);
    return offered
      .filter((p) => p.orgId === customer && p.modelId === m.modelId)
      .map((p, i) => ({ deviceId: m.id, productId: p.id, slotNo: i + 1, price: p.price, status: 0 }));
  });
  if (rows.length === 0) return;
  await db.insert(deviceGoods).values(rows);
  const ids = [...new Set(rows.map((r) => r.deviceId))];
  const contents = await readGoodsContent(db, ids);
  const packages = await db
    .insert(goodsPackages)
    .values(ids.map((deviceId) => ({ deviceId, version: 1, content: { goods: contents.get(deviceId)! }, createdBy: users.admin })))
    .returning({ id: goodsPackages.id, deviceId: goodsPackages.deviceId });
  await db
    .insert(goodsDeviceStates)
    .values(packages.map((p) => ({ deviceId: p.deviceId, targetVersion: 1, targetPackageId: p.id, deployedAt: new Date() })));
}
