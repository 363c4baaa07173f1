import { DEVICE_UPGRADE_API, DEVICE_UPGRADE_PERMS } from '@vr/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, rowStill, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { upgradeDevices, upgrades } from './schema.js';

const SHA = 'a'.repeat(64);

/** A staged Harbor Drinks Ltd. upgrade of one Harbor machine (stage 1) and another (stage 2). */
const harborUpgrade = async (ctx: ScopeContext) => {
  const first = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const rest = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(upgrades)
    .values({ orgId: ctx.orgs.harbor, target: 'app', version: '9.9.9', packageUrl: 'https://example.com/app.zip', sha256: SHA, size: 10 })
    .returning({ id: upgrades.id });
  await ctx.db.insert(upgradeDevices).values([
    { upgradeId: row!.id, deviceId: first.id, target: 'app', stage: 1, state: 'failed', reason: 'probe' },
    { upgradeId: row!.id, deviceId: rest.id, target: 'app', stage: 2 },
  ]);
  return row!.id;
};

/** Device upgrade: Demo Coffee Co.'s ops neither sees Harbor Drinks Ltd.'s upgrades nor upgrades their machines. */
export const accessCases: AccessModule = {
  module: 'device-upgrade',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. upgrade',
      permissions: Object.values(DEVICE_UPGRADE_PERMS),
      foreignRow: harborUpgrade,
      list: listed(`${DEVICE_UPGRADE_API.list}?limit=1000`),
      detail: getWith(DEVICE_UPGRADE_API.detail),
      update: send('POST', DEVICE_UPGRADE_API.continue, (id) => ({ id })),
      remove: send('POST', DEVICE_UPGRADE_API.cancel, (id) => ({ id })),
      unchanged: rowStill(upgrades, upgrades.id, (row) => row.status === 'staged'),
    },
    {
      name: 'a Harbor Drinks Ltd. upgrade’s failed machine',
      permissions: Object.values(DEVICE_UPGRADE_PERMS),
      foreignRow: harborUpgrade,
      detail: (id) => ({ method: 'GET', url: `${DEVICE_UPGRADE_API.machines}?id=${id}` }),
      update: send('POST', DEVICE_UPGRADE_API.retry, (id) => ({ id })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(upgradeDevices)
            .where(and(eq(upgradeDevices.upgradeId, Number(id)), eq(upgradeDevices.state, 'failed')))
        )[0]!.n === 1,
    },
    {
      name: 'a Harbor Drinks Ltd. machine to upgrade',
      permissions: Object.values(DEVICE_UPGRADE_PERMS),
      foreignRow: async (ctx) => (await insertTestDevice(ctx.db, ctx.orgs.harbor)).id,
      update: send('POST', DEVICE_UPGRADE_API.create, (id) => ({
        target: 'app',
        version: '9.9.9',
        packageUrl: 'https://example.com/app.zip',
        sha256: SHA,
        size: 10,
        deviceIds: [id],
        firstCount: 1,
      })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(upgradeDevices)
            .where(eq(upgradeDevices.deviceId, Number(id)))
        )[0]!.n === 0,
    },
  ],
};
