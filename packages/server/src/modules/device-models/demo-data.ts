import { catalog } from '@vr/device-sim';
import type { DemoSeedContext } from '../../platform/area.js';
import { deviceModelContainers, deviceModels } from './schema.js';

/** The catalogue's models (shared by every customer) with their containers. */
export async function seedDeviceModels(ctx: DemoSeedContext): Promise<void> {
  for (const model of catalog.deviceModels) {
    const [row] = await ctx.db
      .insert(deviceModels)
      .values({ code: model.code, names: model.name, kind: model.kind, cupCapacity: model.cupCapacity, createdBy: ctx.users.admin })
      .returning({ id: deviceModels.id });
    if (model.containers.length) {
      await ctx.db
        .insert(deviceModelContainers)
        .values(model.containers.map((c, i) => ({ modelId: row!.id, no: i + 1, materialCode: c.material, capacity: c.capacity })));
    }
  }
}
