import { INSPECTION_API, INSPECTION_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { inspections } from './schema.js';

/** Inspection records: a Harbor Drinks Ltd. record is neither listed to nor reviewed by Demo Coffee Co.'s ops. */
export const accessCases: AccessModule = {
  module: 'inspections',
  scope: [
    {
      name: 'an inspection record of Harbor Drinks Ltd.',
      permissions: Object.values(INSPECTION_PERMS),
      foreignRow: async (ctx) => {
        const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
        return insertRow(inspections, () => ({ orgId: ctx.orgs.harbor, deviceId: device.id, deviceStatus: 1, inspectorId: 1 }))(ctx);
      },
      list: listed(`${INSPECTION_API.list}?limit=1000`),
      update: send('POST', INSPECTION_API.review, (id) => ({ id: Number(id), adopt: true })),
      unchanged: rowStill(inspections, inspections.id, (row) => row.state === 'pending_review'),
    },
  ],
};
