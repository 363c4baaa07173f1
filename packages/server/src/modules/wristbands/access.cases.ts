import { WRISTBAND_API, WRISTBAND_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, rowStill, send } from '../../test/access-cases.js';
import { wristbandRecords, wristbands } from './schema.js';

const perms = Object.values(WRISTBAND_PERMS);
const harborBand = (wristbandNo: string) =>
  insertRow(wristbands, (ctx) => ({ orgId: ctx.orgs.harbor, wristbandNo, duration: 1, durationUnit: 'day' }));

/**
 * Wristbands: a Harbor Drinks Ltd. band is neither listed to nor disabled by Demo Coffee Co.'s
 * ops, and its records are not listed.
 */
export const accessCases: AccessModule = {
  module: 'wristbands',
  scope: [
    {
      name: 'a wristband of Harbor Drinks Ltd.',
      permissions: perms,
      foreignRow: harborBand('HB-880001'),
      list: listed(`${WRISTBAND_API.list}?limit=1000`),
      remove: send('POST', WRISTBAND_API.status, (id) => ({ id, enabled: false })),
      unchanged: rowStill(wristbands, wristbands.id, (band) => band.enabled),
    },
    {
      name: 'a record of a Harbor Drinks Ltd. wristband',
      permissions: perms,
      foreignRow: async (ctx) => {
        const wristbandId = await harborBand('HB-880002')(ctx);
        return insertRow(wristbandRecords, () => ({ wristbandId: Number(wristbandId), orgId: ctx.orgs.harbor, kind: 'activate' }))(ctx);
      },
      list: listed(`${WRISTBAND_API.records}?limit=1000`),
    },
  ],
};
