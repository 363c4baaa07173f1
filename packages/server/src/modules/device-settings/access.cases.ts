import { DEVICE_DETAIL_API, DEVICE_DETAIL_PERMS, DEVICE_SETTINGS_API as API, DEVICE_SETTINGS_PERMS as PERMS } from '@vr/contracts';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, rowStill, send } from '../../test/access-cases.js';
import { eq } from 'drizzle-orm';
import { deviceContainers, devices, hashDeviceSecret } from '../devices/index.js';
import { paramCopies } from './schema.js';

/** A Harbor Drinks Ltd. device, online, with one container. */
async function harborDevice(ctx: ScopeContext): Promise<number> {
  const code = `T4ACC${Math.floor(Math.random() * 1e6)}`;
  const [row] = await ctx.db
    .insert(devices)
    .values({ orgId: ctx.orgs.harborStore, deviceCode: code, secretHash: hashDeviceSecret(code), online: 1 })
    .returning({ id: devices.id });
  await ctx.db
    .insert(deviceContainers)
    .values({ deviceId: row!.id, no: 1, materialCode: 'coffee_beans', capacity: 1000, warnValue: 200, alarmValue: 50 });
  return row!.id;
}

const containerUnchanged = rowStill(
  deviceContainers,
  deviceContainers.deviceId,
  (c) => c.warnValue === 200 && c.alarmValue === 50 && c.maxStock === null,
);

const ends = (id: number | string) => String(id).split(':').map(Number) as [number, number];

/** No parameter copy reached the device. */
const noCopy = async (ctx: ScopeContext, id: number) =>
  (await ctx.db.select().from(paramCopies).where(eq(paramCopies.deviceId, id))).length === 0;

/** Demo Coffee Co.'s machine VR10001 (the other end of a copy on ops's side). */
const opsMachine = async (ctx: ScopeContext) =>
  (await ctx.db.select({ id: devices.id }).from(devices).where(eq(devices.deviceCode, 'VR10001')))[0]!.id;

const settingsPerms = Object.values(PERMS);
const detailPerms = Object.values(DEVICE_DETAIL_PERMS);
const range = 'startTime=2026-01-01&endTime=2026-12-31';

/**
 * Device settings (permission routes) and the device detail screen (session routes that check
 * their rights in the handler, with their own messages; see device-detail.test.ts). The
 * dashboard's route is open to every session (its 401 and scope are tested in dashboard.test.ts).
 */
export const accessCases: AccessModule = {
  module: 'device-settings',
  checkedLater: {
    [`GET ${DEVICE_DETAIL_API.summary}`]: [{ permission: DEVICE_DETAIL_PERMS.query, query: 'id=1' }],
    [`GET ${DEVICE_DETAIL_API.orders}`]: [{ permission: DEVICE_DETAIL_PERMS.query, query: `id=1&${range}` }],
    [`GET ${DEVICE_DETAIL_API.products}`]: [{ permission: DEVICE_DETAIL_PERMS.query, query: `id=1&${range}` }],
    [`GET ${DEVICE_DETAIL_API.materials}`]: [{ permission: DEVICE_DETAIL_PERMS.material, query: 'id=1' }],
    [`GET ${DEVICE_DETAIL_API.faults}`]: [{ permission: DEVICE_DETAIL_PERMS.fault, query: `id=1&${range}` }],
    [`GET ${DEVICE_DETAIL_API.warnings}`]: [{ permission: DEVICE_DETAIL_PERMS.warning, query: `id=1&${range}` }],
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. device: settings read and saves',
      permissions: settingsPerms,
      foreignRow: harborDevice,
      detail: getWith(API.containerDetail, 'deviceId'),
      update: send('POST', API.containerSave, (id) => ({
        deviceId: id,
        containers: [{ containerNo: 1, warnValue: 9, alarmValue: 1, maxStock: 3 }],
      })),
      unchanged: containerUnchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. device: max stock',
      permissions: settingsPerms,
      foreignRow: harborDevice,
      detail: getWith(API.params, 'deviceId'),
      update: send('POST', API.maxStockSave, (id) => ({ deviceId: id, containers: [{ containerNo: 1, maxStock: 3 }] })),
      unchanged: containerUnchanged,
    },
    {
      // The row: `<harbor device>:<ops's machine>`.
      name: 'a Harbor Drinks Ltd. device as the source or target of a parameter copy',
      permissions: [PERMS.paramCopy],
      foreignRow: async (ctx) => `${await harborDevice(ctx)}:${await opsMachine(ctx)}`,
      detail: send('POST', API.paramCopyPreview, (id) => ({ sourceDeviceId: ends(id)[0], targetDeviceIds: [ends(id)[1]] })),
      update: send('POST', API.paramCopyApply, (id) => ({ sourceDeviceId: ends(id)[1], targetDeviceIds: [ends(id)[0]] })),
      unchanged: async (ctx, id) => noCopy(ctx, ends(id)[0]),
    },
    {
      name: 'a Harbor Drinks Ltd. device: detail screen',
      permissions: detailPerms,
      foreignRow: harborDevice,
      detail: getWith(DEVICE_DETAIL_API.summary),
      update: getWith(DEVICE_DETAIL_API.materials),
      remove: getWith(DEVICE_DETAIL_API.faults),
    },
  ],
};
