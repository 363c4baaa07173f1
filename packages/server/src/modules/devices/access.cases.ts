import { DEVICE_API, DEVICE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { users } from '../../platform/identity/schema.js';
import { devices } from './schema.js';
import { hashDeviceSecret } from './secrets.js';

/** A device of Harbor Drinks Ltd. (Pier 3 store). */
async function harborDevice(ctx: ScopeContext): Promise<number> {
  const code = `PROBE${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [row] = await ctx.db
    .insert(devices)
    .values({ orgId: ctx.orgs.harborStore, deviceCode: code, name: 'Harbor probe', secretHash: hashDeviceSecret('x') })
    .returning({ id: devices.id });
  return row!.id;
}

async function unchanged(ctx: ScopeContext, id: number | string): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(devices)
    .where(eq(devices.id, Number(id)));
  return row?.name === 'Harbor probe' && row.status === 0 && row.siteId === null;
}

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

const ids = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);
const perms = Object.values(DEVICE_PERMS);
const body = { deviceCode: 'ACCESS1', orgId: 2 };

export const deviceAccess: AccessModule = {
  module: 'devices',
  checkedLater: { [`POST ${DEVICE_API.save}`]: saveChecks(body, { create: DEVICE_PERMS.add, update: DEVICE_PERMS.edit }) },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      list: { call: { method: 'GET', url: `${DEVICE_API.list}?limit=1000` }, ids },
      detail: (id) => ({ method: 'GET', url: `${DEVICE_API.detail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: DEVICE_API.save, payload: { id, deviceCode: `TAKEN${id}`, orgId: 2, name: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: DEVICE_API.delete, payload: { ids: [id] } }),
      unchanged,
    },
    {
      name: 'batch operations on a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      list: { call: { method: 'GET', url: `${DEVICE_API.list}?keyword=PROBE` }, ids },
      update: (id) => ({ method: 'POST', url: DEVICE_API.batch, payload: { ids: [id], action: 'disable' } }),
      remove: (id) => ({ method: 'POST', url: DEVICE_API.rotateSecret, payload: { id } }),
      unchanged,
    },
    {
      name: 'granting a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDeviceAndDemoGrantee,
      update: (id) => ({ method: 'POST', url: DEVICE_API.grants, payload: { userId: GRANTEE_ID, deviceIds: [id] } }),
      unchanged,
    },
  ],
};
