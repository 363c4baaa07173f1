import { DEVICE_API, DEVICE_PERMS } from '@vr/contracts';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, postIds, rowStill, send } from '../../test/access-cases.js';
import { users } from '../../platform/identity/schema.js';
import { devices } from './schema.js';
import { hashDeviceSecret } from './secrets.js';

/** A device of Harbor Drinks Ltd. (Pier 3 store). */
const harborDevice = insertRow(devices, (ctx) => ({
  orgId: ctx.orgs.harborStore,
  deviceCode: `PROBE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  name: 'Harbor probe',
  secretHash: hashDeviceSecret('x'),
}));

const unchanged = rowStill(devices, devices.id, (row) => row.name === 'Harbor probe' && row.status === 0 && row.siteId === null);

/** A Demo Coffee Co. account with "selected devices" (fixed id, so the call can name it). */
const GRANTEE_ID = 900001;
async function harborDeviceAndDemoGrantee(ctx: ScopeContext): Promise<number> {
  await ctx.db
    .insert(users)
    .values({
      id: GRANTEE_ID,
      username: 'grantee.probe',
      employeeName: 'Grantee',
      orgId: ctx.orgs.demo,
      passwordHash: '!',
      deviceScope: 'selected',
    })
    .onConflictDoNothing();
  return harborDevice(ctx);
}

const perms = Object.values(DEVICE_PERMS);
const body = { deviceCode: 'ACCESS1', orgId: 2 };

export const accessCases: AccessModule = {
  module: 'devices',
  checkedLater: { [`POST ${DEVICE_API.save}`]: saveChecks(body, { create: DEVICE_PERMS.add, update: DEVICE_PERMS.edit }) },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      list: listed(`${DEVICE_API.list}?limit=1000`),
      detail: getWith(DEVICE_API.detail),
      update: send('POST', DEVICE_API.save, (id) => ({ id, deviceCode: `TAKEN${id}`, orgId: 2, name: 'Taken over' })),
      remove: postIds(DEVICE_API.delete),
      unchanged,
    },
    {
      name: 'batch operations on a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      list: listed(`${DEVICE_API.list}?keyword=PROBE`),
      update: send('POST', DEVICE_API.batch, (id) => ({ ids: [id], action: 'disable' })),
      remove: send('POST', DEVICE_API.rotateSecret, (id) => ({ id })),
      unchanged,
    },
    {
      name: 'granting a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDeviceAndDemoGrantee,
      update: send('POST', DEVICE_API.grants, (id) => ({ userId: GRANTEE_ID, deviceIds: [id] })),
      unchanged,
    },
  ],
};
