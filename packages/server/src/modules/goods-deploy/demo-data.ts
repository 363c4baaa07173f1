import { asc } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { deviceGoods } from '../device-goods/index.js';
import { readGoodsToDeploy } from './package-content.js';
import { goodsDeviceStates, goodsPackages } from './schema.js';

/**
 * The demo machines' goods (the machine-goods area's demo data) deployed as version 1: the demo
 * fleet's machines get it at their first hello, so orders carry real product codes and names.
 */
export async function seedDeployedGoods({ db, users }: DemoSeedContext): Promise<void> {
  const machines = await db.selectDistinct({ deviceId: deviceGoods.deviceId }).from(deviceGoods).orderBy(asc(deviceGoods.deviceId));
  const ids = machines.map((m) => m.deviceId);
  if (ids.length === 0) return;
  const { contents, revisions } = await readGoodsToDeploy(db, ids);
  const packages = await db
    .insert(goodsPackages)
    .values(ids.map((deviceId) => ({ deviceId, version: 1, content: { goods: contents.get(deviceId)! }, createdBy: users.admin })))
    .returning({ id: goodsPackages.id, deviceId: goodsPackages.deviceId });
  await db.insert(goodsDeviceStates).values(
    packages.map((p) => ({
      deviceId: p.deviceId,
      targetVersion: 1,
      targetPackageId: p.id,
      targetGoodsRevision: revisions.get(p.deviceId) ?? null,
      deployedAt: new Date(),
    })),
  );
}
