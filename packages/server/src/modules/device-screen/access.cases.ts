import { APPLET_COLOR_API, APPLET_COLOR_PERMS, DEVICE_SCREEN_API, DEVICE_SCREEN_PERMS, SCREEN_DEFAULTS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, listed, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { appletColors, screenConfigDevices, screenConfigs } from './schema.js';

/** A Harbor Drinks Ltd. configuration naming one of its machines. */
const harborConfig = async (ctx: ScopeContext) => {
  const machine = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  const [row] = await ctx.db
    .insert(screenConfigs)
    .values({ orgId: ctx.orgs.harbor, name: 'Harbor screen', appliesTo: 'devices', content: { ...SCREEN_DEFAULTS, banners: [] } })
    .returning({ id: screenConfigs.id });
  await ctx.db.insert(screenConfigDevices).values({ configId: row!.id, deviceId: machine.id });
  return row!.id;
};

const unchanged = async (ctx: ScopeContext, id: number | string) => {
  const [row] = await ctx.db
    .select()
    .from(screenConfigs)
    .where(eq(screenConfigs.id, Number(id)));
  return row?.name === 'Harbor screen' && row.revision === 1;
};

/** Interface configuration: Demo Coffee Co.'s ops neither sees Harbor Drinks Ltd.'s configurations nor changes them or their machines. */
export const accessCases: AccessModule = {
  module: 'device-screen',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. interface configuration',
      permissions: Object.values(DEVICE_SCREEN_PERMS),
      foreignRow: harborConfig,
      list: listed(`${DEVICE_SCREEN_API.list}?limit=1000`),
      detail: getWith(DEVICE_SCREEN_API.detail),
      update: send('POST', DEVICE_SCREEN_API.edit, (id) => ({
        id,
        ...SCREEN_DEFAULTS,
        name: 'Taken over',
        appliesTo: 'devices',
        deviceIds: [1],
      })),
      remove: send('POST', DEVICE_SCREEN_API.remove, (id) => ({ id })),
      unchanged,
    },
    {
      name: 'a Harbor Drinks Ltd. interface configuration’s machines',
      permissions: Object.values(DEVICE_SCREEN_PERMS),
      foreignRow: harborConfig,
      detail: (id) => ({ method: 'GET', url: `${DEVICE_SCREEN_API.machines}?id=${id}` }),
    },
    {
      name: 'a Harbor Drinks Ltd. machine named by a new configuration',
      permissions: Object.values(DEVICE_SCREEN_PERMS),
      foreignRow: async (ctx) => (await insertTestDevice(ctx.db, ctx.orgs.harbor)).id,
      update: send('POST', DEVICE_SCREEN_API.add, (id) => ({
        ...SCREEN_DEFAULTS,
        name: 'Mine now',
        appliesTo: 'devices',
        deviceIds: [id],
      })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(screenConfigDevices)
            .where(eq(screenConfigDevices.deviceId, Number(id)))
        ).length === 0,
    },
    {
      name: 'Harbor Drinks Ltd.’s mini-program colours',
      permissions: Object.values(APPLET_COLOR_PERMS),
      foreignRow: async (ctx) => {
        await ctx.db
          .insert(appletColors)
          .values({ orgId: ctx.orgs.harbor, primaryColor: '#123456', backgroundColor: '#ffffff' })
          .onConflictDoUpdate({ target: appletColors.orgId, set: { primaryColor: '#123456' } });
        return ctx.orgs.harbor;
      },
      detail: (id) => ({ method: 'GET', url: `${APPLET_COLOR_API.detail}?orgId=${id}` }),
      update: send('POST', APPLET_COLOR_API.save, (id) => ({ orgId: id, primaryColor: '#000000', backgroundColor: '#000000' })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(appletColors)
            .where(eq(appletColors.orgId, Number(id)))
        )[0]?.primaryColor === '#123456',
    },
  ],
};
