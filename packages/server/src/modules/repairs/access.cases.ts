import { REPAIR_API, REPAIR_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { repairs } from './schema.js';

/** Repair records: a Harbor Drinks Ltd. record is neither listed to nor processed by Demo Coffee Co.'s ops. */
export const accessCases: AccessModule = {
  module: 'repairs',
  scope: [
    {
      name: 'a repair record of Harbor Drinks Ltd.',
      permissions: Object.values(REPAIR_PERMS),
      foreignRow: async (ctx) => {
        const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
        return insertRow(repairs, () => ({
          orgId: ctx.orgs.harbor,
          deviceId: device.id,
          alarmId: 1,
          faultCode: 'E101',
          faultLevel: 2,
          faultMessage: 'Harbor probe',
          raisedAt: new Date(),
        }))(ctx);
      },
      list: listed(`${REPAIR_API.list}?limit=1000`),
      update: send('POST', REPAIR_API.process, (id) => ({ id: Number(id), state: 'processed', remark: 'Taken over' })),
      unchanged: rowStill(repairs, repairs.id, (row) => row.state === 'pending' && row.remark === null),
    },
  ],
};
