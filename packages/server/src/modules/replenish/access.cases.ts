import { INVENTORY_PERMS, REPLENISH_API, REPLENISH_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { inventoryChanges, replenishPlans } from './schema.js';

/** Replenishment: a Harbor Drinks Ltd. plan or inventory change is neither listed to nor changed by Demo Coffee Co.'s ops. */
export const accessCases: AccessModule = {
  module: 'replenish',
  scope: [
    {
      name: 'a replenish plan of Harbor Drinks Ltd.',
      permissions: Object.values(REPLENISH_PERMS),
      foreignRow: insertRow(replenishPlans, (ctx) => ({ orgId: ctx.orgs.harbor, placeName: 'Harbor route', createdById: 1 })),
      list: listed(`${REPLENISH_API.plans}?limit=1000`),
      detail: getWith(REPLENISH_API.plan),
      update: send('POST', REPLENISH_API.cancel, (id) => ({ id: Number(id) })),
      unchanged: rowStill(replenishPlans, replenishPlans.id, (row) => row.state === 'pending'),
    },
    {
      name: 'an inventory change of Harbor Drinks Ltd.',
      permissions: Object.values(INVENTORY_PERMS),
      foreignRow: async (ctx) => {
        const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
        return insertRow(inventoryChanges, () => ({
          orgId: ctx.orgs.harbor,
          deviceId: device.id,
          containerNo: 1,
          materialCode: 'coffee-beans',
          changeType: 1,
          after: 500,
          byId: 1,
        }))(ctx);
      },
      list: listed(`${REPLENISH_API.inventory}?limit=1000`),
    },
    {
      name: 'a container of a Harbor Drinks Ltd. machine (stock by count)',
      permissions: Object.values(INVENTORY_PERMS),
      foreignRow: async (ctx) => (await insertTestDevice(ctx.db, ctx.orgs.harbor)).id,
      update: send('POST', REPLENISH_API.inventoryEdit, (id) => ({ deviceId: Number(id), containerNo: 1, level: 1 })),
    },
  ],
};
